import { describe, expect, it } from 'vitest'

import { allowanceOf, DEFAULT_REQUESTS_PER_MINUTE } from './allowance'

const starter = {
  id: 1,
  code: 'starter',
  name: 'Starter',
  api_allowance: { basic_profiles: 10, full_profiles: 0, contact_lookups: 50, requests_per_minute: 30 },
}

describe("an account's API allowance", () => {
  it("is its plan's: an empty figure is no limit, 0 is not included", () => {
    expect(allowanceOf({ ...starter, api_allowance: { ...starter.api_allowance, contact_lookups: null } }, null)).toEqual({
      plan: { code: 'starter', name: 'Starter' },
      limits: { basic_profiles: 10, full_profiles: 0, contact_lookups: null },
      requestsPerMinute: 30,
    })
  })

  it("takes the account's custom volumes over the plan's, figure by figure", () => {
    const allowance = allowanceOf(starter, { full_profiles: 500, basic_profiles: null, requests_per_minute: 600 })
    expect(allowance.limits).toEqual({ basic_profiles: 10, full_profiles: 500, contact_lookups: 50 })
    expect(allowance.requestsPerMinute).toBe(600)
  })

  it('allows nothing without a plan, and never less than one request a minute', () => {
    expect(allowanceOf(null, null)).toEqual({
      plan: { code: null, name: 'No plan' },
      limits: { basic_profiles: 0, full_profiles: 0, contact_lookups: 0 },
      requestsPerMinute: 1,
    })
    expect(allowanceOf({ ...starter, api_allowance: {} }, null).requestsPerMinute).toBe(DEFAULT_REQUESTS_PER_MINUTE)
  })
})
