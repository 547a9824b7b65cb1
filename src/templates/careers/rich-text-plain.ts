/** The visible text of a Lexical document, for meta descriptions and "is this section empty?" checks. */
type LexicalNode = { type?: string; text?: unknown; children?: unknown }

function collect(node: LexicalNode, parts: string[]): void {
  if (typeof node.text === 'string') parts.push(node.text)
  if (Array.isArray(node.children)) {
    for (const child of node.children) collect(child as LexicalNode, parts)
    // Blocks (paragraphs, headings, list items) end with a break between words.
    if (node.type !== 'text' && node.type !== 'link') parts.push(' ')
  }
}

export function richTextPlain(value: { root?: unknown } | null | undefined, maxLength = Infinity): string {
  if (!value?.root || typeof value.root !== 'object') return ''
  const parts: string[] = []
  collect(value.root as LexicalNode, parts)
  const text = parts.join('').replace(/\s+/g, ' ').trim()
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2)).trimEnd()}…`
}

export function hasRichText(value: { root?: unknown } | null | undefined): boolean {
  return richTextPlain(value) !== ''
}
