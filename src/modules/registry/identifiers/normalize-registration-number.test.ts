import { describe, expect, it } from 'vitest'

import { normalizeRegistrationNumber } from './normalize-registration-number'

describe('normalizeRegistrationNumber', () => {
  it('pads UK Companies House numbers to eight characters, keeping register prefixes', () => {
    expect(normalizeRegistrationNumber('gb', '445790')).toBe('00445790')
    expect(normalizeRegistrationNumber('GB', ' 0044 5790 ')).toBe('00445790')
    expect(normalizeRegistrationNumber('gb', 'sc 12345')).toBe('SC012345')
    expect(normalizeRegistrationNumber('gb', 'NI-612345')).toBe('NI612345')
    expect(normalizeRegistrationNumber('gb', 'OC300123')).toBe('OC300123')
  })

  it('keys German numbers by register, number and court, whatever the wording', () => {
    const key = 'HRB123456 MUENCHEN'
    expect(normalizeRegistrationNumber('de', 'Amtsgericht München HRB 123456')).toBe(key)
    expect(normalizeRegistrationNumber('de', 'HRB 123456, AG München')).toBe(key)
    expect(normalizeRegistrationNumber('de', 'Registergericht: Amtsgericht Muenchen, Registernummer: HRB 123456')).toBe(key)
    expect(normalizeRegistrationNumber('de', 'Munich HRB-123456')).toBe(key)
    expect(normalizeRegistrationNumber('de', 'HRB 123456')).toBe('HRB123456')
  })

  it('keeps the Berlin and Bremen register suffixes and court aliases', () => {
    expect(normalizeRegistrationNumber('de', 'Amtsgericht Charlottenburg HRB 98765 B')).toBe('HRB98765B CHARLOTTENBURG')
    expect(normalizeRegistrationNumber('de', 'HRB 98765 B, Amtsgericht Berlin (Charlottenburg)')).toBe('HRB98765B CHARLOTTENBURG')
    expect(normalizeRegistrationNumber('de', 'Amtsgericht Bremen HRB 12345 HB')).toBe('HRB12345HB BREMEN')
  })

  it('reduces French SIRET and RCS forms to the SIREN', () => {
    expect(normalizeRegistrationNumber('fr', '552 081 317')).toBe('552081317')
    expect(normalizeRegistrationNumber('fr', '552 081 317 00012')).toBe('552081317')
    expect(normalizeRegistrationNumber('fr', 'RCS Paris 552 081 317')).toBe('552081317')
  })

  it('restores leading zeros that spreadsheets drop from fixed-width numbers', () => {
    expect(normalizeRegistrationNumber('it', '488410010')).toBe('00488410010')
    expect(normalizeRegistrationNumber('nl', '1234567')).toBe('01234567')
    expect(normalizeRegistrationNumber('au', '4 028 077')).toBe('004028077')
    expect(normalizeRegistrationNumber('br', '28.666/0001-58')).toBe('00028666000158')
  })

  it('maps an Australian company ABN to its ACN', () => {
    expect(normalizeRegistrationNumber('au', '49 004 028 077')).toBe('004028077')
  })

  it('writes South African CIPC numbers in their canonical slash form', () => {
    expect(normalizeRegistrationNumber('za', '2001/67995/07')).toBe('2001/067995/07')
    expect(normalizeRegistrationNumber('za', '2001 067995 07')).toBe('2001/067995/07')
    expect(normalizeRegistrationNumber('za', '200106799507')).toBe('2001/067995/07')
  })

  it('keeps the Ñ and & that Mexican RFCs may contain', () => {
    expect(normalizeRegistrationNumber('mx', 'ñab-930714-8t4')).toBe('ÑAB9307148T4')
    expect(normalizeRegistrationNumber('mx', 'A&B 930714 8T4')).toBe('A&B9307148T4')
  })

  it('upper-cases alphanumerics for other countries', () => {
    expect(normalizeRegistrationNumber('es', 'b-12.398.087')).toBe('B12398087')
    expect(normalizeRegistrationNumber('in', 'aab-1234')).toBe('AAB1234')
    expect(normalizeRegistrationNumber('cn', '91350100m000100y43')).toBe('91350100M000100Y43')
    expect(normalizeRegistrationNumber('jp', 'é 1234-56')).toBe('E123456')
  })

  it('is idempotent', () => {
    for (const [country, raw] of [
      ['gb', 'sc 12345'],
      ['de', 'Amtsgericht Frankfurt am Main HRB 1234'],
      ['fr', '552 081 317 00012'],
      ['za', '2001/67995/07'],
      ['mx', 'ñab-930714-8t4'],
    ] as const) {
      const once = normalizeRegistrationNumber(country, raw)
      expect(normalizeRegistrationNumber(country, once)).toBe(once)
    }
  })
})
