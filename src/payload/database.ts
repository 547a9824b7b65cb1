import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Migration } from 'payload'

import pg from 'pg'

import { environment } from '@/lib/environment'
import { logger } from '@/lib/logger'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

export const DEFAULT_SQLITE_FILE = path.join('data', 'site.db')

import { databaseKind } from '@/lib/database-kind'

export { databaseKind, type DatabaseKind } from '@/lib/database-kind'

/** `file:` URL of the SQLite database; a plain path in DATABASE_URL is accepted too. */
export function sqliteUrl(databaseUrl: string | undefined, cwd = process.cwd()): string {
  const raw = databaseUrl?.trim()
  if (raw?.startsWith('file:')) return raw
  const filePath = path.resolve(cwd, raw || DEFAULT_SQLITE_FILE)
  return `file:${filePath}`
}

/**
 * Payload's pool, with a listener for the errors of its idle connections: without one, a connection
 * the database ends while it sits in the pool (a restart, a failover, the network) is an 'error'
 * event nobody handles, an uncaught exception (issue 56): a process without Next.js's own handler
 * (the enrichment worker) ends on it, the web server prints it outside the log. The pool drops that
 * connection itself and opens a new one when next asked.
 */
class SitePool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    // The message and code only: node-postgres hangs the whole client (its settings, its buffers) on the error.
    this.on('error', (error: Error & { code?: string }) =>
      logger.warn({ reason: error.message, code: error.code }, 'database: an idle connection was lost; the pool opens a new one'),
    )
  }
}

/**
 * Migrations are the only way the schema changes (push is off everywhere), so the SQLite demo,
 * the test suite and a production PostgreSQL all run the same, committed migrations. They are
 * applied by the bootstrap (`onInit`) on every start, in development, tests and production alike.
 */
export function createDatabaseAdapter(databaseUrl = process.env.DATABASE_URL, migrationsRoot: string): DatabaseAdapterObj {
  if (databaseKind(databaseUrl) === 'postgres') {
    const { DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS } = environment()
    return postgresAdapter({
      pg: { ...pg, Pool: SitePool },
      // A bounded wait for a connection: a database out of reach, or a pool held by slow work,
      // answers 503 busy (lib/api-route.ts isOutage) instead of holding the request for ever.
      pool: { connectionString: databaseUrl, max: DATABASE_POOL_SIZE, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    })
  }
  const url = sqliteUrl(databaseUrl)
  fs.mkdirSync(path.dirname(url.slice('file:'.length)), { recursive: true })
  return sqliteAdapter({
    client: { url },
    push: false,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    // WAL lets the site read while a background job writes.
    wal: true,
    busyTimeout: 5000,
  })
}

export function bundledMigrations(databaseUrl = process.env.DATABASE_URL): Migration[] {
  const migrations = databaseKind(databaseUrl) === 'postgres' ? postgresMigrations : sqliteMigrations
  // Generated migrations type their arguments per adapter; Payload's runner takes them as unknown.
  return migrations as unknown as Migration[]
}
