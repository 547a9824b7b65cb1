import { describe, expect, it } from 'vitest'

import {
  abnFromAcn,
  acnFromBase,
  cifFromBase,
  cnpjFromBase,
  formatCnpj,
  gstinCheckChar,
  isValidAbn,
  isValidAcn,
  isValidCif,
  isValidCnpj,
  isValidCompanyRfc,
  isValidCompanyUen,
  isValidItalianTaxCode,
  isValidLei,
  isValidSiren,
  isValidUscc,
  leiFromBase,
  rfcCheckChar,
  sirenFromBase,
  uenFromBase,
} from './company-id-check-digits'
import { isValidRegistrationNumber } from './is-valid-registration-number'
import { registrationNumberPattern } from './registration-number-pattern'

describe('company identifier check digits', () => {
  it('builds and validates SIRENs (the digits of French VAT numbers) by their Luhn digit', () => {
    expect(sirenFromBase('55208131')).toBe('552081317')
    expect(isValidSiren('552081317')).toBe(true)
    expect(isValidSiren('552081318')).toBe(false)
    for (let base = 10_000_000; base < 99_000_000; base += 3_511_117) {
      const siren = sirenFromBase(String(base))
      expect(isValidSiren(siren)).toBe(true)
      // Luhn catches every one-digit change.
      const changed = siren.slice(0, 4) + String((Number(siren[4]) + 1) % 10) + siren.slice(5)
      expect(isValidSiren(changed)).toBe(false)
    }
  })

  it('validates LEIs by ISO 17442 (mod 97 = 1) and builds them from their first 18 characters', () => {
    // Four LEIs as the GLEIF publishes them (Apple Inc.'s first).
    for (const lei of ['HWUPKR0MPOU8FGXBT394', '5493001KJTIIGC8Y1R12', '529900T8BM49AURSDO55', '7LTWFZYICNSX8D621K86']) {
      expect(isValidLei(lei)).toBe(true)
      expect(leiFromBase(lei.slice(0, 18))).toBe(lei)
    }
    // A check that comes out under 10 keeps its leading zero.
    for (let entity = 0; entity < 400; entity += 1) {
      const lei = leiFromBase(`5299${'00'}${String(entity).padStart(12, 'A')}`)
      expect(lei).toMatch(/^[0-9A-Z]{18}\d{2}$/)
      expect(isValidLei(lei)).toBe(true)
    }
    // One changed character, two swapped ones, lower case and the wrong length are refused.
    expect(isValidLei('HWUPKR0MPOU8FGXBT395')).toBe(false)
    expect(isValidLei('HWUPKR0MPOU8FGXTB394')).toBe(false)
    expect(isValidLei('hwupkr0mpou8fgxbt394')).toBe(false)
    expect(isValidLei('HWUPKR0MPOU8FGXBT39')).toBe(false)
    expect(isValidLei('HWUPKR0MPOU8FGXBT3944')).toBe(false)
  })

  it('validates ACNs and derives the company ABN (BHP: ACN 004 028 077, ABN 49 004 028 077)', () => {
    expect(acnFromBase('00000001')).toBe('000000019')
    expect(acnFromBase('00025000')).toBe('000250000')
    expect(isValidAcn('004028077')).toBe(true)
    expect(isValidAcn('004028078')).toBe(false)
    expect(abnFromAcn('004028077')).toBe('49004028077')
    expect(isValidAbn('51824753556')).toBe(true)
    expect(isValidAbn('51824753557')).toBe(false)
    for (let base = 0; base < 3000; base += 37) expect(isValidAbn(abnFromAcn(acnFromBase(String(base).padStart(8, '0'))))).toBe(true)
  })

  it('builds and validates CNPJs and rejects repeated digits', () => {
    for (let base = 100_000_000_001; base < 999_000_000_000; base += 77_777_777_777)
      expect(isValidCnpj(cnpjFromBase(String(base)))).toBe(true)
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false)
    expect(formatCnpj(cnpjFromBase('457231740001'))).toBe('45.723.174/0001-10')
  })

  it('computes the SAT check character of RFCs', () => {
    expect(rfcCheckChar('MAB9307148T')).toBe('4')
    expect(rfcCheckChar('GODE561231GR')).toBe('8')
    expect(isValidCompanyRfc('MAB9307148T4')).toBe(true)
    expect(isValidCompanyRfc('MAB9307148T5')).toBe(false)
    expect(isValidCompanyRfc('MAB9313148T4')).toBe(false)
  })

  it('computes Singapore local-company UEN check letters', () => {
    expect(uenFromBase('197401143')).toBe('197401143C')
    expect(isValidCompanyUen('197401143C')).toBe(true)
    expect(isValidCompanyUen('197401143D')).toBe(false)
  })

  it('validates unified social credit codes with both of their check characters', () => {
    expect(isValidUscc('91350100M000100Y43')).toBe(true)
    expect(isValidUscc('91350100M000100Y44')).toBe(false)
    // Wrong organisation-code check (9th character of the code).
    expect(isValidUscc('91350100M000100Y53')).toBe(false)
  })

  it('computes GSTIN check characters', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V')
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4')
  })

  it('checks CIF control characters by organisation type', () => {
    expect(cifFromBase('B', '1239808')).toBe('B12398087')
    expect(cifFromBase('Q', '2826000')).toBe('Q2826000H')
    expect(isValidCif('B12398087')).toBe(true)
    expect(isValidCif('B1239808G')).toBe(false)
    expect(isValidCif('Q28260007')).toBe(false)
  })

  it('validates Italian company tax codes including the issuing office', () => {
    expect(isValidItalianTaxCode('00743110157')).toBe(true)
    expect(isValidItalianTaxCode('00000000000')).toBe(false)
    // Office 555 does not exist.
    expect(isValidItalianTaxCode('12345675554')).toBe(false)
  })
})

describe('registrationNumberPattern', () => {
  it('describes every generator country and nothing else', () => {
    for (const country of ['gb', 'de', 'fr', 'it', 'es', 'nl', 'us', 'ca', 'mx', 'br', 'sg', 'au', 'in', 'ae', 'za', 'cn']) {
      expect(registrationNumberPattern(country)).toBeInstanceOf(RegExp)
    }
    expect(registrationNumberPattern('jp')).toBeNull()
  })

  it.each([
    ['gb', '00445790', 'SC123456', '445790'],
    ['de', 'Amtsgericht München HRB 123456', 'Amtsgericht Charlottenburg HRB 98765 B', 'HRB 123456'],
    ['fr', '552081317', '552081317', '55208131'],
    ['es', 'B12398087', 'A08017535', 'X1234567L'],
    ['mx', 'MAB9307148T4', 'GGR0101011A5', 'MAB930714'],
    ['br', '45.723.174/0001-10', '45.723.174/0001-10', '45723174000110'],
    ['sg', '197401143C', '201912345K', '53012345D'],
    ['in', 'U72200KA2010PTC054321', 'AAB-1234', 'U72200KA2010XYZ054321'],
    ['ae', 'CN-1234567', '1234567', 'CN1234567'],
    ['za', '2001/067995/07', '1998/012345/23', '2001/67995/07'],
    ['cn', '91350100M000100Y43', '91440300MA5F3XXX1E', '91350100M000100I43'],
  ])('%s: accepts %s and %s, rejects %s', (country, first, second, wrong) => {
    const pattern = registrationNumberPattern(country)
    expect(pattern?.test(first)).toBe(true)
    expect(pattern?.test(second)).toBe(true)
    expect(pattern?.test(wrong)).toBe(false)
  })
})

describe('isValidRegistrationNumber', () => {
  it('adds check digits to the format where numbers carry them', () => {
    expect(isValidRegistrationNumber('fr', '552081317')).toBe(true)
    expect(isValidRegistrationNumber('fr', '552081318')).toBe(false)
    expect(isValidRegistrationNumber('au', '004028077')).toBe(true)
    expect(isValidRegistrationNumber('au', '004028078')).toBe(false)
    expect(isValidRegistrationNumber('cn', '91350100M000100Y43')).toBe(true)
    expect(isValidRegistrationNumber('GB', 'SC123456')).toBe(true)
    expect(isValidRegistrationNumber('jp', '1234567')).toBe(false)
  })
})
