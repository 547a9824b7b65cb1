import type { MatchReasonCode } from './reasons'
import { nameSimilarity } from './similarity'
import type { CandidateCompany, FieldScore, FieldVerdict, Grade, NormalizedInput } from './types'

/** Identifiers that name one company (or person) on their own. */
const STRONG_FIELDS = new Set<FieldScore['field']>(['registration_number', 'vat', 'linkedin_company_url', 'linkedin_person_url', 'email'])

/** Points per field: identifiers outweigh the name; a contradicting identifier costs points. */
const POINTS = {
  strongExact: 40,
  strongDifferent: -25,
  websiteExact: 25,
  websiteDifferent: -10,
  name: 30,
  nameUnlike: -20,
  countryExact: 5,
  countryDifferent: -30,
} as const

/** Similarity at or above which names count as "close" rather than "different". */
export const NAME_CLOSE = 0.82
/** Same core name with a different or missing legal form. */
const LEGAL_FORM_ONLY = 0.97

export type ScoredCandidate = { candidate: CandidateCompany; fields: FieldScore[]; points: number; nameSimilarity: number | null }

function compareExact(field: FieldScore['field'], input: string | null, candidate: string | null): FieldScore {
  if (!input || !candidate) return { field, input, candidate, similarity: 0, verdict: 'missing' }
  const same = input === candidate
  return { field, input, candidate, similarity: same ? 1 : 0, verdict: same ? 'exact' : 'different' }
}

function compareName(input: NormalizedInput['name'], candidateName: string, candidateKey: NormalizedInput['name']): FieldScore {
  if (!input || !candidateKey) return { field: 'name', input: input?.normalized ?? null, candidate: candidateName, similarity: 0, verdict: 'missing' }
  let similarity: number
  if (input.core === candidateKey.core) {
    similarity = input.legalForm === candidateKey.legalForm ? 1 : LEGAL_FORM_ONLY
  } else {
    // Between two near names (a typo), the one with the same legal form is the likelier company.
    const legalForm = !input.legalForm || !candidateKey.legalForm ? 0 : input.legalForm === candidateKey.legalForm ? 0.02 : -0.03
    similarity = Math.min(nameSimilarity(input.core, candidateKey.core) + legalForm, 0.96)
  }
  const verdict: FieldVerdict = similarity === 1 ? 'exact' : similarity >= NAME_CLOSE ? 'close' : 'different'
  return { field: 'name', input: input.normalized, candidate: candidateKey.normalized, similarity: round(similarity), verdict }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}

/** Field-by-field comparison of an input row with one candidate, and its points. */
export function scoreCandidate(
  input: NormalizedInput,
  candidate: CandidateCompany,
  candidateNameKey: NormalizedInput['name'],
): ScoredCandidate {
  const fields: FieldScore[] = [
    compareExact('country', input.country, candidate.country),
    compareName(input.name, candidate.name, candidateNameKey),
    compareExact('registration_number', input.registrationNumber && input.country === candidate.country ? input.registrationNumber : null, candidate.registrationNumber),
    compareExact('vat', input.vat, candidate.vat),
    compareExact('website', input.websiteDomain, candidate.websiteDomain),
    compareExact('linkedin_company_url', input.linkedinCompany, candidate.linkedinSlug),
    compareExact('linkedin_person_url', input.linkedinPerson, candidate.officer ? candidate.officer.linkedinSlug : null),
    compareExact('email', input.email, candidate.officer ? candidate.officer.email : null),
  ]
  // A registration number read against another country is not comparable: it stays "missing".
  let points = candidate.isActive ? 0.1 : 0
  let nameScore: number | null = null
  for (const field of fields) {
    if (field.verdict === 'missing') continue
    if (STRONG_FIELDS.has(field.field)) points += field.verdict === 'exact' ? POINTS.strongExact : POINTS.strongDifferent
    else if (field.field === 'website') points += field.verdict === 'exact' ? POINTS.websiteExact : POINTS.websiteDifferent
    else if (field.field === 'country') points += field.verdict === 'exact' ? POINTS.countryExact : POINTS.countryDifferent
    else if (field.field === 'name') {
      nameScore = field.similarity
      points += field.verdict === 'different' ? POINTS.nameUnlike : POINTS.name * field.similarity
    }
  }
  return { candidate, fields, points: round(points), nameSimilarity: nameScore }
}

function verdictOf(scored: ScoredCandidate, field: FieldScore['field']): FieldVerdict {
  return scored.fields.find((entry) => entry.field === field)?.verdict ?? 'missing'
}

/** Points within which the runner-up makes the best candidate ambiguous. */
const AMBIGUITY_MARGIN = 0.5

/**
 * The grade of the best candidate, or null when nothing is credible.
 * A: an exact strong identifier (or an exact unique name) and nothing contradicting it.
 * B: strong evidence with minor differences (typo, legal form, a missing field).
 * C: a partial match that needs review (ambiguous, contradicting fields, a loosely similar name).
 */
export function gradeMatch(best: ScoredCandidate, runnerUp: ScoredCandidate | null): { grade: Grade | null; reason: MatchReasonCode } {
  const ambiguous = Boolean(runnerUp && runnerUp.points >= best.points - AMBIGUITY_MARGIN)
  const strongExact = best.fields.filter((field) => STRONG_FIELDS.has(field.field) && field.verdict === 'exact').length
  const strongDifferent = best.fields.filter((field) => STRONG_FIELDS.has(field.field) && field.verdict === 'different').length
  const countryDifferent = verdictOf(best, 'country') === 'different'
  const website = verdictOf(best, 'website')
  const name = best.nameSimilarity

  if (strongExact > 0) {
    if (countryDifferent || strongDifferent > 0) return { grade: 'C', reason: 'identifier_contradicted' }
    if ((name === null || name >= 0.9) && website !== 'different') {
      return ambiguous ? { grade: 'B', reason: 'identifier_shared' } : { grade: 'A', reason: 'identifier_unique' }
    }
    if (name === null || name >= 0.7) return { grade: 'B', reason: 'identifier_minor_differences' }
    return { grade: 'C', reason: 'identifier_name_differs' }
  }
  if (website === 'exact') {
    if (countryDifferent || strongDifferent > 0) return { grade: 'C', reason: 'website_contradicted' }
    if (ambiguous) return { grade: 'C', reason: 'website_shared' }
    if (name === null) return { grade: 'B', reason: 'website_exact' }
    if (name === 1) return { grade: 'A', reason: 'website_and_name_exact' }
    if (name >= 0.85) return { grade: 'B', reason: 'website_name_close' }
    return { grade: 'C', reason: 'website_name_differs' }
  }
  if (name !== null && !countryDifferent) {
    if (name < NAME_CLOSE) return { grade: null, reason: 'no_similar_name' }
    if (strongDifferent > 0 || website === 'different') return { grade: 'C', reason: 'name_similar_identifiers_differ' }
    if (ambiguous) return { grade: 'C', reason: 'name_ambiguous' }
    if (name === 1) return { grade: 'A', reason: 'name_exact_unique' }
    if (name >= 0.9) return { grade: 'B', reason: name >= LEGAL_FORM_ONLY ? 'name_exact_but_legal_form' : 'name_close' }
    return { grade: 'C', reason: 'name_partly_similar' }
  }
  return { grade: null, reason: 'nothing_credible' }
}
