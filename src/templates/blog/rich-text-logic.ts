/** Pure helpers over an article's Lexical JSON: table of contents, heading anchors, CTA placeholders, parts. */

export type LexicalNode = { type?: string; tag?: string; text?: string; children?: LexicalNode[]; [key: string]: unknown }
export type LexicalDocument = { root: LexicalNode & { children: LexicalNode[] }; [key: string]: unknown }

export type TocEntry = { id: string; title: string; level: 2 | 3; number: string }

/** The body can carry placeholders for download-sample, find-out and form blocks, and the article's video. */
export const CTA_PLACEHOLDERS = ['download-sample', 'find-out', 'form', 'video'] as const
export type CtaPlaceholder = (typeof CTA_PLACEHOLDERS)[number]

/** Collapsible parts scroll to offset 125 px and open after 200 ms. */
export const PART_SCROLL_OFFSET_PX = 125
export const PART_OPEN_DELAY_MS = 200
/** Scroll listeners throttled at 629 ms (contents highlight) and 610 ms (reading progress). */
export const TOC_SCROLL_THROTTLE_MS = 629
export const PROGRESS_SCROLL_THROTTLE_MS = 610

export function nodeText(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(nodeText).join('')
}

/** "Due diligence: 5 steps!" -> "due-diligence-5-steps"; accents folded; never empty. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return slug || 'section'
}

/** Gives every id once: the second "Summary" becomes "summary-2". */
export function createIdAllocator(reserved: string[] = []) {
  const used = new Set(reserved)
  return (base: string) => {
    let id = base
    for (let counter = 2; used.has(id); counter++) id = `${base}-${counter}`
    used.add(id)
    return id
  }
}

function headingLevel(node: LexicalNode): 2 | 3 | null {
  if (node.type !== 'heading') return null
  if (node.tag === 'h2') return 2
  if (node.tag === 'h3') return 3
  return null
}

/**
 * Copies the document with an `anchor` on every h2/h3 (read by the heading converter) and returns
 * the table of contents: h2 numbered "1.", "2.", h3 below them "1.1.", "1.2.".
 */
export function annotateHeadings(
  document: LexicalDocument,
  allocate: (base: string) => string = createIdAllocator(),
  counters: { h2: number; h3: number } = { h2: 0, h3: 0 },
): { document: LexicalDocument; toc: TocEntry[] } {
  const toc: TocEntry[] = []
  const visit = (node: LexicalNode): LexicalNode => {
    const level = headingLevel(node)
    const children = node.children?.map(visit)
    const copy: LexicalNode = children ? { ...node, children } : { ...node }
    if (level) {
      const title = nodeText(node).trim()
      if (!title) return copy
      const id = allocate(slugify(title))
      copy.anchor = id
      if (level === 2) {
        counters.h2 += 1
        counters.h3 = 0
        toc.push({ id, title, level, number: `${counters.h2}.` })
      } else {
        counters.h3 += 1
        const number = counters.h2 ? `${counters.h2}.${counters.h3}.` : `${counters.h3}.`
        toc.push({ id, title, level, number })
      }
    }
    return copy
  }
  const root = visit(document.root) as LexicalDocument['root']
  return { document: { ...document, root }, toc }
}

/** A paragraph whose whole text is `[[download-sample]]`, `[[find-out]]`, `[[form]]` or `[[video]]`. */
export function ctaPlaceholder(node: LexicalNode): CtaPlaceholder | null {
  if (node.type !== 'paragraph') return null
  const match = /^\[\[\s*([a-z-]+)\s*\]\]$/.exec(nodeText(node).trim())
  const name = match?.[1]
  return name && (CTA_PLACEHOLDERS as readonly string[]).includes(name) ? (name as CtaPlaceholder) : null
}

export type BodySegment = { kind: 'rich'; document: LexicalDocument } | { kind: 'cta'; cta: CtaPlaceholder }

/** Splits a document at its top-level CTA placeholders: rich text runs between call-to-action blocks. */
export function splitCtaPlaceholders(document: LexicalDocument): BodySegment[] {
  const segments: BodySegment[] = []
  let run: LexicalNode[] = []
  const flush = () => {
    if (run.length) segments.push({ kind: 'rich', document: { ...document, root: { ...document.root, children: run } } })
    run = []
  }
  for (const child of document.root.children ?? []) {
    const cta = ctaPlaceholder(child)
    if (cta) {
      flush()
      segments.push({ kind: 'cta', cta })
    } else {
      run.push(child)
    }
  }
  flush()
  return segments
}

/** The initial open part is the highest-numbered one that has a title; -1 when none has. */
export function initialOpenPart(parts: { title?: string | null }[]): number {
  for (let index = parts.length - 1; index >= 0; index--) if (parts[index]?.title?.trim()) return index
  return -1
}

/** The anchor of a titled part (1-based number), used by the contents and the collapsible section. */
export function partAnchor(index: number): string {
  return `part-${index + 1}`
}

/** Rough reading time when the editor left it empty: 200 words a minute, at least 1. */
export function estimateReadTime(documents: (LexicalDocument | null | undefined)[]): number {
  const words = documents
    .filter((document): document is LexicalDocument => Boolean(document))
    .map((document) => nodeText(document.root).split(/\s+/).filter(Boolean).length)
    .reduce((sum, count) => sum + count, 0)
  return Math.max(1, Math.round(words / 200))
}
