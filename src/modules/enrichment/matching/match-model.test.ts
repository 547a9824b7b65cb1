import { describe, expect, it } from 'vitest'

import { rankRows } from './engine'
import {
  currentModel,
  exclusiveProbability,
  gradeForProbability,
  matchProbability,
  measureMatch,
  MEASURES,
  type MatchModel,
  type Measures,
  shownProbability,
} from './match-model'
import { createMemoryCandidateSource, type ReferenceCompany } from './memory-index'
import { candidateNameKey } from './normalize'
import type { MatchInput } from './types'

const REFERENCE: ReferenceCompany[] = [
  { id: 1, country: 'gb', name: 'Ashworth Lighting Ltd', registration_number: '01000001', website: 'https://ashworth-lighting.co.uk' },
  { id: 2, country: 'gb', name: 'Harbour Foods Ltd', registration_number: '01000002' },
  { id: 3, country: 'gb', name: 'Harbour Foods LLP', registration_number: '01000003' },
  { id: 4, country: 'de', name: 'Ashworth Lighting GmbH', registration_number: 'HRB 1234' },
  { id: 5, country: 'gb', name: 'Pemberton Marine Engineering Ltd', registration_number: '01000005' },
]
const source = createMemoryCandidateSource(REFERENCE)

/** The measures of a row's best candidate, as the engine sees them. */
async function measuresOf(input: MatchInput): Promise<Measures> {
  const { rows, ranked, weightOf } = await rankRows([input], source)
  const [best, runnerUp = null] = ranked[0]!
  return measureMatch(rows[0]!, best!, runnerUp, candidateNameKey(best!.candidate.name), weightOf)
}

const model = (patch: Partial<MatchModel>): MatchModel => ({
  measures: [...MEASURES],
  intercept: 0,
  weights: MEASURES.map(() => 0),
  thresholds: { A: 0.99, B: 0.9, C: 0.3 },
  calibration: { slope: 1, intercept: 0 },
  ...patch,
})

describe('the measures of a match', () => {
  it('reads an exact name as exact on every name measure', async () => {
    const measures = await measuresOf({ name: 'Ashworth Lighting Ltd', country: 'GB' })
    expect(measures).toMatchObject({
      name_similarity: 1,
      name_exact: 1,
      jaro_winkler: 1,
      levenshtein: 1,
      token_set: 1,
      shared_rarity: 1,
      trigrams: 1,
      phonetic: 1,
      legal_form: 1,
      all_countries: 0,
      country_different: 0,
    })
  })

  it('sees a typo in letters and in sound, not as an exact name', async () => {
    const measures = await measuresOf({ name: 'Ashwerth Lightning Ltd', country: 'GB' })
    expect(measures.name_exact).toBe(0)
    expect(measures.levenshtein).toBeGreaterThan(0.85)
    expect(measures.levenshtein).toBeLessThan(1)
    expect(measures.phonetic).toBeGreaterThan(0)
    expect(measures.legal_form).toBe(1)
  })

  it('counts identifiers that agree or differ, and a lead that the runner-up shrinks', async () => {
    const identified = await measuresOf({
      name: 'Ashworth Lighting Ltd',
      country: 'GB',
      registration_number: '01000001',
      website: 'ashworth-lighting.co.uk',
    })
    expect(identified).toMatchObject({ strong_identifier_exact: 1, website_exact: 1, strong_identifier_different: 0 })
    // Without a country, the same name in two countries: the lead is small.
    const twins = await measuresOf({ name: 'Ashworth Lighting' })
    expect(twins.lead).toBeLessThan(0.2)
    expect(twins.runner_up_name).toBeGreaterThan(0.9)
    expect(twins.all_countries).toBe(1)
  })

  it('marks a row without a name, so no name measure counts against its identifier', async () => {
    const measures = await measuresOf({ country: 'GB', registration_number: '01000005' })
    expect(measures).toMatchObject({ name_missing: 1, name_similarity: 0, trigrams: 0, strong_identifier_exact: 1 })
    expect((await measuresOf({ name: 'Pemberton Marine Engineering', country: 'GB' })).name_missing).toBe(0)
  })

  it('counts shared words and their rarity when words are dropped', async () => {
    const measures = await measuresOf({ name: 'Pemberton Engineering Ltd', country: 'GB' })
    expect(measures.token_set).toBe(1)
    expect(measures.shared_rarity).toBeGreaterThan(0)
    expect(measures.shared_rarity).toBeLessThan(1)
  })
})

describe('the calibrated probability and its grade', () => {
  it('is the logistic of the weighted measures, each measure’s share kept', () => {
    const measures = Object.fromEntries(MEASURES.map((measure) => [measure, 0])) as Measures
    measures.name_similarity = 0.5
    measures.website_exact = 1
    const weights = MEASURES.map((measure) => (measure === 'name_similarity' ? 4 : measure === 'website_exact' ? 1 : 0))
    const { probability, contributions } = matchProbability(measures, model({ intercept: -1, weights }))
    expect(probability).toBeCloseTo(1 / (1 + Math.exp(-(-1 + 2 + 1))), 9)
    // Measures that are 0 contribute nothing and are not listed.
    expect(contributions).toEqual([
      { measure: 'name_similarity', value: 0.5, contribution: 2 },
      { measure: 'website_exact', value: 1, contribution: 1 },
    ])
  })

  it('halves the chance of two companies that fit equally well, and leaves a clear best as it is', () => {
    expect(exclusiveProbability(0.95, 0.95)).toBeCloseTo(0.487, 3)
    expect(exclusiveProbability(0.999, 0.01)).toBeCloseTo(0.999, 3)
    expect(exclusiveProbability(1, 1)).toBe(0.5)
  })

  it('gives the highest grade whose threshold the probability reaches, and none below C', () => {
    const thresholds = model({})
    expect(gradeForProbability(0.995, thresholds)).toBe('A')
    expect(gradeForProbability(0.99, thresholds)).toBe('A')
    expect(gradeForProbability(0.95, thresholds)).toBe('B')
    expect(gradeForProbability(0.5, thresholds)).toBe('C')
    expect(gradeForProbability(0.29, thresholds)).toBeNull()
  })

  it('ships a fitted model on the measures the matcher computes, its thresholds in grade order', () => {
    const fitted = currentModel()
    expect(fitted.measures).toEqual(MEASURES)
    expect(fitted.weights.some((weight) => weight !== 0)).toBe(true)
    expect(fitted.thresholds.A).toBeGreaterThanOrEqual(fitted.thresholds.B)
    expect(fitted.thresholds.B).toBeGreaterThanOrEqual(fitted.thresholds.C)
    expect(fitted.thresholds.C).toBeGreaterThan(0)
  })

  it('makes an exact, unique name with its identifier near certain and a loosely similar name unlikely', async () => {
    const sure = matchProbability(
      await measuresOf({ name: 'Ashworth Lighting Ltd', country: 'GB', registration_number: '01000001' }),
    ).probability
    const loose = matchProbability(await measuresOf({ name: 'Ashford Lights Marine', country: 'GB' })).probability
    expect(sure).toBeGreaterThan(currentModel().thresholds.A)
    expect(loose).toBeLessThan(sure)
  })
})

describe('grades from the rules and the probability', () => {
  it('never grades a row above what its probability reaches, and keeps the score in the plan', async () => {
    const { matchRows } = await import('./engine')
    const inputs: MatchInput[] = [
      { name: 'Ashworth Lighting Ltd', country: 'GB' },
      { name: 'Ashworth Lighting' },
      { name: 'Ashwerth Lightning Ltd', country: 'GB' },
      { name: 'Harbour Foods', country: 'GB' },
      { country: 'GB', registration_number: '01000001' },
      { country: 'GB', website: 'ashworth-lighting.co.uk' },
      { name: 'Pemberton Marine', country: 'GB' },
    ]
    const order = ['A', 'B', 'C'] as const
    for (const outcome of await matchRows(inputs, source)) {
      if (!outcome.matched) continue
      const band = gradeForProbability(outcome.explain.score!.probability)
      expect(band).not.toBeNull()
      expect(order.indexOf(outcome.grade)).toBeGreaterThanOrEqual(order.indexOf(band!))
    }
    // The same name in two countries and no country in the row: far from certain, and the runner-up says why.
    const [twins] = await matchRows([{ name: 'Ashworth Lighting' }], source)
    expect(twins!.explain.score!.probability).toBeLessThan(0.9)
    expect(twins!.explain.score!.contributions).toContainEqual(
      expect.objectContaining({ measure: 'runner_up_name', contribution: expect.any(Number) }),
    )
    expect(twins!.explain.score!.contributions.find((entry) => entry.measure === 'runner_up_name')!.contribution).toBeLessThan(0)
    const [exact] = await matchRows([inputs[0]!], source)
    expect(exact).toMatchObject({ matched: true, grade: 'A', explain: { score: { probability: expect.any(Number) } } })
  })

  it('shows a probability in whole percents rounded down, never certain, and in the same order as the model’s', () => {
    expect(shownProbability(0.99996)).toBe(0.99)
    expect(shownProbability(1)).toBe(0.99)
    expect(shownProbability(0.957)).toBe(0.95)
    expect(shownProbability(0.29)).toBe(0.29)
    expect(shownProbability(0)).toBe(0)
    let previous = -1
    for (let step = 0; step <= 1000; step += 1) {
      const shown = shownProbability(step / 1000)
      expect(shown).toBeGreaterThanOrEqual(previous)
      expect(shown).toBeLessThanOrEqual(step / 1000)
      previous = shown
    }
  })
})
