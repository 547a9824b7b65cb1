import { describe, expect, it } from 'vitest'

import { richText } from '@/payload/seed/rich-text'

import { hasRichText, richTextPlain } from './rich-text-plain'

describe('richTextPlain', () => {
  it('joins the text of every block with single spaces', () => {
    expect(richTextPlain(richText(['## Heading', 'First line.', 'Second line.']))).toBe('Heading First line. Second line.')
  })
  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = richTextPlain(richText(['one two three four five six seven']), 16)
    expect(text).toBe('one two three…')
    expect(text.length).toBeLessThanOrEqual(16)
  })
  it('treats missing or blank documents as empty', () => {
    expect(hasRichText(null)).toBe(false)
    expect(hasRichText(richText(['   ']))).toBe(false)
    expect(hasRichText(richText(['Text']))).toBe(true)
  })
})
