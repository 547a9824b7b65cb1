import { describe, expect, it } from 'vitest'

import { toVisitorExplain } from '../explain-view'
import { matchRows } from './engine'
import { FormerNameIndex, formerNameKeys, orderFormerNames } from './former-names'
import { createMemoryCandidateSource, type ReferenceCompany } from './memory-index'
import { candidateNameKey, nameKey, normalizeInput } from './normalize'
import { formerNameText, MATCH_REASONS } from './reasons'
import { gradeMatch, nameCloseness, scoreCandidate } from './score'
import type { CandidateCompany, FormerName, MatchInput } from './types'

const RENAMED: FormerName = { name: 'HARBOUR SOFTWORKS LIMITED', kind: 'previous', until: '2019-03-01' }

const REFERENCE: ReferenceCompany[] = [
  {
    id: 1,
    country: 'gb',
    name: 'HARBOUR NORTH SYSTEMS LIMITED',
    registration_number: '11000001',
    website: 'harbournorth.example',
    former_names: [RENAMED, { name: 'HARBOUR SOFTWARE LIMITED', until: '2015-06-30' }],
  },
  {
    id: 2,
    country: 'gb',
    name: 'QUAYSIDE ANALYTICS LTD',
    registration_number: '11000002',
    former_names: [{ name: 'Tidewater Metrics', kind: 'other' }],
  },
  { id: 3, country: 'gb', name: 'LANTERN BAY TRADING LIMITED', registration_number: '11000003' },
  { id: 4, country: 'fr', name: 'Boulangerie Dupont SARL', registration_number: '732829320' },
]

const source = createMemoryCandidateSource(REFERENCE)

async function matchOne(input: MatchInput, from = source) {
  const [outcome] = await matchRows([input], from)
  return outcome!
}

describe('the explanation of a former name', () => {
  it('says former name with the day it changed, or without one, or other name', () => {
    expect(formerNameText(RENAMED)).toBe('former name, until 2019-03-01')
    expect(formerNameText({ kind: 'previous', until: null })).toBe('former name')
    expect(formerNameText({ kind: 'other', until: null })).toBe('other name')
    expect(MATCH_REASONS.former_name).toBe('former name')
  })
})

describe('the grade of a match through a former name', () => {
  const row = (input: MatchInput) => normalizeInput(input)
  const company: CandidateCompany = {
    id: 1,
    country: 'gb',
    name: 'HARBOUR NORTH SYSTEMS LIMITED',
    registrationNumber: '11000001',
    vat: null,
    websiteDomain: 'harbournorth.example',
    linkedinSlug: null,
    isActive: true,
  }
  const scored = (input: MatchInput, former: FormerName | null) => {
    const normalized = row(input)
    const key = candidateNameKey(former?.name ?? company.name)
    return scoreCandidate(
      normalized,
      company,
      key,
      () => 1,
      nameCloseness(normalized.name, key, () => 1),
      former,
    )
  }

  it('is B at most when only the name agrees, with the former name as the reason', () => {
    expect(gradeMatch(scored({ country: 'gb', name: 'Harbour Softworks Limited' }, RENAMED), null)).toEqual({
      grade: 'B',
      reason: 'former_name',
    })
    expect(gradeMatch(scored({ country: 'gb', name: 'Harbour Softworks Limited' }, { ...RENAMED, kind: 'other' }), null)).toEqual({
      grade: 'B',
      reason: 'other_name',
    })
    // The same evidence through the current name is an A.
    expect(gradeMatch(scored({ country: 'gb', name: 'Harbour North Systems Limited' }, null), null)).toEqual({
      grade: 'A',
      reason: 'name_exact_unique',
    })
  })

  it('is graded as usual when an identifier or the website agrees', () => {
    const withNumber = scored({ country: 'gb', name: 'Harbour Softworks Limited', registration_number: '11000001' }, RENAMED)
    expect(gradeMatch(withNumber, null)).toEqual({ grade: 'A', reason: 'identifier_unique' })
    const exactWebsite = scored({ country: 'gb', name: 'Harbour Softworks Ltd', website: 'https://harbournorth.example' }, RENAMED)
    expect(gradeMatch(exactWebsite, null)).toEqual({ grade: 'A', reason: 'website_and_name_exact' })
  })

  it('is never raised by an identifier that points elsewhere', () => {
    const contradicted = scored({ country: 'gb', name: 'Harbour Softworks Limited', registration_number: '11000003' }, RENAMED)
    expect(gradeMatch(contradicted, null)).toEqual({ grade: 'C', reason: 'name_similar_identifiers_differ' })
  })

  it('counts a point less than the same name borne today', () => {
    const today = scored({ country: 'gb', name: 'Harbour North Systems Limited' }, null)
    const formerly = scored({ country: 'gb', name: 'Harbour Softworks Limited' }, RENAMED)
    expect(today.points - formerly.points).toBeCloseTo(1, 5)
  })
})

describe('matching by a former or other name', () => {
  it('finds a renamed company by its old name: B, with the former name and its date', async () => {
    const outcome = await matchOne({ country: 'GB', name: 'Harbour Softworks Limited' })
    expect(outcome).toMatchObject({
      matched: true,
      companyId: 1,
      grade: 'B',
      explain: { reasonCode: 'former_name', reason: 'former name, until 2019-03-01', formerName: RENAMED },
    })
    expect(outcome.explain.retrieval).toContain('name:former')
    // Compared with the former name, not with the current one.
    expect(outcome.explain.fields.find((field) => field.field === 'name')).toMatchObject({
      verdict: 'exact',
      candidate: 'harbour softworks limited',
    })
  })

  it('finds it with another spelling of the legal form, without one, and without a country', async () => {
    expect(await matchOne({ country: 'GB', name: 'Harbour Softworks Ltd' })).toMatchObject({
      companyId: 1,
      grade: 'B',
      explain: { reasonCode: 'former_name', formerName: RENAMED },
    })
    expect(await matchOne({ country: 'GB', name: 'Harbour Softworks' })).toMatchObject({
      companyId: 1,
      grade: 'B',
      explain: { reasonCode: 'former_name', formerName: RENAMED },
    })
    expect(await matchOne({ name: 'HARBOUR SOFTWORKS LIMITED' })).toMatchObject({
      companyId: 1,
      grade: 'B',
      explain: { formerName: RENAMED, country: { from: 'none' } },
    })
    // An older name of the same company, with its own date.
    expect(await matchOne({ country: 'GB', name: 'Harbour Software Limited' })).toMatchObject({
      companyId: 1,
      grade: 'B',
      explain: { reason: 'former name, until 2015-06-30' },
    })
  })

  it('grades the old name with its registration number A', async () => {
    const outcome = await matchOne({ country: 'GB', name: 'Harbour Softworks Limited', registration_number: '11000001' })
    expect(outcome).toMatchObject({
      matched: true,
      companyId: 1,
      grade: 'A',
      explain: {
        reasonCode: 'identifier_unique',
        reason: 'identifier exact and unique (former name, until 2019-03-01)',
        formerName: RENAMED,
      },
    })
  })

  it('grades the current name A with no former name', async () => {
    const outcome = await matchOne({ country: 'GB', name: 'Harbour North Systems Limited' })
    expect(outcome).toMatchObject({ matched: true, companyId: 1, grade: 'A', explain: { reasonCode: 'name_exact_unique' } })
    expect(outcome.explain.formerName).toBeUndefined()
    expect(outcome.explain.retrieval).not.toContain('name:former')
  })

  it('says other name for a trading name', async () => {
    expect(await matchOne({ country: 'GB', name: 'Tidewater Metrics' })).toMatchObject({
      companyId: 2,
      grade: 'B',
      explain: { reasonCode: 'other_name', reason: 'other name', formerName: { kind: 'other', until: null } },
    })
  })

  it('does not upgrade an old name whose registration number points to another company', async () => {
    const outcome = await matchOne({ country: 'GB', name: 'Harbour Softworks Limited', registration_number: '11000003' })
    expect(outcome.matched && outcome.grade === 'C').toBe(true)
    if (outcome.matched) expect(outcome.explain.reasonCode).toMatch(/identifier_name_differs|identifier_contradicted/)
  })

  it('prefers the company that bears the name today', async () => {
    const both = createMemoryCandidateSource([
      ...REFERENCE,
      { id: 9, country: 'gb', name: 'HARBOUR SOFTWORKS LIMITED', registration_number: '12000009' },
    ])
    const outcome = await matchOne({ country: 'GB', name: 'Harbour Softworks Limited' }, both)
    expect(outcome).toMatchObject({ matched: true, companyId: 9, grade: 'A', explain: { reasonCode: 'name_exact_unique' } })
    expect(outcome.explain.formerName).toBeUndefined()
  })

  it('shows the former name to the visitor on a found row only', async () => {
    const input = { country: 'GB', name: 'Harbour Softworks Limited' }
    const outcome = await matchOne(input)
    const found = toVisitorExplain({ status: 'found', explain: outcome.explain, input, result: null }, ['name', 'country'])
    expect(found).toMatchObject({ reason_code: 'former_name', former_name: RENAMED })
    const notFound = toVisitorExplain({ status: 'not_found', explain: outcome.explain, input, result: null }, ['name', 'country'])
    expect(notFound).not.toHaveProperty('former_name')
  })
})

describe('the former-name lookups', () => {
  it('look the name up as written, its core with each spelling of its legal form, and its core as a prefix', () => {
    const keys = formerNameKeys('gb', nameKey('Harbour Softworks Ltd.')!)
    expect(keys).toContainEqual({ country: 'gb', text: 'harbour softworks ltd', match: 'exact' })
    expect(keys).toContainEqual({ country: 'gb', text: 'harbour softworks limited', match: 'exact' })
    expect(keys).toContainEqual({ country: 'gb', text: 'harbour softworks', match: 'prefix' })
  })

  it('answer from memory as the database index does: exact names, prefixes, a country or all', () => {
    const index = new FormerNameIndex([
      {
        companyId: 1,
        country: 'gb',
        name: 'Harbour Softworks Limited',
        normalized: 'harbour softworks limited',
        kind: 'previous',
        until: null,
      },
      { companyId: 2, country: 'ie', name: 'Harbour Softworks Ltd', normalized: 'harbour softworks ltd', kind: 'other', until: null },
      { companyId: 3, country: 'gb', name: 'Harbourside Ltd', normalized: 'harbourside ltd', kind: 'previous', until: null },
    ])
    const ids = (keys: Parameters<typeof index.lookup>[0], limit = 25) => index.lookup(keys, limit).map((hit) => hit.id)
    expect(ids([{ country: 'gb', text: 'harbour softworks limited', match: 'exact' }])).toEqual([1])
    expect(ids([{ country: 'gb', text: 'harbour', match: 'prefix' }])).toEqual([1, 3])
    expect(ids([{ country: 'gb', text: 'harbour', match: 'prefix' }], 1)).toEqual([1])
    expect(ids([{ country: null, text: 'harbour softworks', match: 'prefix' }])).toEqual([1, 2])
    expect(ids([{ country: 'fr', text: 'harbour', match: 'prefix' }])).toEqual([])
  })

  it('compare dated former names first, then undated ones, then other names, each name once', () => {
    expect(
      orderFormerNames([
        { name: 'Acme Trading', kind: 'other', until: null },
        { name: 'Acme Old', kind: 'previous', until: null },
        { name: 'Acme Older', kind: 'previous', until: '2001-01-01' },
        { name: 'ACME OLD', kind: 'previous', until: '2010-01-01' },
      ]).map((name) => `${name.name} ${name.until}`),
    ).toEqual(['ACME OLD 2010-01-01', 'Acme Older 2001-01-01', 'Acme Trading null'])
  })
})
