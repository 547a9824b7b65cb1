import { linkedinSlug, normalizeCompanyName, normalizeRegistrationNumber, websiteDomain } from '@/modules/registry'
import { correctionsFor, FuzzyVocabulary } from './fuzzy-vocabulary'
import { countryKey, normalizeEmail, plainCountry, vatKey } from './normalize'
import { rarityWeights } from './similarity'
import { FormerNameIndex, type IndexedFormerName } from './former-names'
import { NameIndex, type IndexedName } from './name-index'
import type { CandidateCompany, CandidateSource } from './types'

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
  /** Former names (`previous`, the default, with the day they changed when known) and other names. */
  former_names?: { name: string; kind?: 'previous' | 'other'; until?: string | null }[]
}

function push<K>(map: Map<K, number[]>, key: K | null, id: number) {
  if (key === null || key === '') return
  const list = map.get(key)
  if (list) {
    if (list[list.length - 1] !== id) list.push(id)
  } else map.set(key, [id])
}

/**
 * The candidate source over companies held in memory, with the same lookups the database
 * provides through its indexes: hash maps per identifier, the name index (see name-index.ts) and a
 * typo-correcting vocabulary. Used by the matching CLI against arbitrary reference files.
 */
export function createMemoryCandidateSource(companies: readonly ReferenceCompany[]): CandidateSource & { size: number } {
  const byId = new Map<number, CandidateCompany>()
  const registration = new Map<string, number[]>()
  const vat = new Map<string, number[]>()
  const domain = new Map<string, number[]>()
  const linkedin = new Map<string, number[]>()
  const email = new Map<string, { id: number; officer: number }[]>()
  const person = new Map<string, { id: number; officer: number }[]>()
  const wordCounts = new Map<string, number>()
  const names: IndexedName[] = []
  const formerNames: IndexedFormerName[] = []
  const officerKeys: { email: string | null; linkedinSlug: string | null }[] = []

  for (const company of companies) {
    const country = countryKey(company.country) ?? plainCountry(company.country) ?? ''
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
    // Indexed as the registry's tables index names: the whole name normalised (name_normalized).
    const normalized = normalizeCompanyName(company.name)
    if (normalized) {
      names.push({ id: company.id, country, name: company.name, normalized, active: candidate.isActive })
      for (const token of new Set(normalized.split(' '))) wordCounts.set(token, (wordCounts.get(token) ?? 0) + 1)
    }
    for (const former of company.former_names ?? []) {
      const formerNormalized = normalizeCompanyName(former.name)
      if (formerNormalized)
        formerNames.push({
          companyId: company.id,
          country,
          name: former.name,
          normalized: formerNormalized,
          kind: former.kind ?? 'previous',
          until: former.until ?? null,
        })
    }
    for (const officer of company.officers ?? []) {
      const officerId = officerKeys.length
      const keys = { email: normalizeEmail(officer.email), linkedinSlug: linkedinSlug(officer.linkedin_url) }
      officerKeys.push(keys)
      if (keys.email) email.set(keys.email, [...(email.get(keys.email) ?? []), { id: company.id, officer: officerId }])
      if (keys.linkedinSlug)
        person.set(keys.linkedinSlug, [...(person.get(keys.linkedinSlug) ?? []), { id: company.id, officer: officerId }])
    }
  }

  const companiesFor = (ids: Iterable<number>) => [...ids].map((id) => byId.get(id)!).filter(Boolean)
  const withOfficers = (entries: { id: number; officer: number }[]) =>
    entries.map(({ id, officer }) => ({ ...byId.get(id)!, officer: { id: officer, ...officerKeys[officer]! } }))

  const vocabulary = new FuzzyVocabulary(wordCounts)
  const weights = rarityWeights((word) => vocabulary.count(word), byId.size)
  // Built on the first name lookup: lists matched by identifiers alone never pay for it.
  let nameIndex: Promise<NameIndex> | null = null
  const namesIndexed = () => (nameIndex ??= NameIndex.build(names.sort((a, b) => a.id - b.id)))
  const formerIndex = new FormerNameIndex(formerNames)

  return {
    size: byId.size,
    byRegistrationNumber: async (keys) => companiesFor(keys.flatMap((key) => registration.get(`${key.country}|${key.value}`) ?? [])),
    byVat: async (values) => companiesFor(values.flatMap((value) => vat.get(value) ?? [])),
    byWebsiteDomain: async (values) => companiesFor(values.flatMap((value) => domain.get(value) ?? [])),
    byLinkedinCompany: async (values) => companiesFor(values.flatMap((value) => linkedin.get(value) ?? [])),
    byOfficerEmail: async (values) => withOfficers(values.flatMap((value) => email.get(value) ?? [])),
    byOfficerLinkedin: async (values) => withOfficers(values.flatMap((value) => person.get(value) ?? [])),
    byCompactName: async (keys) => (await namesIndexed()).byCompactName(keys),
    byName: async (country, searchWords, mode, limit) =>
      (await namesIndexed()).byName(country, searchWords, mode, limit, correctionsFor(vocabulary, mode)),
    byTrigrams: async (country, compact, limit) => (await namesIndexed()).byTrigrams(country, compact, limit),
    byInitials: async (country, letters, limit) => (await namesIndexed()).byInitials(country, letters, limit),
    byIds: async (ids) => companiesFor(ids),
    nameWords: async () => ({ knows: (word) => vocabulary.has(word), weight: weights }),
    byFormerName: async (keys, limit) => formerIndex.lookup(keys, limit),
    formerNamesOf: async (ids) => formerIndex.ofCompanies(ids),
  }
}
