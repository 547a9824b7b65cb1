import { describe, expect, it } from 'vitest'

import { fillFigureText, fillFigureTokens, formatHeadline, headlineValue, resolveSiteFigures, type SiteFigures } from './site-figures'

const REGISTRY = { companies: 50_321, countries: 16, directors: 151_004, sectors: 27 }

describe('site figures', () => {
  it('rounds a headline down to two significant digits, never above the count', () => {
    expect(headlineValue(16)).toBe(16)
    expect(headlineValue(999)).toBe(999)
    expect(headlineValue(5_583)).toBe(5_500)
    expect(headlineValue(50_000)).toBe(50_000)
    expect(headlineValue(50_321)).toBe(50_000)
    expect(headlineValue(2_387_041)).toBe(2_300_000)
    expect(headlineValue(0)).toBe(0)
    expect(headlineValue(Number.NaN)).toBe(0)
  })

  it('writes headlines grouped below a million and compact above, in the page language', () => {
    expect(formatHeadline(50_000, 'en')).toBe('50,000')
    expect(formatHeadline(50_000, 'es')).toBe('50.000')
    expect(formatHeadline(50_000, 'de')).toBe('50.000')
    expect(formatHeadline(2_300_000, 'en')).toBe('2.3M')
    expect(formatHeadline(300_000_000, 'en')).toBe('300M')
    expect(formatHeadline(300_000_000, 'de')).toBe('300\u00a0Mio.')
  })

  it('states the registry counts unless the CMS overrides a figure, and editorial figures only from the CMS', () => {
    const figures = resolveSiteFigures(REGISTRY, { customers: 10_000 }, 'en')
    expect(figures.companies).toEqual({ value: 50_000, text: '50,000', rounded: true, source: 'registry' })
    expect(figures.countries).toEqual({ value: 16, text: '16', rounded: false, source: 'registry' })
    expect(figures.directors?.text).toBe('150,000')
    expect(figures.customers).toEqual({ value: 10_000, text: '10,000', rounded: false, source: 'cms' })
    expect(figures.sources).toBeUndefined()

    const overridden = resolveSiteFigures(REGISTRY, { companies: 300_000_000, countries: 200, sources: 500 }, 'es')
    expect(overridden.companies).toEqual({ value: 300_000_000, text: '300\u00a0M', rounded: false, source: 'cms' })
    expect(overridden.countries?.text).toBe('200')
    expect(overridden.sources?.text).toBe('500')
    // An empty override (null, 0) leaves the registry's count.
    expect(resolveSiteFigures(REGISTRY, { companies: null, countries: 0 }, 'en').countries?.source).toBe('registry')
  })

  it('states 0 for an empty registry rather than a number nobody counted', () => {
    const figures = resolveSiteFigures({ companies: 0, countries: 0, directors: 0, sectors: 0 }, {}, 'en')
    expect(fillFigureText('{companies} companies', figures)).toBe('0 companies')
  })

  it('fills the known tokens of a text and leaves every other brace alone', () => {
    const figures = resolveSiteFigures(REGISTRY, { customers: 10_000 }, 'en')
    expect(fillFigureText('{companies}+ companies in {countries} countries, trusted by {customers}+', figures)).toBe(
      '50,000+ companies in 16 countries, trusted by 10,000+',
    )
    expect(fillFigureText('{country} and {count} are page placeholders; {sources} has no value', figures)).toBe(
      '{country} and {count} are page placeholders; {sources} has no value',
    )
  })

  it('fills every string of a CMS document, rich text included, and keeps unchanged parts as they are', () => {
    const figures: SiteFigures = resolveSiteFigures(REGISTRY, {}, 'en')
    const media = { id: 4, url: '/media/a.png' }
    const document = {
      id: 7,
      title: 'Data on {companies}+ companies',
      blocks: [{ blockType: 'stats', items: [{ value: '{countries}', label: 'countries' }] }],
      content: { root: { children: [{ type: 'text', text: 'We cover {countries} countries.' }] } },
      media,
      published: true,
      createdAt: '2026-11-28T00:00:00.000Z',
    }
    const filled = fillFigureTokens(document, figures)
    expect(filled.title).toBe('Data on 50,000+ companies')
    expect(filled.blocks[0]?.items[0]?.value).toBe('16')
    expect(filled.content.root.children[0]?.text).toBe('We cover 16 countries.')
    expect(filled.media).toBe(media)
    expect(filled.published).toBe(true)
    expect(document.title).toBe('Data on {companies}+ companies')
    const untouched = { title: 'Nothing to fill', list: ['a', 'b'] }
    expect(fillFigureTokens(untouched, figures)).toBe(untouched)
  })
})
