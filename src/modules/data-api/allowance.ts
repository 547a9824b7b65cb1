import type { Payload } from 'payload'

import { QUOTA_METRICS, type QuotaMetric } from './schemas'

/** Requests a minute per key when neither the plan nor the account says: generous for a program, a wall for a scraper. */
export const DEFAULT_REQUESTS_PER_MINUTE = 60

/** What an account's API keys may use: the plan's allowance with the account's custom volumes over it. */
export type Allowance = {
  plan: { code: string | null; name: string }
  /** The free plan (type starter, or none chosen): held to a business address, and without contact lookups. */
  free: boolean
  /** Per calendar month (UTC); null is no limit. */
  limits: Record<QuotaMetric, number | null>
  /** Company searches per calendar day (UTC); null is no limit. */
  searchesPerDay: number | null
  /** Per key, and for all the account's keys together. */
  requestsPerMinute: number
}

type AllowanceNumbers = Partial<Record<QuotaMetric | 'requests_per_minute' | 'searches_per_day', number | null>>
type PlanDocument = {
  id: number
  code?: string | null
  name?: string | null
  type?: string | null
  api_allowance?: AllowanceNumbers | null
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** The free plan accounts are on until the back office says otherwise: the first published plan of type starter. */
async function freePlan(payload: Payload, locale: string): Promise<PlanDocument | null> {
  const { docs } = await payload.find({
    collection: 'pricing-plans',
    locale: locale as never,
    where: { type: { equals: 'starter' } },
    sort: 'order',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as unknown as PlanDocument | undefined) ?? null
}

async function planById(payload: Payload, id: number, locale: string): Promise<PlanDocument | null> {
  const { docs } = await payload.find({
    collection: 'pricing-plans',
    locale: locale as never,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as unknown as PlanDocument | undefined) ?? null
}

/**
 * The allowance of an account: its plan's (the free plan when none is set) with its custom volumes
 * over it. No plan at all (none published) allows nothing: a customer is never given an allowance
 * nobody decided. The plan's name is in `locale` (the CMS's fallback language where it has none).
 */
export async function accountAllowance(payload: Payload, accountId: number, locale = 'en'): Promise<Allowance> {
  const account = (await payload.findByID({ collection: 'accounts', id: accountId, depth: 0, overrideAccess: true })) as unknown as {
    api_plan?: number | { id: number } | null
    api_allowance?: AllowanceNumbers | null
  }
  const planId = typeof account.api_plan === 'object' ? account.api_plan?.id : account.api_plan
  const plan = (planId ? await planById(payload, planId, locale) : null) ?? (await freePlan(payload, locale))
  return allowanceOf(plan, account.api_allowance ?? null)
}

/**
 * The plan's figures with the account's own over them: an empty figure is no limit (the plan form
 * says so), a missing plan allows nothing. A free plan has no contact lookups whatever its form says
 * (officers' e-mail addresses were harvested through free accounts, issue 56); only a custom volume
 * on the account, a sales decision, gives them.
 */
export function allowanceOf(plan: PlanDocument | null, custom: AllowanceNumbers | null): Allowance {
  const planNumbers = plan?.api_allowance ?? null
  const free = !plan || plan.type === 'starter'
  const limit = (metric: keyof AllowanceNumbers): number | null => {
    const own = custom?.[metric]
    if (isCount(own)) return Math.floor(own)
    if (!plan) return 0
    if (free && metric === 'contact_lookups') return 0
    const figure = planNumbers?.[metric]
    return isCount(figure) ? Math.floor(figure) : null
  }
  const limits = Object.fromEntries(QUOTA_METRICS.map((metric) => [metric, limit(metric)])) as Record<QuotaMetric, number | null>
  return {
    plan: { code: plan?.code ?? null, name: plan?.name ?? 'No plan' },
    free,
    limits,
    searchesPerDay: limit('searches_per_day'),
    requestsPerMinute: Math.max(1, limit('requests_per_minute') ?? DEFAULT_REQUESTS_PER_MINUTE),
  }
}
