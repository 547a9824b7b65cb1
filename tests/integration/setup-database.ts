/**
 * Gives each integration test file its own database before Payload's config is loaded: a copy of
 * the project's template (tests/integration/global-setup.ts), which is migrated and seeded exactly
 * as a first start would have done. SQLite copies the file; PostgreSQL creates a database from it.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'

import { applyTestEnvironment } from './test-environment'

const template = inject('templateDatabase')
const suffix = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`

const filesDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-it-files-'))
applyTestEnvironment(filesDirectory)
// Seeded media (and any other stored files) belong with the database they are rows of.
fs.cpSync(template.filesDirectory, filesDirectory, { recursive: true })

let cleanup: () => Promise<void> = async () => {}

if (template.kind === 'postgres') {
  const databaseName = `site_it_${suffix}`
  const admin = new pg.Client({ connectionString: template.adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${databaseName}" TEMPLATE "${template.database}"`)
  await admin.end()
  const url = new URL(template.adminUrl)
  url.pathname = `/${databaseName}`
  process.env.DATABASE_URL = url.toString()
  cleanup = async () => {
    const dropper = new pg.Client({ connectionString: template.adminUrl })
    await dropper.connect()
    await dropper.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
    await dropper.end()
  }
} else {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-it-'))
  fs.copyFileSync(template.file, path.join(directory, 'site.db'))
  process.env.DATABASE_URL = `file:${path.join(directory, 'site.db')}`
  cleanup = async () => fs.rmSync(directory, { recursive: true, force: true })
}

// Payload's start (migrations checked, seed found present) belongs to the file, not to its first
// test: hooks have their own, longer time limit (vitest.config.ts hookTimeout).
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
