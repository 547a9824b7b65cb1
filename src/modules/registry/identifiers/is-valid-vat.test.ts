import { describe, expect, it } from 'vitest'

import { isValidVat } from './is-valid-vat'
import vatNumbers from '../../../../tests/fixtures/vat/vat-numbers.json'

/**
 * tests/fixtures/vat/vat-numbers.json is jsvat's VAT test set (tests/fixtures/SOURCES.md):
 * per country, its codes (alpha-2, alpha-3, numeric) and lists of valid and invalid numbers, most
 * with their country prefix, Brazil's CNPJs without one.
 */
type CountryCases = { codes: string[]; valid: string[]; invalid: string[] }
const cases = Object.entries(vatNumbers as Record<string, CountryCases>)

describe('isValidVat against the jsvat VAT test set', () => {
  it('covers every country of the file', () => {
    expect(cases.length).toBeGreaterThanOrEqual(35)
  })

  describe.each(cases)('%s', (_name, { codes, valid, invalid }) => {
    const country = codes[0] ?? ''

    it('accepts every valid number, with the country given', () => {
      expect(valid.filter((vat) => !isValidVat(vat, country))).toEqual([])
    })

    it('rejects every invalid number, with the country given', () => {
      expect(invalid.filter((vat) => isValidVat(vat, country))).toEqual([])
    })

    it('reads the country from the prefix when none is given', () => {
      // Brazilian CNPJs carry no prefix, so there is nothing to detect.
      const prefixed = valid.filter((vat) => /^[A-Za-z]{2}/.test(vat))
      expect(prefixed.filter((vat) => !isValidVat(vat))).toEqual([])
    })
  })
})

describe('isValidVat edge cases', () => {
  it('accepts both United Kingdom check schemes and rejects their neighbours', () => {
    // Base 9807806: traditional pair 84, post-2010 "9755" pair 29.
    expect(isValidVat('GB980780684')).toBe(true)
    expect(isValidVat('GB 980 7806 29')).toBe(true)
    expect(isValidVat('GB980780685')).toBe(false)
    expect(isValidVat('GB980780630')).toBe(false)
    // Branch traders add three digits to a valid nine-digit number.
    expect(isValidVat('GB980780629001')).toBe(true)
    expect(isValidVat('GB980780630001')).toBe(false)
  })

  it('treats Northern Ireland XI numbers as United Kingdom numbers', () => {
    expect(isValidVat('XI 980 7806 84')).toBe(true)
    expect(isValidVat('980780684', 'XI')).toBe(true)
  })

  it('accepts the Dutch mod 97 sole-proprietor numbers but not a broken one', () => {
    expect(isValidVat('NL123456789B13')).toBe(true)
    expect(isValidVat('NL123456789B14')).toBe(false)
  })

  it('checks the Spanish control character by organisation type', () => {
    expect(isValidVat('ESB12398087')).toBe(true)
    expect(isValidVat('ESQ2826000H')).toBe(true)
    // Q (public bodies) never takes a control digit.
    expect(isValidVat('ESQ28260007')).toBe(false)
  })

  it('never validates countries it knows nothing about or that have no VAT', () => {
    expect(isValidVat('123456789', 'US')).toBe(false)
    expect(isValidVat('123456789', 'JP')).toBe(false)
    expect(isValidVat('')).toBe(false)
    expect(isValidVat('123456789')).toBe(false)
  })

  it('validates the tax numbers of the non-European generator countries', () => {
    expect(isValidVat('51 824 753 556', 'AU')).toBe(true)
    expect(isValidVat('51 824 753 557', 'AU')).toBe(false)
    expect(isValidVat('4123456789', 'ZA')).toBe(true)
    expect(isValidVat('5123456789', 'ZA')).toBe(false)
  })
})
