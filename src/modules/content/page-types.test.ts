import { describe, expect, it } from 'vitest'

import {
  EMBED_PATH_PREFIX,
  hasRequiredContent,
  isFrameablePageType,
  isIndexablePage,
  MISSING_CONTENT_MESSAGES,
  PAGE_TYPES,
  pageTypeDefinition,
} from './page-types'

describe('page types', () => {
  it('registers every page template, each once', () => {
    const values = PAGE_TYPES.map((type) => type.value)
    for (const required of [
      'home',
      'country',
      'country_2',
      'industry',
      'country_promotion',
      'api',
      'lead_generation',
      'insights',
      'sales_force',
      'fresh_investigation',
      'payg',
    ]) {
      expect(values).toContain(required)
    }
    expect(new Set(values).size).toBe(values.length)
  })

  it('maps country, industry, API and lead pages to their missing-content notice', () => {
    expect(pageTypeDefinition('country')).toMatchObject({ missingContent: 'country' })
    expect(pageTypeDefinition('industry')).toMatchObject({ missingContent: 'industry' })
    expect(pageTypeDefinition('api')).toMatchObject({ missingContent: 'integration' })
    expect(pageTypeDefinition('lead_generation')).toMatchObject({ missingContent: 'integration' })
    expect(MISSING_CONTENT_MESSAGES.country).toBe("Oops! There's no country information on Global CMS.")
  })

  it('reads the matching content flag', () => {
    expect(hasRequiredContent('country', { has_country_information: true })).toBe(true)
    expect(hasRequiredContent('country', { has_industry_information: true })).toBe(false)
    expect(hasRequiredContent('integration', { has_integration_information: null })).toBe(false)
  })
})

describe('frameable pages', () => {
  it('are the embedded pricing page only, kept under embed/', () => {
    expect(PAGE_TYPES.filter((type) => isFrameablePageType(type.value)).map((type) => type.value)).toEqual(['pricing_embed'])
    expect(isFrameablePageType(null)).toBe(false)
    expect(EMBED_PATH_PREFIX).toBe('embed/')
  })
  it('has no page type that only stands for a child page (articles and vacancies live below their lists)', () => {
    expect(pageTypeDefinition('article')).toBeUndefined()
    expect(pageTypeDefinition('vacancy')).toBeUndefined()
    expect(pageTypeDefinition('academy')).toMatchObject({ label: 'Academy' })
  })
})

describe('isIndexablePage', () => {
  it('never indexes a thank-you page, and honours not_indexed on the others', () => {
    expect(isIndexablePage({ page_type: 'thank_you', not_indexed: false })).toBe(false)
    expect(isIndexablePage({ page_type: 'home', not_indexed: true })).toBe(false)
    expect(isIndexablePage({ page_type: 'home', not_indexed: false })).toBe(true)
    expect(isIndexablePage({ page_type: 'pricing' })).toBe(true)
  })
})
