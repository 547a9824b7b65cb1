import { describe, expect, it } from 'vitest'

import { isLuhnValid, isValidSiren } from '../../identifiers'
import { luhnDigit, nicFor } from './check-digits'

describe('luhnDigit / nicFor', () => {
  it('completes SIRENs the registry accepts', () => {
    for (let base = 10_000_000; base < 10_020_000; base += 7) {
      const siren = `${base}${luhnDigit(String(base))}`
      expect(isValidSiren(siren)).toBe(true)
    }
  })

  it('makes every SIRET (SIREN + NIC) Luhn-valid', () => {
    for (const siren of ['552032534', '732829320', '812345676']) {
      for (let sequence = 1; sequence < 60; sequence += 1) {
        const nic = nicFor(siren, sequence)
        expect(nic).toMatch(/^\d{5}$/)
        expect(isLuhnValid(siren + nic)).toBe(true)
      }
    }
  })
})
