import { type ChangedRows, chunks, type FollowUp, marks, type SqlRunner } from '@/modules/db'
import { ApiError } from '@/lib/errors'
import {
  checkWebhookUrl,
  outboxSummary,
  WebhookAddressError,
  type WebhookFailure,
  webhookFailureOf,
  type WebhookMessage,
} from '@/modules/outbox'

/**
 * Follow-up statements that queue a webhook in the outbox (its `webhook` kind: signed, retried with
 * back-off) only when `gate` counts a changed row, inside the transaction that decided to send it,
 * then the caller's statement recording the outbox row's id: `record` gets the SQL expression of
 * that id (which takes the summary as its one argument: the outbox row is found again by its
 * summary, which starts with the message's unique id).
 */
export function queueWebhookStatements(
  kind: SqlRunner['kind'],
  message: WebhookMessage,
  gate: ChangedRows,
  record: (outboxIdSql: string, summary: string) => FollowUp,
): FollowUp[] {
  const summary = outboxSummary({ kind: 'webhook', message }).slice(0, 250)
  const values =
    kind === 'postgres'
      ? `CAST('webhook' AS enum_outbox_kind), CAST('pending' AS enum_outbox_status), CAST(? AS TEXT), CAST(? AS jsonb)`
      : `'webhook', 'pending', ?, ?`
  return [
    {
      sql: `INSERT INTO outbox (kind, status, summary, message, attempts, next_attempt_at) SELECT ${values}, 0, 0 WHERE CAST(? AS INTEGER) > 0`,
      args: [summary, JSON.stringify(message), gate],
    },
    record('(SELECT max(id) FROM outbox WHERE summary = ?)', summary),
  ]
}

/** The state of a queued webhook as the API shows it. */
export type WebhookDeliveryState = {
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  /** Only the failure's class: the stored error names hosts, ports and the endpoint's answer. */
  last_error: WebhookFailure | null
  next_attempt_at: string | null
  delivered_at: string | null
}

const isoOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value)

/** Ids bound per query: well under both databases' limits on parameters (a list of watches asks for thousands). */
export const IDS_PER_QUERY = 1_000

/** The delivery states of outbox rows by id (a row the back office deleted is left out). */
export async function webhookDeliveries(sql: SqlRunner, ids: readonly number[]): Promise<Map<number, WebhookDeliveryState>> {
  const deliveries = new Map<number, WebhookDeliveryState>()
  for (const chunk of chunks(ids, IDS_PER_QUERY)) {
    const rows = await sql.query(
      `SELECT id, status, attempts, last_error, next_attempt_at, sent_at FROM outbox WHERE id IN (${marks(chunk.length)})`,
      chunk,
    )
    for (const row of rows) {
      const status = row.status === 'sent' ? 'delivered' : row.status === 'failed' ? 'failed' : 'pending'
      deliveries.set(Number(row.id), {
        status,
        attempts: Number(row.attempts ?? 0),
        last_error: webhookFailureOf(row.last_error as string | null),
        next_attempt_at: status === 'pending' ? new Date(Number(row.next_attempt_at ?? 0) || Date.now()).toISOString() : null,
        delivered_at: isoOf(row.sent_at),
      })
    }
  }
  return deliveries
}

/** The webhook's address checked (a 400 on `webhook_url` otherwise). */
export function webhookAddress(raw: string | undefined): string | null {
  if (raw === undefined) return null
  try {
    return checkWebhookUrl(raw).toString()
  } catch (error) {
    if (error instanceof WebhookAddressError) throw new ApiError('invalid', error.message, { webhook_url: [error.message] })
    throw error
  }
}
