import { describe, expect, it } from 'vitest'

import { isValidVat } from './is-valid-vat'
import { vatWithCheckDigits } from './vat-with-check-digits'

describe('vatWithCheckDigits', () => {
  it('builds the two United Kingdom check schemes', () => {
    expect(vatWithCheckDigits('GB', '9807806', { gbScheme: 'mod97' })).toBe('GB980780684')
    expect(vatWithCheckDigits('GB', '9807806')).toBe('GB980780629')
  })

  it('builds French keys from a SIREN, adding its Luhn digit when given eight digits', () => {
    expect(vatWithCheckDigits('FR', '552081317')).toBe('FR03552081317')
    expect(vatWithCheckDigits('FR', '55208131')).toBe('FR03552081317')
  })

  it('builds Spanish CIF controls with the customary digit or letter', () => {
    expect(vatWithCheckDigits('ES', 'B1239808')).toBe('ESB12398087')
    expect(vatWithCheckDigits('ES', 'Q2826000')).toBe('ESQ2826000H')
    expect(vatWithCheckDigits('ES', '00000001')).toBe('ES00000001R')
  })

  it('builds Dutch, Greek, Belgian and Swedish numbers in their written form', () => {
    expect(vatWithCheckDigits('NL', '00107929')).toBe('NL001079293B01')
    expect(vatWithCheckDigits('EL', '09401283')).toBe('EL094012834')
    expect(vatWithCheckDigits('BE', '04119058')).toBe('BE0411905847')
    expect(vatWithCheckDigits('SE', '556188840')).toBe('SE556188840401')
  })

  it('builds the tax numbers of the non-European generator countries', () => {
    expect(vatWithCheckDigits('AU', '004028077')).toBe('49004028077')
    expect(vatWithCheckDigits('IN', '27AAPFU0939F1Z')).toBe('27AAPFU0939F1ZV')
    expect(vatWithCheckDigits('CA', '12345678')).toBe('123456782RT0001')
  })

  it('produces numbers that validate', () => {
    for (let base = 10_000_001; base < 10_000_400; base += 7) {
      expect(isValidVat(vatWithCheckDigits('DE', String(base)))).toBe(true)
      expect(isValidVat(vatWithCheckDigits('IT', `${String(base).slice(1)}015`))).toBe(true)
    }
  })

  it('refuses bases that have no valid check digit, and unknown countries', () => {
    // Weighted sums with remainder 10: 5 x 2 for the Dutch eleven-test, 3 x 7 for Poland.
    expect(() => vatWithCheckDigits('NL', '00000005')).toThrow(RangeError)
    expect(() => vatWithCheckDigits('PL', '000000003')).toThrow(RangeError)
    expect(() => vatWithCheckDigits('US', '123456789')).toThrow(RangeError)
    expect(() => vatWithCheckDigits('ZA', '412345678')).toThrow(RangeError)
    expect(() => vatWithCheckDigits('DE', '123')).toThrow(RangeError)
  })
})
