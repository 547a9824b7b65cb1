import { getDomain } from 'tldts'

import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from './constants'

const MAX_TOKEN_LENGTH = 40

/**
 * Canonical form of a company name for exact and prefix comparison and for the full-text index:
 * accents removed, lower case, "&" read as "and", punctuation as spaces, single spaces.
 */
export function normalizeCompanyName(name: string): string {
  return name
    // Control and format characters (a stray C1 control, a zero-width space, a soft hyphen) sit
    // inside words without parting them: "C\u0086nn" is "Cnn". Tabs and line breaks still part words.
    .replace(/(?![\t\n\v\f\r])[\p{Cc}\p{Cf}]/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
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
