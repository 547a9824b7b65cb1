import { describe, expect, it } from 'vitest'

import { allows, CONSENT_STORED_SCRIPT, consentFromSelection, parseConsent, serializeConsent } from './consent'

describe('consent cookie value', () => {
  it('round-trips all, none and a selection', () => {
    for (const value of ['all', 'none', 'necessary,statistics']) {
      expect(serializeConsent(parseConsent(value)!)).toBe(value)
    }
  })
  it('ignores unknown categories and treats an empty value as no consent yet', () => {
    expect(parseConsent('statistics,evil')).toEqual({ kind: 'selection', categories: ['necessary', 'statistics'] })
    expect(parseConsent('')).toBeNull()
    expect(parseConsent('evil')).toBeNull()
  })
})

describe('consentFromSelection', () => {
  it('stores every optional category as all and none of them as none', () => {
    expect(consentFromSelection(['preferences', 'statistics', 'marketing', 'unclassified'])).toEqual({ kind: 'all' })
    expect(consentFromSelection([])).toEqual({ kind: 'none' })
    expect(consentFromSelection(['necessary'])).toEqual({ kind: 'none' })
    expect(consentFromSelection(['marketing'])).toEqual({ kind: 'selection', categories: ['necessary', 'marketing'] })
  })
})

describe('allows', () => {
  it('always allows necessary cookies and nothing else without consent', () => {
    expect(allows(null, 'necessary')).toBe(true)
    expect(allows(null, 'statistics')).toBe(false)
    expect(allows({ kind: 'none' }, 'marketing')).toBe(false)
  })
  it('allows exactly the chosen categories', () => {
    const state = parseConsent('necessary,statistics')
    expect(allows(state, 'statistics')).toBe(true)
    expect(allows(state, 'marketing')).toBe(false)
    expect(allows({ kind: 'all' }, 'marketing')).toBe(true)
  })
})

describe('CONSENT_STORED_SCRIPT', () => {
  function runWithCookies(cookie: string): boolean {
    const attributes = new Map<string, string>()
    const fakeDocument = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } }
    new Function('document', CONSENT_STORED_SCRIPT)(fakeDocument)
    return attributes.has('data-consent-stored')
  }

  it('marks the page when a choice is stored, wherever the cookie sits', () => {
    expect(runWithCookies('consent=all')).toBe(true)
    expect(runWithCookies('lang=es; consent=necessary,statistics; consent-id=abc')).toBe(true)
  })

  it('leaves a first visit unmarked, even with only a consent id or an empty value', () => {
    expect(runWithCookies('')).toBe(false)
    expect(runWithCookies('consent-id=abc; lang=es')).toBe(false)
    expect(runWithCookies('consent=; lang=es')).toBe(false)
    expect(runWithCookies('myconsent=all')).toBe(false)
  })
})
