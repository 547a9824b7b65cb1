import { candidateNameKey, normalizeInput, type NormalizeOptions } from './normalize'
import { MATCH_REASONS, type MatchReasonCode } from './reasons'
import { gradeMatch, NAME_CLOSE, scoreCandidate, type ScoredCandidate } from './score'
import { wordSpellings } from './abbreviations'
import type { WordWeight } from './similarity'
import type { CandidateCompany, CandidateSource, MatchInput, MatchOutcome, NameSearchMode, NameWords, NormalizedInput, SearchWords } from './types'

const NAME_CANDIDATES = 25

type Keyed = Map<string, CandidateCompany[]>

function groupBy(candidates: CandidateCompany[], key: (candidate: CandidateCompany) => string | null): Keyed {
  const map: Keyed = new Map()
  for (const candidate of candidates) {
    const value = key(candidate)
    if (value === null) continue
    const list = map.get(value)
    if (list) list.push(candidate)
    else map.set(value, [candidate])
  }
  return map
}

function unique<T>(values: (T | null)[]): T[] {
  return [...new Set(values.filter((value): value is T => value !== null))]
}

/** Runs the index lookups for a whole batch at once: one query per identifier kind. */
async function lookupIdentifiers(rows: NormalizedInput[], source: CandidateSource) {
  const registrationKeys = new Map<string, { country: string; value: string }>()
  for (const row of rows) {
    if (row.country && row.registrationNumber) registrationKeys.set(`${row.country}|${row.registrationNumber}`, { country: row.country, value: row.registrationNumber })
  }
  const [byRegistration, byVat, byDomain, byLinkedin, byEmail, byPerson] = await Promise.all([
    registrationKeys.size ? source.byRegistrationNumber([...registrationKeys.values()]) : [],
    source.byVat(unique(rows.map((row) => row.vat))),
    source.byWebsiteDomain(unique(rows.map((row) => row.websiteDomain))),
    source.byLinkedinCompany(unique(rows.map((row) => row.linkedinCompany))),
    source.byOfficerEmail(unique(rows.map((row) => row.email))),
    source.byOfficerLinkedin(unique(rows.map((row) => row.linkedinPerson))),
  ])
  return {
    registration: groupBy(byRegistration, (company) => `${company.country}|${company.registrationNumber}`),
    vat: groupBy(byVat, (company) => company.vat),
    domain: groupBy(byDomain, (company) => company.websiteDomain),
    linkedin: groupBy(byLinkedin, (company) => company.linkedinSlug),
    email: groupBy(byEmail, (company) => company.officer?.email ?? null),
    person: groupBy(byPerson, (company) => company.officer?.linkedinSlug ?? null),
  }
}

/** Adds candidates, keeping one entry per company and an officer when any lookup found one. */
function addCandidates(into: Map<number, CandidateCompany>, candidates: CandidateCompany[] | undefined) {
  for (const candidate of candidates ?? []) {
    const existing = into.get(candidate.id)
    if (!existing || (!existing.officer && candidate.officer)) into.set(candidate.id, candidate)
  }
}

/** Trigram retrieval needs this many letters: shorter names share too few trigrams to rank by. */
const MIN_TRIGRAM_TEXT = 5

/**
 * Name retrieval in widening steps: the core name through the name index, then all words (any of
 * their spellings) in any order, then typo-corrected words (one typo per word), then character
 * trigrams of the name without spaces (typos in short words, letters or signs inside words, several
 * typos). Stops at the first step that finds a company with a close name.
 */
async function searchByName(row: NormalizedInput, source: CandidateSource, vocabulary: NameWords, retrieval: string[]): Promise<CandidateCompany[]> {
  const name = row.name
  if (!row.country || !name?.tokens.length) return []
  const weightOf = vocabulary.weight
  const spelled = name.tokens.map((token) => wordSpellings(token))
  // A word no registry name has cannot be found as it is: go straight to its corrections.
  const allKnown = spelled.every((options) => options.some(vocabulary.knows))
  const steps: [NameSearchMode, SearchWords][] = [
    ['core_name', name.core.split(' ').map((word) => [word])],
    ...(name.glued ? [['core_name', name.glued.core.split(' ').map((word) => [word])] as [NameSearchMode, SearchWords]] : []),
    ...(allKnown ? [['all_words', spelled] as [NameSearchMode, SearchWords]] : []),
    ['corrected_words', spelled],
  ]
  const collected: CandidateCompany[] = []
  const closeEnough = (found: CandidateCompany[]) => rank(row, found, weightOf).some((entry) => (entry.nameSimilarity ?? 0) >= NAME_CLOSE)
  for (const [mode, words] of steps) {
    const found = await source.byName(row.country, words, mode, NAME_CANDIDATES)
    retrieval.push(`name:${mode}`)
    collected.push(...found)
    if (closeEnough(found)) return collected
  }
  const compactCore = (name.glued?.core ?? name.core).replace(/ /g, '')
  if (compactCore.length >= MIN_TRIGRAM_TEXT) {
    retrieval.push('name:trigrams')
    collected.push(...(await source.byTrigrams(row.country, compactCore, NAME_CANDIDATES)))
  }
  return collected
}

function rank(row: NormalizedInput, candidates: Iterable<CandidateCompany>, weightOf: WordWeight): ScoredCandidate[] {
  const scored: ScoredCandidate[] = []
  for (const candidate of candidates) scored.push(scoreCandidate(row, candidate, candidateNameKey(candidate.name), weightOf))
  return scored.sort((a, b) => b.points - a.points || a.candidate.id - b.candidate.id)
}

/** True when the candidates already contain a company whose name agrees with the row. */
function nameSettled(row: NormalizedInput, ranked: ScoredCandidate[]): boolean {
  if (!row.name) return ranked.length > 0
  return ranked.some((entry) => (entry.nameSimilarity ?? 0) >= NAME_CLOSE)
}

type Identified = Awaited<ReturnType<typeof lookupIdentifiers>>

/** The candidates a row's identifiers found, with the retrieval steps that found them. */
function identifierCandidates(row: NormalizedInput, found: Identified) {
  const retrieval: string[] = []
  const candidates = new Map<number, CandidateCompany>()
  const take = (label: string, list: CandidateCompany[] | undefined) => {
    if (list?.length) retrieval.push(label)
    addCandidates(candidates, list)
  }
  if (row.country && row.registrationNumber) take('registration_number', found.registration.get(`${row.country}|${row.registrationNumber}`))
  if (row.vat) take('vat', found.vat.get(row.vat))
  if (row.websiteDomain) take('website', found.domain.get(row.websiteDomain))
  if (row.linkedinCompany) take('linkedin_company_url', found.linkedin.get(row.linkedinCompany))
  if (row.email) take('email', found.email.get(row.email))
  if (row.linkedinPerson) take('linkedin_person_url', found.person.get(row.linkedinPerson))
  return { retrieval, candidates }
}

type RowState = ReturnType<typeof identifierCandidates> & { ranked: ScoredCandidate[] }

async function finishRow(row: NormalizedInput, state: RowState, source: CandidateSource, vocabulary: NameWords): Promise<MatchOutcome> {
  const { retrieval, candidates } = state
  let ranked = state.ranked
  if (!nameSettled(row, ranked)) {
    addCandidates(candidates, await searchByName(row, source, vocabulary, retrieval))
    ranked = rank(row, candidates.values(), vocabulary.weight)
  }
  const [best, runnerUp = null] = ranked
  const explainBase = { retrieval, candidates: ranked.length, runnerUp: runnerUp ? { id: runnerUp.candidate.id, points: runnerUp.points } : null }
  const because = (code: MatchReasonCode) => ({ reasonCode: code, reason: MATCH_REASONS[code] })
  // A country the row names but nobody could read is said so, never a silent "nothing found".
  const unmatched = (code: MatchReasonCode) => (row.unrecognisedCountry ? because('country_not_recognised') : because(code))
  if (!best) {
    const fields = row.unrecognisedCountry ? [{ field: 'country' as const, input: row.unrecognisedCountry, candidate: null, similarity: 0, verdict: 'missing' as const }] : []
    return { matched: false, explain: { ...explainBase, fields, points: 0, ...unmatched('no_candidate') } }
  }
  const { grade, reason } = gradeMatch(best, runnerUp)
  if (!grade) return { matched: false, explain: { ...explainBase, fields: best.fields, points: best.points, ...unmatched(reason) } }
  const explain = { ...explainBase, fields: best.fields, points: best.points, ...because(reason) }
  return { matched: true, companyId: best.candidate.id, officerId: best.candidate.officer?.id ?? null, grade, explain }
}

/**
 * Matches a batch of rows: normalise, look identifiers up in one query per kind, then names
 * without spaces in one query for the rows the identifiers did not settle, search names row by
 * row only for the rest, score each candidate field by field and grade the best.
 */
export async function matchRows(inputs: readonly MatchInput[], source: CandidateSource, options: NormalizeOptions = {}): Promise<MatchOutcome[]> {
  const rows = inputs.map((input) => normalizeInput(input, options))
  const [found, vocabulary] = await Promise.all([lookupIdentifiers(rows, source), source.nameWords()])
  const weightOf = vocabulary.weight
  const states: RowState[] = rows.map((row) => {
    const state = identifierCandidates(row, found)
    return { ...state, ranked: rank(row, state.candidates.values(), weightOf) }
  })
  const compactKeys = new Map<string, { country: string; key: string }>()
  rows.forEach((row, index) => {
    if (!row.country || !row.name || nameSettled(row, states[index]!.ranked)) return
    for (const key of row.name.compactKeys) compactKeys.set(`${row.country}|${key}`, { country: row.country, key })
  })
  if (compactKeys.size) {
    const byCompact = groupBy(await source.byCompactName([...compactKeys.values()]), (company) => `${company.country}|${candidateNameKey(company.name)?.compact ?? ''}`)
    rows.forEach((row, index) => {
      const state = states[index]!
      if (!row.country || !row.name || nameSettled(row, state.ranked)) return
      const hits = row.name.compactKeys.flatMap((key) => byCompact.get(`${row.country}|${key}`) ?? [])
      if (!hits.length) return
      state.retrieval.push('name:compact')
      addCandidates(state.candidates, hits)
      state.ranked = rank(row, state.candidates.values(), weightOf)
    })
  }
  const outcomes: MatchOutcome[] = []
  for (let index = 0; index < rows.length; index++) outcomes.push(await finishRow(rows[index]!, states[index]!, source, vocabulary))
  return outcomes
}
