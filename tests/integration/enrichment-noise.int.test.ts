import { beforeAll, describe, expect, it } from 'vitest'

import { createRegistryCandidateSource, type MatchInput, matchRows } from '@/modules/enrichment'
import { sqlRunnerFor } from '@/modules/db'
import { registryStoreFor } from '@/modules/registry'

import { getTestPayload } from './payload'

/**
 * Noisy names against the real registry tables on this run's database (SQLite or PostgreSQL): the
 * compact-name index, the trigram index (FTS5 trigram / pg_trgm) and the word index with spellings.
 */
const COMPANIES = [
  { country: 'us', name: 'Gerlach and Sons', registration_number: 'NOISE-0001', status: 'active' },
  { country: 'us', name: 'Hilpert-Gibson', registration_number: 'NOISE-0002', status: 'active' },
  { country: 'us', name: 'Hettinger LLC', registration_number: 'NOISE-0003', status: 'active' },
  { country: 'gb', name: 'Schumm PLC', registration_number: '09200004', status: 'active' },
  { country: 'us', name: 'Apex Industries Inc', registration_number: 'NOISE-0005', status: 'active' },
  { country: 'us', name: 'Global Manufacturing International Corp', registration_number: 'NOISE-0006', status: 'active' },
  { country: 'us', name: 'Eagle Rock Manufacturing Hawthorne LLC', registration_number: 'NOISE-0008', status: 'active' },
  { country: 'us', name: 'Eagle Rock Manufacturing Hawthorne Inc.', registration_number: 'NOISE-0009', status: 'active' },
  { country: 'fr', name: 'Rousseau Conseil Bonnet SA', registration_number: '552100010', status: 'active' },
  { country: 'fr', name: 'Bonnet Conseil Rousseau SA', registration_number: '552100011', status: 'active' },
  { country: 'us', name: 'Okuneva Stokes Wolff Group', registration_number: 'NOISE-0016', status: 'active' },
  { country: 'nl', name: 'Koninklijke Luchtvaart Maatschappij N.V.', registration_number: '33014286', status: 'active' },
  { country: 'es', name: 'Banco Bilbao Vizcaya Argentaria, S.A.', registration_number: 'A48265169', status: 'active' },
  { country: 'gb', name: 'Marlowe Kiln Works Ltd', registration_number: '09200020', vat: 'GB739104676', status: 'active' },
]

const EXPECTED: [kind: string, input: MatchInput, registrationNumber: string][] = [
  ['a sign inside a word', { country: 'US', name: 'Gerl-ach and Sons' }, 'NOISE-0001'],
  ['an underscore and a hyphen', { country: 'United States', name: 'Hil_pert-Gibson' }, 'NOISE-0002'],
  ['a digit in the legal form', { country: 'USA', name: 'Hettinger 7LC' }, 'NOISE-0003'],
  ['a missing space before the legal form', { country: 'Royaume-Uni', name: 'SchummPLC' }, '09200004'],
  ['an abbreviation', { country: '840', name: 'APEX INDS INC' }, 'NOISE-0005'],
  ['two abbreviations', { country: 'Estados Unidos', name: 'Global Mfg Intl Corp' }, 'NOISE-0006'],
  ['two typos in two words', { country: 'US', name: 'Okunevva Stoeks Wolff Group' }, 'NOISE-0016'],
  ['a dropped middle word', { country: 'US', name: 'Okuneva Wolff Group' }, 'NOISE-0016'],
  ['a twin told apart by its legal form', { country: 'US', name: 'Eagle Rock Manufacturng Hawthorne LLC' }, 'NOISE-0008'],
  ['a twin told apart by its word order', { country: 'République française', name: 'Bonnet Conseill Rousseau SA' }, '552100011'],
  ['an initialism', { country: 'NL', name: 'KLM' }, '33014286'],
]

beforeAll(async () => {
  const payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies(COMPANIES)
})

/** Matches the rows through the registry tables and expects each to find its company (by registration number). */
async function expectEachFound(expected: typeof EXPECTED, mode: 'memory' | 'database') {
  const sql = sqlRunnerFor(payload())
  const source = createRegistryCandidateSource(sql, { mode, maxCompanies: 1_000_000 })
  const outcomes = await matchRows(
    expected.map(([, input]) => input),
    source,
  )
  const ids = await sql.query(
    `SELECT id, registration_number FROM registry_companies WHERE registration_number IN (${expected.map(() => '?').join(', ')})`,
    expected.map(([, , number]) => number),
  )
  const numberOf = new Map(ids.map((row) => [Number(row.id), String(row.registration_number)]))
  expected.forEach(([kind, , number], index) => {
    const outcome = outcomes[index]!
    expect(outcome.matched ? numberOf.get(outcome.companyId) : JSON.stringify(outcome.explain), kind).toBe(number)
  })
  return outcomes
}

describe.each(['memory', 'database'] as const)('matching noisy names against the registry (%s name index)', (mode) => {
  it('finds each company through its index, whatever the noise', async () => {
    const outcomes = await expectEachFound(EXPECTED, mode)
    const gluedRow = outcomes[3]!
    expect(gluedRow.explain.retrieval).toContain('name:compact')
    const twin = outcomes[8]!
    expect(twin).toMatchObject({ grade: 'B', explain: { reasonCode: 'name_close_twin_resolved' } })
    const initialism = outcomes[10]!
    expect(initialism).toMatchObject({ grade: 'C', explain: { reasonCode: 'name_initialism' } })
    expect(initialism.explain.retrieval).toContain('name:initials')
  })
})

/** Rows without a country: every lookup of the name runs across all countries, on both sources. */
const WITHOUT_COUNTRY: [kind: string, input: MatchInput, registrationNumber: string][] = [
  ['the exact name', { name: 'Rousseau Conseil Bonnet SA' }, '552100010'],
  ['a glued legal form (the compact-name lookup)', { name: 'SchummPLC' }, '09200004'],
  ['a typo (corrected words)', { name: 'Okuneva Stokes Wolf Group' }, 'NOISE-0016'],
  ['letters changed inside words (trigrams)', { name: 'Hilpret-Gibsno' }, 'NOISE-0002'],
  ['a core followed by another legal form (the core-name range)', { name: 'Apex Industries' }, 'NOISE-0005'],
  [
    'a registration number read in the country a VAT number names',
    { vat: 'FR 40 552100011', name: 'Bonnet Conseil Rousseau' },
    '552100011',
  ],
  ['an initialism with its legal form (the initials lookup)', { name: 'BBVA S.A.' }, 'A48265169'],
]

describe.each(['memory', 'database'] as const)('rows without a country (%s name index)', (mode) => {
  it('are found across every country through the same indexes', async () => {
    const outcomes = await expectEachFound(WITHOUT_COUNTRY, mode)
    expect(outcomes[0]).toMatchObject({ grade: 'A', explain: { country: { from: 'none' } } })
    expect(outcomes[1]!.explain.retrieval).toContain('name:compact')
    expect(outcomes[5]!.explain.country).toMatchObject({ from: 'vat', country: 'fr' })
    expect(outcomes[6]).toMatchObject({ grade: 'C', explain: { reasonCode: 'name_initialism', country: { from: 'none' } } })
  })
})

/** Identifiers and countries as lists hold them: a number without its country, a country as a sports or car code. */
const IDENTIFIERS_AND_SPELLINGS: [kind: string, input: MatchInput, registrationNumber: string][] = [
  ['a Companies House number alone', { registration_number: '09200004' }, '09200004'],
  ['a SIREN written in groups, beside its name', { name: 'Bonnet Conseil Rousseau SA', registration_number: '552 100 011' }, '552100011'],
  ['a KvK number and an initialism', { name: 'KLM', registration_number: '33014286' }, '33014286'],
  ['a CIF in lower case', { registration_number: 'a48265169' }, 'A48265169'],
  ['a country as a car sign', { country: 'F', name: 'Rousseau Conseil Bonnet SA' }, '552100010'],
  ['a country with its code in brackets', { country: 'Netherlands (NL)', name: 'Koninklijke Luchtvaart Maatschappij' }, '33014286'],
  ['a country nobody can read: every country searched', { country: 'Narnia', name: 'Schumm PLC' }, '09200004'],
  ['a VAT number without its prefix', { vat: '739 1046 76' }, '09200020'],
]

describe.each(['memory', 'database'] as const)('identifiers without a country and countries as written (%s name index)', (mode) => {
  it('are found through the registration number index in every country, and through the name in the country read', async () => {
    const outcomes = await expectEachFound(IDENTIFIERS_AND_SPELLINGS, mode)
    expect(outcomes[0]!.explain.retrieval).toContain('registration_number')
    expect(outcomes[1]).toMatchObject({ grade: 'A' })
    expect(outcomes[4]!.explain.country).toEqual({ from: 'column' })
    expect(outcomes[6]!.explain.country).toEqual({ from: 'none' })
    expect(outcomes[7]!.explain.retrieval).toContain('vat')
  })

  it('grade a contradicting number without a country as they do with it', async () => {
    const source = createRegistryCandidateSource(sqlRunnerFor(payload()), { mode, maxCompanies: 1_000_000 })
    // The name is one French company's; the number, a SIREN no company has, contradicts it.
    const row = { name: 'Rousseau Conseil Bonnet SA', registration_number: '111 111 111' }
    const [without, withCountry] = await matchRows([row, { ...row, country: 'FR' }], source)
    const outcomeOf = (outcome: typeof without) =>
      outcome!.matched
        ? { companyId: outcome!.companyId, grade: outcome!.grade, reason: outcome!.explain.reasonCode }
        : { reason: outcome!.explain.reasonCode }
    expect(outcomeOf(without)).toEqual(outcomeOf(withCountry))
    expect(without).not.toMatchObject({ grade: 'A' })
  })
})

describe('the in-memory name index', () => {
  it('is used once built, and never hides a company added or removed since', async () => {
    const sql = sqlRunnerFor(payload())
    const source = createRegistryCandidateSource(sql, { mode: 'memory', maxCompanies: 1_000_000 })
    const [before] = await matchRows([{ country: 'US', name: 'Okunevva Stoeks Wolff Group' }], source)
    expect(source.names.current?.size).toBeGreaterThanOrEqual(COMPANIES.length)
    expect(before).toMatchObject({ matched: true })

    // A company imported after the index was built is found by name at once (the database answers
    // until the rebuilt index holds it), and then by the rebuilt index.
    await registryStoreFor(payload()).upsertCompanies([
      { country: 'us', name: 'Zephyrine Lighthouse Outfitters LLC', registration_number: 'NOISE-0100', status: 'active' },
    ])
    const [added] = await matchRows([{ country: 'US', name: 'Zephyrine Lighthuose Outfitters LLC' }], source)
    expect(added).toMatchObject({ matched: true })
    await source.names.settled()
    await source.names.refresh()
    expect(source.names.current).not.toBeNull()
    const [again] = await matchRows([{ country: 'US', name: 'Zephyrine Lighthuose Outfitters' }], source)
    expect(again).toMatchObject({ matched: true, companyId: added!.matched ? added!.companyId : -1 })

    // A company removed after the build is still in the index, but is never a candidate.
    await sql.query(`DELETE FROM registry_companies WHERE registration_number = ?`, ['NOISE-0100'])
    const [removed] = await matchRows([{ country: 'US', name: 'Zephyrine Lighthouse Outfitters LLC' }], source)
    expect(removed).toMatchObject({ matched: false })
  })

  it('leaves a registry over its size limit to the database', async () => {
    const source = createRegistryCandidateSource(sqlRunnerFor(payload()), { mode: 'memory', maxCompanies: 1 })
    const [outcome] = await matchRows([{ country: 'US', name: 'Hettinger 7LC' }], source)
    expect(source.names.current).toBeNull()
    expect(outcome).toMatchObject({ matched: true })
  })
})

describe('the database name indexes', () => {
  it('reaches typos that change whole words through the trigram index', async () => {
    const source = createRegistryCandidateSource(sqlRunnerFor(payload()))
    const found = await source.byTrigrams('us', 'okunevastkeswolf', 5)
    expect(found.map((company) => company.name)).toContain('Okuneva Stokes Wolff Group')
    // Only the country asked for: the American company is never a British candidate.
    expect((await source.byTrigrams('gb', 'okunevastkeswolf', 5)).every((company) => company.country === 'gb')).toBe(true)
  })

  it('looks names up without spaces in one query for a batch', async () => {
    const source = createRegistryCandidateSource(sqlRunnerFor(payload()))
    const found = await source.byCompactName([
      { country: 'gb', key: 'schummplc' },
      { country: 'us', key: 'gerlachandsons' },
      { country: 'us', key: 'schummplc' },
    ])
    expect(found.map((company) => company.name).sort()).toEqual(['Gerlach and Sons', 'Schumm PLC'])
  })

  it("keeps each name's initials, and finds names by them in a country or in all", async () => {
    const sql = sqlRunnerFor(payload())
    const [stored] = await sql.query(`SELECT name_initials, name_initials_full FROM registry_companies WHERE registration_number = ?`, [
      'A48265169',
    ])
    expect(stored).toEqual({ name_initials: 'bbvasa', name_initials_full: null })
    const source = createRegistryCandidateSource(sql, { mode: 'database', maxCompanies: 1_000_000 })
    expect((await source.byInitials('nl', 'klm', 5)).map((hit) => hit.name)).toEqual(['Koninklijke Luchtvaart Maatschappij N.V.'])
    expect((await source.byInitials(null, 'bbva', 5)).map((hit) => hit.country)).toEqual(['es'])
    expect(await source.byInitials('us', 'klm', 5)).toEqual([])
  })

  it('searches every country for a row whose country no one can read, and ends a miss as "country not recognised"', async () => {
    const [found, missing] = await matchRows(
      [
        { country: 'Narnia', name: 'Schumm PLC' },
        { country: 'Narnia', name: 'Qwertzuiop Vexquin Holdings' },
      ],
      createRegistryCandidateSource(sqlRunnerFor(payload())),
    )
    expect(found).toMatchObject({ matched: true, explain: { country: { from: 'none' } } })
    expect(missing).toMatchObject({ matched: false, explain: { reasonCode: 'country_not_recognised' } })
  })
})

let cachedPayload: Awaited<ReturnType<typeof getTestPayload>> | null = null
beforeAll(async () => {
  cachedPayload = await getTestPayload()
})
function payload() {
  if (!cachedPayload) throw new Error('payload not ready')
  return cachedPayload
}
