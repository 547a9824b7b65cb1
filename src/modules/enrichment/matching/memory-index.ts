import { normalizeRegistrationNumber } from '../../registry/identifiers'
import { linkedinSlug, websiteDomain } from '../../registry/normalize'
import { countryKey, nameKey, normalizeEmail, vatKey } from './normalize'
import type { CandidateCompany, CandidateSource, NameSearchMode } from './types'

/** A reference company, as read from any file the CLI is given. */
export type ReferenceCompany = {
  id: number
  country: string
  name: string
  registration_number?: string | null
  vat?: string | null
  website?: string | null
  linkedin_url?: string | null
  status?: string | null
  officers?: { email?: string | null; linkedin_url?: string | null }[]
}

const PREFIX_LENGTH = 4

function push<K>(map: Map<K, number[]>, key: K | null, id: number) {
  if (key === null || key === '') return
  const list = map.get(key)
  if (list) {
    if (list[list.length - 1] !== id) list.push(id)
  } else map.set(key, [id])
}

function intersect(lists: number[][]): number[] {
  if (!lists.length) return []
  const [smallest, ...rest] = [...lists].sort((a, b) => a.length - b.length)
  const sets = rest.map((list) => new Set(list))
  return smallest!.filter((id) => sets.every((set) => set.has(id)))
}

/**
 * The candidate source over companies held in memory, with the same lookups the database
 * provides through its indexes: hash maps per identifier and, per country, posting lists for name
 * words and word prefixes. Used by the matching CLI against arbitrary reference files.
 */
export function createMemoryCandidateSource(companies: readonly ReferenceCompany[]): CandidateSource & { size: number } {
  const byId = new Map<number, CandidateCompany>()
  const registration = new Map<string, number[]>()
  const vat = new Map<string, number[]>()
  const domain = new Map<string, number[]>()
  const linkedin = new Map<string, number[]>()
  const email = new Map<string, { id: number; officer: number }[]>()
  const person = new Map<string, { id: number; officer: number }[]>()
  const words = new Map<string, number[]>()
  const prefixes = new Map<string, number[]>()
  const officerKeys: { email: string | null; linkedinSlug: string | null }[] = []

  for (const company of companies) {
    const country = countryKey(company.country) ?? company.country.trim().toLowerCase()
    const registrationNumber = company.registration_number ? normalizeRegistrationNumber(country, company.registration_number) : ''
    const candidate: CandidateCompany = {
      id: company.id,
      country,
      name: company.name,
      registrationNumber,
      vat: vatKey(company.vat, country),
      websiteDomain: websiteDomain(company.website),
      linkedinSlug: linkedinSlug(company.linkedin_url),
      isActive: (company.status ?? 'active').toLowerCase() === 'active',
    }
    byId.set(company.id, candidate)
    push(registration, registrationNumber ? `${country}|${registrationNumber}` : null, company.id)
    push(vat, candidate.vat, company.id)
    push(domain, candidate.websiteDomain, company.id)
    push(linkedin, candidate.linkedinSlug, company.id)
    for (const token of new Set(nameKey(company.name)?.normalized.split(' ') ?? [])) {
      push(words, `${country}|${token}`, company.id)
      push(prefixes, `${country}|${token.slice(0, PREFIX_LENGTH)}`, company.id)
    }
    for (const officer of company.officers ?? []) {
      const officerId = officerKeys.length
      const keys = { email: normalizeEmail(officer.email), linkedinSlug: linkedinSlug(officer.linkedin_url) }
      officerKeys.push(keys)
      if (keys.email) email.set(keys.email, [...(email.get(keys.email) ?? []), { id: company.id, officer: officerId }])
      if (keys.linkedinSlug) person.set(keys.linkedinSlug, [...(person.get(keys.linkedinSlug) ?? []), { id: company.id, officer: officerId }])
    }
  }

  const companiesFor = (ids: Iterable<number>) => [...ids].map((id) => byId.get(id)!).filter(Boolean)
  const withOfficers = (entries: { id: number; officer: number }[]) =>
    entries.map(({ id, officer }) => ({ ...byId.get(id)!, officer: { id: officer, ...officerKeys[officer]! } }))

  function searchName(country: string, searchWords: readonly string[], mode: NameSearchMode, limit: number): number[] {
    if (mode === 'any_word') {
      const counts = new Map<number, number>()
      for (const word of searchWords) for (const id of words.get(`${country}|${word}`) ?? []) counts.set(id, (counts.get(id) ?? 0) + 1)
      return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit).map(([id]) => id)
    }
    const index = mode === 'all_words' ? words : prefixes
    const lists = searchWords.map((word) => index.get(`${country}|${word}`) ?? [])
    return intersect(lists).slice(0, limit)
  }

  return {
    size: byId.size,
    byRegistrationNumber: async (keys) => companiesFor(keys.flatMap((key) => registration.get(`${key.country}|${key.value}`) ?? [])),
    byVat: async (values) => companiesFor(values.flatMap((value) => vat.get(value) ?? [])),
    byWebsiteDomain: async (values) => companiesFor(values.flatMap((value) => domain.get(value) ?? [])),
    byLinkedinCompany: async (values) => companiesFor(values.flatMap((value) => linkedin.get(value) ?? [])),
    byOfficerEmail: async (values) => withOfficers(values.flatMap((value) => email.get(value) ?? [])),
    byOfficerLinkedin: async (values) => withOfficers(values.flatMap((value) => person.get(value) ?? [])),
    byName: async (country, searchWords, mode, limit) => companiesFor(searchName(country, searchWords, mode, limit)),
  }
}
