import type { Payload, Where } from 'payload'

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
 * collection, so the count survives restarts and is shared by every web node. The call is written
 * first and then ranked among the day's calls by id: calls racing at the last unit each get a
 * distinct rank, those past the limit remove their own row, so the quota holds without a lock on
 * either database.
 */
export async function chargeAgentCall(payload: Payload, call: AgentCall, limit: number, now = Date.now()): Promise<QuotaDecision> {
  const todayConditions: Where[] = [{ subject: { equals: call.subject } }, { createdAt: { greater_than_equal: startOfUtcDay(now) } }]
  const today: Where = { and: todayConditions }
  // Cheap early answer for the common case of a used-up day (no write).
  const { totalDocs: before } = await payload.count({ collection: 'agent-calls', overrideAccess: true, where: today })
  if (before >= limit) return { allowed: false, used: before, limit }
  const recorded = await payload.create({
    collection: 'agent-calls',
    overrideAccess: true,
    data: { subject: call.subject, agent: call.agent, kind: call.kind, company_id: call.companyId ?? null },
  })
  const { totalDocs: rank } = await payload.count({
    collection: 'agent-calls',
    overrideAccess: true,
    where: { and: [...todayConditions, { id: { less_than_equal: recorded.id } }] },
  })
  if (rank > limit) {
    await payload.delete({ collection: 'agent-calls', id: recorded.id, overrideAccess: true })
    return { allowed: false, used: limit, limit }
  }
  return { allowed: true, used: rank, limit }
}
