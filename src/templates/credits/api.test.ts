import { describe, expect, it } from 'vitest'

import { ADVANCED_SEARCH_PATH, SEARCH_PATH, searchRequest } from './api'

describe('credit-report search call', () => {
  it('uses the advanced call when a US or CA state or city narrows the search', () => {
    expect(searchRequest('en', 2, { company: 'acme', country: 'us', province: 'CA', city: '' })).toEqual({
      path: ADVANCED_SEARCH_PATH,
      query: { lang: 'en', country: 'us', province: 'CA', registered_city: '', company: 'acme', page: 2 },
    })
  })

  it('uses the plain call otherwise', () => {
    expect(searchRequest('de', 1, { company: 'acme', country: 'gb', province: 'XX', city: 'Leeds' })).toEqual({
      path: SEARCH_PATH,
      query: { lang: 'de', country: 'gb', company: 'acme', page: 1 },
    })
    expect(searchRequest('en', 1, { company: 'acme', country: 'us', province: '', city: '' }).path).toBe(SEARCH_PATH)
  })
})
