import { describe, expect, it } from 'vitest'

import { clientAddress, hitRateLimit } from './rate-limit'

const request = (headers: Record<string, string>) => new Request('http://site.test/api', { headers })

describe('clientAddress', () => {
  it('takes the entry our reverse proxy appended, not what the client claims in front of it', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientAddress(request({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }))).toBe('203.0.113.9')
  })

  it('counts more trusted proxies from the right when configured', () => {
    expect(clientAddress(request({ 'x-forwarded-for': 'spoofed, 203.0.113.9, 10.0.0.2' }), 2)).toBe('203.0.113.9')
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), 3)).toBe('203.0.113.9')
  })

  it('falls back to X-Real-IP, then to one shared bucket', () => {
    expect(clientAddress(request({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4')
    expect(clientAddress(request({}))).toBe('local')
  })
})

describe('hitRateLimit', () => {
  it('allows the limit within a window, then tells how long to wait, and starts afresh in the next window', () => {
    const rule = { name: 'unit-test', limit: 2, windowMs: 60_000 }
    expect(hitRateLimit(rule, 'a', 0)).toBe(0)
    expect(hitRateLimit(rule, 'a', 1_000)).toBe(0)
    expect(hitRateLimit(rule, 'a', 2_000)).toBe(58)
    expect(hitRateLimit(rule, 'b', 2_000)).toBe(0)
    expect(hitRateLimit(rule, 'a', 60_000)).toBe(0)
  })
})
