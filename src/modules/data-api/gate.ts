import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { consumeRateLimit, rateLimitHeaders, type RateLimit } from '@/lib/rate-limit'
import { type ApiKeyPrincipal, authenticateApiKey } from '@/modules/auth'
import type { ApiKeyScope } from '@/modules/auth/schemas'
import { sqlRunnerFor } from '@/modules/db'

import { accountAllowance, type Allowance } from './allowance'
import type { QuotaMetric } from './schemas'
import { countRequest, periodEnd, takeFromQuota } from './usage'

/** An authenticated call of the API: who, what they may use, and the usage headers its answer carries. */
export type DataApiCall = {
  key: ApiKeyPrincipal
  allowance: Allowance
  /** Added to the answer, error or not: the per-key RateLimit headers and, once a quota is used, the Quota ones. */
  headers: Record<string, string>
  now: number
}

const NO_KEY = 'Send your API key as `Authorization: Bearer <key>` (create one in your account, under API keys).'
const BAD_KEY = 'This API key is not valid: it was revoked, or it was never issued. Create a new one in your account.'

/** RFC 6750: a 401 names the scheme it wants (and, for a key that was sent, that the key is not valid). */
const CHALLENGE = { 'WWW-Authenticate': 'Bearer' }

const SCOPE_NAMES: Record<ApiKeyScope, string> = { profiles: 'profiles', match: 'match', monitoring: 'monitoring' }

const METRIC_NAMES: Record<QuotaMetric, string> = {
  basic_profiles: 'basic profiles',
  full_profiles: 'full profiles',
  contact_lookups: 'contact lookups',
}

/** The per-key limit of a plan: requests a minute, counted in the shared limiter store (every node counts together). */
function keyLimit(allowance: Allowance): RateLimit {
  return { name: 'data-api-key', limit: allowance.requestsPerMinute, windowMs: 60_000 }
}

/**
 * Opens a call: the key (read from the database each time, so a revoked key fails at once on every
 * node), its scope, the per-key rate limit, and the day's request count.
 */
export async function openDataApiCall(payload: Payload, token: string, scope: ApiKeyScope | null, now = Date.now()): Promise<DataApiCall> {
  if (!token) throw new ApiError('unauthenticated', NO_KEY, {}, CHALLENGE)
  const key = await authenticateApiKey(payload, token, now)
  if (!key) throw new ApiError('unauthenticated', BAD_KEY, {}, { 'WWW-Authenticate': 'Bearer error="invalid_token"' })
  if (scope && !key.scopes.includes(scope))
    throw new ApiError('forbidden', `This key does not have the ${SCOPE_NAMES[scope]} scope. Create a key with it in your account.`)
  const allowance = await accountAllowance(payload, key.accountId)
  const rule = keyLimit(allowance)
  const state = await consumeRateLimit(rule, `key:${key.keyId}`)
  const headers = rateLimitHeaders(rule, state)
  if (state.retryAfterSeconds > 0)
    throw new ApiError(
      'rate_limited',
      `This key made more than ${rule.limit} requests in a minute. Try again in ${state.retryAfterSeconds} seconds.`,
      {},
      { ...headers, 'Retry-After': String(state.retryAfterSeconds) },
    )
  await countRequest(sqlRunnerFor(payload), key.accountId, now)
  return { key, allowance, headers, now }
}

/**
 * Takes `amount` of a metric from the month's allowance, or answers 429: the body says which
 * allowance is used up and when it renews, `Retry-After` counts the seconds to then.
 */
export async function chargeQuota(payload: Payload, call: DataApiCall, metric: QuotaMetric, amount = 1): Promise<void> {
  const limit = call.allowance.limits[metric]
  const use = await takeFromQuota(sqlRunnerFor(payload), call.key.accountId, metric, limit, amount, call.now)
  const renews = periodEnd(call.now)
  Object.assign(call.headers, quotaHeaders(metric, use.used, limit, renews))
  if (!use.allowed) {
    const seconds = Math.max(1, Math.ceil((renews.getTime() - call.now) / 1000))
    const message =
      limit === 0
        ? `Your plan (${call.allowance.plan.name}) does not include ${METRIC_NAMES[metric]}. Upgrade your plan to use them.`
        : `Your plan's ${limit} ${METRIC_NAMES[metric]} for this month are used up. They renew on ${renews.toISOString().slice(0, 10)}; upgrade your plan for more.`
    throw new ApiError('rate_limited', message, { quota: [metric] }, { 'Retry-After': String(seconds) })
  }
}

/** The Quota headers of a metric (no Limit/Remaining when the plan sets no limit). */
function quotaHeaders(metric: QuotaMetric, used: number, limit: number | null, renews: Date): Record<string, string> {
  return {
    'Quota-Metric': metric,
    'Quota-Used': String(used),
    ...(limit === null ? {} : { 'Quota-Limit': String(limit), 'Quota-Remaining': String(Math.max(0, limit - used)) }),
    'Quota-Reset': renews.toISOString(),
  }
}
