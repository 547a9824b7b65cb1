import { afterEach, describe, expect, it, vi } from 'vitest'

import { siteSettings, siteUrl, sameSiteUrl } from './site-config'

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
    expect(siteSettings.siteUrl).toBe('http://localhost:3100')
    vi.stubEnv('SITE_URL', 'https://atlas.example/')
    expect(siteSettings.siteUrl).toBe('https://atlas.example')
    vi.stubEnv('PLATFORM_URL', '')
    expect(siteSettings.platformUrl).toBe('https://atlas.example')
  })
})

describe('sameSiteUrl', () => {
  const env = { SITE_URL: 'https://www.atlas.example' }
  it('keeps an address on the site', () => {
    expect(sameSiteUrl('https://www.atlas.example/es/precios?x=1', env)).toBe('https://www.atlas.example/es/precios?x=1')
  })
  it('refuses other sites, look-alikes, other schemes and garbage (no open redirect)', () => {
    for (const candidate of [
      'https://evil.example/',
      'https://www.atlas.example.evil.example/',
      'https://www.atlas.example@evil.example/',
      'http://www.atlas.example/',
      'javascript:alert(1)',
      '//evil.example',
      'not a url',
      '',
      null,
    ]) {
      expect(sameSiteUrl(candidate, env), String(candidate)).toBeNull()
    }
  })
})
