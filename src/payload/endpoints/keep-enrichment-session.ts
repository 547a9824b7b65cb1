import type { PayloadHandler } from 'payload'

import { ApiError } from '@/lib/errors'
import { sqlRunnerFor } from '@/modules/db'

import { payloadEndpoint, requireSalesOrAdmin } from './endpoint'

/**
 * POST /api/enrichment-sessions/:id/keep with `{ "keep": true | false }`: sales or an admin exempts
 * a session from the retention sweep (or hands it back to it). One column is written with one
 * UPDATE, not through Payload's update, which writes back every column as it read them, over the
 * counters and the lease a running job keeps current.
 */
export const keepEnrichmentSession: PayloadHandler = payloadEndpoint(async (req) => {
  requireSalesOrAdmin(req, 'keep a list')
  const id = Number(req.routeParams?.id)
  const body = (await req.json?.().catch(() => null)) as { keep?: unknown } | null
  if (!Number.isInteger(id) || id <= 0 || typeof body?.keep !== 'boolean') {
    throw new ApiError('invalid', 'Send { "keep": true } or { "keep": false } for a session id.')
  }
  const sql = sqlRunnerFor(req.payload)
  // 1 and 0 are read as true and false by PostgreSQL's boolean column too.
  const [changed] = await sql.transaction([
    // A session the sweep has started deleting (lease_owner 'retention') is past keeping.
    {
      sql: `UPDATE enrichment_sessions SET keep = ?, updated_at = ? WHERE id = ? AND (lease_owner IS NULL OR lease_owner <> 'retention')`,
      args: [body.keep ? 1 : 0, new Date().toISOString(), id],
    },
  ])
  if (!changed) throw new ApiError('not_found', 'Enrichment session not found (or being deleted).')
  req.payload.logger.info({ session: id, keep: body.keep, user: req.user?.id }, 'Enrichment session retention changed')
  return Response.json({ id, keep: body.keep })
})
