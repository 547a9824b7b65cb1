import type { Client, InValue } from '@libsql/client'
import Database from 'libsql'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

import type { DatabaseKind } from '@/lib/database-kind'

import { databaseConnection } from './connection'

import { toPostgresPlaceholders } from './placeholders'

import { SqliteWriter } from './sqlite-writer'
import { resolveFollowUp, type FollowUp, type SqlRow, type SqlValue, type Statement } from './statements'

/**
 * The one place enrichment SQL meets a driver. Statements use `?` placeholders; PostgreSQL gets
 * them renumbered. `transaction` runs statements atomically and returns each one's affected rows;
 * `followUp` statements run last in the same transaction, with arguments that may count those rows.
 */
export interface SqlRunner {
  readonly kind: DatabaseKind
  query(sql: string, args?: SqlValue[]): Promise<SqlRow[]>
  transaction(statements: Statement[], followUp?: FollowUp[]): Promise<number[]>
}

export function createSqliteRunner(client: Client): SqlRunner {
  return {
    kind: 'sqlite',
    query: async (sql, args = []) => (await client.execute({ sql, args: args as InValue[] })).rows as unknown as SqlRow[],
    // A libsql batch runs on the client's own connection inside BEGIN/COMMIT without yielding to
    // other statements, so Payload's queries on the same connection never land inside it. With a
    // follow-up, libsql's interactive transaction takes that connection for itself instead.
    transaction: async (statements, followUp) => {
      const toLibsql = (list: Statement[]) => list.map((statement) => ({ sql: statement.sql, args: statement.args as InValue[] }))
      if (!followUp?.length) return (await client.batch(toLibsql(statements), 'write')).map((result) => result.rowsAffected)
      const transaction = await client.transaction('write')
      try {
        const affected = (await transaction.batch(toLibsql(statements))).map((result) => result.rowsAffected)
        const more = followUp.map((statement) => resolveFollowUp(statement, affected))
        affected.push(...(await transaction.batch(toLibsql(more))).map((result) => result.rowsAffected))
        await transaction.commit()
        return affected
      } finally {
        transaction.close()
      }
    },
  }
}

export function createPostgresRunner(pool: Pool): SqlRunner {
  return {
    kind: 'postgres',
    query: async (sql, args = []) => (await pool.query(toPostgresPlaceholders(sql), args)).rows as SqlRow[],
    transaction: async (statements, followUp) => {
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        const affected: number[] = []
        for (const statement of statements)
          affected.push((await connection.query(toPostgresPlaceholders(statement.sql), statement.args)).rowCount ?? 0)
        const more = (followUp ?? []).map((statement) => resolveFollowUp(statement, affected))
        for (const statement of more)
          affected.push((await connection.query(toPostgresPlaceholders(statement.sql), statement.args)).rowCount ?? 0)
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

/** Prepared statements kept per connection, least recently used dropped first. */
const STATEMENTS_KEPT = 256
/**
 * The registry file is read through a page cache of this size (KiB), not memory-mapped: once
 * another connection (the writer thread, Payload's) commits, a mapped reader pays for remapping
 * and fresh page faults, and reads slowed threefold (250 company reads interleaved with 250-row
 * writes: 28 ms alone, about 240 ms mapped, about 40 ms through the page cache).
 */
const PAGE_CACHE_KIB = 64 * 1024

/**
 * A connection of its own to the SQLite file, used through libsql's synchronous API: statements are
 * prepared once and reused, rows come as plain objects, and the page cache is larger. Measured on
 * the 1,000,000-company registry, reading 400 companies by id took 5–7 ms through @libsql/client on
 * Payload's connection and 1.1–2.4 ms here (`npm run bench:enrichment` moves with it;
 * docs/BENCHMARKS.md). Transactions run on a writer thread with a connection of its
 * own (SqliteWriter), so a job's writes overlap with its matching. Payload's own connection is
 * unchanged; all three see each other's commits (WAL), and none holds the write lock across an await.
 */
export function createSqliteFileRunner(filePath: string): SqlRunner & { close(): Promise<void> } {
  const pragmas = [
    'PRAGMA busy_timeout = 5000',
    'PRAGMA mmap_size = 0',
    `PRAGMA cache_size = -${PAGE_CACHE_KIB}`,
    // WAL with synchronous=NORMAL: a commit is not flushed to disk on its own (a checkpoint is), so
    // a power cut may lose the last batches, never corrupt the file. A job's batch whose write is
    // lost is matched again from its rows, which are still pending.
    'PRAGMA synchronous = NORMAL',
  ]
  const database = new Database(filePath)
  for (const pragma of pragmas) database.exec(pragma)
  const writer = new SqliteWriter({ file: filePath, pragmas, statementsKept: STATEMENTS_KEPT })
  const statements = new Map<string, ReturnType<typeof database.prepare>>()
  const prepared = (sql: string) => {
    let statement = statements.get(sql)
    if (statement) statements.delete(sql)
    else {
      statement = database.prepare(sql)
      if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!)
    }
    statements.set(sql, statement)
    return statement
  }
  return {
    kind: 'sqlite',
    query: async (sql, args = []) => {
      const statement = prepared(sql)
      if (statement.reader) return statement.all(args) as SqlRow[]
      statement.run(args)
      return []
    },
    transaction: (list, followUp) => writer.transaction(list, followUp),
    close: async () => {
      await writer.close()
      database.close()
    },
  }
}

/** The database file behind a `file:` URL, or null for an in-memory or remote database. */
export function sqliteFilePath(url: string | undefined): string | null {
  if (!url?.startsWith('file:')) return null
  const filePath = url.slice('file:'.length).split('?')[0]!
  return filePath && !filePath.includes(':memory:') ? filePath : null
}

const runners = new WeakMap<object, SqlRunner>()

/** The runner over the database Payload is connected to (one per adapter instance). */
export function sqlRunnerFor(payload: Payload): SqlRunner {
  const cached = runners.get(payload.db)
  if (cached) return cached
  const connection = databaseConnection(payload)
  let runner: SqlRunner
  if (connection.kind === 'postgres') runner = createPostgresRunner(connection.pool)
  else {
    const filePath = sqliteFilePath(connection.url)
    runner = filePath ? createSqliteFileRunner(filePath) : createSqliteRunner(connection.client)
  }
  runners.set(payload.db, runner)
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
