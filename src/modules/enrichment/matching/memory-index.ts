import { normalizeRegistrationNumber } from '../../registry/identifiers'
import { linkedinSlug, websiteDomain } from '../../registry/normalize'
import { FuzzyVocabulary } from './fuzzy-vocabulary'
import { countryKey, nameKey, normalizeEmail, plainCountry, vatKey } from './normalize'
import { rarityWeights } from './similarity'
import { RAREST_TRIGRAMS, TRIGRAM_SHORTLIST, trigramSimilarity, trigramsOf } from './trigrams'
import type { CandidateCompany, CandidateSource, NameSearchMode, SearchWords } from './types'

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
 * words and a typo-correcting vocabulary. Used by the matching CLI against arbitrary reference files.
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
  const cores = new Map<string, number[]>()
  const compacts = new Map<string, number[]>()
  const trigramPostings = new Map<string, number[]>()
  const compactOf = new Map<number, string>()
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
    const key = nameKey(company.name)
    push(cores, key ? `${country}|${key.core}` : null, company.id)
    if (key) {
      push(compacts, `${country}|${key.compact}`, company.id)
      compactOf.set(company.id, key.compact)
      for (const gram of new Set(trigramsOf(key.compact))) push(trigramPostings, `${country}|${gram}`, company.id)
    }
    for (const token of new Set(key?.normalized.split(' ') ?? [])) {
      push(words, `${country}|${token}`, company.id)
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

  let vocabulary: FuzzyVocabulary | null = null
  const vocabularyOf = () => {
    if (vocabulary) return vocabulary
    const counts = new Map<string, number>()
    for (const [key, ids] of words) {
      const word = key.slice(key.indexOf('|') + 1)
      counts.set(word, (counts.get(word) ?? 0) + ids.length)
    }
    return (vocabulary = new FuzzyVocabulary(counts))
  }

  const namesWith = (word: string) => vocabularyOf().count(word)
  const weights = rarityWeights(namesWith, byId.size)

  function searchName(country: string, searchWords: SearchWords, mode: NameSearchMode, limit: number): number[] {
    if (mode === 'core_name') return (cores.get(`${country}|${searchWords.map((options) => options[0]).join(' ')}`) ?? []).slice(0, limit)
    const alternatives = mode === 'corrected_words' ? searchWords.map((options) => [...new Set(options.flatMap((word) => vocabularyOf().corrections(word)))]) : searchWords
    const lists = alternatives.map((options) => [...new Set(options.flatMap((option) => words.get(`${country}|${option}`) ?? []))])
    return intersect(lists).slice(0, limit)
  }

  /** The companies sharing the most of the text's rarest trigrams (as the SQL sources rank them). */
  function searchTrigrams(country: string, compact: string, limit: number): number[] {
    const grams = [...new Set(trigramsOf(compact))]
      .map((gram) => ({ gram, postings: trigramPostings.get(`${country}|${gram}`) ?? [] }))
      .filter((entry) => entry.postings.length)
      .sort((a, b) => a.postings.length - b.postings.length)
      .slice(0, RAREST_TRIGRAMS)
    const shared = new Map<number, number>()
    for (const { postings } of grams) for (const id of postings) shared.set(id, (shared.get(id) ?? 0) + 1)
    // As the SQL sources: a shortlist by shared rare grams, then ordered by similarity once each.
    const shortlist = [...shared]
      .filter(([, count]) => count >= Math.min(2, grams.length))
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, TRIGRAM_SHORTLIST)
      .map(([id, count]) => ({ id, rank: count + trigramSimilarity(compact, compactOf.get(id)!) }))
    return shortlist
      .sort((a, b) => b.rank - a.rank || a.id - b.id)
      .slice(0, limit)
      .map(({ id }) => id)
  }

  return {
    size: byId.size,
    byRegistrationNumber: async (keys) => companiesFor(keys.flatMap((key) => registration.get(`${key.country}|${key.value}`) ?? [])),
    byVat: async (values) => companiesFor(values.flatMap((value) => vat.get(value) ?? [])),
    byWebsiteDomain: async (values) => companiesFor(values.flatMap((value) => domain.get(value) ?? [])),
    byLinkedinCompany: async (values) => companiesFor(values.flatMap((value) => linkedin.get(value) ?? [])),
    byOfficerEmail: async (values) => withOfficers(values.flatMap((value) => email.get(value) ?? [])),
    byOfficerLinkedin: async (values) => withOfficers(values.flatMap((value) => person.get(value) ?? [])),
    byCompactName: async (keys) => companiesFor(keys.flatMap((key) => compacts.get(`${key.country}|${key.key}`) ?? [])),
    byName: async (country, searchWords, mode, limit) => companiesFor(searchName(country, searchWords, mode, limit)),
    byTrigrams: async (country, compact, limit) => companiesFor(searchTrigrams(country, compact, limit)),
    nameWords: async () => ({ knows: (word) => vocabularyOf().has(word), weight: weights }),
  }
}
