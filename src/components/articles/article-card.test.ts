import { describe, expect, it } from 'vitest'

import { sevenGridImageSizes, CARD_IMAGE_SIZES } from './article-card'
import { formatArticleDate } from './article-date'

describe('formatArticleDate', () => {
  it('writes the date the way each language does, in UTC', () => {
    expect(formatArticleDate('2026-03-04T23:30:00.000Z', 'en')).toBe('4 Mar 2026')
    expect(formatArticleDate('2026-03-04T23:30:00.000Z', 'es')).toBe('4 mar 2026')
    expect(formatArticleDate('2026-03-04T23:30:00.000Z', 'de')).toBe('4. März 2026')
  })
  it('is empty for a date it cannot read', () => {
    expect(formatArticleDate('not a date', 'en')).toBe('')
  })
})

describe('sevenGridImageSizes', () => {
  it('gives the wide first card and the quarter columns of a seven-card grid their widths', () => {
    expect(sevenGridImageSizes(7, 0)).toBe(CARD_IMAGE_SIZES.wide)
    expect(sevenGridImageSizes(7, 3)).toBe(CARD_IMAGE_SIZES.quarter)
    expect(sevenGridImageSizes(5, 0)).toBe(CARD_IMAGE_SIZES.grid)
  })
})
