/** Builds a minimal Lexical document (paragraphs and headings) for seeded rich text. */
type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }

function textNode(text: string): TextNode {
  return { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
}

function block(type: 'paragraph' | 'heading', text: string) {
  const base = { children: [textNode(text)], direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
  return type === 'heading'
    ? { ...base, type: 'heading' as const, tag: 'h3' as const }
    : { ...base, type: 'paragraph' as const, textFormat: 0, textStyle: '' }
}

/** Lines starting with "## " become headings; every other line a paragraph. */
export function richText(lines: string[]) {
  return {
    root: {
      type: 'root' as const,
      children: lines.map((line) => (line.startsWith('## ') ? block('heading', line.slice(3)) : block('paragraph', line))),
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
    },
  }
}
