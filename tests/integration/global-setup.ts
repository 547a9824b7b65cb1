/**
 * Runs once per integration project: makes one migrated and seeded template database, which each
 * test file then copies (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL) instead
 * of running its own first start. A first start costs about 35 s; the copy well under one.
 * tests/integration/bootstrap.int.test.ts still checks what a first start leaves behind.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

import type { TemplateDatabase } from './test-environment'

export default async function setup(project: TestProject) {
  const kind = project.name.endsWith('postgres') ? 'postgres' : 'sqlite'
  const suffix = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-it-template-'))
  const filesDirectory = path.join(directory, 'files')
  let template: TemplateDatabase
  let databaseUrl: string
  let drop = async () => {}
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/test'
    const database = `site_it_template_${suffix}`
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${database}"`))
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    databaseUrl = url.toString()
    template = { kind, adminUrl, database, filesDirectory }
    drop = () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`))
  } else {
    const file = path.join(directory, 'template.db')
    databaseUrl = `file:${file}`
    template = { kind, file, filesDirectory }
  }
  const started = Date.now()
  const result = spawnSync(process.execPath, ['scripts/run-script.mjs', 'tests/integration/create-template.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, TEMPLATE_FILES_DIR: filesDirectory },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    await drop()
    throw new Error(`Creating the ${kind} template database failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
  console.log(`Template ${kind} database made in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  project.provide('templateDatabase', template)
  return async () => {
    await drop()
    fs.rmSync(directory, { recursive: true, force: true })
  }
}

async function withAdmin(adminUrl: string, run: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch (error) {
    throw new Error(`PostgreSQL integration tests need a server at ${adminUrl} (set TEST_POSTGRES_URL): ${(error as Error).message}`)
  }
  try {
    await run(admin)
  } finally {
    await admin.end()
  }
}
