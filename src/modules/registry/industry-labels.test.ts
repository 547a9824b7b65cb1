import { describe, expect, it } from 'vitest'

import { INDUSTRIES } from './generator/sic-codes'
import { industryLabel } from './industry-labels'

describe('industryLabel', () => {
  it('translates every industry the registry knows into Spanish and German', () => {
    for (const industry of INDUSTRIES) {
      expect(industryLabel(industry.label, 'es')).not.toBe(industry.label)
      expect(industryLabel(industry.label, 'de')).not.toBe(industry.label)
    }
    expect(industryLabel('Construction', 'es')).toBe('Construcción')
  })

  it('keeps English, and any value it does not know, as stored', () => {
    expect(industryLabel('Construction', 'en')).toBe('Construction')
    expect(industryLabel('Artisanal cheese', 'es')).toBe('Artisanal cheese')
  })
})
