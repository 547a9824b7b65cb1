import type { Payload } from 'payload'

export type AgentCall = { subject: string; agent: string; kind: 'search' | 'answer'; companyId?: number | null }
export type QuotaDecision = { allowed: boolean; used: number; limit: number }

/** Start of the UTC day of `now`: the quota resets at midnight UTC for everyone. */
export function startOfUtcDay(now: number): string {
  const day = new Date(now)
  day.setUTCHours(0, 0, 0, 0)
  return day.toISOString()
}

/**
 * Counts one free-agent call against the subject's daily quota and records it, or refuses it when
 * the day's calls are used up (the caller answers error_guard). The ledger is the `agent-calls`
 * collection, so the count survives restarts and is shared by every web node; two calls racing at
 * the last unit can both pass, which costs one extra lookup and is not worth a lock.
 */
export async function chargeAgentCall(payload: Payload, call: AgentCall, limit: number, now = Date.now()): Promise<QuotaDecision> {
  const { totalDocs: used } = await payload.count({
    collection: 'agent-calls',
    overrideAccess: true,
    where: { and: [{ subject: { equals: call.subject } }, { createdAt: { greater_than_equal: startOfUtcDay(now) } }] },
  })
  if (used >= limit) return { allowed: false, used, limit }
  await payload.create({
    collection: 'agent-calls',
    overrideAccess: true,
    data: { subject: call.subject, agent: call.agent, kind: call.kind, company_id: call.companyId ?? null },
  })
  return { allowed: true, used: used + 1, limit }
}
