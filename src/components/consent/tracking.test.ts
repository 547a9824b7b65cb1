import { describe, expect, it } from 'vitest'

import { trackingDisabledByBrowser } from './consent-state'

describe('trackingDisabledByBrowser', () => {
  it('reads Global Privacy Control and Do Not Track', () => {
    expect(trackingDisabledByBrowser({ globalPrivacyControl: true })).toBe(true)
    expect(trackingDisabledByBrowser({ doNotTrack: '1' })).toBe(true)
    expect(trackingDisabledByBrowser({ doNotTrack: 'yes' })).toBe(true)
    expect(trackingDisabledByBrowser({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false)
    expect(trackingDisabledByBrowser({ doNotTrack: null })).toBe(false)
  })
})
