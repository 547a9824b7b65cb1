import { describe, expect, it } from 'vitest'

import { formatVat, normalizeVat } from './normalize-vat'

describe('normalizeVat', () => {
  it('strips separators, spaces and case', () => {
    expect(normalizeVat('gb 980 7806 84')).toEqual({ country: 'GB', number: '980780684' })
    expect(normalizeVat('DE-123.456.788')).toEqual({ country: 'DE', number: '123456788' })
    expect(normalizeVat('  fr 40 303 265 045 ')).toEqual({ country: 'FR', number: '40303265045' })
  })

  it('makes the prefix optional when the country is known', () => {
    expect(normalizeVat('123456788', 'DE')).toEqual({ country: 'DE', number: '123456788' })
    expect(normalizeVat('DE123456788', 'de')).toEqual({ country: 'DE', number: '123456788' })
    expect(normalizeVat('B12398087', 'ES')).toEqual({ country: 'ES', number: 'B12398087' })
  })

  it('reads Greece as GR with either the EL or the GR prefix', () => {
    expect(normalizeVat('EL 094012834')).toEqual({ country: 'GR', number: '094012834' })
    expect(normalizeVat('GR094012834', 'GR')).toEqual({ country: 'GR', number: '094012834' })
    expect(normalizeVat('094012834', 'EL')).toEqual({ country: 'GR', number: '094012834' })
  })

  it('handles Swiss and Norwegian trailing markers', () => {
    expect(normalizeVat('CHE-116.268.856 MWST')).toEqual({ country: 'CH', number: '116268856' })
    expect(normalizeVat('CHE116268856TVA', 'CH')).toEqual({ country: 'CH', number: '116268856' })
    expect(normalizeVat('NO 919 405 619 MVA')).toEqual({ country: 'NO', number: '919405619' })
  })

  it('treats Northern Ireland XI numbers as United Kingdom numbers', () => {
    expect(normalizeVat('XI980780684')).toEqual({ country: 'GB', number: '980780684' })
  })

  it('keeps letters that belong to the number', () => {
    expect(normalizeVat('FRA0123456789')).toEqual({ country: 'FR', number: 'A0123456789' })
    expect(normalizeVat('IE8Z49289F')).toEqual({ country: 'IE', number: '8Z49289F' })
    expect(normalizeVat('NL123456789B13')).toEqual({ country: 'NL', number: '123456789B13' })
  })

  it('lets a valid foreign prefix win over the row country', () => {
    expect(normalizeVat('DE123456788', 'FR')).toEqual({ country: 'DE', number: '123456788' })
    // Without a valid German reading, the French alphanumeric-key reading stands.
    expect(normalizeVat('DE123456789', 'FR')).toEqual({ country: 'FR', number: 'DE123456789' })
  })

  it('reads unprefixed tax numbers of non-European countries', () => {
    expect(normalizeVat('51 824 753 556', 'AU')).toEqual({ country: 'AU', number: '51824753556' })
    expect(normalizeVat('45.723.174/0001-10', 'BR')).toEqual({ country: 'BR', number: '45723174000110' })
    expect(normalizeVat('123456782 RT 0001', 'CA')).toEqual({ country: 'CA', number: '123456782RT0001' })
  })

  it('returns null when the value cannot be a VAT number', () => {
    expect(normalizeVat('')).toBeNull()
    expect(normalizeVat('---')).toBeNull()
    expect(normalizeVat('123456789')).toBeNull()
    expect(normalizeVat('DE12345', 'DE')).toBeNull()
    expect(normalizeVat('hello world', 'GB')).toBeNull()
    expect(normalizeVat('12-3456789', 'US')).toBeNull()
  })

  it('keeps a best-effort form for countries without a rule', () => {
    expect(normalizeVat('JP 1234-5678-9012', 'JP')).toEqual({ country: 'JP', number: '123456789012' })
  })
})

describe('formatVat', () => {
  it('writes the customary prefix, bare where there is none', () => {
    expect(formatVat({ country: 'GR', number: '094012834' })).toBe('EL094012834')
    expect(formatVat({ country: 'CH', number: '116268856' })).toBe('CHE116268856')
    expect(formatVat({ country: 'AU', number: '51824753556' })).toBe('51824753556')
  })
})
