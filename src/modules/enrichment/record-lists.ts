import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { sqlRunnerFor, type SqlRunner } from '@/modules/db'

import type { ColumnConfig } from './column-config'
import { toVisitorExplain, type VisitorExplain } from './explain-view'
import { IDENTIFIER_CODENAMES, type IdentifierCodename } from './identifiers'
import { queuedSessions, queueLimits, queueRefusal } from './jobs/queue'
import type { Grade, MatchInput } from './matching/types'
import { shownProbability } from './matching/match-model'
import { findSession } from './service'
import type { SessionStatus } from './session-status'
import { deleteRows, insertRowsStatements, rowsFrom } from './store/rows'

/*
 * Lists of records sent by a program (the data API's batch match) rather than uploaded as a file:
 * the same session, rows, fair queue, worker, engine and grades as the upload tool, set up at once
 * (every identifier in its own column). The queue knows the list's owner by the account, so one
 * account's batches wait behind other visitors' first lists as one visitor's lists do.
 */

/** Column i of a record list's rows holds IDENTIFIER_CODENAMES[i]. */
const RECORD_COLUMNS: ColumnConfig = Object.fromEntries(IDENTIFIER_CODENAMES.map((codename, index) => [String(index), codename]))

/** The queue's mark of an account (address keys are 32 hex digits, so the two never meet). */
export function accountQueueKey(accountId: number): string {
  return `account:${accountId}`
}

async function sessionExists(sql: SqlRunner, sessionKey: string): Promise<boolean> {
  return (await sql.query(`SELECT 1 AS present FROM enrichment_sessions WHERE session_key = ?`, [sessionKey])).length > 0
}

/**
 * Creates a queued list of records owned by `owner` (its queue key); answers its session key. With
 * a `sessionKey` chosen beforehand (a data API batch's), it is idempotent: a list already made under
 * that key is left as it is, and what a creation cut short by a crash left (rows without their
 * session) is deleted first, so a worker that takes the job over after a crash makes the list once.
 */
export async function createRecordList(
  payload: Payload,
  input: { name: string; records: readonly MatchInput[]; owner: string; sessionKey?: string },
): Promise<string> {
  const sql = sqlRunnerFor(payload)
  if (input.sessionKey) {
    if (await sessionExists(sql, input.sessionKey)) return input.sessionKey
    await deleteRecordList(sql, input.sessionKey)
  }
  const refusal = queueRefusal(
    await queuedSessions(sql),
    { addressKey: input.owner, emailDomain: null },
    input.records.length,
    queueLimits(),
  )
  if (refusal) {
    const message =
      refusal.scope === 'visitor'
        ? `This account already has ${refusal.queuedRows.toLocaleString('en-GB')} records waiting to be matched, and at most ${refusal.limit.toLocaleString('en-GB')} can wait at a time. Send this batch again when one has finished.`
        : 'Matching is busy: the queue is full. Send this batch again later.'
    throw new ApiError(
      refusal.scope === 'visitor' ? 'rate_limited' : 'busy',
      message,
      {},
      { 'Retry-After': String(refusal.retryAfterSeconds) },
    )
  }
  const sessionKey = input.sessionKey ?? crypto.randomBytes(16).toString('hex')
  const rows = input.records.map((record) => IDENTIFIER_CODENAMES.map((codename) => record[codename]?.trim() ?? ''))
  // The owner with the rows, before the session: a session that exists is always queued as its owner's.
  await sql.transaction([
    ...insertRowsStatements(sessionKey, rows),
    { sql: `INSERT INTO enrichment_session_visitors (session_key, address_key) VALUES (?, ?)`, args: [sessionKey, input.owner] },
  ])
  try {
    await payload.create({
      collection: 'enrichment-sessions',
      overrideAccess: true,
      data: {
        session_key: sessionKey,
        status: 'pending',
        file_name: input.name,
        file_format: 'api',
        name: input.name,
        config: RECORD_COLUMNS,
        column_count: IDENTIFIER_CODENAMES.length,
        row_count: rows.length,
        total: rows.length,
        processed: 0,
        found: 0,
        not_found: 0,
        failed: 0,
      },
    })
  } catch (error) {
    await deleteRecordList(sql, sessionKey)
    throw error
  }
  return sessionKey
}

async function deleteRecordList(sql: SqlRunner, sessionKey: string): Promise<void> {
  await deleteRows(sql, sessionKey)
  await sql.transaction([
    { sql: `DELETE FROM enrichment_session_visitors WHERE session_key = ?`, args: [sessionKey] },
    { sql: `DELETE FROM enrichment_sessions WHERE session_key = ?`, args: [sessionKey] },
  ])
}

export type RecordListProgress = {
  status: SessionStatus
  total: number
  processed: number
  found: number
  notFound: number
  failed: number
  finishedAt: string | null
}

/** Where a record list is, or null once it is gone (the retention sweep deleted it). */
export async function recordListProgress(payload: Payload, sessionKey: string): Promise<RecordListProgress | null> {
  const session = await findSession(payload, sessionKey).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'not_found') return null
    throw error
  })
  if (!session) return null
  return {
    status: session.status,
    total: session.total,
    processed: session.processed,
    found: session.found,
    notFound: session.not_found,
    failed: session.failed,
    finishedAt: (session as { finished_at?: string | null }).finished_at ?? null,
  }
}

/** One record of a list with its outcome, as the upload tool's results explain a row. */
export type RecordOutcome = {
  index: number
  record: Partial<Record<IdentifierCodename, string | null>>
  status: 'pending' | 'found' | 'not_found' | 'failed'
  grade: Grade | null
  companyId: number | null
  probability: number | null
  explain: VisitorExplain | null
  error: string | null
}

function probabilityOf(explain: unknown): number | null {
  const score = (explain as { score?: { probability?: unknown } } | null)?.score
  return typeof score?.probability === 'number' ? shownProbability(score.probability) : null
}

/** Up to `limit` records of a list from the index `from`, in the order they were sent. */
export async function recordListOutcomes(payload: Payload, sessionKey: string, from: number, limit: number): Promise<RecordOutcome[]> {
  const rows = await rowsFrom(sqlRunnerFor(payload), sessionKey, from, limit)
  return rows.map((row) => {
    const record = Object.fromEntries(IDENTIFIER_CODENAMES.map((codename, index) => [codename, row.cells[index] || null]))
    const mapped = IDENTIFIER_CODENAMES.filter((codename) => Boolean(record[codename]))
    const status = row.status === 'header' ? 'pending' : row.status
    return {
      index: row.rowIndex,
      record,
      status,
      grade: status === 'found' ? row.grade : null,
      companyId: status === 'found' ? row.companyId : null,
      probability: status === 'found' || status === 'not_found' ? probabilityOf(row.explain) : null,
      explain: toVisitorExplain({ status, explain: row.explain, input: record, result: row.result }, mapped),
      error: row.error,
    }
  })
}
