/**
 * A small Markdown-like builder for the seeded rich text: one block per line.
 *   "## Title" → h2, "### Title" → h3, "- item" → bullet list (consecutive lines form one list),
 *   anything else → a paragraph. Inline **bold** and *italic* become Lexical text formats.
 * Blank lines are ignored, so bodies can be written as indented template strings.
 */

const BOLD = 1
const ITALIC = 2

type LexicalText = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type LexicalElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }
type LexicalParagraph = LexicalElementBase & { type: 'paragraph'; children: LexicalText[]; textFormat: 0; textStyle: '' }
type LexicalHeading = LexicalElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: LexicalText[] }
type LexicalListItem = LexicalElementBase & { type: 'listitem'; value: number; children: LexicalText[] }
type LexicalList = LexicalElementBase & { type: 'list'; listType: 'bullet'; start: 1; tag: 'ul'; children: LexicalListItem[] }
type LexicalBlock = LexicalParagraph | LexicalHeading | LexicalList

export type LexicalDocument = {
  root: { type: 'root'; children: LexicalBlock[]; direction: 'ltr'; format: ''; indent: 0; version: 1 }
}

const ELEMENT: LexicalElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 }

function text(value: string, format: number): LexicalText {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

/** Splits a line into text nodes on **bold** and *italic* markers. */
export function inline(line: string): LexicalText[] {
  const nodes: LexicalText[] = []
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*/g
  let last = 0
  for (const match of line.matchAll(pattern)) {
    const index = match.index ?? 0
    if (index > last) nodes.push(text(line.slice(last, index), 0))
    if (match[1] !== undefined) nodes.push(text(match[1], BOLD))
    else nodes.push(text(match[2]!, ITALIC))
    last = index + match[0].length
  }
  if (last < line.length) nodes.push(text(line.slice(last), 0))
  return nodes
}

/** Builds a Lexical document from the line format described above. */
export function lexical(source: string): LexicalDocument {
  const children: LexicalBlock[] = []
  for (const raw of source.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    if (line.startsWith('### ')) {
      children.push({ ...ELEMENT, type: 'heading', tag: 'h3', children: inline(line.slice(4)) })
    } else if (line.startsWith('## ')) {
      children.push({ ...ELEMENT, type: 'heading', tag: 'h2', children: inline(line.slice(3)) })
    } else if (line.startsWith('- ')) {
      const previous = children.at(-1)
      const list: LexicalList =
        previous?.type === 'list' ? previous : { ...ELEMENT, type: 'list', listType: 'bullet', start: 1, tag: 'ul', children: [] }
      if (list !== previous) children.push(list)
      list.children.push({ ...ELEMENT, type: 'listitem', value: list.children.length + 1, children: inline(line.slice(2)) })
    } else {
      children.push({ ...ELEMENT, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(line) })
    }
  }
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}

/** Counts the words of a source in the line format (markers excluded). */
export function wordCount(source: string): number {
  return source
    .replace(/[#*-]+ /g, ' ')
    .replace(/\*+/g, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
