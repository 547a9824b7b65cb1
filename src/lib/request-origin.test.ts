import { describe, expect, it } from 'vitest'

import { originFromHeaders } from './request-origin'

const request = (values: Record<string, string>) => new Headers(values)

describe('originFromHeaders', () => {
  it('uses SITE_URL when set, whatever the request says', () => {
    expect(originFromHeaders(request({ host: 'evil.example' }), { SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com')
  })

  it("follows the request's own host without SITE_URL", () => {
    expect(originFromHeaders(request({ host: '127.0.0.1:3120' }), { PORT: '3120' })).toBe('http://127.0.0.1:3120')
    expect(originFromHeaders(request({ host: 'LocalHost:3120' }), {})).toBe('http://localhost:3120')
  })

  it('ignores forwarded host and protocol without trusted proxies', () => {
    const headers = request({ host: 'site.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    expect(originFromHeaders(headers, {})).toBe('http://site.test')
  })

  it("takes the outermost trusted proxy's forwarded host and protocol, never the client's claims left of it", () => {
    const headers = request({
      host: 'internal:3000',
      'x-forwarded-host': 'evil.example, www.example.com',
      'x-forwarded-proto': 'http, https',
    })
    expect(originFromHeaders(headers, { TRUSTED_PROXY_HOPS: '1' })).toBe('https://www.example.com')
    expect(originFromHeaders(request({ host: 'internal:3000', 'x-forwarded-host': 'www.example.com' }), { TRUSTED_PROXY_HOPS: '2' })).toBe(
      'http://www.example.com',
    )
  })

  it('falls back to the configured origin for a host that is not a host name', () => {
    expect(originFromHeaders(request({ host: 'a.example/evil' }), { PORT: '4000' })).toBe('http://localhost:4000')
    expect(originFromHeaders(request({}), { PORT: '4000' })).toBe('http://localhost:4000')
  })
})
