import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { isValidCnpj, isValidItalianTaxCode, isValidSiren, isValidVat, vatWithCheckDigits } from '@/modules/registry'

import { corpusPath } from './corpus-dir'

/**
 * se-panfilov/jsvat's VAT test lists (merged into one file): per country, its codes (alpha-2,
 * alpha-3, numeric) and known valid and invalid numbers, most with their country prefix, Brazil's
 * CNPJs without one.
 */
type CountryCases = { codes: string[]; valid: string[]; invalid: string[] }
const data = JSON.parse(readFileSync(corpusPath('vat', 'vat-numbers.json'), 'utf8')) as Record<string, CountryCases>
const cases = Object.entries(data)

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
      const prefixed = valid.filter((vat) => /^[A-Za-z]{2}/.test(vat))
      expect(prefixed.filter((vat) => !isValidVat(vat))).toEqual([])
    })
  })
})

/** Countries whose real numbers are rebuilt from their base, with the number of check characters. */
const REBUILT: readonly (readonly [string, string, number])[] = [
  ['Germany', 'DE', 1],
  ['Italy', 'IT', 1],
  ['Austria', 'AT', 1],
  ['Poland', 'PL', 1],
  ['Portugal', 'PT', 1],
  ['Denmark', 'DK', 1],
  ['Croatia', 'HR', 1],
  ['Hungary', 'HU', 1],
  ['Slovenia', 'SI', 1],
  ['Estonia', 'EE', 1],
  ['Luxembourg', 'LU', 2],
  ['Malta', 'MT', 2],
  ['Cyprus', 'CY', 1],
  ['Serbia', 'RS', 1],
]

describe('vatWithCheckDigits against real numbers', () => {
  it.each(REBUILT)('rebuilds every real %s number from its base', (name, country, checkLength) => {
    const numbers = (data[name]?.valid ?? []).map((vat) => vat.replace(/^[A-Z]{2}/, ''))
    expect(numbers.length).toBeGreaterThan(5)
    for (const body of numbers) {
      const base = country === 'AT' ? body.slice(1, -1) : body.slice(0, body.length - checkLength)
      expect(vatWithCheckDigits(country, base)).toBe(`${country}${body}`)
    }
  })
})

describe('company identifiers inside real VAT numbers', () => {
  it('validates the SIRENs of French numbers', () => {
    const sirens = (data.France?.valid ?? []).filter((vat) => /^FR\d{11}$/.test(vat)).map((vat) => vat.slice(4))
    expect(sirens.length).toBeGreaterThan(40)
    expect(sirens.filter((siren) => !isValidSiren(siren))).toEqual([])
  })

  it('validates the CNPJs of Brazil and the tax codes of Italian numbers', () => {
    expect((data.Brazil?.valid ?? []).filter((cnpj) => !isValidCnpj(cnpj))).toEqual([])
    expect((data.Italy?.valid ?? []).filter((vat) => !isValidItalianTaxCode(vat.slice(2)))).toEqual([])
  })
})
