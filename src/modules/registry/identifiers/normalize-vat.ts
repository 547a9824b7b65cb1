import { asciiFold } from './ascii-fold'
import { canonicalVatCountry, COUNTRIES_WITHOUT_VAT, VAT_PREFIXES, vatRuleFor, type VatRule } from './vat-rules'

export type NormalizedVat = {
  /** ISO 3166-1 alpha-2, upper case (Greece is "GR" even though its VAT prefix is "EL"). */
  country: string
  /** Compact number without prefix, separators or trailing marker. */
  number: string
}

/** Irish pre-1996 numbers use "+" and "*" as letters, so they survive the separator strip. */
const NOT_VAT_CHARACTERS = /[^A-Z0-9+*]/g
const UNKNOWN_COUNTRY_BODY = /^[A-Z0-9]{4,16}$/

function compact(raw: string): string {
  return asciiFold(raw).toUpperCase().replace(NOT_VAT_CHARACTERS, '')
}

function bodyFor(entry: VatRule, candidate: string): string | null {
  const body = entry.suffix ? candidate.replace(entry.suffix, '') : candidate
  return entry.format.test(body) ? body : null
}

/** Strips one of the rule's own prefixes if what follows is a well-formed number. */
function withOwnPrefix(entry: VatRule, cleaned: string): string | null {
  for (const prefix of [entry.prefix, ...entry.alternativePrefixes]) {
    if (prefix && cleaned.startsWith(prefix)) {
      const body = bodyFor(entry, cleaned.slice(prefix.length))
      if (body) return body
    }
  }
  return null
}

function detect(cleaned: string): NormalizedVat | null {
  for (const { prefix, rule } of VAT_PREFIXES) {
    if (!cleaned.startsWith(prefix)) continue
    const body = bodyFor(rule, cleaned.slice(prefix.length))
    if (body) return { country: rule.country, number: body }
  }
  return null
}

/**
 * Canonical form of a VAT (or GST/ABN-style tax) number for exact matching.
 *
 * - Separators (spaces, dots, dashes, slashes) are dropped and letters upper-cased.
 * - The country prefix is optional when `country` is given; Greece accepts EL and GR, the UK GB, XI
 *   and UK, Switzerland "CHE" with or without MWST/TVA/IVA.
 * - An explicit prefix of another country wins over `country` when the rest is a valid number of
 *   that country: a German number in a French row is still a German number.
 * - Returns null when the value cannot be a VAT number (wrong shape, no country to read it against,
 *   or a country without VAT such as the US).
 */
export function normalizeVat(raw: string, country?: string): NormalizedVat | null {
  const cleaned = compact(raw)
  if (cleaned.length < 2 || cleaned.length > 24) return null
  if (!country) return detect(cleaned)

  const iso = canonicalVatCountry(country)
  if (COUNTRIES_WITHOUT_VAT.has(iso)) return null
  const entry = vatRuleFor(iso)
  if (!entry) {
    // No rule for this country: keep the number but drop a leading copy of the country code.
    const body = cleaned.startsWith(iso) && cleaned.length > iso.length + 3 ? cleaned.slice(iso.length) : cleaned
    return UNKNOWN_COUNTRY_BODY.test(body) ? { country: iso, number: body } : null
  }

  const prefixed = withOwnPrefix(entry, cleaned)
  if (prefixed) return { country: entry.country, number: prefixed }
  const detected = detect(cleaned)
  const foreign = detected && detected.country !== entry.country ? detected : null
  // A foreign prefix whose number passes that country's check digits is a foreign number, even if
  // the letters could also start a bare local number (French alphanumeric keys, for instance).
  if (foreign && vatRuleFor(foreign.country)?.check?.(foreign.number)) return foreign
  const bare = bodyFor(entry, cleaned)
  if (bare) return { country: entry.country, number: bare }
  return foreign
}

/** The customary written form: prefix + number ("EL094012834", "CHE116268856"), bare where unprefixed (ABN). */
export function formatVat(vat: NormalizedVat): string {
  const entry = vatRuleFor(vat.country)
  const prefix = entry ? entry.prefix : vat.country
  return (prefix ?? '') + vat.number
}
