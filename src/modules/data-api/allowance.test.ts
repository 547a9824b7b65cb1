import { describe, expect, it } from 'vitest'

import { allowanceOf, DEFAULT_REQUESTS_PER_MINUTE } from './allowance'

const starter = {
  id: 1,
  code: 'starter',
  name: 'Starter',
  type: 'starter',
  api_allowance: { basic_profiles: 10, full_profiles: 0, contact_lookups: 50, requests_per_minute: 30, searches_per_day: 100 },
}
const professional = {
  id: 2,
  code: 'professional',
  name: 'Professional',
  type: 'professional',
  api_allowance: { basic_profiles: null, full_profiles: 1000, contact_lookups: 40, requests_per_minute: 120, searches_per_day: null },
}

describe("an account's API allowance", () => {
  it("is its plan's: an empty figure is no limit, 0 is not included", () => {
    expect(allowanceOf(professional, null)).toEqual({
      plan: { code: 'professional', name: 'Professional' },
      free: false,
      limits: { basic_profiles: null, full_profiles: 1000, contact_lookups: 40 },
      searchesPerDay: null,
      requestsPerMinute: 120,
    })
  })

  it('gives a free plan no contact lookups whatever its form says, unless the account has a custom volume', () => {
    const free = allowanceOf(starter, null)
    expect(free).toMatchObject({ free: true, searchesPerDay: 100, requestsPerMinute: 30 })
    expect(free.limits).toEqual({ basic_profiles: 10, full_profiles: 0, contact_lookups: 0 })
    expect(
      allowanceOf({ ...starter, api_allowance: { ...starter.api_allowance, contact_lookups: null } }, null).limits.contact_lookups,
    ).toBe(0)
    expect(allowanceOf(starter, { contact_lookups: 25 }).limits.contact_lookups).toBe(25)
  })

  it("takes the account's custom volumes over the plan's, figure by figure", () => {
    const allowance = allowanceOf(professional, { full_profiles: 500, basic_profiles: null, requests_per_minute: 600, searches_per_day: 5 })
    expect(allowance.limits).toEqual({ basic_profiles: null, full_profiles: 500, contact_lookups: 40 })
    expect(allowance.requestsPerMinute).toBe(600)
    expect(allowance.searchesPerDay).toBe(5)
  })

  it('allows nothing without a plan (a free one), and never less than one request a minute', () => {
    expect(allowanceOf(null, null)).toEqual({
      plan: { code: null, name: 'No plan' },
      free: true,
      limits: { basic_profiles: 0, full_profiles: 0, contact_lookups: 0 },
      searchesPerDay: 0,
      requestsPerMinute: 1,
    })
    expect(allowanceOf({ ...starter, api_allowance: {} }, null).requestsPerMinute).toBe(DEFAULT_REQUESTS_PER_MINUTE)
  })
})
