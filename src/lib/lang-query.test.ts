import { describe, expect, it } from 'vitest'

import { langQuerySchema, langQueryTarget } from './lang-query'

describe('langQueryTarget', () => {
  it('sends an unprefixed page to its address in the asked language', () => {
    expect(langQueryTarget('/pricing', '?lang=es')).toBe('/es/pricing')
    expect(langQueryTarget('/countries/germany', '?lang=de')).toBe('/de/countries/germany')
    expect(langQueryTarget('/', '?lang=de')).toBe('/de')
  })

  it('moves between prefixed languages and back to the unprefixed default', () => {
    expect(langQueryTarget('/es/pricing', '?lang=de')).toBe('/de/pricing')
    expect(langQueryTarget('/de/pricing', '?lang=en')).toBe('/pricing')
    expect(langQueryTarget('/de', '?lang=en')).toBe('/')
  })

  it('keeps the other query parameters and drops only lang', () => {
    expect(langQueryTarget('/pricing', '?billing=year&lang=es&plan=pro')).toBe('/es/pricing?billing=year&plan=pro')
  })

  it('drops a redundant lang that names the language the page already is in', () => {
    expect(langQueryTarget('/es/pricing', '?lang=es')).toBe('/es/pricing')
    expect(langQueryTarget('/pricing', '?lang=en&x=1')).toBe('/pricing?x=1')
  })

  it('accepts the code in any case and ignores what names no site language', () => {
    expect(langQueryTarget('/pricing', '?lang=ES')).toBe('/es/pricing')
    expect(langQueryTarget('/pricing', '?lang=zz')).toBeNull()
    expect(langQueryTarget('/pricing', '?lang=')).toBeNull()
    expect(langQueryTarget('/pricing', '')).toBeNull()
    expect(langQueryTarget('/pricing', '?language=es')).toBeNull()
  })
})

describe('langQuerySchema', () => {
  it('falls back to the default language for a missing or unknown lang', () => {
    expect(langQuerySchema.parse({}).lang).toBe('en')
    expect(langQuerySchema.parse({ lang: 'zz' }).lang).toBe('en')
    expect(langQuerySchema.parse({ lang: 'de' }).lang).toBe('de')
  })
})
