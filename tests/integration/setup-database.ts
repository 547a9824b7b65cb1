/**
 * Gives each integration test file its own empty database before Payload's config is loaded:
 * a temporary SQLite file, or a fresh PostgreSQL database created next to TEST_POSTGRES_URL.
 * The bootstrap then migrates and seeds it exactly as a first start would.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'sqlite'
const suffix = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`

process.env.PAYLOAD_SECRET = 'integration-tests-secret-0123456789abcdef'
process.env.ADMIN_EMAIL = 'admin@example.com'
process.env.ADMIN_PASSWORD = 'integration-admin-password'
process.env.SITE_URL = 'http://localhost:3999'
// A small demo registry keeps each file's first start quick; fixtures add the companies tests need.
process.env.REGISTRY_SEED_COMPANIES = '2000'
// Tests drive the enrichment job themselves, batch by batch.
process.env.ENRICHMENT_WORKER = 'off'
// The tests stand for a site behind one reverse proxy: X-Forwarded-For names each test's client.
process.env.TRUSTED_PROXY_HOPS = '1'
// Tests deliver the outbox themselves, with transports they control.
process.env.OUTBOX_WORKER = 'off'
const filesDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-it-files-'))
process.env.ENRICHMENT_FILES_DIR = filesDirectory
process.env.APPLICATION_FILES_DIR = path.join(filesDirectory, 'applications')
process.env.MEDIA_DIR = path.join(filesDirectory, 'media')

let cleanup: () => Promise<void> = async () => {}

if (kind === 'postgres') {
  const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/test'
  const databaseName = `site_it_${suffix}`
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch (error) {
    throw new Error(
      `PostgreSQL integration tests need a server at ${adminUrl} (set TEST_POSTGRES_URL): ${(error as Error).message}`,
    )
  }
  await admin.query(`CREATE DATABASE "${databaseName}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${databaseName}`
  process.env.DATABASE_URL = url.toString()
  cleanup = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl })
    await dropper.connect()
    await dropper.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
    await dropper.end()
  }
} else {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-it-'))
  process.env.DATABASE_URL = `file:${path.join(directory, 'site.db')}`
  cleanup = async () => fs.rmSync(directory, { recursive: true, force: true })
}

// The first start (migrations and the whole demo seed) belongs to the file, not to its first test:
// hooks have their own, longer time limit (vitest.config.ts hookTimeout).
beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  await getTestPayload()
})

afterAll(async () => {
  const { closeTestPayload } = await import('./payload')
  await closeTestPayload()
  const { closeRateLimitStore } = await import('@/lib/rate-limit')
  await closeRateLimitStore()
  await cleanup()
  fs.rmSync(filesDirectory, { recursive: true, force: true })
})
