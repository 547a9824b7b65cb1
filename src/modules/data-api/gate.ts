import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { consumeRateLimit, dataApiAddressLimit, rateLimitHeaders, type RateLimit, type RateLimitState } from '@/lib/rate-limit'
import { type ApiKeyPrincipal, authenticateApiKey } from '@/modules/auth'
import type { ApiKeyScope } from '@/modules/auth/schemas'
import { isBusinessEmail } from '@/modules/crm'
import { sqlRunnerFor } from '@/modules/db'

import { accountAllowance, type Allowance } from './allowance'
import { type QuotaMetric, SEARCHES } from './schemas'
import { countRequest, dayEnd, periodEnd, type QuotaTake, takeFromDailyQuota, takeFromQuota } from './usage'

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

/** Why the free plan is refused to an address that is not a company's own. */
export const FREE_PLAN_NEEDS_BUSINESS_ADDRESS =
  "The free plan's API is for business addresses: your account's e-mail address is at a free or personal mail provider. Sign up with your company's address, or upgrade your plan."

/**
 * Whether an account on this allowance may hold and use keys: a free plan needs a business address
 * (the lead forms' rule; the address is confirmed, or the account would hold no key at all), so
 * free allowances are not farmed with throwaway mailboxes. Throws the 403 otherwise.
 */
export function requireApiEligibility(allowance: Pick<Allowance, 'free'>, email: string): void {
  if (allowance.free && !isBusinessEmail(email)) throw new ApiError('forbidden', FREE_PLAN_NEEDS_BUSINESS_ADDRESS)
}

/**
 * The limits a call is counted against, in the shared limiter store (every node counts together):
 * the plan's rate per key and for the account's keys together (eighteen keys are not eighteen
 * budgets), a ceiling per client address whichever accounts it uses, and, for free accounts, the
 * free plan's rate per address (free accounts made by one client share one free budget).
 */
function callLimits(allowance: Allowance, key: ApiKeyPrincipal, address: string): { rule: RateLimit; subject: string; who: string }[] {
  const perMinute = allowance.requestsPerMinute
  return [
    { rule: { name: 'data-api-key', limit: perMinute, windowMs: 60_000 }, subject: `key:${key.keyId}`, who: 'This key' },
    {
      rule: { name: 'data-api-account', limit: perMinute, windowMs: 60_000 },
      subject: `account:${key.accountId}`,
      who: "Your account's keys",
    },
    { rule: dataApiAddressLimit(), subject: address, who: 'Your address' },
    ...(allowance.free
      ? [
          {
            rule: { name: 'data-api-free-address', limit: perMinute, windowMs: 60_000 },
            subject: address,
            who: 'Free-plan keys at your address',
          },
        ]
      : []),
  ]
}

/**
 * Opens a call: the key (read from the database each time, so a revoked key fails at once on every
 * node), its scope, the plan's eligibility, the rate limits, and the day's request count. `address`
 * is the client's, as rate limits count it (an IPv6 one by its /64).
 */
export async function openDataApiCall(
  payload: Payload,
  token: string,
  scope: ApiKeyScope | null,
  address: string,
  now = Date.now(),
): Promise<DataApiCall> {
  if (!token) throw new ApiError('unauthenticated', NO_KEY, {}, CHALLENGE)
  const key = await authenticateApiKey(payload, token, now)
  if (!key) throw new ApiError('unauthenticated', BAD_KEY, {}, { 'WWW-Authenticate': 'Bearer error="invalid_token"' })
  if (scope && !key.scopes.includes(scope))
    // `scope` names what is missing, so a client tells it from the account's other refusals (a free plan's address).
    throw new ApiError('forbidden', `This key does not have the ${SCOPE_NAMES[scope]} scope. Create a key with it in your account.`, {
      scope: [scope],
    })
  const allowance = await accountAllowance(payload, key.accountId)
  requireApiEligibility(allowance, key.email)
  let headers: Record<string, string> = {}
  let refused: { state: RateLimitState; rule: RateLimit; who: string } | null = null
  for (const { rule, subject, who } of callLimits(allowance, key, address)) {
    const state = await consumeRateLimit(rule, subject)
    // The answer's headers are the key's own, or those of the limit that refused.
    if (rule.name === 'data-api-key') headers = rateLimitHeaders(rule, state)
    if (state.retryAfterSeconds > 0 && !refused) refused = { state, rule, who }
  }
  if (refused) {
    const { state, rule, who } = refused
    throw new ApiError(
      'rate_limited',
      `${who} made more than ${rule.limit} requests in a minute. Try again in ${state.retryAfterSeconds} seconds.`,
      {},
      { ...rateLimitHeaders(rule, state), 'Retry-After': String(state.retryAfterSeconds) },
    )
  }
  await countRequest(sqlRunnerFor(payload), key.accountId, now)
  return { key, allowance, headers, now }
}

/**
 * Puts a quota's use on the answer (the Quota headers) and, when it was refused, answers 429: the
 * body names the allowance (`quota`), `Retry-After` counts the seconds until it renews.
 */
function settleQuotaUse(
  call: DataApiCall,
  metric: QuotaMetric | typeof SEARCHES,
  use: QuotaTake,
  renews: Date,
  refusal: { notIncluded: string; usedUp: string },
): void {
  Object.assign(call.headers, quotaHeaders(metric, use.used, use.limit, renews))
  if (use.allowed) return
  const seconds = Math.max(1, Math.ceil((renews.getTime() - call.now) / 1000))
  const message = use.limit === 0 ? refusal.notIncluded : refusal.usedUp
  throw new ApiError('rate_limited', message, { quota: [metric] }, { 'Retry-After': String(seconds) })
}

/**
 * Counts one company search against the account's daily allowance (searches cost nothing, but they
 * are what a scraper pages through), or answers 429 until the next day (UTC).
 */
export async function chargeSearch(payload: Payload, call: DataApiCall): Promise<void> {
  const limit = call.allowance.searchesPerDay
  const use = await takeFromDailyQuota(sqlRunnerFor(payload), call.key.accountId, SEARCHES, limit, call.now)
  settleQuotaUse(call, SEARCHES, use, dayEnd(call.now), {
    notIncluded: `Your plan (${call.allowance.plan.name}) does not include company searches. Upgrade your plan to use them.`,
    usedUp: `Your plan's ${limit} company searches for today are used up. They renew at midnight UTC; upgrade your plan for more.`,
  })
}

/**
 * Takes `amount` of a metric from the month's allowance, or answers 429: the body says which
 * allowance is used up and when it renews, `Retry-After` counts the seconds to then.
 */
export async function chargeQuota(payload: Payload, call: DataApiCall, metric: QuotaMetric, amount = 1): Promise<void> {
  const limit = call.allowance.limits[metric]
  const use = await takeFromQuota(sqlRunnerFor(payload), call.key.accountId, metric, limit, amount, call.now)
  const renews = periodEnd(call.now)
  settleQuotaUse(call, metric, use, renews, {
    notIncluded: `Your plan (${call.allowance.plan.name}) does not include ${METRIC_NAMES[metric]}. Upgrade your plan to use them.`,
    usedUp: `Your plan's ${limit} ${METRIC_NAMES[metric]} for this month are used up. They renew on ${renews.toISOString().slice(0, 10)}; upgrade your plan for more.`,
  })
}

/** The Quota headers of a metric (no Limit/Remaining when the plan sets no limit). */
function quotaHeaders(metric: QuotaMetric | typeof SEARCHES, used: number, limit: number | null, renews: Date): Record<string, string> {
  return {
    'Quota-Metric': metric,
    'Quota-Used': String(used),
    ...(limit === null ? {} : { 'Quota-Limit': String(limit), 'Quota-Remaining': String(Math.max(0, limit - used)) }),
    'Quota-Reset': renews.toISOString(),
  }
}
