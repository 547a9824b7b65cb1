import { normalizeCompanyName } from '@/modules/registry'
import { candidateNameKey, normalizeInput, type NormalizeOptions } from './normalize'
import { answersKey, FORMER_NAME_LIMIT, formerNameKeys } from './former-names'
import { formerNameText, MATCH_REASONS, type MatchReasonCode } from './reasons'
import { gradeMatch, NAME_CLOSE, nameCloseness, scoreCandidate, type NameAgreement, type ScoredCandidate } from './score'
import { gradeForProbability, scoreMatch } from './match-model'
import { wordSpellings } from './abbreviations'
import type { WordWeight } from './similarity'
import type {
  CandidateCompany,
  CandidateSource,
  FormerName,
  FormerNameHit,
  FormerNameKey,
  Grade,
  MatchInput,
  MatchOutcome,
  NameHit,
  NameSearchMode,
  NameWords,
  NormalizedInput,
  SearchWords,
} from './types'

const NAME_CANDIDATES = 25

function groupBy<T>(candidates: T[], key: (candidate: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const candidate of candidates) {
    const value = key(candidate)
    if (value === null) continue
    const list = map.get(value)
    if (list) list.push(candidate)
    else map.set(value, [candidate])
  }
  return map
}

/** The country a row's registration number is read in: the one it names or, failing that, hints at. */
function registrationCountry(row: NormalizedInput): string | null {
  return row.country ?? row.countryHint
}

function unique<T>(values: (T | null)[]): T[] {
  return [...new Set(values.filter((value): value is T => value !== null))]
}

/** Runs the index lookups for a whole batch at once: one query per identifier kind. */
async function lookupIdentifiers(rows: NormalizedInput[], source: CandidateSource) {
  const registrationKeys = new Map<string, { country: string; value: string }>()
  for (const row of rows) {
    const country = registrationCountry(row)
    if (country && row.registrationNumber)
      registrationKeys.set(`${country}|${row.registrationNumber}`, { country, value: row.registrationNumber })
    // A number without a country: its normal form in every country, through the same index.
    for (const key of row.registrationAnywhere?.keys ?? []) registrationKeys.set(`${key.country}|${key.value}`, key)
  }
  const [byRegistration, byVat, byDomain, byLinkedin, byEmail, byPerson] = await Promise.all([
    registrationKeys.size ? source.byRegistrationNumber([...registrationKeys.values()]) : [],
    source.byVat(unique(rows.flatMap((row) => [row.vat, ...(row.vatAnywhere?.keys ?? [])]))),
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

export type RowState = {
  /** How candidates were found, in order, for the explain plan. */
  retrieval: string[]
  /** Companies read in full: found by an identifier, or by name once the batch is read. */
  candidates: Map<number, CandidateCompany>
  /** Companies the name lookups found, read in full for the whole batch at once. */
  hits: Map<number, NameHit>
  /** How alike the row's name and each name seen so far are, so no name is compared twice. */
  closeness: Map<string, NameAgreement>
  /**
   * Companies found by a former or other name close to the row's: kept apart until the current
   * names were searched (a former name never spares the search for the company that bears the
   * name today), then added to `hits` under the former name.
   */
  formerHits: Map<number, FormerNameHit>
}

function agreementOf(row: NormalizedInput, state: RowState, name: string, weightOf: WordWeight): NameAgreement {
  let value = state.closeness.get(name)
  if (value === undefined) {
    value = nameCloseness(row.name, candidateNameKey(name), weightOf)
    state.closeness.set(name, value)
  }
  return value
}

function closenessOf(row: NormalizedInput, state: RowState, name: string, weightOf: WordWeight): number {
  return agreementOf(row, state, name, weightOf).similarity
}

/** True when a company of this name agrees with the row's name. */
function closeName(row: NormalizedInput, state: RowState, name: string, weightOf: WordWeight): boolean {
  return closenessOf(row, state, name, weightOf) >= NAME_CLOSE
}

/** True when the candidates already contain a company whose name agrees with the row. */
function nameSettled(row: NormalizedInput, state: RowState, weightOf: WordWeight): boolean {
  if (!row.name) return state.candidates.size > 0
  for (const candidate of state.candidates.values()) if (closeName(row, state, candidate.name, weightOf)) return true
  for (const hit of state.hits.values()) if (closeName(row, state, hit.name, weightOf)) return true
  return false
}

/**
 * Name retrieval in widening steps: the core name through the name index, then all words (any of
 * their spellings) in any order, then typo-corrected words (one typo per word), then character
 * trigrams of the name without spaces (typos in short words, letters or signs inside words, several
 * typos). Stops at the first step that finds a company with a close name. A row written as an
 * initialism is first looked up by the registry's initials too.
 */
async function searchByName(row: NormalizedInput, source: CandidateSource, vocabulary: NameWords, state: RowState): Promise<void> {
  const name = row.name
  // Its country; every country (null) when it has none or names one nobody recognises (the row then says so).
  const country = row.country
  if (!name?.tokens.length) return
  const spelled = name.tokens.map((token) => wordSpellings(token))
  // A word no registry name has cannot be found as it is: go straight to its corrections.
  const allKnown = spelled.every((options) => options.some(vocabulary.knows))
  // The words of each other reading of the legal form ("jach p4c" is also "jach" with a PLC).
  const readingWords = name.readings
    .map((reading) => reading.core.split(' ').filter(Boolean))
    .filter((words) => words.length && words.join(' ') !== name.tokens.join(' '))
    .map((words) => words.map((word) => wordSpellings(word)))
  const steps: [NameSearchMode, SearchWords][] = [
    ['core_name', name.core.split(' ').map((word) => [word])],
    ...name.readings.map((reading): [NameSearchMode, SearchWords] => ['core_name', reading.core.split(' ').map((word) => [word])]),
    ...(allKnown ? [['all_words', spelled] as [NameSearchMode, SearchWords]] : []),
    ['corrected_words', spelled],
    ...readingWords.map((words): [NameSearchMode, SearchWords] => ['corrected_words', words]),
  ]
  const take = (found: NameHit[]) => {
    for (const hit of found) if (!state.candidates.has(hit.id)) state.hits.set(hit.id, hit)
  }
  // A name written as an initialism ("IBM") is also looked up by the registry's initials, but that
  // never ends the search: an all-capitals list writes "ACMF" for a typo of "Acme" as well.
  if (name.initialism) {
    state.retrieval.push('name:initials')
    take(await source.byInitials(country, name.initialism, NAME_CANDIDATES))
  }
  for (const [mode, words] of steps) {
    const found = await source.byName(country, words, mode, NAME_CANDIDATES)
    state.retrieval.push(`name:${mode}`)
    take(found)
    if (found.some((hit) => closeName(row, state, hit.name, vocabulary.weight))) return
  }
  const compactCore = (name.readings[0]?.core ?? name.core).replace(/ /g, '')
  if (compactCore.length >= MIN_TRIGRAM_TEXT) {
    state.retrieval.push('name:trigrams')
    const found = await source.byTrigrams(country, compactCore, NAME_CANDIDATES)
    take(found)
    if (found.some((hit) => closeName(row, state, hit.name, vocabulary.weight))) return
  }
  // Short words with two letters wrong ("Twwe LLC", "Iahke Ltd") share no trigram and no one-typo
  // correction with the name: their words within two edits, as a last step.
  // Signs can split a word into fragments ("H^els": "h els", "Sx}itär": "sx itar"): those are
  // also looked for joined to the word after them.
  const joined = [spelled, ...readingWords]
    .filter((words) => words.length > 1 && words.some((options) => options[0]!.length <= 2))
    .map((words) => joinFragments(words.map((options) => options[0]!)).map((word) => [word]))
  for (const words of [spelled, ...readingWords, ...joined]) {
    if (!words.some((options) => options[0]!.length <= DISTANT_WORD_MAX)) continue
    state.retrieval.push('name:distant_words')
    const found = await source.byName(country, words, 'distant_words', NAME_CANDIDATES)
    take(found)
    if (found.some((hit) => closeName(row, state, hit.name, vocabulary.weight))) return
  }
}

/** Words of one or two letters joined to the word after them (the last to the one before it). */
function joinFragments(words: readonly string[]): string[] {
  const joined: string[] = []
  let pending = ''
  for (const word of words) {
    const text = pending + word
    if (text.length <= 2) pending = text
    else {
      joined.push(text)
      pending = ''
    }
  }
  if (pending) {
    if (joined.length) joined[joined.length - 1] += pending
    else joined.push(pending)
  }
  return joined
}

/** Words up to this long are also looked for two edits away (see FuzzyVocabulary.distantCorrections). */
const DISTANT_WORD_MAX = 7

/**
 * A candidate scored against the row: by its current name or, when one of its former or other
 * names agrees better with the row's name, by that name (ScoredCandidate.formerName). A current
 * name that agrees as well wins.
 */
function scoreAgainst(row: NormalizedInput, state: RowState, candidate: CandidateCompany, weightOf: WordWeight): ScoredCandidate {
  let agreement = agreementOf(row, state, candidate.name, weightOf)
  let former: FormerName | null = null
  for (const other of candidate.formerNames ?? []) {
    const value = agreementOf(row, state, other.name, weightOf)
    if (value.similarity > agreement.similarity) {
      agreement = value
      former = other
    }
  }
  return scoreCandidate(row, candidate, candidateNameKey(former?.name ?? candidate.name), weightOf, agreement, former)
}

function rank(row: NormalizedInput, state: RowState, weightOf: WordWeight): ScoredCandidate[] {
  const scored: ScoredCandidate[] = []
  for (const candidate of state.candidates.values()) scored.push(scoreAgainst(row, state, candidate, weightOf))
  return scored.sort((a, b) => b.points - a.points || a.candidate.id - b.candidate.id)
}

type Identified = Awaited<ReturnType<typeof lookupIdentifiers>>

/** The candidates a row's identifiers found, with the retrieval steps that found them. */
function identifierCandidates(row: NormalizedInput, found: Identified): RowState {
  const state: RowState = { retrieval: [], candidates: new Map(), hits: new Map(), closeness: new Map(), formerHits: new Map() }
  const take = (label: string, list: CandidateCompany[] | undefined) => {
    if (list?.length) state.retrieval.push(label)
    addCandidates(state.candidates, list)
  }
  const country = registrationCountry(row)
  if (country && row.registrationNumber) take('registration_number', found.registration.get(`${country}|${row.registrationNumber}`))
  if (row.registrationAnywhere)
    take(
      'registration_number',
      row.registrationAnywhere.keys.flatMap((key) => found.registration.get(`${key.country}|${key.value}`) ?? []),
    )
  if (row.vat) take('vat', found.vat.get(row.vat))
  if (row.vatAnywhere)
    take(
      'vat',
      row.vatAnywhere.keys.flatMap((key) => found.vat.get(key) ?? []),
    )
  if (row.websiteDomain) take('website', found.domain.get(row.websiteDomain))
  if (row.linkedinCompany) take('linkedin_company_url', found.linkedin.get(row.linkedinCompany))
  if (row.email) take('email', found.email.get(row.email))
  if (row.linkedinPerson) take('linkedin_person_url', found.person.get(row.linkedinPerson))
  return state
}

/**
 * Looks the rows' names up among former and other names, in one lookup for the batch (see
 * formerNameKeys): the companies whose former name is close to a row's wait in its `formerHits`.
 */
async function searchFormerNames(
  rows: NormalizedInput[],
  states: RowState[],
  wanted: boolean[],
  source: CandidateSource,
  weightOf: WordWeight,
): Promise<void> {
  if (!source.byFormerName) return
  const keysOf = rows.map((row, index) => {
    return wanted[index] && row.name ? formerNameKeys(row.country, row.name) : []
  })
  const keys = new Map<string, FormerNameKey>()
  for (const key of keysOf.flat()) keys.set(`${key.country ?? '*'}|${key.match}|${key.text}`, key)
  if (!keys.size) return
  const found = await source.byFormerName([...keys.values()], FORMER_NAME_LIMIT)
  rows.forEach((row, index) => {
    const own = keysOf[index]!
    if (!own.length) return
    const state = states[index]!
    let any = false
    for (const hit of found) {
      if (!own.some((key) => answersKey(key, hit)) || !closeName(row, state, hit.name, weightOf)) continue
      const held = state.formerHits.get(hit.id)
      if (!held || closenessOf(row, state, hit.name, weightOf) > closenessOf(row, state, held.name, weightOf))
        state.formerHits.set(hit.id, hit)
      any = true
    }
    if (any) state.retrieval.push('name:former')
  })
}

/**
 * Adds the companies found by a former name to the row's name hits, under that name, unless they
 * are candidates already or a name lookup found them under a name at least as close.
 */
function takeFormerHits(row: NormalizedInput, state: RowState, weightOf: WordWeight): void {
  for (const [id, hit] of state.formerHits) {
    if (state.candidates.has(id)) continue
    const held = state.hits.get(id)
    if (held && closenessOf(row, state, held.name, weightOf) >= closenessOf(row, state, hit.name, weightOf)) continue
    // Without `isActive` the company is always read (readNameHits): the hit's name is not its name.
    state.hits.set(id, { id, country: hit.country, name: hit.name })
  }
}

/**
 * Reads the former and other names of the candidates whose current name is not the row's, in one
 * lookup for the batch: a row may name a company by its old name, found by an identifier or by name.
 */
async function readFormerNames(rows: NormalizedInput[], states: RowState[], source: CandidateSource, weightOf: WordWeight): Promise<void> {
  if (!source.formerNamesOf) return
  const ids = new Set<number>()
  states.forEach((state, index) => {
    const row = rows[index]!
    if (!row.name) return
    for (const candidate of state.candidates.values())
      if (agreementOf(row, state, candidate.name, weightOf).similarity < 1) ids.add(candidate.id)
  })
  if (!ids.size) return
  const names = await source.formerNamesOf([...ids])
  if (!names.size) return
  for (const state of states)
    for (const [id, candidate] of state.candidates) {
      const formerNames = names.get(id)
      if (!formerNames?.length) continue
      const withNames = { ...candidate, formerNames }
      // A candidate made from a name hit stays one to confirm (confirmBestFromHits).
      if (unread.has(candidate)) unread.add(withNames)
      state.candidates.set(id, withNames)
    }
}

/** Names found by name lookups that are not close are still compared in full, this many per row (the closest). */
const UNLIKE_NAMES_COMPARED = 3

/**
 * Reads the companies the rows' names found, in one lookup for the batch, into the rows'
 * candidates: every company whose name is close to the row's (only those can be graded or make a
 * grade ambiguous: an unlike name costs more points than any other field can give back without
 * an identifier, and identifier candidates are read already). A row with no close name also gets
 * the closest few of the others, so its explain plan shows the nearest names it was compared
 * with; next to a close name they could change nothing but the runner-up shown.
 */
async function readNameHits(rows: NormalizedInput[], states: RowState[], source: CandidateSource, weightOf: WordWeight): Promise<void> {
  const wanted = states.map((state, index) => {
    const row = rows[index]!
    const scored = [...state.hits.values()]
      .filter((hit) => !state.candidates.has(hit.id))
      .map((hit) => ({ hit, closeness: closenessOf(row, state, hit.name, weightOf) }))
    const close = scored.filter((entry) => entry.closeness >= NAME_CLOSE)
    if (close.length) return close.map((entry) => entry.hit.id)
    const nearest = scored.sort((a, b) => b.closeness - a.closeness || a.hit.id - b.hit.id).slice(0, UNLIKE_NAMES_COMPARED)
    return nearest.map((entry) => entry.hit.id)
  })
  // A row with no identifier compares a company's name, country and status only: a hit that
  // carries its status is scored as it is, and only the others are read.
  const scoredAsFound = (row: NormalizedInput, hit: NameHit) => hit.isActive !== undefined && !hasIdentifier(row)
  const ids = new Set(wanted.flatMap((list, index) => list.filter((id) => !scoredAsFound(rows[index]!, states[index]!.hits.get(id)!))))
  const companies = ids.size
    ? new Map((await source.byIds([...ids])).map((company) => [company.id, company]))
    : new Map<number, CandidateCompany>()
  states.forEach((state, index) => {
    for (const id of wanted[index]!) {
      const hit = state.hits.get(id)!
      const company = scoredAsFound(rows[index]!, hit) ? hitAsCandidate(hit) : companies.get(id)
      // A company removed since the name index read it is simply not a candidate any more.
      if (company) state.candidates.set(id, company)
    }
  })
}

/** Candidates made from name hits, not read from the database (see hitAsCandidate). */
const unread = new WeakSet<CandidateCompany>()

/**
 * A row's best candidate, when it was scored from a name hit, is read in full before the row is
 * graded: one query for the batch. A company removed since the name index was built is dropped and
 * the next best is confirmed in turn, so a removed company never ends as a match; a confirmed one
 * is scored again as it is now (its status may have changed) and its registry values enter the
 * explain plan. A removed runner-up can only make a grade more cautious, never a wrong match.
 */
async function confirmBestFromHits(
  rows: NormalizedInput[],
  states: RowState[],
  ranked: ScoredCandidate[][],
  source: CandidateSource,
  weightOf: WordWeight,
): Promise<void> {
  let pending = ranked.map((_, index) => index)
  while (pending.length) {
    const unconfirmed = pending.filter((index) => {
      const best = ranked[index]![0]?.candidate
      return best !== undefined && unread.has(best)
    })
    if (!unconfirmed.length) return
    const read = new Map(
      (await source.byIds([...new Set(unconfirmed.map((index) => ranked[index]![0]!.candidate.id))])).map((company) => [
        company.id,
        company,
      ]),
    )
    for (const index of unconfirmed) {
      const list = ranked[index]!
      const company = read.get(list[0]!.candidate.id)
      if (!company) {
        list.shift()
        continue
      }
      const formerNames = list[0]!.candidate.formerNames
      list[0] = scoreAgainst(rows[index]!, states[index]!, formerNames ? { ...company, formerNames } : company, weightOf)
      list.sort((a, b) => b.points - a.points || a.candidate.id - b.candidate.id)
    }
    pending = unconfirmed
  }
}

function hasIdentifier(row: NormalizedInput): boolean {
  return Boolean(
    row.registrationNumber ||
    row.registrationAnywhere ||
    row.vat ||
    row.vatAnywhere ||
    row.websiteDomain ||
    row.linkedinCompany ||
    row.linkedinPerson ||
    row.email,
  )
}

/**
 * A name hit as a candidate for a row without identifiers. Its identifiers are left empty: the
 * row has none to compare them with, so each field is "missing" either way and the points are the
 * same. Only the candidate that ends best is read (confirmBestFromHits).
 */
function hitAsCandidate(hit: NameHit): CandidateCompany {
  const candidate = {
    id: hit.id,
    country: hit.country,
    name: hit.name,
    registrationNumber: '',
    vat: null,
    websiteDomain: null,
    linkedinSlug: null,
    isActive: hit.isActive === true,
  }
  unread.add(candidate)
  return candidate
}

const GRADE_ORDER = ['A', 'B', 'C'] as const

/** The lower of two grades (null is lowest). */
function lowerGrade(a: Grade | null, b: Grade | null): Grade | null {
  if (!a || !b) return null
  return GRADE_ORDER[Math.max(GRADE_ORDER.indexOf(a), GRADE_ORDER.indexOf(b))]!
}

/**
 * The grade of a row's best candidate: the evidence rules (gradeMatch) say the highest grade that
 * kind of evidence may reach, and the calibrated probability (match-model.ts) whether the row
 * reaches it. The model may hold a grade back or drop a match, never raise one: it was fitted on
 * generated noise, and the rules keep what no generated list can vouch for (a guessed legal form, a
 * trade name, a country only hinted at) below A on any list.
 */
function gradeRow(row: NormalizedInput, state: RowState, ranked: ScoredCandidate[], weightOf: WordWeight): MatchOutcome {
  const [best, runnerUp = null] = ranked
  const explainBase = {
    retrieval: state.retrieval,
    candidates: ranked.length,
    runnerUp: runnerUp ? { id: runnerUp.candidate.id, points: runnerUp.points } : null,
    country: row.countryReading,
  }
  const former = best?.formerName ?? null
  // A match through a former name says which, and until when ("former name, until 2019-03-01").
  const because = (code: MatchReasonCode) => ({
    ...(former ? { formerName: former } : {}),
    reasonCode: code,
    reason: !former
      ? MATCH_REASONS[code]
      : code === 'former_name' || code === 'other_name'
        ? formerNameText(former)
        : `${MATCH_REASONS[code]} (${formerNameText(former)})`,
  })
  // A country the row names but nobody could read is said so, never a silent "nothing found", and
  // its field shows what the row says (the row was searched as one without a country).
  const unmatched = (code: MatchReasonCode) => (row.unrecognisedCountry ? because('country_not_recognised') : because(code))
  const typedCountry = row.unrecognisedCountry
  const shownFields = (fields: ScoredCandidate['fields']): ScoredCandidate['fields'] =>
    typedCountry === null
      ? fields
      : [
          {
            field: 'country',
            input: typedCountry,
            candidate: fields.find((entry) => entry.field === 'country')?.candidate ?? null,
            similarity: 0,
            verdict: 'missing',
          },
          ...fields.filter((entry) => entry.field !== 'country'),
        ]
  if (!best) return { matched: false, explain: { ...explainBase, fields: shownFields([]), points: 0, ...unmatched('no_candidate') } }
  const { grade: ceiling, reason } = gradeMatch(best, runnerUp)
  if (!ceiling)
    return { matched: false, explain: { ...explainBase, fields: shownFields(best.fields), points: best.points, ...unmatched(reason) } }
  const { probability, contributions } = scoreMatch(row, best, runnerUp, weightOf)
  const score = { probability: Math.round(probability * 1000) / 1000, contributions }
  const grade = lowerGrade(ceiling, gradeForProbability(probability))
  if (!grade)
    return {
      matched: false,
      explain: { ...explainBase, fields: shownFields(best.fields), points: best.points, score, ...unmatched('match_unlikely') },
    }
  const explain = { ...explainBase, fields: shownFields(best.fields), points: best.points, score, ...because(reason) }
  return { matched: true, companyId: best.candidate.id, officerId: best.candidate.officer?.id ?? null, grade, explain }
}

/**
 * Matches a batch of rows: normalise, look identifiers up in one query per kind, then names
 * without spaces in one query for the rows the identifiers did not settle, search names row by
 * row only for the rest, read every company the names found in one query, then score each
 * candidate field by field and grade the best.
 */
export async function matchRows(
  inputs: readonly MatchInput[],
  source: CandidateSource,
  options: NormalizeOptions = {},
): Promise<MatchOutcome[]> {
  return (await matchRowsWithClosest(inputs, source, 0, options)).map((match) => match.outcome)
}

/** A row's outcome and the closest companies it was compared with, best first. */
export type OutcomeWithClosest = { outcome: MatchOutcome; closest: { id: number; points: number }[] }

/** matchRows, with each row's `closest` candidates (at most that many) as the grading ranked them. */
export async function matchRowsWithClosest(
  inputs: readonly MatchInput[],
  source: CandidateSource,
  closest: number,
  options: NormalizeOptions = {},
): Promise<OutcomeWithClosest[]> {
  const { rows, states, ranked, weightOf } = await rankRows(inputs, source, options)
  return rows.map((row, index) => ({
    outcome: gradeRow(row, states[index]!, ranked[index]!, weightOf),
    closest: ranked[index]!.slice(0, closest).map((scored) => ({ id: scored.candidate.id, points: scored.points })),
  }))
}

/** A batch's rows, normalised, with their candidates scored best first (what grading reads). */
export type RankedRows = { rows: NormalizedInput[]; states: RowState[]; ranked: ScoredCandidate[][]; weightOf: WordWeight }

/** Everything matchRows does but grading: for fitting the score (scripts/fit-matching-model.ts). */
export async function rankRows(
  inputs: readonly MatchInput[],
  source: CandidateSource,
  options: NormalizeOptions = {},
): Promise<RankedRows> {
  const rows = inputs.map((input) => normalizeInput(input, options))
  await source.refresh?.()
  const [found, vocabulary] = await Promise.all([lookupIdentifiers(rows, source), source.nameWords()])
  const weightOf = vocabulary.weight
  const states = rows.map((row) => identifierCandidates(row, found))
  const unsettled = (index: number) => {
    const row = rows[index]!
    return Boolean(row.name) && !nameSettled(row, states[index]!, weightOf)
  }
  const needsName = rows.map((_, index) => unsettled(index))
  const compactKeys = new Map<string, { country: string | null; key: string }>()
  rows.forEach((row, index) => {
    if (!needsName[index]) return
    for (const key of row.name!.compactKeys) compactKeys.set(`${row.country ?? '*'}|${key}`, { country: row.country, key })
  })
  if (compactKeys.size) {
    // Grouped by the compact name alone (as the index holds it: the whole name, notes and all): a
    // row without a country takes the hits of every country.
    const byCompact = groupBy(
      await source.byCompactName([...compactKeys.values()]),
      (hit) => normalizeCompanyName(hit.name).replace(/ /g, '') || null,
    )
    rows.forEach((row, index) => {
      if (!needsName[index]) return
      const hits = row.name!.compactKeys.flatMap((key) =>
        (byCompact.get(key) ?? []).filter((hit) => !row.country || hit.country === row.country),
      )
      if (!hits.length) return
      const state = states[index]!
      state.retrieval.push('name:compact')
      for (const hit of hits) if (!state.candidates.has(hit.id)) state.hits.set(hit.id, hit)
    })
  }
  // Former and other names, in one lookup for the rows whose name nothing has settled yet.
  await searchFormerNames(
    rows,
    states,
    rows.map((_, index) => needsName[index]! && unsettled(index)),
    source,
    weightOf,
  )
  for (let index = 0; index < rows.length; index++) {
    if (needsName[index] && unsettled(index)) await searchByName(rows[index]!, source, vocabulary, states[index]!)
  }
  states.forEach((state, index) => takeFormerHits(rows[index]!, state, weightOf))
  await readNameHits(rows, states, source, weightOf)
  await readFormerNames(rows, states, source, weightOf)
  const ranked = rows.map((row, index) => rank(row, states[index]!, weightOf))
  await confirmBestFromHits(rows, states, ranked, source, weightOf)
  return { rows, states, ranked, weightOf }
}
