import { afterEach, describe, expect, it, vi } from 'vitest'

import { linkOrigin, requestOrigin, sameSiteUrl, siteSettings, siteUrl, siteUrlWarning } from './site-config'

describe('siteUrl', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is SITE_URL without trailing slashes when set', () => {
    expect(siteUrl({ SITE_URL: 'https://www.example.com/', PORT: '3100' })).toBe('https://www.example.com')
    expect(siteUrl({ SITE_URL: '  https://www.example.com//  ' })).toBe('https://www.example.com')
  })

  it('is this server on localhost at PORT without SITE_URL, port 3000 without either', () => {
    expect(siteUrl({ PORT: '3100' })).toBe('http://localhost:3100')
    expect(siteUrl({ SITE_URL: '   ', PORT: '8080' })).toBe('http://localhost:8080')
    expect(siteUrl({})).toBe('http://localhost:3000')
    expect(siteUrl({ PORT: '' })).toBe('http://localhost:3000')
  })

  it('reads the environment on every call, so the running server decides, not the build', () => {
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PORT', '3000')
    expect(siteUrl()).toBe('http://localhost:3000')
    vi.stubEnv('PORT', '3100')
    expect(siteUrl()).toBe('http://localhost:3100')
    vi.stubEnv('SITE_URL', 'https://atlas.example/')
    expect(siteSettings.linkOrigin).toBe('https://atlas.example')
    vi.stubEnv('PLATFORM_URL', '')
    expect(siteSettings.platformUrl).toBe('https://atlas.example')
  })
})

describe('linkOrigin', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is SITE_URL when set, else empty: links in cached pages are then root-relative', () => {
    expect(linkOrigin({ SITE_URL: 'https://www.atlas.example/' })).toBe('https://www.atlas.example')
    expect(linkOrigin({ PORT: '3100' })).toBe('')
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PLATFORM_URL', '')
    // Payment links then stay on whatever host the visitor used.
    expect(siteSettings.platformUrl).toBe('')
  })
})

describe('siteUrlWarning', () => {
  it('names the missing SITE_URL and where mails would point, and is silent when it is set', () => {
    expect(siteUrlWarning({ PORT: '3000' })).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:3000/)
    expect(siteUrlWarning({ SITE_URL: 'https://www.atlas.example' })).toBeNull()
  })
})

describe('requestOrigin', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries)

  it('is SITE_URL whenever it is set, whatever the request says', () => {
    expect(
      requestOrigin(headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }), { SITE_URL: 'https://atlas.example' }),
    ).toBe('https://atlas.example')
  })

  it('is the Host the request was made to without SITE_URL', () => {
    expect(requestOrigin(headers({ host: 'shop.atlas.example:8443' }), {})).toBe('http://shop.atlas.example:8443')
    expect(requestOrigin(headers({ host: '127.0.0.1:3100' }), {})).toBe('http://127.0.0.1:3100')
    expect(requestOrigin(headers({ host: '[::1]:3100' }), {})).toBe('http://[::1]:3100')
  })

  it('ignores forwarded host and protocol unless a trusted proxy stands in front', () => {
    const forged = headers({ host: 'atlas.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    expect(requestOrigin(forged, { TRUSTED_PROXY_HOPS: '0' })).toBe('http://atlas.example')
    expect(requestOrigin(forged, { TRUSTED_PROXY_HOPS: '1' })).toBe('https://evil.example')
    // Appending proxies: the nearest one's value counts.
    const appended = headers({
      host: 'internal:3000',
      'x-forwarded-host': 'claimed.example, atlas.example',
      'x-forwarded-proto': 'http, https',
    })
    expect(requestOrigin(appended, { TRUSTED_PROXY_HOPS: '1' })).toBe('https://atlas.example')
  })

  it('falls back to siteUrl for a missing or malformed host', () => {
    expect(requestOrigin(headers({}), { PORT: '3100' })).toBe('http://localhost:3100')
    for (const host of ['evil.example/path', 'a b', 'evil.example@x', '"><script>']) {
      expect(requestOrigin(headers({ host }), { PORT: '3100' }), host).toBe('http://localhost:3100')
    }
  })
})

describe('sameSiteUrl', () => {
  const origin = 'https://www.atlas.example'
  it('keeps an address on the site, absolute or root-relative', () => {
    expect(sameSiteUrl('https://www.atlas.example/es/precios?x=1', origin)).toBe('https://www.atlas.example/es/precios?x=1')
    expect(sameSiteUrl('/es/pricing?x=1', origin)).toBe('/es/pricing?x=1')
  })
  it('refuses other sites, look-alikes, other schemes and garbage (no open redirect)', () => {
    for (const candidate of [
      'https://evil.example/',
      'https://www.atlas.example.evil.example/',
      'https://www.atlas.example@evil.example/',
      'http://www.atlas.example/',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/ /evil',
      'not a url',
      '',
      null,
    ]) {
      expect(sameSiteUrl(candidate, origin), String(candidate)).toBeNull()
    }
  })
})
