import type { Payload } from 'payload'

import { wakeEnrichmentWorkerProcess } from '@/lib/worker-process'

import { startRetentionSchedule } from '../retention'
import { sharedCandidateSource } from '../match-records'
import { sqlRunnerFor } from '@/modules/db'
import { claimSession, defaultJobOptions, runSessionToEnd } from './matching-job'
import { warmUpMatcher } from './warm-up'
import { environment } from '@/lib/environment'
import { recordRowsMatched } from '@/lib/metrics'

const IDLE_POLL_MS = 1_000

type Worker = { wake: () => void; stop: () => Promise<void> }

/**
 * Work a worker runs beside its job loop, woken with it (the data API's batch bodies, read and
 * checked here rather than on a web process: src/modules/data-api/batch-intake.ts). Each call does
 * one piece and answers whether it found one: it is called again at once if so, after the idle
 * pause if not. Given by the caller, so this module knows nothing of what it runs.
 */
export type WorkerTask = (signal: AbortSignal) => Promise<boolean>

/**
 * One worker per database per process, even when this module is evaluated twice in one process
 * (the worker script imports it by a relative path, Payload's bootstrap by the `@/` alias, and tsx
 * may load the two as separate instances): a second registry would start a second loop that the
 * script's stop() never reaches, left polling a closed pool after SIGTERM.
 */
const registry = globalThis as typeof globalThis & { __enrichmentWorkers?: WeakMap<object, Worker> }
const workers = (registry.__enrichmentWorkers ??= new WeakMap<object, Worker>())

/**
 * True where a worker must not run: `next build`, or when jobs run in separate worker processes
 * (ENRICHMENT_WORKER=off; the production server sets it for itself when it starts its own worker
 * process, src/lib/worker-process.ts).
 */
export function inProcessWorkerDisabled(): boolean {
  return environment().ENRICHMENT_WORKER === 'off' || process.env.NEXT_PHASE === 'phase-production-build'
}

/**
 * The in-process job worker: claims queued sessions (or sessions whose worker died, once their
 * lease expires) and runs them batch by batch, and runs its `tasks` beside them. Idle, it checks
 * the queue every second; `wake` starts the next round at once after a setup. Separate worker
 * processes run the same loop (`npm run enrichment:worker`).
 */
export function startEnrichmentWorker(payload: Payload, { tasks = [] }: { tasks?: WorkerTask[] } = {}): Worker {
  const existing = workers.get(payload.db)
  if (existing) return existing
  const sql = sqlRunnerFor(payload)
  const source = sharedCandidateSource(sql)
  const options = defaultJobOptions()
  let running = true
  const sleepers = new Set<() => void>()

  /** The idle pause: a second, or until the next wake. */
  const idle = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        sleepers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, IDLE_POLL_MS)
      timer.unref?.()
      sleepers.add(done)
    })

  const stopping = new AbortController()
  // Deletes expired uploads and trims the image cache, hourly (src/modules/enrichment/retention.ts).
  const retention = startRetentionSchedule(payload)

  const loop = (async () => {
    // Ready before the first list arrives: the name index built, the matcher compiled.
    try {
      const warmed = await warmUpMatcher(sql, source, { signal: stopping.signal })
      payload.logger.info({ rows: warmed.rows, ms: Math.round(warmed.ms) }, 'Enrichment worker: matcher warmed up')
    } catch (error) {
      payload.logger.warn({ err: error }, 'Enrichment worker: warm-up failed; the first list warms it instead.')
    }
    while (running) {
      try {
        const session = await claimSession(sql, options)
        if (session) {
          payload.logger.info({ session: session.sessionKey }, 'Enrichment worker: session claimed')
          const ended = await runSessionToEnd(
            sql,
            source,
            options,
            session,
            (batch) => {
              recordRowsMatched(batch.processed)
              payload.logger.debug({ session: batch.sessionKey, stored: batch.processed }, 'Enrichment worker: batch stored')
            },
            // A stop finishes the batch in hand and hands the session back, so another worker goes on at once.
            stopping.signal,
          )
          payload.logger.info({ session: session.sessionKey, ended }, 'Enrichment worker: session run ended')
          continue
        }
      } catch (error) {
        payload.logger.error({ err: error }, 'Enrichment worker: a round failed; retrying after a pause.')
      }
      await idle()
    }
  })()

  // Each task in a loop of its own: a list being matched does not hold a batch body back, nor a body the list.
  const taskLoops = tasks.map(async (task) => {
    while (running) {
      try {
        if (await task(stopping.signal)) continue
      } catch (error) {
        payload.logger.error({ err: error }, 'Enrichment worker: a task failed; retrying after a pause.')
      }
      await idle()
    }
  })

  const wakeAll = () => {
    for (const wake of [...sleepers]) wake()
  }
  const worker: Worker = {
    wake: wakeAll,
    stop: async () => {
      running = false
      stopping.abort()
      wakeAll()
      await Promise.all([loop, ...taskLoops])
      await retention.stop()
      workers.delete(payload.db)
    },
  }
  workers.set(payload.db, worker)
  return worker
}

/**
 * Wakes the in-process worker, if this process runs one, and the worker process the production
 * server supervises, if it does (a message over their IPC channel; it also looks every second).
 */
export function wakeEnrichmentWorker(payload: Payload): void {
  workers.get(payload.db)?.wake()
  wakeEnrichmentWorkerProcess()
}

export async function stopEnrichmentWorker(payload: Payload): Promise<void> {
  await workers.get(payload.db)?.stop()
}
