import fs from 'node:fs'
import type { Payload } from 'payload'

import { isOutage } from '@/lib/api-route'
import { environment } from '@/lib/environment'
import { ApiError } from '@/lib/errors'
import { sqlRunnerFor, type SqlRunner } from '@/modules/db'
import { accountQueueKey, createRecordList, defaultJobOptions, wakeEnrichmentWorker } from '@/modules/enrichment'

import { accountAllowance } from './allowance'
import { batchBodiesDir, batchBodyPath, removeBatchBody } from './batch-bodies'
import { BadRecordsError, type BatchBodyFormat, readStoredBatch } from './batch-input'
import { type BatchIntake, settleEndedBatch } from './batches'
import type { BatchProblems, MatchRecord } from './schemas'
import { monthUsage, periodEnd } from './usage'

/*
 * The batch intake, run by the enrichment worker beside its job loop (never on the web process):
 * takes a stored batch body (acceptBatch, batches.ts), reads it record by record, checks every
 * record, reserves one basic profile a record and makes the record list the job matches; or ends the
 * batch `rejected` (bad records, the first 20 named) or `refused` (the month cannot cover it, or the
 * matching queue is full), with nothing reserved. Then the body is deleted.
 *
 * Crash-safe as the enrichment job is: a batch is claimed with a compare-and-set lease
 * (ENRICHMENT_JOB_LEASE_MS) and taken again by any worker once a dead worker's lease runs out; the
 * reservation and the batch's move to `reserved` are one transaction; the list is made under the
 * session key chosen when the body was stored, so a second worker finds it rather than making
 * another; the body is deleted only once the batch no longer needs it. A body whose reading stopped
 * its worker MAX_INTAKE_ATTEMPTS times is rejected rather than tried for ever.
 */

const CLAIM_ATTEMPTS = 5
const MAX_INTAKE_ATTEMPTS = 3
const DAY_MS = 24 * 60 * 60_000
/** The sweep's first run after the worker starts, as the uploads' retention sweep. */
const FIRST_SWEEP_MS = 60_000
const WAITING = `intake IN ('stored', 'reserved')`
const LEASE_FREE = `(intake_expires_at IS NULL OR intake_expires_at < ?)`

export type IntakeOptions = { owner: string; leaseMs: number }

type ClaimedBatch = {
  id: string
  accountId: number
  sessionKey: string
  name: string | null
  intake: BatchIntake
  bodyFile: string
  bodyFormat: BatchBodyFormat
  attempts: number
}

async function claimBatch(sql: SqlRunner, options: IntakeOptions, now: number): Promise<ClaimedBatch | null> {
  const waiting = await sql.query(`SELECT id FROM api_batches WHERE ${WAITING} AND ${LEASE_FREE} ORDER BY created_at, id LIMIT ?`, [
    now,
    CLAIM_ATTEMPTS,
  ])
  for (const { id } of waiting) {
    // Compare-and-set: of the workers that saw the batch free, one takes it; the others try the next.
    const [claimed] = await sql.transaction([
      {
        sql: `UPDATE api_batches SET intake_owner = ?, intake_expires_at = ?, intake_attempts = intake_attempts + 1
              WHERE id = ? AND ${WAITING} AND ${LEASE_FREE}`,
        args: [options.owner, now + options.leaseMs, String(id), now],
      },
    ])
    if (!claimed) continue
    const [row] = await sql.query(
      `SELECT id, account_id, session_key, name, intake, body_file, body_format, intake_attempts FROM api_batches WHERE id = ?`,
      [String(id)],
    )
    if (!row) continue
    return {
      id: String(row.id),
      accountId: Number(row.account_id),
      sessionKey: String(row.session_key),
      name: (row.name as string | null) ?? null,
      intake: String(row.intake) as BatchIntake,
      bodyFile: String(row.body_file),
      bodyFormat: String(row.body_format) as BatchBodyFormat,
      attempts: Number(row.intake_attempts),
    }
  }
  return null
}

/** Renews the claim; false when another worker holds the batch now (this one's lease ran out). */
async function stillHeld(sql: SqlRunner, batch: ClaimedBatch, options: IntakeOptions): Promise<boolean> {
  const [renewed] = await sql.transaction([
    {
      sql: `UPDATE api_batches SET intake_expires_at = ? WHERE id = ? AND intake_owner = ? AND ${WAITING}`,
      args: [Date.now() + options.leaseMs, batch.id, options.owner],
    },
  ])
  return Boolean(renewed)
}

/**
 * Takes `records` basic profiles from the account's month and moves the batch to `reserved`, in one
 * transaction: the month's row is raised only while it stays within `limit` and while this worker
 * still holds the batch, and the batch moves (and the day's chart rises) only when the month's row
 * did. So a crash leaves the profiles either reserved and recorded on the batch, or not taken at
 * all. The same compare-and-set as usage.ts's takeFromQuota, with the batch in its condition.
 */
async function reserve(
  sql: SqlRunner,
  batch: ClaimedBatch,
  records: number,
  limit: number | null,
  options: IntakeOptions,
  now: number,
): Promise<boolean> {
  const at = new Date(now).toISOString()
  const [month, day] = [at.slice(0, 7), at.slice(0, 10)]
  const within = limit === null ? '' : ' AND used + ? <= ?'
  const raised = { changedRowsOf: [1] }
  const [, taken] = await sql.transaction(
    [
      {
        sql: `INSERT INTO api_usage (account_id, period, metric, used) VALUES (?, ?, 'basic_profiles', 0) ON CONFLICT (account_id, period, metric) DO NOTHING`,
        args: [batch.accountId, month],
      },
      {
        sql: `UPDATE api_usage SET used = used + ? WHERE account_id = ? AND period = ? AND metric = 'basic_profiles'${within}
                AND EXISTS (SELECT 1 FROM api_batches WHERE id = ? AND intake = 'stored' AND intake_owner = ?)`,
        args: [records, batch.accountId, month, ...(limit === null ? [] : [records, limit]), batch.id, options.owner],
      },
    ],
    [
      {
        sql: `UPDATE api_batches SET intake = 'reserved', records = ?, reserved = ?, reserved_period = ?, reserved_at = ?
              WHERE id = ? AND CAST(? AS INTEGER) > 0`,
        args: [records, records, month, at, batch.id, raised],
      },
      {
        // Casts: PostgreSQL cannot type a bare parameter in a SELECT list.
        sql: `INSERT INTO api_usage (account_id, period, metric, used)
              SELECT CAST(? AS INTEGER), CAST(? AS TEXT), 'basic_profiles', CAST(? AS INTEGER) WHERE CAST(? AS INTEGER) > 0
              ON CONFLICT (account_id, period, metric) DO UPDATE SET used = api_usage.used + excluded.used`,
        args: [batch.accountId, day, records, raised],
      },
    ],
  )
  return Boolean(taken)
}

function problemsOf(error: ApiError): BatchProblems {
  return { detail: error.message, invalid_records: error instanceof BadRecordsError ? error.invalidRecords : 0, fields: error.fields }
}

/**
 * Ends a claimed batch `rejected` or `refused` (its body deleted, its webhook queued at once by
 * settling it); nothing when another worker holds it now. What it had reserved (only a batch the
 * queue refused after its reservation) is given back by the settling.
 */
async function endBatch(
  payload: Payload,
  batch: ClaimedBatch,
  options: IntakeOptions,
  outcome: { intake: 'rejected' | 'refused'; problems: BatchProblems; records?: number },
): Promise<void> {
  const sql = sqlRunnerFor(payload)
  const [ended] = await sql.transaction([
    {
      sql: `UPDATE api_batches SET intake = ?, problems = ?, records = COALESCE(?, records), body_file = NULL, intake_owner = NULL, intake_expires_at = NULL
            WHERE id = ? AND intake_owner = ? AND ${WAITING}`,
      args: [outcome.intake, JSON.stringify(outcome.problems), outcome.records ?? null, batch.id, options.owner],
    },
  ])
  if (!ended) return
  await removeBatchBody(batch.bodyFile)
  await settleEndedBatch(payload, batch.id)
  payload.logger.info({ batch: batch.id, intake: outcome.intake, detail: outcome.problems.detail }, `Batch intake: ${outcome.intake}`)
}

async function refusedForTheMonth(payload: Payload, batch: ClaimedBatch, records: number, now: number): Promise<BatchProblems> {
  const allowance = await accountAllowance(payload, batch.accountId)
  const limit = allowance.limits.basic_profiles ?? 0
  const left = Math.max(0, limit - (await monthUsage(sqlRunnerFor(payload), batch.accountId, now)).basic_profiles)
  const renews = periodEnd(now).toISOString().slice(0, 10)
  const count = records.toLocaleString('en-GB')
  const detail =
    limit === 0
      ? `Your plan (${allowance.plan.name}) does not include basic profiles, and a batch takes one a record. Upgrade your plan to use them.`
      : `This batch has ${count} records and takes one basic profile each; your plan's ${limit.toLocaleString('en-GB')} basic profiles for this month have ${left.toLocaleString('en-GB')} left (they renew on ${renews}). Nothing was charged: send fewer records, or upgrade your plan.`
  return { detail, invalid_records: 0, fields: { quota: ['basic_profiles'] } }
}

/** Reads and checks a claimed batch's body: its records, or how it ends (the problems a 400 would have named). */
async function readClaimed(
  payload: Payload,
  batch: ClaimedBatch,
): Promise<{ records: MatchRecord[] } | { problems: BatchProblems; records?: number }> {
  if (batch.attempts > MAX_INTAKE_ATTEMPTS) {
    const detail = `The body could not be read: the worker reading it stopped ${MAX_INTAKE_ATTEMPTS} times. Split the records into smaller batches and send them again.`
    return { problems: { detail, invalid_records: 0, fields: { records: [detail] } } }
  }
  try {
    return { records: await readStoredBatch(batchBodyPath(batch.bodyFile), batch.bodyFormat) }
  } catch (error) {
    if (error instanceof ApiError)
      return { problems: problemsOf(error), records: error instanceof BadRecordsError ? error.records : undefined }
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    payload.logger.error({ batch: batch.id, file: batch.bodyFile }, 'Batch intake: the stored body is missing')
    const detail = 'The body of this batch was lost before it could be read: send the batch again.'
    return { problems: { detail, invalid_records: 0, fields: { records: [detail] } } }
  }
}

/**
 * Hands a batch back after an error: free for the next try at once. A try cut short by an outage
 * (the database unreachable) is not counted, so waiting out an outage never uses up a batch's
 * attempts; any other error counts, as a crash does, so a body that trips a fault ends rejected.
 */
async function releaseClaim(sql: SqlRunner, batch: ClaimedBatch, options: IntakeOptions, error: unknown): Promise<void> {
  await sql.transaction([
    {
      sql: `UPDATE api_batches SET intake_owner = NULL, intake_expires_at = NULL, intake_attempts = intake_attempts - ?
            WHERE id = ? AND intake_owner = ? AND ${WAITING}`,
      args: [isOutage(error) ? 1 : 0, batch.id, options.owner],
    },
  ])
}

/**
 * Takes in the oldest batch waiting whose lease is free: read, checked, reserved and listed, or
 * ended rejected or refused. Answers false when no batch was waiting.
 */
export async function takeInNextBatch(payload: Payload, options: IntakeOptions): Promise<boolean> {
  const sql = sqlRunnerFor(payload)
  const batch = await claimBatch(sql, options, Date.now())
  if (!batch) return false
  payload.logger.info({ batch: batch.id, attempt: batch.attempts }, 'Batch intake: claimed')
  try {
    await takeIn(payload, batch, options)
  } catch (error) {
    await releaseClaim(sql, batch, options, error).catch(() => {})
    throw error
  }
  return true
}

async function takeIn(payload: Payload, batch: ClaimedBatch, options: IntakeOptions): Promise<void> {
  const sql = sqlRunnerFor(payload)
  const read = await readClaimed(payload, batch)
  if ('problems' in read) {
    await endBatch(payload, batch, options, { intake: 'rejected', ...read })
    return
  }
  const { records } = read
  if (!(await stillHeld(sql, batch, options))) return
  const now = Date.now()
  if (batch.intake === 'stored') {
    const limit = (await accountAllowance(payload, batch.accountId)).limits.basic_profiles
    if (!(await reserve(sql, batch, records.length, limit, options, now))) {
      // Not taken: either another worker holds the batch now, or the month cannot cover it.
      if (await stillHeld(sql, batch, options))
        await endBatch(payload, batch, options, {
          intake: 'refused',
          records: records.length,
          problems: await refusedForTheMonth(payload, batch, records.length, now),
        })
      return
    }
    payload.logger.debug({ batch: batch.id, records: records.length }, 'Batch intake: basic profiles reserved')
  }
  try {
    await createRecordList(payload, {
      name: batch.name || `API batch ${batch.id}`,
      records,
      owner: accountQueueKey(batch.accountId),
      sessionKey: batch.sessionKey,
    })
  } catch (error) {
    // The matching queue is full (for the account, or for everyone): the reservation goes back.
    if (!(error instanceof ApiError)) throw error
    await endBatch(payload, batch, options, { intake: 'refused', problems: { detail: error.message, invalid_records: 0, fields: {} } })
    return
  }
  const [listed] = await sql.transaction([
    {
      sql: `UPDATE api_batches SET intake = 'listed', body_file = NULL, intake_owner = NULL, intake_expires_at = NULL
            WHERE id = ? AND intake = 'reserved' AND intake_owner = ?`,
      args: [batch.id, options.owner],
    },
  ])
  if (listed) {
    await removeBatchBody(batch.bodyFile)
    wakeEnrichmentWorker(payload)
    payload.logger.info({ batch: batch.id, records: records.length }, 'Batch intake: listed')
  }
}

/** Takes in every batch waiting (tests and scripts, which run no worker); answers how many. */
export async function runBatchIntake(payload: Payload, options: IntakeOptions = defaultJobOptions()): Promise<number> {
  let taken = 0
  while (await takeInNextBatch(payload, options)) taken++
  return taken
}

export type BatchBodySweep = { refused: number; filesDeleted: number }

/**
 * Retention of stored bodies: a batch no worker took in within a day of being sent (none was
 * running) ends `refused`, saying so, its body deleted and any reservation given back; a file in the
 * bodies folder older than a day that no waiting batch names (a web process died between storing
 * a body and recording its batch, or a worker between listing a batch and deleting its body) is
 * deleted. `now` is injectable for tests.
 */
export async function sweepBatchBodies(payload: Payload, now = Date.now()): Promise<BatchBodySweep> {
  const sql = sqlRunnerFor(payload)
  const before = new Date(now - DAY_MS).toISOString()
  const sweep: BatchBodySweep = { refused: 0, filesDeleted: 0 }
  const stale = await sql.query(`SELECT id, body_file FROM api_batches WHERE ${WAITING} AND created_at < ? AND ${LEASE_FREE}`, [
    before,
    now,
  ])
  const detail = 'This batch was not read within a day of being sent (no matching worker was running). Nothing was charged: send it again.'
  for (const row of stale) {
    const [ended] = await sql.transaction([
      {
        sql: `UPDATE api_batches SET intake = 'refused', problems = ?, body_file = NULL, intake_owner = NULL, intake_expires_at = NULL
              WHERE id = ? AND ${WAITING} AND ${LEASE_FREE}`,
        args: [JSON.stringify({ detail, invalid_records: 0, fields: {} } satisfies BatchProblems), String(row.id), now],
      },
    ])
    if (!ended) continue
    sweep.refused++
    if (row.body_file) await removeBatchBody(String(row.body_file))
    await settleEndedBatch(payload, String(row.id))
  }
  const names = await fs.promises.readdir(batchBodiesDir()).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  for (const name of names) {
    const stat = await fs.promises.stat(batchBodyPath(name)).catch(() => null)
    if (!stat?.isFile() || now - stat.mtimeMs < DAY_MS) continue
    const [named] = await sql.query(`SELECT 1 AS present FROM api_batches WHERE body_file = ? AND ${WAITING}`, [name])
    if (named) continue
    await removeBatchBody(name)
    sweep.filesDeleted++
  }
  return sweep
}

/**
 * The enrichment worker's task for batch bodies (src/modules/enrichment/jobs/worker.ts runs it
 * beside the job loop, woken with it): one batch a call, answering whether it found one, and the
 * retention sweep every ENRICHMENT_RETENTION_INTERVAL_MINUTES (0: not in this process).
 */
export function batchIntakeTask(payload: Payload): (signal: AbortSignal) => Promise<boolean> {
  const options = defaultJobOptions()
  const intervalMinutes = environment().ENRICHMENT_RETENTION_INTERVAL_MINUTES
  let nextSweep = Date.now() + FIRST_SWEEP_MS
  return async (signal) => {
    if (intervalMinutes > 0 && Date.now() >= nextSweep && !signal.aborted) {
      nextSweep = Date.now() + intervalMinutes * 60_000
      const swept = await sweepBatchBodies(payload)
      if (swept.refused || swept.filesDeleted) payload.logger.info(swept, 'Batch intake: stale bodies swept')
    }
    return !signal.aborted && (await takeInNextBatch(payload, options))
  }
}
