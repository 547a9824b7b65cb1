import type { Client, InValue } from '@libsql/client'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { toPostgresPlaceholders } from '@/lib/sql-placeholders'

export type SqlValue = string | number | null
export type SqlRow = Record<string, unknown>
export type Statement = { sql: string; args: SqlValue[] }

/**
 * The one place enrichment SQL meets a driver. Statements use `?` placeholders; PostgreSQL gets
 * them renumbered. `transaction` runs statements atomically and returns each one's affected rows.
 */
export interface SqlRunner {
  readonly kind: 'sqlite' | 'postgres'
  query(sql: string, args?: SqlValue[]): Promise<SqlRow[]>
  transaction(statements: Statement[]): Promise<number[]>
}


export function createSqliteRunner(client: Client): SqlRunner {
  return {
    kind: 'sqlite',
    query: async (sql, args = []) => (await client.execute({ sql, args: args as InValue[] })).rows as unknown as SqlRow[],
    // A libsql batch runs on the client's own connection inside BEGIN/COMMIT without yielding to
    // other statements, so Payload's queries on the same connection never land inside it.
    transaction: async (statements) =>
      (await client.batch(statements.map((statement) => ({ sql: statement.sql, args: statement.args as InValue[] })), 'write')).map(
        (result) => result.rowsAffected,
      ),
  }
}

export function createPostgresRunner(pool: Pool): SqlRunner {
  return {
    kind: 'postgres',
    query: async (sql, args = []) => (await pool.query(toPostgresPlaceholders(sql), args)).rows as SqlRow[],
    transaction: async (statements) => {
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        const affected: number[] = []
        for (const statement of statements) affected.push((await connection.query(toPostgresPlaceholders(statement.sql), statement.args)).rowCount ?? 0)
        await connection.query('COMMIT')
        return affected
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        connection.release()
      }
    },
  }
}

const runners = new WeakMap<object, SqlRunner>()

/** The runner over the database Payload is connected to. */
export function sqlRunnerFor(payload: Payload): SqlRunner {
  const adapter = payload.db as unknown as { name: string; client?: Client; pool?: Pool }
  const cached = runners.get(adapter)
  if (cached) return cached
  let runner: SqlRunner
  if (adapter.name === 'postgres' && adapter.pool) runner = createPostgresRunner(adapter.pool)
  else if (adapter.name === 'sqlite' && adapter.client) runner = createSqliteRunner(adapter.client)
  else throw new Error(`Enrichment needs a connected SQLite or PostgreSQL adapter (got ${adapter.name}).`)
  runners.set(adapter, runner)
  return runner
}

/** `?, ?, ?` for an IN list. */
export function marks(count: number): string {
  return new Array<string>(count).fill('?').join(', ')
}

/** Splits values so no statement binds more than `size` of them. */
export function chunks<T>(values: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let index = 0; index < values.length; index += size) result.push(values.slice(index, index + size))
  return result
}
