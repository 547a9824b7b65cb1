import { afterEach, describe, expect, it, vi } from 'vitest'

import { clientAddress, hitRateLimit, PEER_ADDRESS_HEADER, rateLimitStoreKind, resetRateLimits, trustedProxyHops } from './rate-limit'

const request = (headers: Record<string, string>) => new Request('http://site.test/api', { headers })
const PEER = { [PEER_ADDRESS_HEADER]: '198.51.100.7' }

describe('clientAddress', () => {
  it('with no trusted proxy (the default), takes the TCP peer and ignores what the client claims', () => {
    expect(trustedProxyHops({})).toBe(0)
    expect(clientAddress(request({ ...PEER, 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' }), 0)).toBe('198.51.100.7')
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('local')
  })

  it('gives a spoofing client the same address whatever it sends', () => {
    const seen = new Set(
      Array.from({ length: 30 }, (_, index) => clientAddress(request({ ...PEER, 'x-forwarded-for': `10.9.${index}.1` }), 0)),
    )
    expect([...seen]).toEqual(['198.51.100.7'])
  })

  it('behind one trusted proxy, takes the entry that proxy appended, not the claims in front of it', () => {
    expect(clientAddress(request({ ...PEER, 'x-forwarded-for': '203.0.113.9' }), 1)).toBe('203.0.113.9')
    expect(clientAddress(request({ ...PEER, 'x-forwarded-for': 'spoofed, 203.0.113.9' }), 1)).toBe('203.0.113.9')
    // Without our server in front, the last forwarded entry stands for the proxy's view.
    expect(clientAddress(request({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }), 1)).toBe('203.0.113.9')
  })

  it('counts more trusted proxies from the right, and a short chain means the request bypassed them', () => {
    expect(clientAddress(request({ ...PEER, 'x-forwarded-for': 'spoofed, 203.0.113.9, 10.0.0.2' }), 2)).toBe('203.0.113.9')
    expect(clientAddress(request({ ...PEER }), 3)).toBe('198.51.100.7')
  })

  it('reads TRUSTED_PROXY_HOPS as a small whole number and refuses anything else by name', () => {
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' })).toBe(2)
    for (const value of ['-1', 'one', '1.5', '11'])
      expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: value })).toThrow('TRUSTED_PROXY_HOPS must be a whole number from 0 to 10')
  })
})

describe('rateLimitStoreKind', () => {
  it('picks Redis when REDIS_URL is set, PostgreSQL for a PostgreSQL database, else memory', () => {
    expect(rateLimitStoreKind({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://x/y' })).toBe('redis')
    expect(rateLimitStoreKind({ DATABASE_URL: 'postgresql://root@127.0.0.1/test' })).toBe('postgres')
    expect(rateLimitStoreKind({ DATABASE_URL: 'file:/tmp/site.db' })).toBe('memory')
    expect(rateLimitStoreKind({})).toBe('memory')
  })
})

describe('hitRateLimit in memory', () => {
  afterEach(() => vi.useRealTimers())

  it('allows the limit within a window, then tells how long to wait, and starts afresh in the next window', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    await resetRateLimits()
    const rule = { name: 'unit-test', limit: 2, windowMs: 60_000 }
    expect(await hitRateLimit(rule, 'a')).toBe(0)
    vi.setSystemTime(1_000)
    expect(await hitRateLimit(rule, 'a')).toBe(0)
    vi.setSystemTime(2_000)
    expect(await hitRateLimit(rule, 'a')).toBe(58)
    expect(await hitRateLimit(rule, 'b')).toBe(0)
    vi.advanceTimersByTime(58_001)
    expect(await hitRateLimit(rule, 'a')).toBe(0)
  })
})
