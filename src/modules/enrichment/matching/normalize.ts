import { normalizeRegistrationNumber, normalizeVat } from '../../registry/identifiers'
import { linkedinSlug, normalizeCompanyName, websiteDomain } from '../../registry/normalize'
import { countryCodeFromText } from '../detection'
import { canonicalWord } from './abbreviations'
import { legalFormSpellings, splitGluedLegalForm, splitLegalForm } from './legal-forms'
import type { CandidateNameKey, MatchInput, NameKey, NormalizedInput } from './types'

const MAX_NAME_WORDS = 12

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** Compact-key variants looked up per name; enough for every legal-form spelling of one code. */
const MAX_COMPACT_KEYS = 16

function canonicalWords(words: readonly string[]): string[] {
  return words.map(canonicalWord)
}

/**
 * The name without spaces, in every spelling worth an exact lookup: as written and with its
 * abbreviations written out, each with no legal form and with every spelling of its legal form
 * (the registry may write "Limited" where the list has "Ltd", or glue it: "schummplc").
 */
function compactKeys(coreWords: readonly string[], legalForm: string | null, glued: NameKey['glued']): string[] {
  const keys = new Set<string>()
  const cores = [coreWords.join(''), canonicalWords(coreWords).join('')]
  const forms = legalForm && legalFormSpellings(legalForm).length ? legalFormSpellings(legalForm).map((form) => form.replace(/ /g, '')) : []
  for (const core of cores) {
    keys.add(core)
    for (const form of forms) keys.add(core + form)
  }
  if (glued) {
    const prefix = coreWords.slice(0, -1).join('')
    for (const form of legalFormSpellings(glued.legalForm)) keys.add(prefix + glued.core + form.replace(/ /g, ''))
  }
  return [...keys].filter((key) => key.length >= 3).slice(0, MAX_COMPACT_KEYS)
}

/** The keys every name is compared by: folded form, core and canonical core, legal form, compact form. */
function comparisonKey(raw: string): { key: CandidateNameKey; core: string[] } | null {
  const normalized = normalizeCompanyName(raw)
  if (!normalized) return null
  const { core, legalForm } = splitLegalForm(normalized.split(' '))
  return {
    key: { normalized, core: core.join(' '), canonical: canonicalWords(core).join(' '), legalForm, compact: normalized.replace(/ /g, '') },
    core,
  }
}

/** Comparison keys of a row's company name: folded form, core without legal form, and its words. */
export function nameKey(name: string | null | undefined): NameKey | null {
  const raw = text(name)
  const split = raw ? comparisonKey(raw) : null
  if (!split) return null
  const { key, core } = split
  const last = core[core.length - 1]!
  const gluedSplit = key.legalForm ? null : splitGluedLegalForm(last)
  const glued = gluedSplit ? { core: [...core.slice(0, -1), gluedSplit.core].join(' '), legalForm: gluedSplit.legalForm } : null
  return {
    ...key,
    glued,
    compactKeys: compactKeys(core, key.legalForm, glued),
    tokens: [...new Set(core)].slice(0, MAX_NAME_WORDS),
  }
}

const CANDIDATE_KEYS_CACHED = 100_000
const candidateKeys = new Map<string, CandidateNameKey | null>()

/**
 * The comparison keys of a registry name, remembered: the same candidates come back for many rows
 * and steps (a batch of 250 rows ranks thousands), and splitting legal forms is the costliest part
 * of scoring. Only what a candidate is compared by is made: retrieval keys are the row's alone.
 */
export function candidateNameKey(name: string): CandidateNameKey | null {
  let key = candidateKeys.get(name)
  if (key === undefined) {
    if (candidateKeys.size >= CANDIDATE_KEYS_CACHED) candidateKeys.clear()
    const raw = text(name)
    key = raw ? (comparisonKey(raw)?.key ?? null) : null
    candidateKeys.set(name, key)
  }
  return key
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
  return raw ? countryCodeFromText(raw, { numeric: true }) : null
}

export type NormalizeOptions = {
  /**
   * Compare a country that names no known country as a plain value (trimmed, lower case), as the
   * CLI does between two arbitrary files; otherwise such a row ends as "country not recognised".
   */
  plainCountries?: boolean
}

/** A country value the CLI compares as written when it names no known country. */
export function plainCountry(value: string | null | undefined): string | null {
  return text(value)?.toLowerCase() ?? null
}

/** Reduces an input row to the keys the registry is indexed by. */
export function normalizeInput(input: MatchInput, options: NormalizeOptions = {}): NormalizedInput {
  const country = countryKey(input.country) ?? (options.plainCountries ? plainCountry(input.country) : null)
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
