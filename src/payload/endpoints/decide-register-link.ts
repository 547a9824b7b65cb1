import type { PayloadHandler } from 'payload'

import { ApiError } from '@/lib/errors'
import { sqlRunnerFor } from '@/modules/db'
import { decideLinkReview } from '@/modules/register-links'

import { hasRole } from '../access/roles'
import { payloadEndpoint } from './endpoint'

/**
 * POST /api/register-link-reviews/:id/decide with `{ "decision": "same" | "different" }`: an admin
 * decides a "possibly the same company" pair (register-links/decide-review.ts).
 */
export const decideRegisterLink: PayloadHandler = payloadEndpoint(async (req) => {
  if (!hasRole(req.user, 'admin')) throw new ApiError('forbidden', 'Sign in as an admin to link companies.')
  const id = Number(req.routeParams?.id)
  const body = (await req.json?.().catch(() => null)) as { decision?: unknown } | null
  if (!Number.isInteger(id) || id <= 0 || (body?.decision !== 'same' && body?.decision !== 'different'))
    throw new ApiError('invalid', 'Send { "decision": "same" } or { "decision": "different" } for a review id.')
  const status = await decideLinkReview(sqlRunnerFor(req.payload), id, body.decision)
  req.payload.logger.info({ review: id, decision: status, user: req.user?.id }, 'Register link decided')
  return Response.json({ id, status })
})
