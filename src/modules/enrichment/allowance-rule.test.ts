import { describe, expect, it } from 'vitest'

import { allowanceMessage, allowanceOf, monthStart, nextMonthStart } from './allowance-rule'

describe('free-list allowance rule', () => {
  it('counts calendar months in UTC, across the year end', () => {
    expect(monthStart(new Date('2026-11-28T16:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(nextMonthStart(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z')
    // A late evening west of Greenwich is already the next month in UTC.
    expect(monthStart(new Date('2026-11-30T23:30:00-05:00')).toISOString()).toBe('2026-12-01T00:00:00.000Z')
  })

  it('has access while fewer lists than the limit were started, and none at 0', () => {
    const now = new Date('2026-11-28T12:00:00Z')
    expect(allowanceOf(3, 2, now)).toEqual({ limit: 3, used: 2, has_access: true, resets_at: '2026-12-01T00:00:00.000Z' })
    expect(allowanceOf(3, 3, now).has_access).toBe(false)
    expect(allowanceOf(0, 0, now).has_access).toBe(false)
  })

  it("says what was reached in the spec's words and when it renews", () => {
    const now = new Date('2026-11-28T12:00:00Z')
    expect(allowanceMessage(allowanceOf(1, 1, now))).toBe(
      'You have reached the import file limits: 1 free list a month for your company and address. It renews on 1 December 2026; book a demo to enrich more.',
    )
    expect(allowanceMessage(allowanceOf(25, 25, now))).toContain('25 free lists a month')
  })
})
