import { formatVat } from './normalize-vat'
import { completeGb, vatRuleFor } from './vat-rules'

export type VatCheckOptions = {
  /** United Kingdom only: traditional mod 97 pair, or the "9755" pair used for numbers issued since 2010. */
  gbScheme?: 'mod97' | '9755'
}

/**
 * Completes a VAT base (the number without its check characters) and returns it in its written
 * form, prefix included where customary: ("DE", "12345678") -> "DE123456788".
 *
 * Bases per country: GB 7 digits, DE 8, FR the 9-digit SIREN (or 8 digits, Luhn digit added), IT 10,
 * ES letter + 7 digits or 8 NIF digits, NL 8 (gives "...B01"), AU the 9-digit ACN (gives the ABN),
 * IN the first 14 GSTIN characters, CA 8 digits (gives "<BN>RT0001"); see VAT_RULES for the rest.
 *
 * Throws RangeError for an unknown country, a country without a published algorithm, or a base
 * for which the algorithm has no valid check digit (e.g. Dutch bases whose mod 11 remainder is 10).
 */
export function vatWithCheckDigits(country: string, base: string, options: VatCheckOptions = {}): string {
  const rule = vatRuleFor(country)
  if (!rule?.complete) throw new RangeError(`No VAT check-digit algorithm for ${country}`)
  const compactBase = base.replace(/[\s.-]/g, '').toUpperCase()
  if (rule.baseLength !== null && compactBase.length !== rule.baseLength && rule.country !== 'FR' && rule.country !== 'GR') {
    throw new RangeError(`${rule.country} VAT base must have ${rule.baseLength} characters, got "${base}"`)
  }
  const number = rule.country === 'GB' ? completeGb(compactBase, options.gbScheme ?? '9755') : rule.complete(compactBase)
  if (!rule.format.test(number) || (rule.check && !rule.check(number))) {
    throw new RangeError(`${rule.country} VAT base ${base} does not give a valid number`)
  }
  return formatVat({ country: rule.country, number })
}
