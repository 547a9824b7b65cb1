/**
 * What a throwaway cluster run (the cluster test, `npm run bench:cluster`) stores into, its own and removed
 * after: a new PostgreSQL database beside the one `adminUrl` names, an emptied Redis database, and a
 * folder for the files every process shares (as a shared volume would be).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Redis from 'ioredis'
import pg from 'pg'

export type ScratchStores = {
  /** DATABASE_URL, REDIS_URL and the file folders, for the cluster's environment. */
  env: Record<string, string>
  drop(): Promise<void>
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function createScratchStores(options: {
  name: string
  adminUrl: string
  redisUrl: string
  redisDatabase: number
}): Promise<ScratchStores> {
  const databaseName = `${options.name}_${crypto.randomBytes(4).toString('hex')}`
  await onServer(options.adminUrl, `CREATE DATABASE "${databaseName}"`)
  const databaseUrl = new URL(options.adminUrl)
  databaseUrl.pathname = `/${databaseName}`
  const redisUrl = `${options.redisUrl.replace(/\/\d*$/, '')}/${options.redisDatabase}`
  const redis = new Redis(redisUrl)
  await redis.flushdb()
  redis.disconnect()
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`))
  return {
    env: {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      MEDIA_DIR: path.join(directory, 'media'),
      MAIL_OUTBOX_DIR: path.join(directory, 'outbox'),
      ENRICHMENT_FILES_DIR: path.join(directory, 'enrichment-files'),
    },
    async drop() {
      await onServer(options.adminUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
