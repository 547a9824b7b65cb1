import { describe, expect, it } from 'vitest'

import { isValidSlug, localizedPath, splitLocaleFromPath } from './locales'

describe('localizedPath', () => {
  it('leaves the default language unprefixed and prefixes the others', () => {
    expect(localizedPath('en', '/')).toBe('/')
    expect(localizedPath('en', 'pricing')).toBe('/pricing')
    expect(localizedPath('es', '/')).toBe('/es')
    expect(localizedPath('es', 'countries/germany')).toBe('/es/countries/germany')
  })
})

describe('splitLocaleFromPath', () => {
  it('reads the language prefix and the slug behind it', () => {
    expect(splitLocaleFromPath('/es/pricing')).toEqual({ locale: 'es', slug: 'pricing', explicitDefault: false })
    expect(splitLocaleFromPath('/es')).toEqual({ locale: 'es', slug: '/', explicitDefault: false })
    expect(splitLocaleFromPath('/')).toEqual({ locale: 'en', slug: '/', explicitDefault: false })
    expect(splitLocaleFromPath('/countries/germany')).toEqual({
      locale: 'en',
      slug: 'countries/germany',
      explicitDefault: false,
    })
  })
  it('flags an explicit default-language prefix and ignores unknown two-letter prefixes', () => {
    expect(splitLocaleFromPath('/en/pricing').explicitDefault).toBe(true)
    expect(splitLocaleFromPath('/xx/pricing')).toEqual({ locale: 'en', slug: 'xx/pricing', explicitDefault: false })
  })
})

describe('isValidSlug', () => {
  it('accepts the home slug and lower-case paths', () => {
    for (const slug of ['/', 'pricing', 'countries/united-kingdom', 'a1/b2-c3', 'company-data-api', 'apis', 'docs/api'])
      expect(isValidSlug(slug)).toBe(true)
  })
  it('rejects slugs a URL could not reach or that would hide behind a language prefix', () => {
    for (const slug of ['', 'Pricing', '/pricing', 'pricing/', 'a//b', 'a b', '-a', 'es/pricing', 'de', '../x']) {
      expect(isValidSlug(slug)).toBe(false)
    }
  })
  it('rejects paths the application answers itself (the CMS REST API and admin, Next.js files, media)', () => {
    for (const slug of ['api', 'api/docs', 'admin', 'storage/media', '_next']) {
      expect(isValidSlug(slug)).toBe(false)
    }
  })
})
