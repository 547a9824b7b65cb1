import crypto from 'node:crypto'

import { addressPrefix } from '@/lib/address-prefix'
import { readEnvironment } from '@/lib/environment'

import { emailDomain as addressDomain } from '@/modules/crm'

import type { SqlRunner } from '@/modules/db'

/**
 * The matching queue: who queued what (the visitor of each list), the caps on queued rows, the fair
 * order the worker claims lists in, and a waiting list's place in it.
 *
 * A visitor is known by two marks, and two lists are the same visitor's when either matches: the
 * client address the setup came from (kept as a keyed hash in `enrichment_session_visitors`; an IPv6
 * address by its /64, the block one subscriber gets) and the domain of the setup's business e-mail
 * (each e-mail sets up one list, its domain is what someone inventing addresses keeps).
 */

export type Visitor = { addressKey: string | null; emailDomain: string | null }

/** A list that is queued (`pending`) or being matched (`processing`), with the rows it has left. */
export type QueuedSession = {
  id: number
  sessionKey: string
  status: 'pending' | 'processing'
  leaseExpiresAt: number | null
  remaining: number
  visitor: Visitor
}

export type QueueLimits = {
  /** Rows one visitor may have queued or being matched at a time. */
  perVisitorRows: number
  /** Rows the whole queue may hold. */
  totalRows: number
}

/** Two full lists (the upload limit is 100,000 rows): one being matched and the next one waiting. */
export const DEFAULT_MAX_QUEUED_ROWS_PER_VISITOR = 200_000
/** About six minutes of one worker's matching (~6,000 rows/s measured, docs/BENCHMARKS.md). */
export const DEFAULT_MAX_QUEUED_ROWS = 2_000_000
/** A cautious matching rate for Retry-After: a third of the measured one, as the queue is shared. */
const ESTIMATED_ROWS_PER_SECOND = 2_000

export function queueLimits(env: Record<string, string | undefined> = process.env): QueueLimits {
  const values = readEnvironment(env)
  return { perVisitorRows: values.ENRICHMENT_MAX_QUEUED_ROWS_PER_VISITOR, totalRows: values.ENRICHMENT_MAX_QUEUED_ROWS }
}

export { addressPrefix }

/** The stored mark of a client address: a keyed hash, so the table holds no address. */
export function visitorAddressKey(address: string, secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return crypto.createHmac('sha256', secret).update(addressPrefix(address)).digest('hex').slice(0, 32)
}

/** The domain of a list's contact e-mail (lower case), or null without one. */
export function emailDomain(email: string | null | undefined): string | null {
  return email ? addressDomain(email) : null
}

export function sameVisitor(a: Visitor, b: Visitor): boolean {
  return Boolean((a.addressKey && a.addressKey === b.addressKey) || (a.emailDomain && a.emailDomain === b.emailDomain))
}

/** A list being matched by a worker whose lease still runs. */
function heldAt(session: QueuedSession, now: number): boolean {
  return session.status === 'processing' && session.leaseExpiresAt !== null && session.leaseExpiresAt >= now
}

/**
 * The queue in the order lists will run: first the lists being matched now, then the lists a worker
 * may claim (queued, or left by a worker that died), each by how many lists of the same visitor
 * are older than it (queued or being matched), then by age. So every visitor's first list comes
 * before anyone's second: one visitor's twenty lists hold another visitor's one list up by at most
 * one list of theirs, not twenty.
 */
export function queueOrder(sessions: readonly QueuedSession[], now = Date.now()): { running: QueuedSession[]; waiting: QueuedSession[] } {
  const byAge = [...sessions].sort((a, b) => a.id - b.id)
  const running = byAge.filter((session) => heldAt(session, now))
  // Older lists of the same visitor, counted in one pass: same address + same domain − both.
  const seen = new Map<string, number>()
  const bump = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1)
  const ranked: { session: QueuedSession; ahead: number }[] = []
  for (const session of byAge) {
    const { addressKey, emailDomain: domain } = session.visitor
    const keys = [addressKey && `a:${addressKey}`, domain && `d:${domain}`, addressKey && domain && `b:${addressKey}:${domain}`]
    const [byAddress, byDomain, byBoth] = keys.map((key) => (key ? (seen.get(key) ?? 0) : 0)) as [number, number, number]
    if (!heldAt(session, now)) ranked.push({ session, ahead: byAddress + byDomain - byBoth })
    for (const key of keys) if (key) bump(key)
  }
  ranked.sort((a, b) => a.ahead - b.ahead || a.session.id - b.session.id)
  return { running, waiting: ranked.map(({ session }) => session) }
}

/** How many lists run before this one (those being matched and those ahead in the queue); null once it runs or is not queued. */
export function listsAhead(sessions: readonly QueuedSession[], sessionKey: string, now = Date.now()): number | null {
  const { running, waiting } = queueOrder(sessions, now)
  const position = waiting.findIndex((session) => session.sessionKey === sessionKey)
  return position < 0 ? null : running.length + position
}

export type QueueRefusal = { scope: 'visitor' | 'queue'; queuedRows: number; limit: number; retryAfterSeconds: number }

/**
 * Whether a new list of `rows` rows may join the queue. A visitor with nothing queued may always
 * queue one list, and an empty queue always takes one, so a cap set below the upload limit never
 * refuses a list for good.
 */
export function queueRefusal(sessions: readonly QueuedSession[], visitor: Visitor, rows: number, limits: QueueLimits): QueueRefusal | null {
  const retryAfter = (excess: number) => Math.min(3_600, Math.max(30, Math.ceil(excess / ESTIMATED_ROWS_PER_SECOND)))
  const visitorRows = sessions
    .filter((session) => sameVisitor(session.visitor, visitor))
    .reduce((sum, session) => sum + session.remaining, 0)
  if (visitorRows > 0 && visitorRows + rows > limits.perVisitorRows) {
    return {
      scope: 'visitor',
      queuedRows: visitorRows,
      limit: limits.perVisitorRows,
      retryAfterSeconds: retryAfter(visitorRows + rows - limits.perVisitorRows),
    }
  }
  const totalRows = sessions.reduce((sum, session) => sum + session.remaining, 0)
  if (totalRows > 0 && totalRows + rows > limits.totalRows) {
    return {
      scope: 'queue',
      queuedRows: totalRows,
      limit: limits.totalRows,
      retryAfterSeconds: retryAfter(totalRows + rows - limits.totalRows),
    }
  }
  return null
}

/** Every list queued or being matched, with its visitor. */
export async function queuedSessions(sql: SqlRunner): Promise<QueuedSession[]> {
  const rows = await sql.query(
    `SELECT s.id, s.session_key, s.status, s.lease_expires_at, s.total, s.processed, s.contact_email, v.address_key
     FROM enrichment_sessions s LEFT JOIN enrichment_session_visitors v ON v.session_key = s.session_key
     WHERE s.status IN ('pending', 'processing')`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    sessionKey: String(row.session_key),
    status: row.status as QueuedSession['status'],
    leaseExpiresAt: row.lease_expires_at === null || row.lease_expires_at === undefined ? null : Number(row.lease_expires_at),
    remaining: Math.max(0, Number(row.total ?? 0) - Number(row.processed ?? 0)),
    visitor: { addressKey: (row.address_key as string | null) ?? null, emailDomain: emailDomain(row.contact_email as string | null) },
  }))
}
