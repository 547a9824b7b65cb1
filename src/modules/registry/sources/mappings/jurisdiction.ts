import { CANADIAN_PROVINCES, hasStateSearch } from '../../constants'

/** ISO 3166-2:US subdivisions: the states, the District of Columbia and the outlying areas. */
const US_STATES = new Set([
  ...['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY'],
  ...['LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND'],
  ...['OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'],
  ...['DC', 'AS', 'GU', 'MP', 'PR', 'UM', 'VI'],
])

const SUBDIVISIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  us: US_STATES,
  ca: new Set(CANADIAN_PROVINCES),
}

/**
 * The registry's country (ISO 3166-1 alpha-2, lower case) and state of a GLEIF
 * `Entity.LegalJurisdiction`: a country code ('GB') or a subdivision code ('US-DE', 'CA-ON').
 *
 * The registry keeps a state for the United States and Canada only (the generator's and the
 * advanced search's), so a subdivision elsewhere ('GB-SCT', 'AE-DU') is dropped and an unknown
 * US or Canadian one leaves the state empty rather than storing a code the state search never
 * offers. The country code is checked for its shape only. Null for an empty or malformed value.
 */
export function countryAndStateFromJurisdiction(jurisdiction: string): { country: string; state: string | null } | null {
  const match = /^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/.exec(jurisdiction.trim().toUpperCase())
  if (!match) return null
  const country = (match[1] ?? '').toLowerCase()
  const subdivision = match[2]
  const known = SUBDIVISIONS[country]
  const state = subdivision && hasStateSearch(country) && known?.has(subdivision) ? subdivision : null
  return { country, state }
}
