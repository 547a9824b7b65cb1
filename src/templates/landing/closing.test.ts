import { describe, expect, it } from 'vitest'

import { countryOfBlocks, endsWithDemoCall, type PageBlocks } from './closing'

describe('endsWithDemoCall', () => {
  it('is true only when the last section is a call to action to the book-demo page', () => {
    const demo = { blockType: 'callToAction', heading: 'See it', button_slot: 'book_demo' } as const
    const trial = { blockType: 'callToAction', heading: 'Try it', button_slot: 'free_trial' } as const
    const grid = { blockType: 'featureGrid', heading: 'Grid', items: [] } as const
    expect(endsWithDemoCall([grid, demo] as PageBlocks)).toBe(true)
    expect(endsWithDemoCall([demo, grid] as PageBlocks)).toBe(false)
    expect(endsWithDemoCall([trial] as PageBlocks)).toBe(false)
    expect(endsWithDemoCall([])).toBe(false)
  })
})

describe('countryOfBlocks', () => {
  it('is the country of the first registry figures block that names one, in lower case', () => {
    const whole = { blockType: 'registryFigures', heading: 'All', country: null } as const
    const canada = { blockType: 'registryFigures', heading: 'Canada', country: 'CA' } as const
    const spain = { blockType: 'registryFigures', heading: 'Spain', country: 'es' } as const
    const grid = { blockType: 'featureGrid', heading: 'Grid', items: [] } as const
    expect(countryOfBlocks([grid, whole, canada, spain] as PageBlocks)).toBe('ca')
    expect(countryOfBlocks([grid, whole] as PageBlocks)).toBeNull()
    expect(countryOfBlocks([])).toBeNull()
  })
})
