import { describe, expect, it } from 'vitest'

import { toVisitorExplain, type ExplainSource } from './explain-view'
import type { IdentifierCodename } from './identifiers'
import { createMemoryCandidateSource, matchRows, type MatchInput, type ReferenceCompany } from './matching'
import { RESULT_FIELDS, type ResultData } from './result-fields'

const REFERENCE: ReferenceCompany[] = [
  {
    id: 101,
    country: 'gb',
    name: 'Northwind Trading Ltd',
    registration_number: '04829316',
    vat: 'GB980780684',
    website: 'https://www.northwind.co.uk',
    linkedin_url: 'https://www.linkedin.com/company/northwind-trading',
  },
  { id: 102, country: 'gb', name: 'Harbour Foods Ltd', registration_number: '07000001' },
  { id: 103, country: 'gb', name: 'Harbour Foods Ltd', registration_number: '07000002' },
]
const source = createMemoryCandidateSource(REFERENCE)

/** The stored plan the real matcher writes for one input row (through JSON, as the row's column holds it). */
async function planFor(input: MatchInput) {
  const [outcome] = await matchRows([input], source)
  return JSON.parse(JSON.stringify(outcome!.explain)) as unknown
}

/** The row's status and stored plan after the real matcher. */
async function matched(input: MatchInput): Promise<Pick<ExplainSource, 'status' | 'explain'>> {
  const [outcome] = await matchRows([input], source)
  return { status: outcome!.matched ? 'found' : 'not_found', explain: JSON.parse(JSON.stringify(outcome!.explain)) }
}

/** The row's result data as the results screen receives it for Northwind Trading. */
function northwindData(): ResultData {
  const data = Object.fromEntries(RESULT_FIELDS.map((field) => [field, null])) as ResultData
  return {
    ...data,
    company_name: 'Northwind Trading Ltd',
    country: 'United Kingdom',
    country_code: 'GB',
    registration_number: '04829316',
    vat: 'GB980780684',
    company_website: 'https://www.northwind.co.uk',
  }
}

const field = (explain: ReturnType<typeof toVisitorExplain>, name: IdentifierCodename) =>
  explain?.fields.find((entry) => entry.field === name)

describe('the visitor-safe explain of a results row', () => {
  it('lists the mapped fields with the value from the file and the registry value the row shows', async () => {
    const input = {
      name: 'NORTHWIND TRADING LIMITED',
      country: 'United Kingdom',
      registration_number: '4829316',
      linkedin_company_url: 'linkedin.com/company/northwind-trading/',
    }
    const mapped: IdentifierCodename[] = ['linkedin_company_url', 'registration_number', 'country', 'name']
    const explain = toVisitorExplain({ status: 'found', explain: await planFor(input), input, result: northwindData() }, mapped)

    expect(explain).toEqual({
      reason_code: 'identifier_unique',
      unrecognised_country: null,
      country_from: null,
      // The calibrated score: near certain, the identifier weighing most (see the certainty test).
      certainty: { probability: 99, measures: expect.arrayContaining([{ measure: 'strong_identifier_exact', effect: 'raises' }]) },
      fields: [
        // The visitor's own spelling and the registry's as the row shows it, not the matcher's normalised keys.
        { field: 'name', verdict: 'exact', input: 'NORTHWIND TRADING LIMITED', registry: 'Northwind Trading Ltd', similarity: 100 },
        { field: 'country', verdict: 'exact', input: 'United Kingdom', registry: 'United Kingdom', similarity: null },
        { field: 'registration_number', verdict: 'exact', input: '4829316', registry: '04829316', similarity: null },
        // The row has no LinkedIn column, so the registry's LinkedIn page is not sent.
        {
          field: 'linkedin_company_url',
          verdict: 'exact',
          input: 'linkedin.com/company/northwind-trading/',
          registry: null,
          similarity: null,
        },
      ],
    })
  })

  it('never carries points, retrieval steps, candidate counts or company ids', async () => {
    // Two registry companies share this name: the plan names both, with their points.
    const input = { name: 'Harbour Foods', country: 'GB' }
    const row = await matched(input)
    expect(row.explain).toMatchObject({ retrieval: expect.any(Array), points: expect.any(Number), runnerUp: { id: expect.any(Number) } })
    const explain = toVisitorExplain({ ...row, input, result: null }, ['name', 'country'])
    const json = JSON.stringify(explain)
    for (const internal of ['points', 'retrieval', 'runnerUp', 'candidates', 'candidate', '"id"', '102', '103', '0700000'])
      expect(json).not.toContain(internal)
    expect(Object.keys(explain!).sort()).toEqual(['certainty', 'country_from', 'fields', 'reason_code', 'unrecognised_country'])
    // The score says how likely and what weighed, never the weights themselves.
    expect(Object.keys(explain!.certainty!).sort()).toEqual(['measures', 'probability'])
    expect(explain!.certainty!.measures.every((entry) => Object.keys(entry).sort().join() === 'effect,measure')).toBe(true)
    expect(explain!.fields.every((entry) => Object.keys(entry).sort().join() === 'field,input,registry,similarity,verdict')).toBe(true)
  })

  it('keeps only the verdicts of a row that was not found: the closest company is not the visitor’s to see', async () => {
    // The registry's nearest name is too far from this one to count ("Northwind" alone would be its trade name).
    const input = { name: 'Northwind Mining Tools Group', country: 'GB', registration_number: '04829316' }
    const row = await matched({ name: input.name, country: input.country })
    expect(row.status).toBe('not_found')
    const explain = toVisitorExplain({ ...row, input, result: northwindData() }, ['name', 'country', 'registration_number'])
    expect(explain?.fields.map((entry) => entry.registry)).toEqual([null, null, null])
    expect(field(explain, 'name')).toMatchObject({
      verdict: 'different',
      input: 'Northwind Mining Tools Group',
      similarity: expect.any(Number),
    })
    expect(field(explain, 'name')!.similarity!).toBeLessThan(82)
    expect(field(explain, 'country')).toMatchObject({ verdict: 'exact', input: 'GB' })
  })

  it('marks a country nobody could read, with the text the visitor wrote', async () => {
    const input = { name: 'Qwertzuiop Vexquin Holdings', country: 'Narnia' }
    const explain = toVisitorExplain({ status: 'not_found', explain: await planFor(input), input, result: null }, ['name', 'country'])
    expect(explain).toMatchObject({
      reason_code: 'country_not_recognised',
      unrecognised_country: 'Narnia',
      // Searched as a row without a country: every country.
      country_from: { source: 'all_countries', value: null, country: null },
      fields: [
        { field: 'name', input: 'Qwertzuiop Vexquin Holdings', registry: null },
        { field: 'country', verdict: 'unrecognised', input: 'Narnia', registry: null, similarity: null },
      ],
    })
  })

  it('marks an unreadable country on a row matched by another identifier', async () => {
    const input = { vat: 'GB 980 780 684', country: 'Narnia' }
    const plan = await planFor(input)
    const explain = toVisitorExplain({ status: 'found', explain: plan, input, result: northwindData() }, ['vat', 'country'])
    expect(explain?.unrecognised_country).toBe('Narnia')
    expect(field(explain, 'country')).toEqual({
      field: 'country',
      verdict: 'unrecognised',
      input: 'Narnia',
      registry: 'United Kingdom',
      similarity: null,
    })
    expect(field(explain, 'vat')).toMatchObject({ verdict: 'exact', registry: 'GB980780684' })
  })

  it('reads rows stored before reasons had codes by their English text, and leaves an unknown text without a code', () => {
    const legacy = (reason: string): ExplainSource => ({
      status: 'found',
      explain: {
        retrieval: ['name:core_name'],
        candidates: 1,
        points: 30.1,
        runnerUp: null,
        reason,
        fields: [{ field: 'name', input: 'acme', candidate: 'acme', similarity: 1, verdict: 'exact' }],
      },
      input: { name: 'Acme' },
      result: northwindData(),
    })
    expect(toVisitorExplain(legacy('name exact and unique in the country'), ['name'])?.reason_code).toBe('name_exact_unique')
    expect(toVisitorExplain(legacy('a reason from an older matcher'), ['name'])?.reason_code).toBeNull()
    expect(toVisitorExplain(legacy('a reason from an older matcher'), ['name'])?.fields[0]).toMatchObject({
      verdict: 'exact',
      similarity: 100,
    })
  })

  it('says how likely the company is and which measures weighed most, the weightiest first', () => {
    const plan = {
      reasonCode: 'name_close',
      fields: [],
      score: {
        probability: 0.9731,
        contributions: [
          { measure: 'levenshtein', value: 0.9, contribution: 1.4 },
          { measure: 'lead', value: 1, contribution: 3.99 },
          { measure: 'all_countries', value: 1, contribution: -0.36 },
          { measure: 'trigrams', value: 0.7, contribution: 2.3 },
          { measure: 'token_set', value: 1, contribution: 3.15 },
          { measure: 'legal_form', value: 1, contribution: 0.01 },
        ],
      },
    }
    const explain = toVisitorExplain({ status: 'found', explain: plan, input: { name: 'Acme' }, result: northwindData() }, ['name'])
    expect(explain?.certainty).toEqual({
      probability: 97,
      measures: [
        { measure: 'lead', effect: 'raises' },
        { measure: 'token_set', effect: 'raises' },
        { measure: 'trigrams', effect: 'raises' },
        { measure: 'levenshtein', effect: 'raises' },
      ],
    })
    // Never shown as certain; a plan stored before the score has none.
    expect(
      toVisitorExplain(
        { status: 'found', explain: { ...plan, score: { probability: 0.99996, contributions: [] } }, input: {}, result: null },
        [],
      )?.certainty,
    ).toEqual({ probability: 99, measures: [] })
    expect(
      toVisitorExplain({ status: 'found', explain: { reasonCode: 'name_close', fields: [] }, input: {}, result: null }, [])?.certainty,
    ).toBeNull()
  })

  it('has nothing to explain for pending and failed rows or a plan it cannot read', () => {
    const base = { input: { name: 'Acme' }, result: null }
    expect(toVisitorExplain({ ...base, status: 'pending', explain: null }, ['name'])).toBeNull()
    expect(toVisitorExplain({ ...base, status: 'failed', explain: null }, ['name'])).toBeNull()
    expect(toVisitorExplain({ ...base, status: 'not_found', explain: 'not a plan' }, ['name'])).toBeNull()
    // A plan with unreadable fields still explains the reason.
    expect(
      toVisitorExplain({ ...base, status: 'not_found', explain: { reasonCode: 'no_candidate', fields: 'garbage' } }, ['name']),
    ).toEqual({
      reason_code: 'no_candidate',
      unrecognised_country: null,
      country_from: null,
      certainty: null,
      fields: [{ field: 'name', verdict: null, input: 'Acme', registry: null, similarity: null }],
    })
  })
})
