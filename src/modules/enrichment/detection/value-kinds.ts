import { parse } from 'tldts'

import {
  isValidRegistrationNumber,
  isValidVat,
  normalizeRegistrationNumber,
  normalizeVat,
  registrationNumberPattern,
  vatRuleFor,
} from '@/modules/registry/client'

import type { IdentifierCodename } from '../identifiers'
import { countryFromPhone } from '../matching/country-inference'
import { foldedWords } from './fold'

/**
 * Per-value evidence: how much one cell looks like each identifier, 0..1. A column's share of an
 * identifier is the mean over its sampled cells.
 */
export type Evidence = Partial<Record<IdentifierCodename, number>>

const EMAIL = /^(?:mailto:)?[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:".]{2,}$/i
const LINKEDIN_HOST = /linkedin\./i
const LINKEDIN = /linkedin\.com\/(company|school|showcase|in|pub)\/[^/?#\s]/i
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i
const HOSTNAME = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u
const DIGIT = /\d/
const WHITESPACE = /\s+/

export function isEmail(value: string): boolean {
  return value.includes('@') && EMAIL.test(value)
}

/** "company" for company, school and showcase pages; "person" for member profiles. */
export function linkedinKind(value: string): 'company' | 'person' | null {
  if (!LINKEDIN_HOST.test(value) || WHITESPACE.test(value)) return null
  const kind = LINKEDIN.exec(value)?.[1]?.toLowerCase()
  if (!kind) return null
  return kind === 'in' || kind === 'pub' ? 'person' : 'company'
}

/** Host of a URL or bare domain; null when the text cannot be one (spaces, no dot, an e-mail). */
function hostOf(value: string): string | null {
  if (!value.includes('.') || value.includes('@') || WHITESPACE.test(value)) return null
  const host = value.replace(SCHEME, '').split(/[/?#:]/, 1)[0] ?? ''
  return HOSTNAME.test(host) ? host.toLowerCase() : null
}

/**
 * A URL or bare domain under a real public suffix ("acme.co.uk", "https://acme.de/about"). The
 * suffix check keeps abbreviations such as "S.A." or version numbers such as "1.5" out.
 */
export function isWebsite(value: string): boolean {
  const host = hostOf(value)
  if (!host) return false
  const result = parse(host, { extractHostname: false })
  return Boolean(result.domain && result.isIcann && !result.isIp)
}

/** Legal-form words, folded and without dots ("S.L." -> "sl", "Sp. z o.o." ends in "oo"). */
const LEGAL_FORMS = new Set([
  'ltd',
  'limited',
  'plc',
  'llp',
  'llc',
  'lp',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'kg',
  'kgaa',
  'ohg',
  'ug',
  'ev',
  'gbr',
  'mbh',
  'sa',
  'sas',
  'sasu',
  'sarl',
  'eurl',
  'sci',
  'snc',
  'sl',
  'slu',
  'sau',
  'scoop',
  'srl',
  'srls',
  'spa',
  'sapa',
  'bv',
  'nv',
  'vof',
  'cv',
  'pty',
  'pte',
  'ab',
  'asa',
  'as',
  'oy',
  'oyj',
  'aps',
  'kft',
  'zrt',
  'nyrt',
  'sro',
  'oo',
  'spzoo',
  'doo',
  'dd',
  'ooo',
  'ltda',
  'lda',
  'eireli',
  'cia',
  'se',
  'kk',
  'bhd',
  'pvt',
  'group',
  'holding',
  'holdings',
  'sccl',
  'coop',
  'cooperative',
])

/** Characters at the end of a cell that can hold its legal form ("GmbH & Co. KG", "Sp. z o.o."). */
const LEGAL_FORM_TAIL = 16
const LEGAL_FORM_SCORE = 1
const MULTI_WORD_SCORE = 0.7
const SINGLE_WORD_SCORE = 0.5
/** Long texts are descriptions or addresses rather than names. */
const SENTENCE_SCORE = 0.3
const MAX_NAME_WORDS = 8
const MAX_NAME_DIGIT_SHARE = 0.3

/** Whether the name ends in a legal form ("Acme Widgets Ltd.", "Acme GmbH & Co. KG"). */
export function hasLegalForm(value: string): boolean {
  // Legal forms end the name, so the tail is enough (and much cheaper to fold than the whole cell).
  // A single word is at most the legal form itself ("Ltd"), not a name that has one.
  if (!WHITESPACE.test(value)) return false
  const words = foldedWords(value.slice(-LEGAL_FORM_TAIL).replace(/\./g, ''))
  return words.slice(-2).some((word) => LEGAL_FORMS.has(word))
}

/** Digits, and all letters and digits, of a cell; a counting loop is cheaper than regex matches here. */
export function characterCounts(value: string): { digits: number; alphanumerics: number } {
  let digits = 0
  let alphanumerics = 0
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code >= 48 && code <= 57) digits++
    // Non-ASCII characters are counted as letters: accented and non-Latin names are mostly letters.
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code >= 0xc0) alphanumerics++
  }
  return { digits, alphanumerics }
}

/** How much a cell reads like a company name: letters, a few words, best of all a legal form. */
export function nameScore(value: string): number {
  const { digits, alphanumerics } = characterCounts(value)
  if (alphanumerics - digits < 2 || digits > MAX_NAME_DIGIT_SHARE * alphanumerics) return 0
  if (hasLegalForm(value)) return LEGAL_FORM_SCORE
  const words = value.split(WHITESPACE).length
  if (words > MAX_NAME_WORDS) return SENTENCE_SCORE
  return words > 1 ? MULTI_WORD_SCORE : SINGLE_WORD_SCORE
}

/** A VAT number that passes only the format, not the check digits, is probably a typo. */
const VAT_FORMAT_ONLY_SCORE = 0.6

/** Per-country answers memoised: the same few row countries are asked about for every cell. */
function memoisedByCountry(test: (country: string) => boolean): (country: string) => boolean {
  const answers = new Map<string, boolean>()
  return (country) => {
    let answer = answers.get(country)
    if (answer === undefined) {
      answer = test(country)
      answers.set(country, answer)
    }
    return answer
  }
}

const hasVatRule = memoisedByCountry((country) => vatRuleFor(country) !== undefined)
const hasRegistrationPattern = memoisedByCountry((country) => registrationNumberPattern(country) !== null)

/** Longest written VAT number worth checking ("CHE-116.268.856 MWST" and the like). */
const MAX_VAT_LENGTH = 32
/** Longest written registration number ("Amtsgericht Frankfurt am Main HRB 123456"). */
const MAX_REGISTRATION_LENGTH = 64

/**
 * Cheap pre-check before the registry's validators: identifiers are short and at least half
 * digits (a Swiss "CHE116268856MWST" has 9 of 16), which rules out names and sentences early.
 */
function isMostlyDigits(value: string, maxLength: number): boolean {
  if (value.length > maxLength) return false
  const { digits, alphanumerics } = characterCounts(value)
  return digits > 0 && digits * 2 >= alphanumerics
}

/** A VAT prefix starts with two letters; unprefixed numbers need the row's country. */
const STARTS_WITH_TWO_LETTERS = /^[A-Z]{2}/i

/**
 * Valid with its own prefix, or valid for the row's country; a number of the right format whose
 * check digits fail counts for less. normalizeVat (cheap) runs first, isValidVat only on a match.
 */
export function vatScore(value: string, country: string | null): number {
  if (!isMostlyDigits(value, MAX_VAT_LENGTH)) return 0
  if (STARTS_WITH_TWO_LETTERS.test(value) && normalizeVat(value)) {
    if (isValidVat(value)) return 1
    if (!country) return VAT_FORMAT_ONLY_SCORE
  }
  // Countries without a rule accept any alphanumerics in normalizeVat, so only ruled ones count.
  if (!country || !hasVatRule(country) || !normalizeVat(value, country)) return 0
  return isValidVat(value, country) ? 1 : VAT_FORMAT_ONLY_SCORE
}

/** German numbers are usually written without the court: "HRB 12345". */
const DE_REGISTER = /^(?:HR[AB]|GnR|PR|VR)[\s.:-]*\d{1,6}(?:\s*(?:B|HB))?$/i
const SEPARATED_ALPHANUMERIC = /^[A-Z0-9][A-Z0-9 ./-]*[A-Z0-9]$/i
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/
const GENERIC_MIN_LENGTH = 6
const GENERIC_MAX_LENGTH = 14
const GENERIC_MIN_DIGIT_SHARE = 0.6
/** A number of the right shape but unchecked: weaker where the row's country has a known format. */
const GENERIC_SCORE = 0.6
const GENERIC_SCORE_WITH_PATTERN = 0.4

/** Mostly digits, 6-14 characters, letters and separators allowed: the shape of most register ids. */
function looksLikeRegisterId(value: string): boolean {
  if (!SEPARATED_ALPHANUMERIC.test(value) || DATE_LIKE.test(value)) return false
  // The pattern admits only ASCII letters, digits and separators, so these counts are exact.
  const { digits, alphanumerics } = characterCounts(value)
  if (alphanumerics < GENERIC_MIN_LENGTH || alphanumerics > GENERIC_MAX_LENGTH) return false
  return digits >= GENERIC_MIN_DIGIT_SHARE * alphanumerics
}

/** Countries whose normalised registration number is also its written form (plain digits or CIF). */
const NORMALISED_IS_WRITTEN_FORM: ReadonlySet<string> = new Set(['gb', 'fr', 'it', 'es', 'nl', 'au'])

/** Whether the value is a registration number of that country, as written or once normalised. */
function matchesCountryFormat(value: string, country: string): boolean {
  if (isValidRegistrationNumber(country, value)) return true
  if (country === 'de') return DE_REGISTER.test(value)
  if (!NORMALISED_IS_WRITTEN_FORM.has(country)) return false
  // Normalising restores what spreadsheets lose (leading zeros) and drops separators ("552 100 554").
  return isValidRegistrationNumber(country, normalizeRegistrationNumber(country, value))
}

/** German numbers carry the court's name ("Amtsgericht München HRB 1234"), so letters may dominate. */
function couldBeRegistrationNumber(value: string, country: string | null): boolean {
  if (country !== 'de') return isMostlyDigits(value, MAX_REGISTRATION_LENGTH)
  return DIGIT.test(value) && value.length <= MAX_REGISTRATION_LENGTH
}

/** The row country's registration-number format, else the generic register-id shape. */
export function registrationScore(value: string, country: string | null): number {
  if (!couldBeRegistrationNumber(value, country)) return 0
  const hasPattern = country !== null && hasRegistrationPattern(country)
  if (hasPattern && matchesCountryFormat(value, country)) return 1
  if (!looksLikeRegisterId(value)) return 0
  return hasPattern ? GENERIC_SCORE_WITH_PATTERN : GENERIC_SCORE
}

const PHONE_SHAPE = /^(?:\+|\(\+?)?[\d\s().\-/]+$/

/**
 * How much a cell looks like a telephone number: 1 with a calling code that numbering plans know
 * ("+34 912 345 678", "0049 30 123456"); 0.5 for a national number written with separators
 * ("020 7946 0000"), which a register id may also be; 0 otherwise ("00079760328" is an Italian
 * fiscal code, not a call to country 0).
 */
export function phoneScore(value: string): number {
  if (!PHONE_SHAPE.test(value)) return 0
  const digits = value.replace(/\D/g, '').length
  if (digits < 7 || digits > 15) return 0
  if (countryFromPhone(value)) return 1
  return /^\(?0\d*[\s().\-/]/.test(value) ? 0.5 : 0
}

/**
 * Evidence of one non-empty, trimmed cell. `country` is the lower-case country of the cell's row
 * (from the detected country column) and `countryOf` looks a text up as a country.
 */
export function valueEvidence(value: string, country: string | null, countryOf: (text: string) => string | null): Evidence {
  if (isEmail(value)) return { email: 1 }
  const linkedin = linkedinKind(value)
  if (linkedin) return linkedin === 'company' ? { linkedin_company_url: 1 } : { linkedin_person_url: 1 }
  if (isWebsite(value)) return { website: 1 }
  if (!DIGIT.test(value)) return countryOf(value) ? { country: 1 } : { name: nameScore(value) }
  const phone = phoneScore(value)
  // "+44 20 7946 0000": the calling code makes it a telephone number and nothing else.
  if (phone === 1) return { phone }
  const vat = vatScore(value, country)
  const registration = registrationScore(value, country)
  // A valid VAT number is not also a name, however many letters its prefix has.
  if (vat === 1) return { vat, registration_number: registration }
  return { vat, registration_number: registration, name: nameScore(value), ...(phone ? { phone } : {}) }
}
