import {
  isValidAcn,
  isValidCif,
  isValidCnpj,
  isValidCompanyRfc,
  isValidCompanyUen,
  isValidItalianTaxCode,
  isValidSiren,
  isValidUscc,
} from './company-id-check-digits'
import { registrationNumberPattern } from './registration-number-pattern'

const CHECKS: Readonly<Record<string, (value: string) => boolean>> = {
  fr: isValidSiren,
  it: isValidItalianTaxCode,
  es: isValidCif,
  au: isValidAcn,
  br: isValidCnpj,
  mx: isValidCompanyRfc,
  sg: isValidCompanyUen,
  cn: isValidUscc,
}

/**
 * Format check plus the check digits where the number carries them (SIREN, codice fiscale, CIF,
 * ACN, CNPJ, RFC, UEN, USCC). Takes the display form; unknown countries are never valid.
 */
export function isValidRegistrationNumber(country: string, value: string): boolean {
  const pattern = registrationNumberPattern(country)
  if (!pattern || !pattern.test(value)) return false
  const check = CHECKS[country.trim().toLowerCase()]
  return check ? check(value) : true
}
