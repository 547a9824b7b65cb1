import { describe, expect, it } from 'vitest'

import {
  addressPrefix,
  DEFAULT_MAX_QUEUED_ROWS,
  DEFAULT_MAX_QUEUED_ROWS_PER_VISITOR,
  emailDomain,
  listsAhead,
  queueLimits,
  queueOrder,
  queueRefusal,
  visitorAddressKey,
  type QueuedSession,
} from './queue'

const NOW = 1_000_000

/** A list in the queue: `who` is the visitor's address key, `domain` its e-mail domain. */
function list(
  id: number,
  who: string | null,
  options: Partial<Omit<QueuedSession, 'visitor'>> & { domain?: string | null } = {},
): QueuedSession {
  const { domain = null, ...rest } = options
  return {
    id,
    sessionKey: `s${id}`,
    status: 'pending',
    leaseExpiresAt: null,
    remaining: 100,
    visitor: { addressKey: who, emailDomain: domain },
    ...rest,
  }
}

const keys = (sessions: QueuedSession[]) => sessions.map((session) => session.sessionKey)

describe('the fair queue order', () => {
  it('takes every visitor’s first list before anyone’s second, then by age', () => {
    // A queued five lists before B and C queued one each.
    const queue = [list(1, 'A'), list(2, 'A'), list(3, 'A'), list(4, 'A'), list(5, 'A'), list(6, 'B'), list(7, 'C'), list(8, 'B')]
    expect(keys(queueOrder(queue, NOW).waiting)).toEqual(['s1', 's6', 's7', 's2', 's8', 's3', 's4', 's5'])
  })

  it('counts the list being matched as ahead of its visitor’s next one, and puts running lists first', () => {
    const queue = [list(1, 'A', { status: 'processing', leaseExpiresAt: NOW + 10_000 }), list(2, 'A'), list(3, 'B')]
    const { running, waiting } = queueOrder(queue, NOW)
    expect(keys(running)).toEqual(['s1'])
    expect(keys(waiting)).toEqual(['s3', 's2'])
  })

  it('offers a list whose worker died (lease run out) again, in its visitor’s turn', () => {
    const queue = [list(1, 'A', { status: 'processing', leaseExpiresAt: NOW - 1 }), list(2, 'B')]
    const { running, waiting } = queueOrder(queue, NOW)
    expect(running).toEqual([])
    expect(keys(waiting)).toEqual(['s1', 's2'])
  })

  it('knows a visitor by the e-mail domain as well as by the address', () => {
    // Lists 1–3 come from one company's domain over three addresses; list 4 from someone else.
    const queue = [
      list(1, 'A', { domain: 'acme.com' }),
      list(2, 'B', { domain: 'acme.com' }),
      list(3, 'C', { domain: 'acme.com' }),
      list(4, 'D', { domain: 'other.com' }),
    ]
    expect(keys(queueOrder(queue, NOW).waiting)).toEqual(['s1', 's4', 's2', 's3'])
    // Same address, different invented domains: still one visitor.
    const rotating = [list(1, 'A', { domain: 'x1.com' }), list(2, 'A', { domain: 'x2.com' }), list(3, 'B', { domain: 'y.com' })]
    expect(keys(queueOrder(rotating, NOW).waiting)).toEqual(['s1', 's3', 's2'])
  })

  it('does not count a list twice when both marks match (address and domain)', () => {
    const queue = [
      list(1, 'A', { domain: 'acme.com' }),
      list(2, 'A', { domain: 'acme.com' }),
      list(3, 'B', { domain: 'b.com' }),
      list(4, 'B', { domain: 'b.com' }),
    ]
    // With a double count list 2 would rank behind list 4.
    expect(keys(queueOrder(queue, NOW).waiting)).toEqual(['s1', 's3', 's2', 's4'])
  })

  it('treats lists without marks (set up before visitors were recorded) as one visitor each', () => {
    expect(keys(queueOrder([list(1, null), list(2, null), list(3, 'A')], NOW).waiting)).toEqual(['s1', 's2', 's3'])
  })
})

describe('lists ahead', () => {
  const queue = [list(1, 'A', { status: 'processing', leaseExpiresAt: NOW + 10_000 }), list(2, 'A'), list(3, 'A'), list(4, 'B')]

  it('counts the lists being matched and those before it in the fair order', () => {
    expect(listsAhead(queue, 's4', NOW)).toBe(1)
    expect(listsAhead(queue, 's2', NOW)).toBe(2)
    expect(listsAhead(queue, 's3', NOW)).toBe(3)
  })

  it('is null for a list being matched or not in the queue', () => {
    expect(listsAhead(queue, 's1', NOW)).toBeNull()
    expect(listsAhead(queue, 's9', NOW)).toBeNull()
  })
})

describe('queue caps', () => {
  const limits = { perVisitorRows: 1_000, totalRows: 5_000 }
  const visitor = { addressKey: 'A', emailDomain: 'acme.com' }

  it('refuses a visitor whose queued rows and the new list exceed the per-visitor cap (429 scope)', () => {
    const queue = [list(1, 'A', { remaining: 600 }), list(2, 'B', { remaining: 600 })]
    expect(queueRefusal(queue, visitor, 400, limits)).toBeNull()
    const refusal = queueRefusal(queue, visitor, 401, limits)
    expect(refusal).toMatchObject({ scope: 'visitor', queuedRows: 600, limit: 1_000 })
    expect(refusal!.retryAfterSeconds).toBeGreaterThanOrEqual(30)
  })

  it('counts the rows of the visitor’s lists from other addresses of the same e-mail domain', () => {
    const queue = [list(1, 'Z', { remaining: 900, domain: 'acme.com' })]
    expect(queueRefusal(queue, visitor, 200, limits)).toMatchObject({ scope: 'visitor', queuedRows: 900 })
    expect(queueRefusal(queue, { addressKey: 'A', emailDomain: 'other.com' }, 200, limits)).toBeNull()
  })

  it('counts only the rows still to match', () => {
    expect(queueRefusal([list(1, 'A', { remaining: 0 })], visitor, 1_000, limits)).toBeNull()
  })

  it('refuses anyone once the whole queue would pass the global cap (busy scope)', () => {
    const queue = [list(1, 'B', { remaining: 4_000 }), list(2, 'C', { remaining: 900 })]
    expect(queueRefusal(queue, visitor, 100, limits)).toBeNull()
    expect(queueRefusal(queue, visitor, 101, limits)).toMatchObject({ scope: 'queue', queuedRows: 4_900, limit: 5_000 })
  })

  it('always takes one list from a visitor with nothing queued, and any list into an empty queue', () => {
    expect(queueRefusal([list(1, 'B', { remaining: 10 })], visitor, 2_000, { perVisitorRows: 1_000, totalRows: 100_000 })).toBeNull()
    expect(queueRefusal([], visitor, 10_000, limits)).toBeNull()
  })

  it('reads the caps from the environment, with their defaults, and refuses unusable values by name', () => {
    expect(queueLimits({})).toEqual({ perVisitorRows: DEFAULT_MAX_QUEUED_ROWS_PER_VISITOR, totalRows: DEFAULT_MAX_QUEUED_ROWS })
    expect(queueLimits({ ENRICHMENT_MAX_QUEUED_ROWS_PER_VISITOR: '5000', ENRICHMENT_MAX_QUEUED_ROWS: '90000' })).toEqual({
      perVisitorRows: 5_000,
      totalRows: 90_000,
    })
    expect(() => queueLimits({ ENRICHMENT_MAX_QUEUED_ROWS_PER_VISITOR: '-1', ENRICHMENT_MAX_QUEUED_ROWS: 'lots' })).toThrow(
      /ENRICHMENT_MAX_QUEUED_ROWS_PER_VISITOR must be .*\n.*ENRICHMENT_MAX_QUEUED_ROWS must be/,
    )
  })
})

describe('visitor marks', () => {
  it('keeps IPv4 addresses whole and IPv6 addresses by their /64', () => {
    expect(addressPrefix('203.0.113.7')).toBe('203.0.113.7')
    expect(addressPrefix('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressPrefix('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64')
    expect(addressPrefix('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64')
    expect(addressPrefix('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressPrefix('[2001:db8::2]')).toBe('2001:db8:0:0::/64')
  })

  it('stores a keyed hash, not the address: one key per /64, different secrets give different keys', () => {
    const key = visitorAddressKey('2001:db8:0:1::5', 'secret')
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(key).not.toContain('2001')
    expect(visitorAddressKey('2001:db8:0:1:ffff::9', 'secret')).toBe(key)
    expect(visitorAddressKey('2001:db8:0:2::5', 'secret')).not.toBe(key)
    expect(visitorAddressKey('2001:db8:0:1::5', 'other')).not.toBe(key)
  })

  it('takes the e-mail domain in lower case', () => {
    expect(emailDomain('Dana@ACME-Industries.com')).toBe('acme-industries.com')
    expect(emailDomain(null)).toBeNull()
    expect(emailDomain('no-at-sign')).toBeNull()
  })
})
