import { normalizeVat } from './normalize-vat'
import { vatRuleFor } from './vat-rules'

/**
 * Format and check-digit validation. Countries whose issuer publishes no algorithm (South Africa,
 * UAE, the EU OSS scheme, French alphanumeric keys) are checked for format only; countries without
 * any rule are never valid, because "valid" must mean something checkable.
 */
export function isValidVat(raw: string, country?: string): boolean {
  const vat = normalizeVat(raw, country)
  if (!vat) return false
  const rule = vatRuleFor(vat.country)
  if (!rule) return false
  return rule.check ? rule.check(vat.number) : true
}
