import {
  isValidVat,
  linkedinSlug,
  normalizeCompanyName,
  normalizeRegistrationNumber,
  normalizeVat,
  registrationNumberCountries,
  vatRuleCountries,
  websiteDomain,
  wordInitials,
} from '@/modules/registry'
import { countryCodeFromText } from '../detection'
import { canonicalWord } from './abbreviations'
import { inferCountry } from './country-inference'
import { legalFormSpellings, splitGarbledLegalForm, splitGluedLegalForm, splitLeadingLegalForm, splitLegalForm } from './legal-forms'
import type { CandidateNameKey, CountryReading, MatchInput, NameKey, NameReading, NormalizedInput } from './types'

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
 * (the registry may write "Limited" where the list has "Ltd", or glue it: "schummplc"); then the
 * same for each other reading of the legal form ("plc torphy" is looked up as "torphyplc").
 */
function compactKeys(coreWords: readonly string[], legalForm: string | null, readings: readonly NameReading[]): string[] {
  const keys = new Set<string>()
  const add = (words: readonly string[], code: string | null) => {
    const forms = code ? legalFormSpellings(code).map((form) => form.replace(/ /g, '')) : []
    for (const core of [words.join(''), canonicalWords(words).join('')]) {
      keys.add(core)
      for (const form of forms) keys.add(core + form)
    }
  }
  add(coreWords, legalForm)
  for (const reading of readings) add(reading.core.split(' '), reading.legalForm)
  return [...keys].filter((key) => key.length >= 3).slice(0, MAX_COMPACT_KEYS)
}

/** A letter, digits, a letter: digits gluing two words ("dill1plc", "huels7muelle"). */
const DIGITS_AS_GLUE = /(?<=\p{L})\p{N}+(?=\p{L})/gu

/**
 * Where else the legal form may be, for a name with none at its end (see NameKey.readings). Each
 * reading keeps at least one word of core.
 */
function legalFormReadings(tokens: readonly string[], core: readonly string[], legalForm: string | null): NameReading[] {
  const readings: NameReading[] = []
  // A name with its legal form in place may still have words glued by a digit ("Hughes1Software Inc.").
  if (legalForm) return digitsReading(tokens)
  const last = core[core.length - 1]!
  const glued = splitGluedLegalForm(last)
  if (glued) readings.push({ kind: 'glued', core: [...core.slice(0, -1), glued.core].join(' '), legalForm: glued.legalForm })
  const leading = splitLeadingLegalForm(tokens)
  if (leading) {
    const rest = splitLegalForm(leading.core)
    readings.push({ kind: 'leading', core: rest.core.join(' '), legalForm: rest.legalForm ?? leading.legalForm })
  }
  const garbled = splitGarbledLegalForm(tokens)
  if (garbled) readings.push({ kind: 'garbled', core: garbled.core.join(' '), legalForm: garbled.legalForm })
  return [...readings, ...digitsReading(tokens)]
}

/** The name with digits between letters read as spaces ("dill1plc": "dill" with a PLC), when it has such digits. */
function digitsReading(tokens: readonly string[]): NameReading[] {
  const unglued = tokens.join(' ').replace(DIGITS_AS_GLUE, ' ')
  if (unglued === tokens.join(' ')) return []
  const words = unglued.split(' ')
  const split = splitLegalForm(words)
  const reading = split.legalForm ? split : splitGarbledLegalForm(words)
  return [{ kind: 'digits', core: (reading?.core ?? words).join(' '), legalForm: reading?.legalForm ?? null }]
}

/**
 * Signs no name is written with ("]", "<", "@", "^", "}", "*", ";"...): everything but letters,
 * digits, spaces and the punctuation of real names (. , & ' ’ - ( ) / ").
 */
const UNUSUAL_SIGNS = /[^\p{L}\p{N}\s.,&'’\-()/"]+/gu

/**
 * The name with unusual signs taken out of its words, when it has any: a sign in a name usually
 * stands for a letter lost on the way ("BmR Sh]p" is a letter short of "BWR Shop", "O^n D}c" of
 * "Orn Inc"), so the joined word is one edit from the real one, where typo correction finds it.
 */
function signsReading(raw: string): NameReading[] {
  const joined = raw.replace(UNUSUAL_SIGNS, '')
  if (joined === raw) return []
  const words = withoutArticle(normalizeCompanyName(joined).split(' ').filter(Boolean))
  if (!words.length) return []
  const split = splitLegalForm(words)
  const reading = split.legalForm || split.core.length < 2 ? split : (splitGarbledLegalForm(words) ?? split)
  return reading.core.length ? [{ kind: 'signs', core: reading.core.join(' '), legalForm: reading.legalForm }] : []
}

/**
 * Notes registers and lists add to a name that are not part of it: a jurisdiction suffix ("INITECH
 * CO /DE/", "ACME CORP /NEW"), a share-class note ("(Class A)"), "The" in brackets ("Globex (The)").
 */
const NAME_NOTES = [
  /\s*\/[a-z]{2,4}\/?\s*$/i,
  /\s*[(\[]\s*(?:the|class\s+[a-z0-9]|series\s+[a-z0-9])\s*[)\]]/gi,
  /\s*[-,]?\s*\bclass\s+[a-z]\s*$/i,
]

function withoutNotes(raw: string): string {
  let text = raw
  for (const note of NAME_NOTES) text = text.replace(note, ' ')
  return text.trim() || raw
}

/** "The" at either end of a name ("The Globex Corporation", "Globex, The") says nothing about the company. */
function withoutArticle(tokens: string[]): string[] {
  let words = tokens
  if (words.length > 1 && words[0] === 'the') words = words.slice(1)
  if (words.length > 1 && words[words.length - 1] === 'the') words = words.slice(0, -1)
  return words
}

/** The keys every name is compared by: folded form, core and canonical core, legal form, compact form. */
function comparisonKey(raw: string): { key: CandidateNameKey; core: string[] } | null {
  const normalized = normalizeCompanyName(withoutNotes(raw))
  if (!normalized) return null
  const split = splitLegalForm(withoutArticle(normalized.split(' ')))
  const core = withoutArticle(split.core)
  const legalForm = split.legalForm
  return {
    key: { normalized, core: core.join(' '), canonical: canonicalWords(core).join(' '), legalForm, compact: normalized.replace(/ /g, '') },
    core,
  }
}

/** An initialism has this many letters: fewer name too many companies, more are words. */
const INITIALISM_LETTERS = { min: 3, max: 8 } as const

/**
 * The letters of a name written as an initialism, or null: a core of one word written in capitals
 * as a word of its own ("IBM", "KLM N.V.", not "Ibm"), or of single letters ("I.B.M.").
 */
function initialismOf(raw: string, core: readonly string[]): string | null {
  const letters = core.length === 1 ? core[0]! : core.every((word) => word.length === 1) ? core.join('') : ''
  if (letters.length < INITIALISM_LETTERS.min || letters.length > INITIALISM_LETTERS.max || !/^\p{L}+$/u.test(letters)) return null
  if (core.length > 1) return letters
  const written = raw
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
  return written.some(
    (part) =>
      part.length === letters.length && part !== part.toLowerCase() && part === part.toUpperCase() && part.toLowerCase() === letters,
  )
    ? letters
    : null
}

/**
 * The initials a registry name may be written as: of its core (legal form, "The" and notes set
 * aside: "Shanghai Kexin Foods Co., Ltd." is "SKF") and of its whole name ("Petróleos de Venezuela
 * S.A." is "PDVSA"), each with and without connector words.
 */
export function initialsOfName(key: CandidateNameKey): string[] {
  const core = wordInitials(key.core.split(' ').filter(Boolean))
  const whole = wordInitials(key.normalized.split(' ').filter(Boolean))
  return [...new Set([core.initials, core.full, whole.initials, whole.full])].filter(
    (initials) => initials.length >= INITIALISM_LETTERS.min,
  )
}

/** Comparison keys of a row's company name: folded form, core without legal form, and its words. */
export function nameKey(name: string | null | undefined): NameKey | null {
  const raw = text(name)
  const split = raw ? comparisonKey(raw) : null
  if (!raw || !split) return null
  const { key, core } = split
  const readings = [...legalFormReadings(key.normalized.split(' '), core, key.legalForm), ...signsReading(withoutNotes(raw))]
  return {
    ...key,
    readings,
    compactKeys: compactKeys(core, key.legalForm, readings),
    tokens: [...new Set(core)].slice(0, MAX_NAME_WORDS),
    initialism: initialismOf(raw, core),
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
  const raw = text(value)
    ?.replace(/^mailto:/i, '')
    .toLowerCase()
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
  return raw ? countryCodeFromText(raw, { column: true }) : null
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

/**
 * Reduces an input row to the keys the registry is indexed by. A row without a readable country (none,
 * or one nobody recognises) takes its VAT number's country; failing that, a country its telephone
 * number or its website's or e-mail's domain points to becomes a hint (see CountryReading).
 */
export function normalizeInput(input: MatchInput, options: NormalizeOptions = {}): NormalizedInput {
  const written = countryKey(input.country) ?? (options.plainCountries ? plainCountry(input.country) : null)
  const vat = vatKey(input.vat, written)
  const domain = websiteDomain(text(input.website))
  const email = normalizeEmail(input.email)
  const vatCountry = vat ? vat.slice(0, 2).toLowerCase() : null
  // A country the row states but nobody can read is searched as a row without one (every country, its
  // VAT number's country, the hints of its telephone number or domains), and the row says it was not read.
  const unreadable = written ? null : text(input.country)
  const clue = written ? null : inferCountry({ vatCountry, vat, phone: text(input.phone), websiteDomain: domain, email })
  // A VAT number carries its own country when the row has none; other clues only hint at one.
  const country = written ?? (clue?.from === 'vat' ? clue.country : null)
  const countryReading: CountryReading = written
    ? { from: 'column' }
    : clue
      ? { from: clue.from, value: clue.value, country: clue.country }
      : { from: 'none' }
  const registration = text(input.registration_number)
  // A VAT number no country reads (no prefix, no country column): tried in every country.
  const bareVat = !vat && !country && /\d/.test(text(input.vat) ?? '') ? text(input.vat) : null
  const countryHint = clue && clue.from !== 'vat' ? clue.country : null
  // A registration number is read in the country the row names or, failing that, hints at.
  const registrationCountry = country ?? countryHint
  return {
    country,
    unrecognisedCountry: unreadable,
    countryReading,
    countryHint,
    name: nameKey(input.name),
    vat,
    registrationNumber: registration && registrationCountry ? normalizeRegistrationNumber(registrationCountry, registration) || null : null,
    registrationAnywhere:
      registration && !registrationCountry && /\d/.test(registration)
        ? { text: registration, keys: registrationKeysEverywhere(registration) }
        : null,
    vatAnywhere: bareVat ? { text: bareVat, keys: vatKeysEverywhere(bareVat) } : null,
    websiteDomain: domain,
    linkedinCompany: linkedinSlug(text(input.linkedin_company_url)),
    linkedinPerson: linkedinSlug(text(input.linkedin_person_url)),
    email,
  }
}

/** Countries whose registration numbers the registry holds; read on first use (module order of the bundles). */
let registrationCountries: readonly string[] | null = null

/**
 * A registration number without a country, in each country's normal form of at least five characters
 * (shorter keys are too common to mean one company).
 */
function registrationKeysEverywhere(raw: string): { country: string; value: string }[] {
  const keys: { country: string; value: string }[] = []
  registrationCountries ??= registrationNumberCountries()
  for (const country of registrationCountries) {
    const value = normalizeRegistrationNumber(country, raw)
    if (value.length >= 5) keys.push({ country, value })
  }
  return keys
}

let vatCountries: readonly string[] | null = null

/**
 * A VAT number without its prefix, as each country whose rule it fits and whose check digits it
 * passes would write it ("GB980780684"); numbers fit several formats, the check digits rule most out.
 */
function vatKeysEverywhere(raw: string): string[] {
  vatCountries ??= vatRuleCountries()
  const keys = new Set<string>()
  for (const country of vatCountries) {
    if (!isValidVat(raw, country)) continue
    const key = vatKey(raw, country)
    if (key) keys.add(key)
  }
  return [...keys]
}
