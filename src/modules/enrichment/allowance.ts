import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { escapeLike, sqlRunnerFor } from '@/modules/db'

import {
  allowanceMessage,
  allowanceOf,
  DEFAULT_FREE_LISTS_PER_MONTH,
  monthStart,
  nextMonthStart,
  type ListAllowance,
} from './allowance-rule'
import type { Visitor } from './jobs/queue'

/** The CMS setting (Global config), or the default while the global has never been saved. */
export async function freeListsPerMonth(payload: Payload): Promise<number> {
  const config = await payload.findGlobal({ slug: 'site-config', depth: 0, overrideAccess: true })
  const value = config.enrichment_free_lists_per_month
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_FREE_LISTS_PER_MONTH
}

/**
 * Lists the visitor started this month (set up: an upload never set up is not a list), counted
 * by address and by e-mail domain apart; the larger count is the visitor's. Lists deleted by the
 * retention sweep (30 days after they finish) may leave the count early; the month is shorter.
 */
export async function listsStartedThisMonth(payload: Payload, visitor: Visitor, now = new Date()): Promise<number> {
  const sql = sqlRunnerFor(payload)
  const since = monthStart(now).toISOString()
  const counts = await Promise.all([
    visitor.addressKey
      ? sql.query(
          `SELECT COUNT(*) AS n FROM enrichment_sessions s JOIN enrichment_session_visitors v ON v.session_key = s.session_key
           WHERE v.address_key = ? AND s.status <> 'uploaded' AND s.created_at >= ?`,
          [visitor.addressKey, since],
        )
      : Promise.resolve([{ n: 0 }]),
    visitor.emailDomain
      ? sql.query(
          `SELECT COUNT(*) AS n FROM enrichment_sessions s
           WHERE s.status <> 'uploaded' AND s.created_at >= ? AND lower(s.contact_email) LIKE ? ESCAPE '\\'`,
          [since, `%@${escapeLike(visitor.emailDomain.toLowerCase())}`],
        )
      : Promise.resolve([{ n: 0 }]),
  ])
  return Math.max(...counts.map((rows) => Number(rows[0]?.n ?? 0)))
}

/** The visitor's allowance this month. */
export async function listAllowance(payload: Payload, visitor: Visitor, now = new Date()): Promise<ListAllowance> {
  const [limit, used] = await Promise.all([freeListsPerMonth(payload), listsStartedThisMonth(payload, visitor, now)])
  return allowanceOf(limit, used, now)
}

/** Refuses a new list once the visitor's allowance is used: 403 with the limit, and when it renews. */
export async function enforceListAllowance(
  payload: Payload,
  visitor: Visitor,
  options: { field?: string; now?: Date } = {},
): Promise<ListAllowance> {
  const now = options.now ?? new Date()
  const allowance = await listAllowance(payload, visitor, now)
  if (!allowance.has_access) {
    const retryAfter = Math.max(1, Math.ceil((nextMonthStart(now).getTime() - now.getTime()) / 1000))
    const message = allowanceMessage(allowance)
    throw new ApiError('forbidden', message, options.field ? { [options.field]: [message] } : {}, { 'Retry-After': String(retryAfter) })
  }
  return allowance
}
