import 'server-only'

import type { Payload } from 'payload'

import { bearerToken } from './account-http'
import { enforceRateLimit } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { agentByCode, chargeAgentCall, isPaidType, type AgentDefinition } from '@/modules/agents'
import { authSettings, principalForBearer, type Principal } from '@/modules/auth'

/** The answer that sends the agents area to book-demo: a paid agent, or a free one past the day's quota. */
export const ERROR_GUARD = 'error_guard'

/** `detail` is the marker the area reacts to; the sentence for people is in `non_field_errors`. 403: paid, 429: quota. */
function guard(code: 'forbidden' | 'rate_limited', message: string): ApiError {
  return new ApiError(code, ERROR_GUARD, { non_field_errors: [message] })
}

export type AuthorizedAgentCall = { payload: Payload; principal: Principal; agent: AgentDefinition }

/**
 * The checks every agent call makes, in order: rate limit per address, a valid Bearer token (401),
 * a known agent code listed in the CMS catalogue (404), an agent the registry can answer and the CMS offers for free (else
 * error_guard), and, for searches and answers, one unit of the account's daily quota (error_guard
 * past it).
 */
export async function authorizeAgentCall(
  request: Request,
  code: string,
  charge: { kind: 'search' | 'answer'; companyId?: number | null } | null,
): Promise<AuthorizedAgentCall> {
  await enforceRateLimit(request, publicFormLimit('agent-ai'))
  const payload = await getPayloadClient()
  const principal = await principalForBearer(payload, bearerToken(request))
  if (!principal) throw new ApiError('unauthenticated', 'Sign in again: the access token is missing, expired or revoked.')
  const agent = agentByCode(code)
  if (!agent) throw new ApiError('not_found', 'Unknown agent.')
  // The catalogue in the CMS decides what is offered: an agent editors removed is not there to call.
  const { docs } = await payload.find({
    collection: 'agents',
    where: { name: { equals: agent.name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const listed = docs[0] as { type?: string } | undefined
  if (!listed) throw new ApiError('not_found', 'Unknown agent.')
  if (!agent.answerable || (listed.type && isPaidType(listed.type)))
    throw guard('forbidden', 'This agent is part of our paid plans. Book a demo to use it.')
  if (charge) {
    const decision = await chargeAgentCall(
      payload,
      { subject: principal.subject, agent: agent.name, kind: charge.kind, companyId: charge.companyId },
      authSettings().agentDailyQuota,
    )
    if (!decision.allowed)
      throw guard('rate_limited', `You have used today's ${decision.limit} free agent requests. Book a demo for unlimited access.`)
  }
  return { payload, principal, agent }
}
