import { getDomain } from 'tldts'

import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from './constants'

const MAX_TOKEN_LENGTH = 40

/**
 * Canonical form of a company name for exact and prefix comparison and for the full-text index:
 * accents removed, lower case, "&" read as "and", punctuation as spaces, single spaces.
 */
export function normalizeCompanyName(name: string): string {
  return (
    name
      // Control and format characters (a stray C1 control, a zero-width space, a soft hyphen) sit
      // inside words without parting them: "C\u0086nn" is "Cnn". Tabs and line breaks still part words.
      .replace(/(?![\t\n\v\f\r])[\p{Cc}\p{Cf}]/gu, '')
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  )
}

/**
 * Words an initialism skips ("MIT" is the Massachusetts Institute *of* Technology): connectors of
 * the registry's languages. `nameInitials` also keeps a key with them ("PDVSA" is Petróleos *de*
 * Venezuela S.A.), because organisations write their initials both ways.
 */
const INITIALISM_SKIPPED_WORDS = new Set([
  'and',
  'of',
  'the',
  'for',
  'to',
  'at',
  'in',
  'on',
  'de',
  'del',
  'della',
  'delle',
  'dei',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'du',
  'des',
  'der',
  'den',
  'het',
  'la',
  'le',
  'les',
  'el',
  'los',
  'las',
  'lo',
  'il',
  'y',
  'e',
  'et',
  'und',
  'en',
  'van',
  'von',
  'voor',
  'zu',
  'fur',
  'och',
  'og',
  'i',
])

/** Initials keys of a name are at most this long: longer runs of initials are no one's shorthand. */
const MAX_INITIALS = 10

/**
 * The initials of a normalised name, as the registry stores them for rows written as an
 * initialism ("IBM" for "International Business Machines Corp", read as "ibmc" with its legal
 * form): `initials` skips connector words, `full` keeps them and is set only when it differs.
 * Names of one word have none. Legal-form words are kept, because the registry does not know
 * them: the matcher looks a row's letters up as a prefix of these keys and then compares the
 * initials of the candidate's core.
 */
export function nameInitials(normalized: string): { initials: string | null; full: string | null } {
  const words = normalized.split(' ').filter(Boolean)
  if (words.length < 2) return { initials: null, full: null }
  const { initials, full } = wordInitials(words)
  const content = initials.length >= 2 && initials.length <= MAX_INITIALS ? initials : null
  const all = full.length <= MAX_INITIALS ? full : null
  return { initials: content, full: all !== content ? all : null }
}

/** The first letters of words, without connector words (`initials`) and with them (`full`). */
export function wordInitials(words: readonly string[]): { initials: string; full: string } {
  const first = (list: readonly string[]) => list.map((word) => word[0]).join('')
  return { initials: first(words.filter((word) => !INITIALISM_SKIPPED_WORDS.has(word))), full: first(words) }
}

/** Words of a search query, safe to quote into a full-text query: letters and digits only. */
export function searchTokens(query: string): string[] {
  return normalizeCompanyName(query.slice(0, MAX_QUERY_LENGTH))
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS)
    .map((token) => token.slice(0, MAX_TOKEN_LENGTH))
}

/** Registrable domain of a website ("https://www.shop.acme.co.uk/x" -> "acme.co.uk"). */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null
  const trimmed = website.trim().toLowerCase()
  if (!trimmed) return null
  return getDomain(trimmed.includes('://') ? trimmed : `http://${trimmed}`) ?? null
}

/** LinkedIn company or person slug ("https://uk.linkedin.com/company/acme-ltd/about" -> "acme-ltd"). */
export function linkedinSlug(url: string | null | undefined): string | null {
  if (!url) return null
  const match = /linkedin\.com\/(?:company|in|school|showcase)\/([^/?#\s]+)/i.exec(url)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1]).toLowerCase()
  } catch {
    return match[1].toLowerCase()
  }
}

export const ACTIVE_STATUSES = new Set(['active'])
