import { describe, expect, it } from 'vitest'

import {
  annotateHeadings,
  createIdAllocator,
  ctaPlaceholder,
  estimateReadTime,
  initialOpenPart,
  slugify,
  splitCtaPlaceholders,
  type LexicalDocument,
  type LexicalNode,
} from './rich-text-logic'

const text = (value: string): LexicalNode => ({ type: 'text', text: value })
const paragraph = (value: string): LexicalNode => ({ type: 'paragraph', children: [text(value)] })
const heading = (tag: string, value: string): LexicalNode => ({ type: 'heading', tag, children: [text(value)] })
const doc = (...children: LexicalNode[]): LexicalDocument => ({ root: { type: 'root', children } })

describe('slugify', () => {
  it('makes readable anchors and never an empty one', () => {
    expect(slugify('Due diligence: 5 steps!')).toBe('due-diligence-5-steps')
    expect(slugify('Análisis de riesgo')).toBe('analisis-de-riesgo')
    expect(slugify('¿?')).toBe('section')
  })

  it('gives a repeated heading a numbered id', () => {
    const allocate = createIdAllocator(['part-1'])
    expect(allocate('summary')).toBe('summary')
    expect(allocate('summary')).toBe('summary-2')
    expect(allocate('part-1')).toBe('part-1-2')
  })
})

describe('annotateHeadings', () => {
  it('numbers h2 as 1., 2. and h3 below them as 1.1., and anchors the copy without touching the original', () => {
    const original = doc(
      heading('h2', 'Intro'),
      paragraph('x'),
      heading('h3', 'Detail'),
      heading('h3', 'More'),
      heading('h2', 'Next'),
      heading('h4', 'Ignored'),
    )
    const { document, toc } = annotateHeadings(original)
    expect(toc.map((entry) => `${entry.number} ${entry.title}`)).toEqual(['1. Intro', '1.1. Detail', '1.2. More', '2. Next'])
    expect(toc.map((entry) => entry.id)).toEqual(['intro', 'detail', 'more', 'next'])
    expect(document.root.children[0]?.anchor).toBe('intro')
    expect(document.root.children[5]?.anchor).toBeUndefined()
    expect(original.root.children[0]?.anchor).toBeUndefined()
  })

  it('skips empty headings', () => {
    expect(annotateHeadings(doc(heading('h2', '  '))).toc).toEqual([])
  })
})

describe('CTA placeholders', () => {
  it('recognises a paragraph that is only a known placeholder', () => {
    expect(ctaPlaceholder(paragraph('[[download-sample]]'))).toBe('download-sample')
    expect(ctaPlaceholder(paragraph(' [[ find-out ]] '))).toBe('find-out')
    expect(ctaPlaceholder(paragraph('[[form]]'))).toBe('form')
    expect(ctaPlaceholder(paragraph('[[unknown]]'))).toBeNull()
    expect(ctaPlaceholder(paragraph('See [[form]] below'))).toBeNull()
    expect(ctaPlaceholder(heading('h2', '[[form]]'))).toBeNull()
  })

  it('splits the body into rich text runs around the blocks', () => {
    const segments = splitCtaPlaceholders(
      doc(paragraph('a'), paragraph('[[form]]'), paragraph('b'), paragraph('c'), paragraph('[[find-out]]')),
    )
    expect(segments.map((segment) => (segment.kind === 'cta' ? segment.cta : segment.document.root.children.length))).toEqual([
      1,
      'form',
      2,
      'find-out',
    ])
  })
})

describe('initialOpenPart', () => {
  it('opens the highest-numbered part that has a title', () => {
    expect(initialOpenPart([{ title: 'One' }, { title: 'Two' }, { title: '' }, { title: null }])).toBe(1)
    expect(initialOpenPart([{ title: 'One' }])).toBe(0)
    expect(initialOpenPart([{ title: ' ' }, {}])).toBe(-1)
    expect(initialOpenPart([])).toBe(-1)
  })
})

describe('estimateReadTime', () => {
  it('counts 200 words a minute, at least 1', () => {
    expect(estimateReadTime([doc(paragraph('word '.repeat(1000)))])).toBe(5)
    expect(estimateReadTime([null, doc(paragraph('short'))])).toBe(1)
  })
})
