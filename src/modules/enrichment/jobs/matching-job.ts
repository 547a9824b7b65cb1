import crypto from 'node:crypto'

import { environment } from '@/lib/environment'

import { matchRows } from '../matching/engine'
import type { CandidateSource, MatchInput, MatchOutcome } from '../matching/types'
import { loadResultData } from '../store/result-data'
import { pendingRows, recountStatement, storeOutcomes, type RowOutcome, type StoredRow } from '../store/rows'
import type { SqlRunner } from '@/modules/db'
import { mapRow, type ColumnConfig } from '../column-config'
import { queuedSessions, queueOrder } from './queue'

export type JobOptions = {
  /** How long a claimed session stays owned without a heartbeat (each batch renews it). */
  leaseMs: number
  batchSize: number
  owner: string
}

export function defaultJobOptions(): JobOptions {
  const { ENRICHMENT_JOB_LEASE_MS: leaseMs, ENRICHMENT_JOB_BATCH_SIZE: batchSize } = environment()
  return { leaseMs, batchSize, owner: `${process.pid}-${crypto.randomUUID()}` }
}

type ClaimedSession = { sessionKey: string; config: ColumnConfig }

/** Sessions tried per claim when other workers win the first ones. */
const CLAIM_ATTEMPTS = 5

/**
 * Claims the next session of the fair queue (queue.ts: every visitor's first list before anyone's
 * second, then by age), queued or left by a worker that stopped renewing its lease (a crash or
 * restart mid-job): the session resumes from its first row still pending.
 */
export async function claimSession(sql: SqlRunner, options: JobOptions, now = Date.now()): Promise<ClaimedSession | null> {
  const { waiting } = queueOrder(await queuedSessions(sql), now)
  for (const candidate of waiting.slice(0, CLAIM_ATTEMPTS)) {
    const sessionKey = candidate.sessionKey
    // Compare-and-set: only one worker wins a session whose lease is free; a loser tries the next one.
    const [claimed] = await sql.transaction([
      {
        sql: `UPDATE enrichment_sessions SET lease_owner = ?, lease_expires_at = ?, status = 'processing',
                started_at = COALESCE(started_at, ?)
              WHERE session_key = ? AND status IN ('pending', 'processing') AND (lease_expires_at IS NULL OR lease_expires_at < ?)`,
        args: [options.owner, now + options.leaseMs, new Date(now).toISOString(), sessionKey, now],
      },
    ])
    if (!claimed) continue
    const rows = await sql.query(`SELECT config FROM enrichment_sessions WHERE session_key = ?`, [sessionKey])
    const raw = rows[0]?.config
    const config = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ColumnConfig
    return { sessionKey, config }
  }
  return null
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Matches rows; a batch that throws is retried row by row so one bad row fails alone. */
async function matchBatch(inputs: MatchInput[], source: CandidateSource): Promise<(MatchOutcome | Error)[]> {
  try {
    return await matchRows(inputs, source)
  } catch {
    const outcomes: (MatchOutcome | Error)[] = []
    for (const input of inputs) {
      try {
        outcomes.push((await matchRows([input], source))[0]!)
      } catch (error) {
        outcomes.push(error instanceof Error ? error : new Error(String(error)))
      }
    }
    return outcomes
  }
}

async function toRowOutcomes(sql: SqlRunner, rows: StoredRow[], outcomes: (MatchOutcome | Error)[]): Promise<RowOutcome[]> {
  const matched = outcomes.flatMap((outcome, index) => (outcome instanceof Error || !outcome.matched ? [] : [{ index, outcome }]))
  const data = await loadResultData(
    sql,
    matched.map(({ outcome }) => ({ companyId: outcome.companyId, officerId: outcome.officerId })),
  )
  const dataByIndex = new Map(matched.map(({ index }, position) => [index, data[position]!]))
  return rows.map((row, index): RowOutcome => {
    const outcome = outcomes[index]!
    if (outcome instanceof Error) return { rowIndex: row.rowIndex, status: 'failed', error: errorMessage(outcome) }
    if (!outcome.matched) return { rowIndex: row.rowIndex, status: 'not_found', explain: outcome.explain }
    return {
      rowIndex: row.rowIndex,
      status: 'found',
      grade: outcome.grade,
      companyId: outcome.companyId,
      officerId: outcome.officerId,
      result: dataByIndex.get(index)!,
      explain: outcome.explain,
    }
  })
}

export type BatchResult = { sessionKey: string; processed: number; finished: boolean } | null

/** Matches rows and builds their outcomes (with the result data of the matched companies). */
async function outcomesOf(sql: SqlRunner, source: CandidateSource, session: ClaimedSession, rows: StoredRow[]): Promise<RowOutcome[]> {
  const outcomes = await matchBatch(
    rows.map((row) => mapRow(row.cells, session.config)),
    source,
  )
  return toRowOutcomes(sql, rows, outcomes)
}

function storeBatch(sql: SqlRunner, session: ClaimedSession, options: JobOptions, outcomes: RowOutcome[]): Promise<number> {
  return storeOutcomes(sql, session.sessionKey, options.owner, Date.now() + options.leaseMs, outcomes)
}

/** Marks the session finished with its counters recounted, while this worker still holds it. */
async function finishSession(sql: SqlRunner, session: ClaimedSession, options: JobOptions): Promise<void> {
  await sql.transaction([
    recountStatement(session.sessionKey, {
      set: `status = 'finish', finished_at = ?, lease_owner = NULL, lease_expires_at = NULL`,
      args: [new Date().toISOString()],
      owner: options.owner,
    }),
  ])
}

/**
 * Gives the session back while this worker still holds it: the lease is cleared and the status stays
 * 'processing', so the next worker to look claims it at once instead of waiting for the lease to run out.
 */
async function releaseLease(sql: SqlRunner, session: ClaimedSession, options: JobOptions): Promise<void> {
  await sql.transaction([
    {
      sql: `UPDATE enrichment_sessions SET lease_owner = NULL, lease_expires_at = NULL WHERE session_key = ? AND lease_owner = ?`,
      args: [session.sessionKey, options.owner],
    },
  ])
}

/**
 * Processes one batch of one session: claims a session, matches its next pending rows and stores
 * the outcomes with the counters in one transaction. Returns null when there is nothing to do.
 */
export async function processNextBatch(
  sql: SqlRunner,
  source: CandidateSource,
  options: JobOptions,
  claimed?: ClaimedSession | null,
): Promise<BatchResult> {
  const session = claimed ?? (await claimSession(sql, options))
  if (!session) return null
  const rows = await pendingRows(sql, session.sessionKey, options.batchSize)
  if (!rows.length) {
    await finishSession(sql, session, options)
    return { sessionKey: session.sessionKey, processed: 0, finished: true }
  }
  const stored = await storeBatch(sql, session, options, await outcomesOf(sql, source, session, rows))
  return { sessionKey: session.sessionKey, processed: stored, finished: false }
}

/**
 * Runs one session to its end (used by the worker loop, the CLI benchmark and tests); `onBatch`
 * hears each stored batch. A batch's outcomes are written while the next batch is matched: the
 * write runs in the database server (PostgreSQL) or on SQLite's writer thread, so the two overlap
 * on two cores. At most one write is in flight, and rows are read past the last batch taken, so a
 * batch still being written is never read again. A write that stores none of its rows means the
 * lease went to another worker (or the rows were written already): this run stops there.
 * When `signal` aborts (the worker is stopping), the run stops after the batch in hand is stored and
 * hands the session back (releaseLease); it answers whether the session finished here.
 */
export async function runSessionToEnd(
  sql: SqlRunner,
  source: CandidateSource,
  options: JobOptions,
  session: ClaimedSession,
  onBatch?: (batch: NonNullable<BatchResult>) => void,
  signal?: AbortSignal,
): Promise<'finished' | 'handed back' | 'lost'> {
  let writing: Promise<boolean> | null = null
  // Resolves to whether the run may go on; its failure is met where it is awaited.
  const write = (outcomes: RowOutcome[]) => {
    const stored = storeBatch(sql, session, options, outcomes).then((count) => {
      onBatch?.({ sessionKey: session.sessionKey, processed: count, finished: false })
      return count > 0
    })
    stored.catch(() => undefined)
    return stored
  }
  try {
    let after = -1
    for (;;) {
      if (signal?.aborted) {
        if (writing && !(await writing)) return 'lost'
        await releaseLease(sql, session, options)
        return 'handed back'
      }
      const rows = await pendingRows(sql, session.sessionKey, options.batchSize, after)
      if (!rows.length) break
      after = rows[rows.length - 1]!.rowIndex
      const outcomes = await outcomesOf(sql, source, session, rows)
      if (writing && !(await writing)) return 'lost'
      writing = write(outcomes)
    }
    if (writing && !(await writing)) return 'lost'
  } catch (error) {
    // Nothing is left running behind a failed run: its last write settles first.
    await writing?.catch(() => undefined)
    throw error
  }
  await finishSession(sql, session, options)
  return 'finished'
}

/** Processes every queued session until none is left; returns the number of sessions finished. */
export async function drainQueue(sql: SqlRunner, source: CandidateSource, options: JobOptions): Promise<number> {
  let finished = 0
  for (;;) {
    const session = await claimSession(sql, options)
    if (!session) return finished
    await runSessionToEnd(sql, source, options, session)
    finished++
  }
}
