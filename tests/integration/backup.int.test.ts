/**
 * The backup and restore drill docs/DEPLOYMENT.md describes, on the suite's own database: a backup
 * taken while Payload has the database open, restored as a new database, opened and migrated by the
 * site's own start script, holds what the original held. SQLite restores by copying the file;
 * PostgreSQL by pg_restore into an empty database.
 */
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { databaseKind } from '@/lib/database-kind'
import { sqlRunnerFor, type SqlRunner } from '@/modules/db'
import { backupDatabase } from '@/payload/backup'
import { sqliteUrl } from '@/payload/database'

import { closeTestPayload, getTestPayload } from './payload'

const run = promisify(execFile)
afterAll(closeTestPayload)

const TABLES = ['registry_companies', 'pages', 'users', 'payload_migrations', 'academy_courses']

async function counts(sql: SqlRunner): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => [table, Number((await sql.query(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n)] as const),
  )
  return Object.fromEntries(entries)
}

/** The same counts, read from the restored database with a client of its own. */
async function restoredCounts(databaseUrl: string): Promise<Record<string, number>> {
  const read = async (query: (sql: string) => Promise<unknown>) =>
    Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, Number(await query(`SELECT COUNT(*) AS n FROM ${table}`))] as const)),
    )
  if (databaseKind(databaseUrl) === 'postgres') {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
    try {
      return await read(async (sql) => (await pool.query<{ n: string }>(sql)).rows[0]!.n)
    } finally {
      await pool.end()
    }
  }
  const client = createClient({ url: databaseUrl })
  try {
    return await read(async (sql) => (await client.execute(sql)).rows[0]!.n)
  } finally {
    client.close()
  }
}

/** The site's own start script on the restored database: it must find every migration applied and start. */
function prepare(databaseUrl: string, directory: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', './scripts/node-loader.mjs', 'scripts/prepare-database.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: path.join(directory, 'media'),
        MAIL_OUTBOX_DIR: path.join(directory, 'outbox'),
        DISABLE_LOGGING: 'false',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('backup and restore drill', () => {
  it('restores a backup taken while the site runs into a database the site starts on, with the same content', async () => {
    const payload = await getTestPayload()
    const original = await counts(sqlRunnerFor(payload))
    expect(original.registry_companies).toBeGreaterThan(0)
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-drill-'))
    try {
      const databaseUrl = process.env.DATABASE_URL
      const archive = path.join(directory, databaseKind(databaseUrl) === 'postgres' ? 'site.dump' : 'site-backup.db')
      const { bytes } = await backupDatabase(databaseUrl, archive)
      expect(bytes).toBeGreaterThan(0)
      await expect(backupDatabase(databaseUrl, archive)).rejects.toThrow(/exists already/)

      let restoredUrl: string
      if (databaseKind(databaseUrl) === 'postgres') {
        const admin = new URL(databaseUrl!)
        const name = `restore_drill_${process.pid}`
        admin.pathname = `/${name}`
        await run('psql', [databaseUrl!, '-c', `DROP DATABASE IF EXISTS ${name}`, '-c', `CREATE DATABASE ${name}`])
        await run('pg_restore', ['--no-owner', `--dbname=${admin.toString()}`, archive])
        restoredUrl = admin.toString()
      } else {
        // The restore: the backup file becomes the database file.
        const restored = path.join(directory, 'restored.db')
        fs.copyFileSync(archive, restored)
        restoredUrl = sqliteUrl(restored)
      }
      const started = await prepare(restoredUrl, directory)
      expect(started.code, started.output).toBe(0)
      expect(started.output).not.toContain('Migrating:')

      expect(await restoredCounts(restoredUrl)).toEqual(original)
      if (databaseKind(restoredUrl) === 'postgres') {
        const name = new URL(restoredUrl).pathname.slice(1)
        await run('psql', [databaseUrl!, '-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`])
      }
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }, 180_000)
})
