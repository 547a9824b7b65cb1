import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { readEnvironment } from '@/lib/environment'
import { ApiError } from '@/lib/errors'
import { sqlRunnerFor } from '@/modules/db'

/*
 * A byte budget for unclaimed uploads (issue 56): an upload that is never set up is kept for a day
 * (retention.ts), so without a budget one address could store ~500 MB a minute for 24 hours, within
 * the form's rate limit. An upload reserves its declared size before a byte is read, counted with the
 * unclaimed uploads of the last day of the same address (its /64 for IPv6, by its stored mark) and of
 * everyone; over either budget it is refused, and the reservation becomes the stored file's size once
 * the upload is stored. A list set up (claimed) no longer counts: matching it has its own queue caps.
 *
 * Insert first, then count: two uploads racing for the last megabytes both see each other, so the
 * budget may refuse one too many but never lets one too many through.
 */

const MIB = 1024 * 1024
const DAY_MS = 24 * 60 * 60 * 1000
/** A reservation whose upload never became a session (the request died half-way) counts this long. */
const IN_FLIGHT_MS = 10 * 60 * 1000
/** When the whole budget is used: try again in about this long (uploads fall out of it as they are set up or deleted). */
const BUSY_RETRY_SECONDS = 600

export type UploadBudget = { perAddressBytes: number; totalBytes: number; windowMs: number }

export function uploadBudgetFromEnv(env: Record<string, string | undefined> = process.env): UploadBudget {
  const values = readEnvironment(env)
  return {
    perAddressBytes: values.ENRICHMENT_UNCLAIMED_UPLOAD_MB_PER_ADDRESS * MIB,
    totalBytes: values.ENRICHMENT_UNCLAIMED_UPLOAD_MB_TOTAL * MIB,
    windowMs: Math.max(values.ENRICHMENT_UNCONFIGURED_RETENTION_HOURS * 60 * 60 * 1000, DAY_MS),
  }
}

/** Bytes of unclaimed uploads since `since` (stored ones still not set up, and reservations still being read): this address's and everyone's. */
async function unclaimedBytes(
  payload: Payload,
  addressKey: string,
  since: string,
  inFlightSince: string,
): Promise<{ own: number; everyone: number }> {
  const [row] = await sqlRunnerFor(payload).query(
    `SELECT COALESCE(SUM(CASE WHEN b.address_key = ? THEN b.bytes ELSE 0 END), 0) AS own, COALESCE(SUM(b.bytes), 0) AS everyone
     FROM enrichment_upload_budget b
     LEFT JOIN enrichment_sessions s ON s.session_key = b.session_key
     WHERE b.created_at > ? AND (s.status = 'uploaded' OR (s.id IS NULL AND b.created_at > ?))`,
    [addressKey, since, inFlightSince],
  )
  return { own: Number(row?.own ?? 0), everyone: Number(row?.everyone ?? 0) }
}

const megabytes = (bytes: number) => `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(bytes / MIB)} MB`

/**
 * Reserves `bytes` for an upload from the address with this mark, or refuses it: 429 when the
 * address's unclaimed uploads would pass its budget, 503 when everyone's would. Answers the session
 * key the upload must be stored under (its reservation's key).
 */
export async function reserveUploadBytes(
  payload: Payload,
  addressKey: string,
  bytes: number,
  options: { budget?: UploadBudget; now?: number } = {},
): Promise<string> {
  const budget = options.budget ?? uploadBudgetFromEnv()
  const now = options.now ?? Date.now()
  const sql = sqlRunnerFor(payload)
  const sessionKey = crypto.randomBytes(16).toString('hex')
  const since = new Date(now - budget.windowMs).toISOString()
  await sql.transaction([
    // Rows past the window can never count again.
    { sql: `DELETE FROM enrichment_upload_budget WHERE created_at <= ?`, args: [since] },
    {
      sql: `INSERT INTO enrichment_upload_budget (session_key, address_key, bytes, created_at) VALUES (?, ?, ?, ?)`,
      args: [sessionKey, addressKey, bytes, new Date(now).toISOString()],
    },
  ])
  const inFlightSince = new Date(now - IN_FLIGHT_MS).toISOString()
  const { own, everyone } = await unclaimedBytes(payload, addressKey, since, inFlightSince)
  if (own > budget.perAddressBytes || everyone > budget.totalBytes) {
    await releaseUploadBytes(payload, sessionKey)
    if (own > budget.perAddressBytes) {
      const message = `Your uploads not set up yet hold ${megabytes(own - bytes)} of the ${megabytes(budget.perAddressBytes)} we keep for one visitor. Set up a list you uploaded, or try again tomorrow: lists not set up are deleted after a day.`
      throw new ApiError('rate_limited', message, { file: [message] }, { 'Retry-After': String(Math.ceil(budget.windowMs / 1000)) })
    }
    const message = 'Uploads are paused for a while: too many lists are waiting to be set up. Please try again later.'
    throw new ApiError('busy', message, { file: [message] }, { 'Retry-After': String(BUSY_RETRY_SECONDS) })
  }
  return sessionKey
}

/** The upload is stored: its reservation becomes what it really holds. */
export async function settleUploadBytes(payload: Payload, sessionKey: string, bytes: number): Promise<void> {
  await sqlRunnerFor(payload).transaction([
    { sql: `UPDATE enrichment_upload_budget SET bytes = ? WHERE session_key = ?`, args: [bytes, sessionKey] },
  ])
}

/** The upload was refused or failed: nothing is held for it. */
export async function releaseUploadBytes(payload: Payload, sessionKey: string): Promise<void> {
  await sqlRunnerFor(payload).transaction([{ sql: `DELETE FROM enrichment_upload_budget WHERE session_key = ?`, args: [sessionKey] }])
}
