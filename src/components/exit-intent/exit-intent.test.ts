import { describe, expect, it } from 'vitest'

import { exitPromoLink, extensionStoreLink, isExitThroughTop, shouldShowExitPromo, type ExitPromoState } from './exit-intent'

const STORE = 'https://chromewebstore.google.com/detail/company-data/abcdefghijklmnop'
const READY: ExitPromoState = { finePointer: true, dismissed: false, shownThisPageView: false, otherModalOpen: false }

describe('exitPromoLink', () => {
  it('leads to the browser-extension page of this site', () => {
    expect(exitPromoLink('/browser-extension', 'country', STORE)).toBe('/browser-extension')
    expect(exitPromoLink(' /es/browser-extension ', null, STORE)).toBe('/es/browser-extension')
  })
  it('is off on pay-as-you-go pages, on pages that are a form the visitor is filling in, and on the extension page', () => {
    for (const pageType of ['payg', 'request_form', 'contacts', 'fresh_investigation', 'browser_extension']) {
      expect(exitPromoLink('/browser-extension', pageType, STORE)).toBeNull()
    }
  })
  it('is off without an extension page, and never leads to another site', () => {
    expect(exitPromoLink(null, 'home', STORE)).toBeNull()
    expect(exitPromoLink('  ', 'home', STORE)).toBeNull()
    expect(exitPromoLink('https://chromewebstore.google.com/search/company%20data', 'home', STORE)).toBeNull()
    expect(exitPromoLink('//evil.example/ext', 'home', STORE)).toBeNull()
    expect(exitPromoLink('/\\evil.example', 'home', STORE)).toBeNull()
    expect(exitPromoLink('javascript:alert(1)', 'home', STORE)).toBeNull()
  })
})

describe('extensionStoreLink', () => {
  it('accepts only a well-formed https address', () => {
    expect(extensionStoreLink(` ${STORE} `)).toBe(STORE)
    expect(extensionStoreLink('http://store.example/ext')).toBeNull()
    expect(extensionStoreLink('javascript:alert(1)')).toBeNull()
    expect(extensionStoreLink('')).toBeNull()
    expect(extensionStoreLink(null)).toBeNull()
  })
  it('turns the promotion off while the extension cannot be installed', () => {
    expect(exitPromoLink('/browser-extension', 'country', null)).toBeNull()
    expect(exitPromoLink('/browser-extension', 'country', 'not a url')).toBeNull()
  })
})

describe('isExitThroughTop', () => {
  it('is true when the pointer leaves the window at its top edge', () => {
    expect(isExitThroughTop({ clientY: 0, relatedTarget: null })).toBe(true)
    expect(isExitThroughTop({ clientY: -3, relatedTarget: null })).toBe(true)
  })
  it('is false when the pointer only moves to another element, or leaves through another edge', () => {
    expect(isExitThroughTop({ clientY: 0, relatedTarget: {} as EventTarget })).toBe(false)
    expect(isExitThroughTop({ clientY: 400, relatedTarget: null })).toBe(false)
  })
})

describe('shouldShowExitPromo', () => {
  it('shows on a desktop exit through the top', () => {
    expect(shouldShowExitPromo(true, READY)).toBe(true)
  })
  it('does not show without an exit through the top', () => {
    expect(shouldShowExitPromo(false, READY)).toBe(false)
  })
  it('does not show on touch screens, after a dismissal, twice in a page view, or over another modal', () => {
    expect(shouldShowExitPromo(true, { ...READY, finePointer: false })).toBe(false)
    expect(shouldShowExitPromo(true, { ...READY, dismissed: true })).toBe(false)
    expect(shouldShowExitPromo(true, { ...READY, shownThisPageView: true })).toBe(false)
    expect(shouldShowExitPromo(true, { ...READY, otherModalOpen: true })).toBe(false)
  })
})
