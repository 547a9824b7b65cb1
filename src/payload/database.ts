import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Migration } from 'payload'

import { environment } from '@/lib/environment'

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
 * Migrations are the only way the schema changes (push is off everywhere), so the SQLite demo,
 * the test suite and a production PostgreSQL all run the same, committed migrations. They are
 * applied by the bootstrap (`onInit`) on every start, in development, tests and production alike.
 */
export function createDatabaseAdapter(databaseUrl = process.env.DATABASE_URL, migrationsRoot: string): DatabaseAdapterObj {
  if (databaseKind(databaseUrl) === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: databaseUrl, max: environment().DATABASE_POOL_SIZE },
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
