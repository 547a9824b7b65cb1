import type { Client, InValue } from '@libsql/client'

import type { SqlRunner } from '@/modules/db'

import type { CompanyInput, RegistryStore, UpsertSummary } from '../types'
import {
  COMPANY_COLUMNS,
  dedupeByKey,
  fixedShapeChunks,
  OFFICER_COLUMNS,
  officerRowsOf,
  prefixUpperBound,
  prepareCompany,
  type Row,
} from './prepare-rows'
import { readWatchedStates, recordChanges, type RunInTransaction } from './change-feed'
import { sharedRegistryQueries, type SearchDialect } from './shared-queries'

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

/** SQLite's side of the search: FTS5 for words, a key range for a name prefix, NOCASE for cities. */
const sqliteSearch: SearchDialect = {
  cityEquals: (city) => ({ sql: 'c.city = ? COLLATE NOCASE', args: [city] }),
  longerNamesStarting: (normalized) => ({
    sql: 'c.name_normalized > ? AND c.name_normalized < ?',
    args: [normalized, prefixUpperBound(normalized)],
  }),
  wordsMatch: (country, tokens) => ({
    from: 'registry_companies_fts f JOIN registry_companies c ON c.id = f.rowid',
    match: { sql: 'registry_companies_fts MATCH ?', args: [ftsMatchExpression(country, tokens)] },
    order: 'f.rowid',
  }),
}

/**
 * The registry on SQLite. Reads go through the SQL runner (`sql`); the bulk upsert writes on
 * Payload's own connection (`client`) in one transaction of its own.
 */
export function createSqliteRegistryStore(client: Client, sql: SqlRunner): RegistryStore {
  async function upsertBatch(companies: CompanyInput[]): Promise<UpsertSummary> {
    const prepared = dedupeByKey(companies.map(prepareCompany))
    if (!prepared.length) return { inserted: 0, updated: 0 }
    const transaction = await openWriteTransaction(client)
    try {
      const keys = prepared.map((company) => company.key)
      const run: RunInTransaction = async (sql, args) => (await transaction.execute({ sql, args })).rows as unknown as Row[]
      // What the batch overwrites, for the change feed (and which companies exist already).
      const before = await readWatchedStates(run, prepared)

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
      const officerRows = officerRowsOf(prepared, idByKey)
      const officersPerStatement = Math.floor(MAX_PARAMETERS / OFFICER_COLUMNS.length)
      for (const slice of fixedShapeChunks(officerRows, officersPerStatement)) {
        const placeholders = `(${OFFICER_COLUMNS.map(() => '?').join(', ')})`
        await transaction.execute({
          sql: `INSERT INTO registry_officers (${OFFICER_COLUMNS.join(', ')}) VALUES ${slice.map(() => placeholders).join(', ')}`,
          args: slice.flat(),
        })
      }
      await recordChanges(run, prepared, before, idByKey)
      await transaction.commit()
      const inserted = keys.filter((key) => !before.has(key)).length
      return { inserted, updated: keys.length - inserted }
    } catch (error) {
      await transaction.rollback()
      throw error
    } finally {
      transaction.close()
    }
  }

  return {
    kind: 'sqlite',
    ...sharedRegistryQueries(sql, sqliteSearch),

    upsertCompanies: upsertBatch,

    async writeTransaction(work) {
      const transaction = await openWriteTransaction(client)
      try {
        const run = async (sql: string, args: InValue[]) =>
          (await transaction.execute({ sql, args })).rows as unknown as Record<string, unknown>[]
        const result = await work({
          kind: 'sqlite',
          run,
          async append(table, columns, rows) {
            const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
            const placeholders = `(${columns.map(() => '?').join(', ')})`
            for (const slice of fixedShapeChunks(rows, rowsPerStatement))
              await run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${slice.map(() => placeholders).join(', ')}`, slice.flat())
          },
        })
        await transaction.commit()
        return result
      } catch (error) {
        await transaction.rollback()
        throw error
      } finally {
        transaction.close()
      }
    },

    async optimize() {
      await client.execute('ANALYZE registry_companies')
      await client.execute('ANALYZE registry_officers')
    },
  }
}
