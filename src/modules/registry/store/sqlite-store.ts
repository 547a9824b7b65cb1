import type { Client, InValue } from '@libsql/client'

import { searchTokens, normalizeCompanyName } from '../normalize'
import { normalizeRegistrationNumber } from '../identifiers'
import type { CompanyInput, CompanySearchPage, CompanySearchParams, RegistryStore, UpsertSummary } from '../types'
import {
  COMPANY_COLUMNS,
  dedupeByKey,
  fixedShapeChunks,
  OFFICER_COLUMNS,
  officerValues,
  prepareCompany,
  collectTiers,
  prefixUpperBound,
  RESULT_COLUMNS,
  toCompanySummary,
  figuresOf,
  SHOWCASE_CONTACTS_SQL,
  SHOWCASE_INDUSTRIES_SQL,
  showcaseOf,
  toSearchPage,
  type Row,
} from './prepare-rows'

/** SQLite allows 32,766 bound parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000

/** FTS5 query: the country column plus every word as a quoted prefix, so user text is never syntax. */
export function ftsMatchExpression(country: string, tokens: string[]): string {
  const words = tokens.map((token) => `"${token.replace(/"/g, '')}"*`).join(' AND ')
  return `country : "${country.replace(/"/g, '')}" AND name_normalized : (${words})`
}

/**
 * A write transaction on the client's own connection. libsql's `client.transaction()` hands a
 * connection over and opens a new one per transaction, and native memory grew with every batch
 * (about 7 MiB per 1,000 companies); BEGIN/COMMIT on the one connection keeps it flat. Writes are
 * serialised through `writeLock` so two batches never interleave on that connection.
 */
let writeLock: Promise<unknown> = Promise.resolve()

async function openWriteTransaction(client: Client) {
  let release!: () => void
  const previous = writeLock
  writeLock = new Promise<void>((resolve) => (release = resolve))
  await previous
  await client.execute('BEGIN IMMEDIATE')
  let open = true
  return {
    execute: (statement: { sql: string; args: InValue[] }) => client.execute(statement),
    commit: async () => {
      await client.execute('COMMIT')
      open = false
    },
    rollback: async () => {
      if (open) await client.execute('ROLLBACK')
      open = false
    },
    close: () => release(),
  }
}

export function createSqliteRegistryStore(client: Client): RegistryStore {
  const query = async (sql: string, args: InValue[] = []) => (await client.execute({ sql, args })).rows as unknown as Row[]

  async function upsertBatch(companies: CompanyInput[]): Promise<UpsertSummary> {
    const prepared = dedupeByKey(companies.map(prepareCompany))
    if (!prepared.length) return { inserted: 0, updated: 0 }
    const transaction = await openWriteTransaction(client)
    try {
      const keys = prepared.map((company) => company.key)
      const existing = new Set<string>()
      for (const slice of fixedShapeChunks(prepared, 512)) {
        const rows = (
          await transaction.execute({
            sql: `SELECT country || '|' || registration_number_normalized AS key FROM registry_companies
                  WHERE (country, registration_number_normalized) IN (VALUES ${slice.map(() => '(?, ?)').join(', ')})`,
            args: slice.flatMap((company) => [company.country, company.registrationNumber]),
          })
        ).rows
        for (const row of rows) existing.add(String(row.key))
      }

      const rowsPerStatement = Math.floor(MAX_PARAMETERS / (COMPANY_COLUMNS.length + 1))
      const idByKey = new Map<string, number>()
      const now = new Date().toISOString()
      for (const slice of fixedShapeChunks(prepared, rowsPerStatement)) {
        const placeholders = `(${COMPANY_COLUMNS.map(() => '?').join(', ')}, ?)`
        const updates = COMPANY_COLUMNS.filter((column) => column !== 'country' && column !== 'registration_number_normalized')
          .map((column) => `${column} = excluded.${column}`)
          .join(', ')
        const result = await transaction.execute({
          sql: `INSERT INTO registry_companies (${COMPANY_COLUMNS.join(', ')}, updated_at)
                VALUES ${slice.map(() => placeholders).join(', ')}
                ON CONFLICT (country, registration_number_normalized) DO UPDATE SET ${updates}, updated_at = excluded.updated_at
                RETURNING id, country || '|' || registration_number_normalized AS key`,
          args: slice.flatMap((company) => [...company.values, now]),
        })
        for (const row of result.rows) idByKey.set(String(row.key), Number(row.id))
      }

      const companyIds = [...idByKey.values()]
      for (const ids of fixedShapeChunks(companyIds, 4096)) {
        await transaction.execute({
          sql: `DELETE FROM registry_officers WHERE company_id IN (${ids.map(() => '?').join(', ')})`,
          args: ids,
        })
      }
      const officerRows = prepared.flatMap((company) =>
        company.officers.filter((officer) => officer.full_name?.trim()).map((officer) => officerValues(idByKey.get(company.key)!, officer)),
      )
      const officersPerStatement = Math.floor(MAX_PARAMETERS / OFFICER_COLUMNS.length)
      for (const slice of fixedShapeChunks(officerRows, officersPerStatement)) {
        const placeholders = `(${OFFICER_COLUMNS.map(() => '?').join(', ')})`
        await transaction.execute({
          sql: `INSERT INTO registry_officers (${OFFICER_COLUMNS.join(', ')}) VALUES ${slice.map(() => placeholders).join(', ')}`,
          args: slice.flat(),
        })
      }
      await transaction.commit()
      const inserted = keys.filter((key) => !existing.has(key)).length
      return { inserted, updated: keys.length - inserted }
    } catch (error) {
      await transaction.rollback()
      throw error
    } finally {
      transaction.close()
    }
  }

  async function searchByRegistration(params: CompanySearchParams, limit: number, offset: number) {
    const normalized = normalizeRegistrationNumber(params.country, params.query)
    if (!normalized || !/\d/.test(normalized)) return []
    return query(
      `SELECT ${RESULT_COLUMNS} FROM registry_companies c
       WHERE c.country = ? AND c.registration_number_normalized = ? ORDER BY c.is_active DESC, c.id LIMIT ? OFFSET ?`,
      [params.country, normalized, limit, offset],
    )
  }

  function locationFilter(params: CompanySearchParams): { sql: string; args: InValue[] } {
    const clauses: string[] = []
    const args: InValue[] = []
    if (params.state) {
      clauses.push('c.state = ?')
      args.push(params.state.toUpperCase())
    }
    if (params.city?.trim()) {
      clauses.push('c.city = ? COLLATE NOCASE')
      args.push(params.city.trim())
    }
    return { sql: clauses.map((clause) => ` AND ${clause}`).join(''), args }
  }

  return {
    kind: 'sqlite',

    async upsertCompanies(companies) {
      return upsertBatch(companies)
    },

    async search(params): Promise<CompanySearchPage> {
      const limit = params.pageSize + 1
      const offset = (params.page - 1) * params.pageSize
      const page = (rows: Row[], matchedBy: CompanySearchPage['matchedBy']) => toSearchPage(rows, params.pageSize, matchedBy)
      const location = locationFilter(params)
      const tokens = searchTokens(params.query)

      if (!tokens.length) {
        if (!location.args.length) return { results: [], hasMore: false, matchedBy: 'none' }
        const rows = await query(
          `SELECT ${RESULT_COLUMNS} FROM registry_companies c WHERE c.country = ?${location.sql}
           ORDER BY c.is_active DESC, c.name_normalized, c.id LIMIT ? OFFSET ?`,
          [params.country, ...location.args, limit, offset],
        )
        return page(rows, 'location')
      }

      const byRegistration = await searchByRegistration(params, limit, offset)
      if (byRegistration.length) return page(byRegistration, 'registration_number')

      const normalized = normalizeCompanyName(params.query.slice(0, 200))
      const match = ftsMatchExpression(params.country, tokens)
      const byName = (activeFilter: 0 | 1) => (limit: number) =>
        query(
          `SELECT ${RESULT_COLUMNS} FROM registry_companies c
           WHERE c.country = ? AND c.is_active = ? AND c.name_normalized > ? AND c.name_normalized < ?${location.sql}
           ORDER BY c.name_normalized, c.id LIMIT ?`,
          [params.country, activeFilter, normalized, prefixUpperBound(normalized), ...location.args, limit],
        )
      const byWords = (activeFilter: 0 | 1) => (limit: number) =>
        query(
          `SELECT ${RESULT_COLUMNS} FROM registry_companies_fts f JOIN registry_companies c ON c.id = f.rowid
           WHERE registry_companies_fts MATCH ? AND c.is_active = ? AND substr(c.name_normalized, 1, ?) <> ?${location.sql}
           ORDER BY f.rowid LIMIT ?`,
          [match, activeFilter, [...normalized].length, normalized, ...location.args, limit],
        )
      const rows = await collectTiers(
        [
          (limit) =>
            query(
              `SELECT ${RESULT_COLUMNS} FROM registry_companies c WHERE c.country = ? AND c.name_normalized = ?${location.sql}
               ORDER BY c.is_active DESC, c.id LIMIT ?`,
              [params.country, normalized, ...location.args, limit],
            ),
          byName(1),
          byName(0),
          byWords(1),
          byWords(0),
        ],
        offset,
        limit,
      )
      return page(rows, 'name')
    },

    async countCompanies(country) {
      const rows = country
        ? await query('SELECT count(*) AS n FROM registry_companies WHERE country = ?', [country])
        : await query('SELECT count(*) AS n FROM registry_companies')
      return Number(rows[0]?.n ?? 0)
    },

    async figures(country) {
      const where = country ? 'WHERE c.country = ?' : ''
      const args = country ? [country] : []
      const [companies, officers] = await Promise.all([
        query(
          `SELECT count(*) AS n, count(DISTINCT c.country) AS countries, max(c.updated_at) AS last_update FROM registry_companies c ${where}`,
          args,
        ),
        query(
          `SELECT count(*) AS n FROM registry_officers o ${country ? 'JOIN registry_companies c ON c.id = o.company_id WHERE c.country = ?' : ''}`,
          args,
        ),
      ])
      return figuresOf(companies[0], officers[0])
    },

    async showcase(country, limits) {
      const [industries, contacts] = await Promise.all([
        query(SHOWCASE_INDUSTRIES_SQL, [country, limits.industries]),
        query(SHOWCASE_CONTACTS_SQL, [country, limits.contacts]),
      ])
      return showcaseOf(industries, contacts)
    },

    async findCompany(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return null
      const rows = await query('SELECT id, name, country, status FROM registry_companies WHERE id = ?', [id])
      return toCompanySummary(rows[0])
    },

    async optimize() {
      await client.execute('ANALYZE registry_companies')
      await client.execute('ANALYZE registry_officers')
    },

    async likeScan(country, term, limit) {
      const rows = await query(`SELECT id FROM registry_companies WHERE country = ? AND name LIKE ? ESCAPE '\\' LIMIT ?`, [
        country,
        `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`,
        limit,
      ])
      return rows.length
    },
  }
}
