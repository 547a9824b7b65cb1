import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'

import { enqueueSampleEmail, mailSettings } from '@/modules/outbox'
import { buildSessionExport } from './export'
import { sampleAttachmentName, sampleEmail, sampleErrors } from './sample-email'
import { FIRST_LIST_ROWS, findSession, type SessionDocument } from './service'
import { rowsFrom } from './store/rows'
import { sqlRunnerFor } from '@/modules/db'

/**
 * Download Sample (issue 20, point 7): the visitor who asked gets the first rows of their own list,
 * enriched, as an .xlsx attachment through the outbox; sales still gets its lead notification.
 * See docs/decisions.md ("The enrichment sample is e-mailed…") for why an attachment, why only the
 * session's own address, and how "once per session" holds.
 */

/** The spec's blur threshold (section 9), used while the site configuration has none. */
const DEFAULT_BLUR_THRESHOLD = 10

/** The sample holds what the results screen shows unblurred: the blur threshold's rows, within the first list. */
export function sampleRowCount(blurThreshold: number): number {
  if (!Number.isFinite(blurThreshold)) return 0
  return Math.max(0, Math.min(Math.floor(blurThreshold), FIRST_LIST_ROWS))
}

type SampleSession = SessionDocument & { createdAt?: string }
export type ReadySample = { session: SampleSession; rows: number }

/** A book call that asks for an enrichment session's sample (rather than its full list). */
export function isSampleRequest(body: {
  type: string
  session_key?: string
  additional_data?: { request?: string }
}): body is { type: 'ENRICHMENT'; session_key: string } {
  return body.type === 'ENRICHMENT' && Boolean(body.session_key) && body.additional_data?.request !== 'all'
}

/**
 * The session whose sample may be sent, and its row count (the site's blur threshold): matching has
 * started (so the session has its contact address) and every row of the sample has been processed
 * (a finished session always qualifies). Otherwise a 409 whose detail, in the visitor's language,
 * the results screen shows.
 */
export async function readySample(payload: Payload, sessionKey: string, lang: string): Promise<ReadySample> {
  const session = (await findSession(payload, sessionKey)) as SampleSession
  const config = await payload.findGlobal({ slug: 'site-config', depth: 0 })
  const rows = sampleRowCount(config.enrichment_blur_threshold ?? DEFAULT_BLUR_THRESHOLD)
  const errors = sampleErrors(lang)
  if (session.status === 'uploaded' || !session.contact_email) throw new ApiError('conflict', errors.notStarted)
  if (session.status !== 'finish' && rows > 0) {
    const first = await rowsFrom(sqlRunnerFor(payload), sessionKey, 0, rows)
    if (first.length === 0 || first.some((row) => row.status === 'pending')) throw new ApiError('conflict', errors.notReady)
  }
  return { session, rows }
}

/**
 * Queues the sample e-mail to the address the session was set up with, once per session: a
 * compare-and-set on `sample_requested_at` lets exactly one request through, however many arrive
 * at once. If building or queueing fails, the mark is taken back so the visitor can ask again.
 * Returns whether this call queued it (false: sent before, or the blur threshold leaves no rows).
 */
export async function queueSampleEmail(payload: Payload, { session, rows }: ReadySample, lang: string): Promise<boolean> {
  if (rows <= 0 || !session.contact_email) return false
  const sql = sqlRunnerFor(payload)
  const [claimed] = await sql.transaction([
    {
      sql: 'UPDATE enrichment_sessions SET sample_requested_at = ? WHERE id = ? AND sample_requested_at IS NULL',
      args: [new Date().toISOString(), Number(session.id)],
    },
  ])
  if (!claimed) return false
  try {
    // Only what the site produced: the address is the one typed at setup, never proved, so the
    // uploaded cells, the file's name and the contact's name stay out of the mail (issue 56).
    const file = await buildSessionExport(payload, session, 'xlsx', { maxRows: rows, uploadedCells: false })
    const uploadedAt = session.createdAt ?? new Date().toISOString()
    const message = sampleEmail({
      to: session.contact_email,
      uploadedAt,
      rows: Math.min(rows, session.total || rows),
      lang,
      replyTo: mailSettings().salesAddress,
      attachment: {
        filename: sampleAttachmentName(uploadedAt),
        contentType: file.contentType,
        contentBase64: Buffer.from(file.body).toString('base64'),
      },
    })
    await enqueueSampleEmail(payload, message)
  } catch (error) {
    await sql.transaction([{ sql: 'UPDATE enrichment_sessions SET sample_requested_at = NULL WHERE id = ?', args: [Number(session.id)] }])
    throw error
  }
  return true
}
