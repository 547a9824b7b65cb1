import { describe, expect, it } from 'vitest'

import { countryAndStateFromJurisdiction } from './jurisdiction'

describe('countryAndStateFromJurisdiction', () => {
  it('reads a country code', () => {
    expect(countryAndStateFromJurisdiction('GB')).toEqual({ country: 'gb', state: null })
    expect(countryAndStateFromJurisdiction('FR')).toEqual({ country: 'fr', state: null })
    expect(countryAndStateFromJurisdiction('US')).toEqual({ country: 'us', state: null })
  })

  it('keeps the state of a US or Canadian subdivision', () => {
    expect(countryAndStateFromJurisdiction('US-DE')).toEqual({ country: 'us', state: 'DE' })
    expect(countryAndStateFromJurisdiction('US-NY')).toEqual({ country: 'us', state: 'NY' })
    expect(countryAndStateFromJurisdiction('US-DC')).toEqual({ country: 'us', state: 'DC' })
    expect(countryAndStateFromJurisdiction('CA-ON')).toEqual({ country: 'ca', state: 'ON' })
    expect(countryAndStateFromJurisdiction('CA-QC')).toEqual({ country: 'ca', state: 'QC' })
  })

  it('drops subdivisions the registry does not keep or know', () => {
    expect(countryAndStateFromJurisdiction('GB-SCT')).toEqual({ country: 'gb', state: null })
    expect(countryAndStateFromJurisdiction('AE-DU')).toEqual({ country: 'ae', state: null })
    expect(countryAndStateFromJurisdiction('US-ZZ')).toEqual({ country: 'us', state: null })
    // Ontario is a Canadian province, not a US state.
    expect(countryAndStateFromJurisdiction('US-ON')).toEqual({ country: 'us', state: null })
    expect(countryAndStateFromJurisdiction('CA-DE')).toEqual({ country: 'ca', state: null })
  })

  it('ignores case and padding', () => {
    expect(countryAndStateFromJurisdiction(' us-de ')).toEqual({ country: 'us', state: 'DE' })
    expect(countryAndStateFromJurisdiction('gb')).toEqual({ country: 'gb', state: null })
  })

  it('gives null for empty and malformed values', () => {
    expect(countryAndStateFromJurisdiction('')).toBeNull()
    expect(countryAndStateFromJurisdiction('G')).toBeNull()
    expect(countryAndStateFromJurisdiction('GBR')).toBeNull()
    expect(countryAndStateFromJurisdiction('US-')).toBeNull()
    expect(countryAndStateFromJurisdiction('US_DE')).toBeNull()
    expect(countryAndStateFromJurisdiction('US-DELA')).toBeNull()
    expect(countryAndStateFromJurisdiction('United Kingdom')).toBeNull()
  })
})
