/**
 * The key a published vocabulary value is looked up by: lower case, one space between words, one
 * space on each side of a slash or a dash, one before an opening bracket and none inside brackets.
 * The registers do not keep to one spelling of their own values ("Converted/Closed" and "Converted
 * / Closed", "Capital(Umbrella)" and "Capital (Umbrella)", "RECEIVERSHIP" and "Receivership",
 * padded cells), so the tables are written as published and both sides are keyed this way.
 */
export function vocabularyKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s*([/-])\s*/g, ' $1 ')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)/g, ')')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A lookup from published spellings, keyed with vocabularyKey. */
export function keyedTable<T>(entries: readonly (readonly [string, T])[]): ReadonlyMap<string, T> {
  const table = new Map<string, T>()
  for (const [published, value] of entries) {
    const key = vocabularyKey(published)
    // Two spellings that key alike must say the same: a contradiction is a mistake in the table.
    if (table.has(key) && table.get(key) !== value) throw new Error(`Conflicting mapping for "${published}"`)
    table.set(key, value)
  }
  return table
}
