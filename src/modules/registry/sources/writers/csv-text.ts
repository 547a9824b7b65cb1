/**
 * CSV field encoding. Companies House and GLEIF put every field in double quotes; INSEE quotes only
 * the fields that need it. Both double an inner quote (RFC 4180), which is what csv-parse expects.
 */

/** Every field quoted, inner quotes doubled: `"A","B ""C""",""`. */
export function quotedRow(fields: readonly string[]): string {
  let line = ''
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index] ?? ''
    if (index > 0) line += ','
    line += field.includes('"') ? `"${field.replaceAll('"', '""')}"` : `"${field}"`
  }
  return line
}

const NEEDS_QUOTES = /[",\r\n]/

/** Quotes only fields holding a comma, a quote or a line break (INSEE's stock files). */
export function minimalRow(fields: readonly string[]): string {
  let line = ''
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index] ?? ''
    if (index > 0) line += ','
    line += NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field
  }
  return line
}

/** Upper case without accents, the way INSEE spells street and town names ("Allée" -> "ALLEE"). */
export function upperAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
}

/**
 * A small file in a register's published header (tests and fixtures): each row's fields by column
 * name (headers trimmed, as the importer reads them), every field quoted, CRLF line ends; `extraLines`
 * are appended as written (broken rows).
 */
export function quotedCsv(
  header: readonly string[],
  rows: readonly Readonly<Partial<Record<string, string>>>[],
  extraLines: readonly string[] = [],
): string {
  const lines = [header.join(','), ...rows.map((row) => quotedRow(header.map((column) => row[column.trim()] ?? ''))), ...extraLines]
  return `${lines.join('\r\n')}\r\n`
}
