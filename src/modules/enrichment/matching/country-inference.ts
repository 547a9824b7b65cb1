import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

import { countryCodeFromText } from '../detection/country-names'

/**
 * Where a row's country was read from when it has no country of its own: its VAT number's prefix,
 * its telephone number's calling code, or the country-code domain of its website or e-mail.
 */
export type CountryClue = 'vat' | 'phone' | 'website' | 'email'

export type InferredCountry = { country: string; from: CountryClue; value: string }

/**
 * Country-code domains that are sold worldwide as generic names (".io" start-ups, ".co" for
 * "company", ".ai", ".tv", ".me"...): they say nothing about where a company is registered.
 */
const GENERIC_COUNTRY_DOMAINS = new Set([
  'ac',
  'ag',
  'ai',
  'am',
  'as',
  'bz',
  'cc',
  'cd',
  'co',
  'cx',
  'dj',
  'fm',
  'gg',
  'gl',
  'im',
  'io',
  'la',
  'ly',
  'md',
  'me',
  'ms',
  'mu',
  'nu',
  'pw',
  'sc',
  'sh',
  'so',
  'st',
  'tk',
  'to',
  'tv',
  'vc',
  'ws',
])

/** The country a domain's last label names ("acme.co.uk" → gb, "acme.de" → de), or null (".com", ".io"). */
export function countryFromDomain(domain: string | null | undefined): string | null {
  const label = domain?.trim().toLowerCase().replace(/\.$/, '').split('.').pop()
  if (!label || label.length !== 2 || !/^[a-z]{2}$/.test(label) || GENERIC_COUNTRY_DOMAINS.has(label)) return null
  if (label === 'uk') return 'gb'
  // "eu" and other two-letter domains that are not ISO codes name no country.
  const code = countryCodeFromText(label.toUpperCase())
  return code === label ? code : null
}

/**
 * The country of an international telephone number ("+49 30 1234567", "0044 20 7946 0000",
 * "(+34) 912 345 678"), or null for a number written without its calling code: "020 7946 0000"
 * could be dialled in many countries. For calling codes shared by several countries (+1, +7, +44
 * with the Crown Dependencies) the number's area code decides, as libphonenumber's metadata says.
 */
export function countryFromPhone(value: string | null | undefined): { country: string; prefix: string } | null {
  const raw = value?.trim()
  if (!raw || !/\d/.test(raw)) return null
  // "0049…" is how many countries dial abroad; libphonenumber reads only "+".
  const international = raw.replace(/^\(?\s*(?:\+|00)\s*/, '+')
  if (!international.startsWith('+')) return null
  const parsed = parsePhoneNumberFromString(international)
  if (!parsed?.country || !parsed.isPossible()) return null
  return { country: parsed.country.toLowerCase(), prefix: `+${parsed.countryCallingCode}` }
}

/**
 * The row's country from its other columns, the most telling first: a VAT number's prefix names
 * the country that registered the company; a calling code or a country-code domain only where it
 * does business, so they come after it, and the telephone (usually the company's own line) before
 * the web and e-mail domains (".de" sites of foreign groups are common).
 */
export function inferCountry(clues: {
  vatCountry: string | null
  vat: string | null
  phone: string | null
  websiteDomain: string | null
  email: string | null
}): InferredCountry | null {
  if (clues.vatCountry && clues.vat) return { country: clues.vatCountry, from: 'vat', value: clues.vat }
  const phone = countryFromPhone(clues.phone)
  if (phone) return { country: phone.country, from: 'phone', value: phone.prefix }
  const website = countryFromDomain(clues.websiteDomain)
  if (website && clues.websiteDomain) return { country: website, from: 'website', value: clues.websiteDomain }
  const emailDomain = clues.email?.split('@')[1] ?? null
  const email = countryFromDomain(emailDomain)
  if (email && emailDomain) return { country: email, from: 'email', value: emailDomain }
  return null
}
