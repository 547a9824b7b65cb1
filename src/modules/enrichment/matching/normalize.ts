import { normalizeRegistrationNumber, normalizeVat } from '../../registry/identifiers'
import { linkedinSlug, normalizeCompanyName, websiteDomain } from '../../registry/normalize'
import { countryCodeFromText } from '../detection'
import { splitLegalForm } from './legal-forms'
import type { MatchInput, NameKey, NormalizedInput } from './types'

const MAX_NAME_WORDS = 12

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** Comparison keys of a company name: folded form, core without legal form, and its words. */
export function nameKey(name: string | null | undefined): NameKey | null {
  const raw = text(name)
  if (!raw) return null
  const normalized = normalizeCompanyName(raw)
  if (!normalized) return null
  const { core, legalForm } = splitLegalForm(normalized.split(' '))
  return { normalized, core: core.join(' '), legalForm, tokens: [...new Set(core)].slice(0, MAX_NAME_WORDS) }
}

/** An e-mail in canonical form (trimmed, lower case, "mailto:" dropped), or null when it is not one. */
export function normalizeEmail(value: string | null | undefined): string | null {
  const raw = text(value)?.replace(/^mailto:/i, '').toLowerCase()
  return raw && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw) ? raw : null
}

/** The registry's VAT key ("GB123456789") for a value read against the row's country. */
export function vatKey(value: string | null | undefined, country: string | null): string | null {
  const raw = text(value)
  if (!raw) return null
  const vat = normalizeVat(raw, country ?? undefined)
  return vat ? `${vat.country}${vat.number}` : null
}

/** Reads a country column value: ISO codes, English and native names, common aliases. */
export function countryKey(value: string | null | undefined): string | null {
  const raw = text(value)
  return raw ? countryCodeFromText(raw) : null
}

/** Reduces an input row to the keys the registry is indexed by. */
export function normalizeInput(input: MatchInput): NormalizedInput {
  const country = countryKey(input.country)
  const vat = vatKey(input.vat, country)
  const registration = text(input.registration_number)
  return {
    // A VAT number carries its own country when the row has none.
    country: country ?? (vat ? vat.slice(0, 2).toLowerCase() : null),
    unrecognisedCountry: country ? null : text(input.country),
    name: nameKey(input.name),
    vat,
    registrationNumber: registration && country ? normalizeRegistrationNumber(country, registration) || null : null,
    websiteDomain: websiteDomain(text(input.website)),
    linkedinCompany: linkedinSlug(text(input.linkedin_company_url)),
    linkedinPerson: linkedinSlug(text(input.linkedin_person_url)),
    email: normalizeEmail(input.email),
  }
}
