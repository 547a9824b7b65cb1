import { doubleMetaphone } from 'double-metaphone'

import fitted from './match-model.json' with { type: 'json' }
import { boundedEditDistance, jaroWinkler, SAME_WORD, type WordWeight } from './similarity'
import { trigramSimilarity } from './trigrams'
import { MEASURES, type Measure } from './measures'
import { STRONG_FIELDS, verdictOf, type ScoredCandidate } from './score'
import { candidateNameKey } from './normalize'
import type { CandidateNameKey, Grade, NormalizedInput } from './types'

export { MEASURES, type Measure } from './measures'

export type Measures = Record<Measure, number>

/**
 * A fitted model: logistic regression over MEASURES (scripts/fit-matching-model.ts writes it to
 * match-model.json) and the probability each grade needs, chosen on held-out rows.
 */
export type MatchModel = {
  measures: readonly string[]
  intercept: number
  weights: readonly number[]
  /** The least probability for each grade. */
  thresholds: Record<Grade, number>
  /**
   * Platt scaling of the probability made exclusive of the runner-up (which the regression was not
   * fitted on): final log-odds = slope × log-odds + intercept, fitted on the training rows.
   */
  calibration: { slope: number; intercept: number }
}

/** The model in the repository, checked against MEASURES when first used. */
const MODEL: MatchModel = fitted

function checkModel(model: MatchModel): MatchModel {
  if (
    !model.calibration ||
    model.measures.length !== MEASURES.length ||
    model.measures.some((measure, index) => measure !== MEASURES[index]) ||
    model.weights.length !== MEASURES.length
  ) {
    throw new Error('match-model.json was fitted on other measures: run `npm run fit:matching` again')
  }
  return model
}
let checked: MatchModel | null = null
export function currentModel(): MatchModel {
  return (checked ??= checkModel(MODEL))
}

/** What lead over the runner-up (in points) counts as fully clear: a third of what a name is worth. */
const FULL_LEAD = 10

function words(text: string): string[] {
  return text.split(' ').filter(Boolean)
}

/** Shared words over the shorter name's words, a typo (SAME_WORD) counting as shared. */
function tokenSet(ours: string[], theirs: string[]): number {
  if (!ours.length || !theirs.length) return 0
  const left = [...theirs]
  let shared = 0
  for (const word of ours) {
    let index = left.indexOf(word)
    if (index < 0) index = left.findIndex((other) => jaroWinkler(word, other) >= SAME_WORD)
    if (index < 0) continue
    left.splice(index, 1)
    shared++
  }
  return shared / Math.min(ours.length, theirs.length)
}

/** The rarity of the words both names have over the rarity of all their words (weighted Jaccard). */
function sharedRarity(ours: string[], theirs: string[], weightOf: WordWeight): number {
  const mine = new Set(ours)
  const other = new Set(theirs)
  let shared = 0
  let all = 0
  for (const word of new Set([...mine, ...other])) {
    const weight = weightOf(word)
    all += weight
    if (mine.has(word) && other.has(word)) shared += weight
  }
  return all ? shared / all : 0
}

function soundsOf(word: string): string[] {
  return doubleMetaphone(word).filter(Boolean)
}

/** Share of the row's words that sound like a word of the other name (either Double Metaphone key). */
function phonetic(ours: string[], theirs: string[]): number {
  if (!ours.length || !theirs.length) return 0
  const sounds = new Set(theirs.flatMap(soundsOf))
  return ours.filter((word) => soundsOf(word).some((sound) => sounds.has(sound))).length / ours.length
}

function levenshteinRatio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length)
  if (!longest) return 0
  return 1 - boundedEditDistance(a, b, longest) / longest
}

/** The measures of a row's best candidate, beside its runner-up. */
export function measureMatch(
  row: NormalizedInput,
  best: ScoredCandidate,
  runnerUp: ScoredCandidate | null,
  candidateKey: CandidateNameKey | null,
  weightOf: WordWeight,
): Measures {
  const name = row.name
  const strong = best.fields.filter((field) => STRONG_FIELDS.has(field.field))
  const measures: Measures = {
    // Without a name the name measures are 0 for want of a name, not because the names differ.
    name_missing: name && candidateKey && best.nameSimilarity !== null ? 0 : 1,
    name_similarity: 0,
    name_exact: 0,
    jaro_winkler: 0,
    levenshtein: 0,
    token_set: 0,
    shared_rarity: 0,
    trigrams: 0,
    phonetic: 0,
    legal_form: 0,
    name_reading: best.nameVia === 'reading' ? 1 : 0,
    trade_name: best.nameVia === 'trade_name' ? 1 : 0,
    initials: best.nameVia === 'initials' ? 1 : 0,
    strong_identifier_exact: Math.min(2, strong.filter((field) => field.verdict === 'exact').length),
    strong_identifier_different: Math.min(2, strong.filter((field) => field.verdict === 'different').length),
    website_exact: verdictOf(best, 'website') === 'exact' ? 1 : 0,
    website_different: verdictOf(best, 'website') === 'different' ? 1 : 0,
    country_different: verdictOf(best, 'country') === 'different' ? 1 : 0,
    country_hinted: best.countryHint > 0 ? 1 : 0,
    all_countries: row.country ? 0 : 1,
    lead: runnerUp ? Math.max(0, Math.min(FULL_LEAD, best.points - runnerUp.points)) / FULL_LEAD : 1,
    runner_up_name: runnerUp?.nameSimilarity ?? 0,
  }
  if (name && candidateKey && best.nameSimilarity !== null) {
    const ours = words(name.canonical)
    const theirs = words(candidateKey.canonical)
    measures.name_similarity = best.nameSimilarity
    measures.name_exact = best.nameSimilarity === 1 ? 1 : 0
    measures.jaro_winkler = jaroWinkler(name.canonical, candidateKey.canonical)
    measures.levenshtein = levenshteinRatio(name.compact, candidateKey.compact)
    measures.token_set = tokenSet(ours, theirs)
    measures.shared_rarity = sharedRarity(ours, theirs, weightOf)
    measures.trigrams = trigramSimilarity(name.compact, candidateKey.compact)
    measures.phonetic = phonetic(ours, theirs)
    measures.legal_form = !name.legalForm || !candidateKey.legalForm ? 0 : name.legalForm === candidateKey.legalForm ? 1 : -1
  }
  return measures
}

/** A measure's share of the score: its weight times its value, in log-odds. */
export type Contribution = { measure: Measure; value: number; contribution: number }

export type MatchProbability = { probability: number; contributions: Contribution[] }

/** The calibrated probability that the candidate is the row's company, and each measure's share of it. */
export function matchProbability(measures: Measures, model: MatchModel = currentModel()): MatchProbability {
  let logit = model.intercept
  const contributions: Contribution[] = []
  MEASURES.forEach((measure, index) => {
    const value = measures[measure]
    const contribution = model.weights[index]! * value
    logit += contribution
    if (value !== 0) contributions.push({ measure, value: round(value), contribution: round(contribution) })
  })
  return { probability: 1 / (1 + Math.exp(-logit)), contributions }
}

/**
 * The probability that the best candidate is the row's company when the runner-up, judged the same
 * way, might be too: at most one of them is (a row names one company). Two companies that fit
 * equally well ("Harbour Foods Ltd" twice in a country) are a coin toss, however well each fits;
 * a runner-up that fits poorly changes nothing.
 */
export function exclusiveProbability(best: number, runnerUp: number): number {
  const both = best * runnerUp
  return both >= 1 ? 0.5 : (best * (1 - runnerUp)) / (1 - both)
}

/**
 * The score of a row's best candidate: the model's probability for it, made exclusive of the
 * runner-up's (exclusiveProbability), the runner-up's share shown under `runner_up_name`.
 */
export function scoreMatch(
  row: NormalizedInput,
  best: ScoredCandidate,
  runnerUp: ScoredCandidate | null,
  weightOf: WordWeight,
  model: MatchModel = currentModel(),
): MatchProbability {
  const own = matchProbability(measureMatch(row, best, runnerUp, candidateNameKeyOf(best), weightOf), model)
  const other = runnerUp
    ? matchProbability(measureMatch(row, runnerUp, best, candidateNameKeyOf(runnerUp), weightOf), model).probability
    : 0
  const probability = calibrate(exclusiveProbability(own.probability, other), model)
  // What the runner-up took away, on the log-odds scale of the contributions.
  const shift = logit(exclusiveProbability(own.probability, other)) - logit(own.probability)
  if (Math.abs(shift) < 0.0005) return { probability, contributions: own.contributions }
  const contributions = own.contributions.filter((entry) => entry.measure !== 'runner_up_name')
  const listed = own.contributions.find((entry) => entry.measure === 'runner_up_name')
  contributions.push({ measure: 'runner_up_name', value: round(other), contribution: round((listed?.contribution ?? 0) + shift) })
  return { probability, contributions }
}

/** The model's Platt scaling (MatchModel.calibration) applied to a probability. */
export function calibrate(probability: number, model: MatchModel = currentModel()): number {
  return 1 / (1 + Math.exp(-(model.calibration.slope * logit(probability) + model.calibration.intercept)))
}

export function logit(probability: number): number {
  const clamped = Math.min(1 - 1e-12, Math.max(1e-12, probability))
  return Math.log(clamped / (1 - clamped))
}

/** The highest grade a probability reaches, or null below the least grade's threshold. */
export function gradeForProbability(probability: number, model: MatchModel = currentModel()): Grade | null {
  if (probability >= model.thresholds.A) return 'A'
  if (probability >= model.thresholds.B) return 'B'
  if (probability >= model.thresholds.C) return 'C'
  return null
}

/** The key of the name the row was compared with: the company's, or the former name it was matched by. */
function candidateNameKeyOf(scored: ScoredCandidate): CandidateNameKey | null {
  return candidateNameKey(scored.formerName?.name ?? scored.candidate.name)
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}

/**
 * The probability as every answer shows it (API, results, exports, `npm run match`): whole percents,
 * rounded down, and never certain (at most 0.99), so 0.9996 is 0.99 everywhere and never 1 beside a B.
 */
export function shownProbability(probability: number): number {
  return Math.min(99, Math.max(0, Math.floor(probability * 100 + 1e-9))) / 100
}
