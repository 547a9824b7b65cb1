import type { Payload } from 'payload'

import { type ReadinessProbes } from '@/lib/health'
import { redisProbe } from '@/lib/rate-limit'
import { enrichmentWorkerState } from '@/lib/worker-process'
import { getPayloadClient } from '@/components/site-data'
import { sqlRunnerFor } from '@/modules/db'
import { bundledMigrations } from '@/payload/database'

/** Once every migration this build ships is seen applied, it stays so for this process. */
let migrationsSeenApplied = false

async function migrationsApplied(payload: Payload): Promise<boolean> {
  if (migrationsSeenApplied) return true
  const applied = new Set((await sqlRunnerFor(payload).query('SELECT name FROM payload_migrations')).map((row) => String(row.name)))
  migrationsSeenApplied = bundledMigrations().every((migration) => applied.has(migration.name))
  return migrationsSeenApplied
}

/**
 * The probes of this node: the database through the CMS's own connection (a node whose pool cannot
 * reach the database is not ready, whatever another client could do), the migrations table, the
 * rate limits' Redis when one is configured, and where the enrichment worker runs.
 */
export function nodeReadinessProbes(): ReadinessProbes {
  // Payload starts with the server; should it still be starting (or failing to), every probe waits on it.
  const payload = getPayloadClient()
  return {
    database: async () => {
      await sqlRunnerFor(await payload).query('SELECT 1 AS up')
    },
    migrations: async () => migrationsApplied(await payload),
    redis: redisProbe(),
    worker: () => enrichmentWorkerState(),
  }
}
