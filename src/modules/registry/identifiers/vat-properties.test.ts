import { describe, expect, it } from 'vitest'

import { Prng } from '../generator/prng'
import { isValidVat } from './is-valid-vat'
import { VAT_RULES } from './vat-rules'
import { vatWithCheckDigits } from './vat-with-check-digits'

/**
 * The project's own VAT fixtures: numbers built from seeded random bases by each country's
 * check-digit rule, and every one-digit change of them. (Real numbers from another project's lists
 * run beside the repository as a corpus check, tests/corpus/vat.corpus.test.ts.)
 */
const NUMBERS_PER_COUNTRY = 12

/** Bases that are not plain digits: a Belgian enterprise number starts with 0 or 1, an Indian GSTIN is state + PAN + entity + Z. */
const BASES: Record<string, (random: () => number) => string> = {
  BE: (random) => `0${digits(random, 7)}`,
  IN: (random) => `27${letters(random, 5)}${digits(random, 4)}${letters(random, 1)}1Z`,
}

function digits(random: () => number, count: number, firstNonZero = false): string {
  return Array.from({ length: count }, (_, index) =>
    String(index === 0 && firstNonZero ? 1 + Math.floor(random() * 9) : Math.floor(random() * 10)),
  ).join('')
}

function letters(random: () => number, count: number): string {
  return Array.from({ length: count }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(random() * 26)]).join('')
}

/** Up to NUMBERS_PER_COUNTRY valid numbers of a country: bases the rule has no check digit for are skipped. */
function numbersOf(country: string, baseLength: number | null): string[] {
  const prng = new Prng(38, country.charCodeAt(0) * 256 + country.charCodeAt(1))
  const random = () => prng.float()
  const base = BASES[country] ?? ((next: () => number) => digits(next, baseLength ?? 8, true))
  const found = new Set<string>()
  for (let attempt = 0; attempt < 500 && found.size < NUMBERS_PER_COUNTRY; attempt++) {
    try {
      found.add(vatWithCheckDigits(country, base(random)))
    } catch {
      // A base the rule has no valid check digit for (a remainder of 10, say): draw another.
    }
  }
  return [...found]
}

/**
 * Share of one-digit changes a country's number format leaves undetected: NL numbers end in an
 * unchecked "B01" branch suffix and Canadian business numbers in an unchecked "RT0001" account.
 */
const UNCHECKED_SUFFIX: Record<string, number> = { NL: 0.75, CA: 0.65 }

const COMPLETABLE = VAT_RULES.filter((rule) => rule.complete).map((rule) => [rule.country, rule.baseLength] as const)

describe('VAT numbers built by each country rule', () => {
  it('cover every country with a published check-digit algorithm', () => {
    expect(COMPLETABLE.length).toBeGreaterThanOrEqual(35)
  })

  describe.each(COMPLETABLE)('%s', (country, baseLength) => {
    const numbers = numbersOf(country, baseLength)

    it('are valid as written and without their prefix, with the country given', () => {
      expect(numbers.length).toBeGreaterThanOrEqual(6)
      expect(numbers.filter((vat) => !isValidVat(vat, country))).toEqual([])
      const withoutPrefix = (vat: string) => vat.replace(/^(?:CHE|[A-Z]{2})/, '')
      expect(numbers.filter((vat) => !isValidVat(withoutPrefix(vat), country))).toEqual([])
    })

    it('are read with their country from the prefix alone', () => {
      const prefixed = numbers.filter((vat) => /^[A-Z]{2}/.test(vat) && !/^\d/.test(vat))
      expect(prefixed.filter((vat) => !isValidVat(vat))).toEqual([])
    })

    it('are refused after almost any one-digit change', () => {
      let changes = 0
      let refused = 0
      for (const vat of numbers) {
        const chars = [...vat]
        chars.forEach((char, at) => {
          if (!/\d/.test(char)) return
          for (let digit = 0; digit <= 9; digit++) {
            if (String(digit) === char) continue
            changes++
            if (!isValidVat([...chars.slice(0, at), String(digit), ...chars.slice(at + 1)].join(''), country)) refused++
          }
        })
      }
      expect(refused / changes).toBeGreaterThanOrEqual(UNCHECKED_SUFFIX[country] ?? 0.95)
    })
  })
})
