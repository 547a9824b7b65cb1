import { nameKey, normalizeInput } from './normalize'
import { MATCH_REASONS, type MatchReasonCode } from './reasons'
import { gradeMatch, NAME_CLOSE, scoreCandidate, type ScoredCandidate } from './score'
import type { CandidateCompany, CandidateSource, MatchInput, MatchOutcome, NameSearchMode, NormalizedInput } from './types'

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

/**
 * Name retrieval in widening steps: the core name through the name index, then all words in any
 * order, then typo-corrected words (one typo per word). Stops at
 * the first step that finds a company with a close name.
 */
async function searchByName(row: NormalizedInput, source: CandidateSource, retrieval: string[]): Promise<CandidateCompany[]> {
  const name = row.name
  if (!row.country || !name?.tokens.length) return []
  const steps: [NameSearchMode, readonly string[]][] = [
    ['core_name', name.core.split(' ')],
    ['all_words', name.tokens],
    ['corrected_words', name.tokens],
  ]
  const collected: CandidateCompany[] = []
  for (const [mode, words] of steps) {
    const found = await source.byName(row.country, words, mode, NAME_CANDIDATES)
    retrieval.push(`name:${mode}`)
    collected.push(...found)
    if (rank(row, found).some((entry) => (entry.nameSimilarity ?? 0) >= NAME_CLOSE)) break
  }
  return collected
}

function rank(row: NormalizedInput, candidates: Iterable<CandidateCompany>): ScoredCandidate[] {
  const scored: ScoredCandidate[] = []
  for (const candidate of candidates) scored.push(scoreCandidate(row, candidate, nameKey(candidate.name)))
  return scored.sort((a, b) => b.points - a.points || a.candidate.id - b.candidate.id)
}

/** True when the identifier candidates already contain a company whose name agrees with the row. */
function nameSettled(row: NormalizedInput, ranked: ScoredCandidate[]): boolean {
  if (!row.name) return ranked.length > 0
  return ranked.some((entry) => (entry.nameSimilarity ?? 0) >= NAME_CLOSE)
}

async function matchRow(row: NormalizedInput, found: Awaited<ReturnType<typeof lookupIdentifiers>>, source: CandidateSource): Promise<MatchOutcome> {
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

  let ranked = rank(row, candidates.values())
  if (!nameSettled(row, ranked)) {
    addCandidates(candidates, await searchByName(row, source, retrieval))
    ranked = rank(row, candidates.values())
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
 * Matches a batch of rows: normalise, look identifiers up in one query per kind, search names only
 * for rows the identifiers did not settle, score each candidate field by field and grade the best.
 */
export async function matchRows(inputs: readonly MatchInput[], source: CandidateSource): Promise<MatchOutcome[]> {
  const rows = inputs.map(normalizeInput)
  const found = await lookupIdentifiers(rows, source)
  const outcomes: MatchOutcome[] = []
  for (const row of rows) outcomes.push(await matchRow(row, found, source))
  return outcomes
}
