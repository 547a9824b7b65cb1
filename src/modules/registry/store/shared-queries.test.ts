import { describe, expect, it } from 'vitest'

import type { SqlRunner } from '@/modules/db'

import { COMPANY_ROW_COLUMNS, toCompanyRecord } from '../company-row'
import { COMPANY_COLUMNS } from './prepare-rows'
import { caseInsensitiveLike, conditionSql, countriesWhereSql, sharedRegistryQueries, type SearchDialect } from './shared-queries'

function fakeRunner(kind: SqlRunner['kind'], rows: Record<string, unknown>[] = []) {
  const statements: { sql: string; args: unknown[] }[] = []
  const runner: SqlRunner = {
    kind,
    query: async (sql, args = []) => {
      statements.push({ sql, args })
      return rows
    },
    transaction: async () => [],
  }
  return { runner, statements }
}

const dialect: SearchDialect = {
  cityEquals: (city) => ({ sql: 'c.city = ?', args: [city] }),
  longerNamesStarting: (name) => ({ sql: 'c.name_normalized > ?', args: [name] }),
  wordsMatch: () => ({ from: 'registry_companies c', match: { sql: '1 = 1', args: [] }, order: 'c.id' }),
}

describe('conditionSql', () => {
  it('writes column, officer and combined conditions on a company aliased c', () => {
    expect(conditionSql({ present: 'vat' })).toBe('c.vat IS NOT NULL')
    expect(conditionSql({ always: true })).toBe('1 = 1')
    expect(conditionSql({ anyOf: [{ present: 'city' }, { present: 'state' }] })).toBe('(c.city IS NOT NULL OR c.state IS NOT NULL)')
    expect(conditionSql({ officer: { present: 'contact_email', seniorityIn: ['C-level', "O'Brien"] } })).toBe(
      "(SELECT 1 FROM registry_officers o WHERE o.company_id = c.id AND o.contact_email IS NOT NULL AND lower(o.seniority_level) IN ('c-level', 'o''brien') LIMIT 1) IS NOT NULL",
    )
  })

  it('probes only the columns the condition reads, within the window', () => {
    const sql = countriesWhereSql({ allOf: [{ present: 'industry' }, { present: 'size_range' }] }, 5000)
    expect(sql).toContain('SELECT id, industry, size_range FROM registry_companies s')
    expect(sql).toContain('LIMIT 5000')
    expect(sql).toContain('c.industry IS NOT NULL AND c.size_range IS NOT NULL')
  })
})

describe('sharedRegistryQueries', () => {
  it('uses ILIKE on PostgreSQL and LIKE on SQLite for the naive scan, with wildcards escaped', async () => {
    expect(caseInsensitiveLike('postgres')).toBe('ILIKE')
    const { runner, statements } = fakeRunner('sqlite', [{ id: 1 }])
    expect(await sharedRegistryQueries(runner, dialect).likeScan('gb', '50%_off', 5)).toBe(1)
    expect(statements[0]!.sql).toContain('name LIKE ?')
    expect(statements[0]!.args).toEqual(['gb', '%50\\%\\_off%', 5])
  })

  it('answers null for an id that cannot exist, without asking the database', async () => {
    const { runner, statements } = fakeRunner('postgres')
    const queries = sharedRegistryQueries(runner, dialect)
    for (const id of [0, -1, 1.5, Number.NaN]) {
      expect(await queries.companyRecord(id)).toBeNull()
      expect(await queries.findCompany(id)).toBeNull()
    }
    expect(statements).toEqual([])
  })

  it('reads peers from a bounded window with the filters in order', async () => {
    const { runner, statements } = fakeRunner('sqlite', [
      { id: '4', name: 'Peer', city: null, size_range: '1-10', status: 'active', is_active: 1 },
    ])
    const peers = await sharedRegistryQueries(runner, dialect).peers({
      country: 'pt',
      equal: { industry: 'Textiles', size_range: '1-10' },
      excludeId: 7,
      window: 20_000,
      limit: 20,
    })
    expect(peers).toEqual([{ id: 4, name: 'Peer', city: null, size_range: '1-10', status: 'active', is_active: true }])
    expect(statements[0]!.sql).toMatch(/WHERE industry = \? AND size_range = \? AND id <> \?/)
    expect(statements[0]!.args).toEqual(['pt', 20_000, 'Textiles', '1-10', 7, 20])
  })
})

describe('the registry row', () => {
  it('is written with every readable column but the id and the write time', () => {
    expect(COMPANY_ROW_COLUMNS.filter((column) => !COMPANY_COLUMNS.includes(column as never))).toEqual(['id', 'updated_at'])
  })

  it('reads either database into one shape, and refuses a row without a listed column', () => {
    const empty = Object.fromEntries(COMPANY_ROW_COLUMNS.map((column) => [column, null]))
    const sqlite = {
      ...empty,
      id: 3,
      country: 'pt',
      name: 'A',
      registration_number: '1',
      registration_number_normalized: '1',
      is_active: 1,
      turnover: 10,
      updated_at: '2026-11-28T10:00:00.000Z',
    }
    const postgres = { ...sqlite, id: '3', turnover: '10', updated_at: new Date('2026-11-28T10:00:00Z') }
    expect(toCompanyRecord(postgres)).toEqual(toCompanyRecord(sqlite))
    expect(toCompanyRecord(sqlite)).toMatchObject({
      id: 3,
      is_active: true,
      turnover: 10,
      vat: null,
      updated_at: '2026-11-28T10:00:00.000Z',
    })
    const withoutVat: Record<string, unknown> = { ...sqlite }
    delete withoutVat.vat
    expect(() => toCompanyRecord(withoutVat)).toThrow(/vat/)
  })
})
