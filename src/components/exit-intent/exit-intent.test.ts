import { describe, expect, it } from 'vitest'

import { exitPromoLink, isExitThroughTop, shouldShowExitPromo, type ExitPromoState } from './exit-intent'

const READY: ExitPromoState = { finePointer: true, dismissed: false, shownThisPageView: false, otherModalOpen: false }

describe('exitPromoLink', () => {
  it('offers the configured https store page', () => {
    expect(exitPromoLink('https://chromewebstore.google.com/detail/abc', 'country')).toBe('https://chromewebstore.google.com/detail/abc')
    expect(exitPromoLink(' https://addons.example/ext ', null)).toBe('https://addons.example/ext')
  })
  it('is off on pay-as-you-go pages and on pages that are a form the visitor is filling in', () => {
    for (const pageType of ['payg', 'request_form', 'contacts', 'fresh_investigation']) {
      expect(exitPromoLink('https://chromewebstore.google.com/detail/abc', pageType)).toBeNull()
    }
  })
  it('is off without a configured link, or with one that is not https', () => {
    expect(exitPromoLink(null, 'home')).toBeNull()
    expect(exitPromoLink('  ', 'home')).toBeNull()
    expect(exitPromoLink('http://store.example/ext', 'home')).toBeNull()
    expect(exitPromoLink('javascript:alert(1)', 'home')).toBeNull()
    expect(exitPromoLink('/browser-extension', 'home')).toBeNull()
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
