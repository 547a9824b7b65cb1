import { beforeAll, describe, expect, it } from 'vitest'

import { matchRows, type MatchInput } from '@/modules/enrichment/matching'
import { createRegistryCandidateSource } from '@/modules/enrichment/store/registry-candidates'
import { sqlRunnerFor } from '@/modules/enrichment/store/sql'
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
]

beforeAll(async () => {
  const payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies(COMPANIES)
})

describe('matching noisy names against the registry database', () => {
  it('finds each company through its index, whatever the noise', async () => {
    const sql = sqlRunnerFor(payload())
    const source = createRegistryCandidateSource(sql)
    const outcomes = await matchRows(
      EXPECTED.map(([, input]) => input),
      source,
    )
    const ids = await sql.query(`SELECT id, registration_number FROM registry_companies WHERE registration_number IN (${EXPECTED.map(() => '?').join(', ')})`, EXPECTED.map(([, , number]) => number))
    const numberOf = new Map(ids.map((row) => [Number(row.id), String(row.registration_number)]))
    EXPECTED.forEach(([kind, , number], index) => {
      const outcome = outcomes[index]!
      expect(outcome.matched ? numberOf.get(outcome.companyId) : JSON.stringify(outcome.explain), kind).toBe(number)
    })
    const gluedRow = outcomes[3]!
    expect(gluedRow.explain.retrieval).toContain('name:compact')
    const twin = outcomes[8]!
    expect(twin).toMatchObject({ grade: 'B', explain: { reasonCode: 'name_close_twin_resolved' } })
  })

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

  it('ends a row whose country no one can read as "country not recognised"', async () => {
    const [outcome] = await matchRows([{ country: 'Narnia', name: 'Schumm PLC' }], createRegistryCandidateSource(sqlRunnerFor(payload())))
    expect(outcome).toMatchObject({ matched: false, explain: { reasonCode: 'country_not_recognised' } })
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
