import type { Payload } from 'payload'

import { type ChangedRows, type FollowUp, resolveFollowUp, sqlRunnerFor, type SqlRunner, type Statement } from '@/modules/db'

import { accountAllowance, type Allowance } from './allowance'
import { QUOTA_METRICS, SEARCHES, type ApiUsage, type QuotaMetric } from './schemas'

/**
 * The API's usage counters (table `api_usage`): per account, a month row per metric is the quota's
 * gate and a day row per metric (and one for requests) feeds the chart. A call that uses an
 * allowance raises the month row only while it stays within the limit (a compare-and-set, so two
 * nodes counting at once cannot both take the last profile), and the day row by what the month
 * row took, in the same transaction.
 */

const REQUESTS = 'requests'
const CHART_DAYS = 30

const monthOf = (now: number) => new Date(now).toISOString().slice(0, 7)
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10)

/** The first instant of the next calendar month (UTC): when the allowance renews. */
export function periodEnd(now: number): Date {
  const date = new Date(now)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
}

/** The next midnight (UTC): when the daily allowance renews. */
export function dayEnd(now: number): Date {
  const date = new Date(now)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1))
}

function periodStart(now: number): Date {
  const date = new Date(now)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
}

const addToDay = (accountId: number, day: string, metric: string, amount: number): Statement => ({
  sql: `INSERT INTO api_usage (account_id, period, metric, used) VALUES (?, ?, ?, ?)
        ON CONFLICT (account_id, period, metric) DO UPDATE SET used = api_usage.used + excluded.used`,
  args: [accountId, day, metric, amount],
})

/** Counts one request on the day's chart (every authenticated call, whatever it uses). */
export async function countRequest(sql: SqlRunner, accountId: number, now = Date.now()): Promise<void> {
  await sql.transaction([addToDay(accountId, dayOf(now), REQUESTS, 1)])
}

/** What a call used of its metric: the month's count after it, and whether it was allowed. */
export type QuotaTake = { allowed: boolean; used: number; limit: number | null }

/**
 * Raises the account's row of `period` and `metric` by `amount` only while it stays within `limit`
 * (a compare-and-set: two nodes counting at once cannot both take the last one; null counts without
 * limiting), running `followUps` in the same transaction (their `changedRowsOf: [1]` is whether it
 * took). Answers whether it took and the row's count after.
 */
async function takeWithin(
  sql: SqlRunner,
  row: { accountId: number; period: string; metric: string },
  limit: number | null,
  amount: number,
  followUps: FollowUp[] = [],
): Promise<QuotaTake> {
  const { accountId, period, metric } = row
  const within = limit === null ? '' : ' AND used + ? <= ?'
  const [, taken] = await sql.transaction(
    [
      {
        sql: `INSERT INTO api_usage (account_id, period, metric, used) VALUES (?, ?, ?, 0) ON CONFLICT (account_id, period, metric) DO NOTHING`,
        args: [accountId, period, metric],
      },
      {
        sql: `UPDATE api_usage SET used = used + ? WHERE account_id = ? AND period = ? AND metric = ?${within}`,
        args: [amount, accountId, period, metric, ...(limit === null ? [] : [amount, limit])],
      },
    ],
    followUps,
  )
  const rows = await sql.query(`SELECT used FROM api_usage WHERE account_id = ? AND period = ? AND metric = ?`, [accountId, period, metric])
  return { allowed: taken! > 0, used: Number(rows[0]?.used ?? 0), limit }
}

/**
 * Takes `amount` of a metric from the account's month when the limit allows it all (nothing
 * otherwise), and raises the day's chart by what the month took. A limit of null counts without
 * limiting.
 */
export async function takeFromQuota(
  sql: SqlRunner,
  accountId: number,
  metric: QuotaMetric,
  limit: number | null,
  amount = 1,
  now = Date.now(),
): Promise<QuotaTake> {
  return takeWithin(sql, { accountId, period: monthOf(now), metric }, limit, amount, [
    {
      // The day's chart gets what the month took: the amount, or nothing when refused. (Casts:
      // PostgreSQL cannot type a bare parameter in a SELECT list.)
      sql: `INSERT INTO api_usage (account_id, period, metric, used) SELECT CAST(? AS INTEGER), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS INTEGER) * CAST(? AS INTEGER)
            WHERE CAST(? AS INTEGER) > 0
            ON CONFLICT (account_id, period, metric) DO UPDATE SET used = api_usage.used + excluded.used`,
      args: [accountId, dayOf(now), metric, amount, { changedRowsOf: [1] }, { changedRowsOf: [1] }],
    },
  ])
}

/**
 * Takes one of a daily metric (searches) from the account's day, when the limit allows it. The
 * day's row is both the gate and the chart's figure.
 */
export async function takeFromDailyQuota(
  sql: SqlRunner,
  accountId: number,
  metric: typeof SEARCHES,
  limit: number | null,
  now = Date.now(),
): Promise<QuotaTake> {
  return takeWithin(sql, { accountId, period: dayOf(now), metric }, limit, 1)
}

/**
 * Gives back `amount` of a metric taken at `takenAt` (to that month's allowance and that day's
 * chart, never below zero), as follow-ups that act only when `gate` (rows a statement before them
 * changed) is above zero: a batch settled by one node gives back once.
 */
export function giveBackStatements(accountId: number, metric: QuotaMetric, amount: number, takenAt: number, gate: ChangedRows): FollowUp[] {
  if (amount <= 0) return []
  return [monthOf(takenAt), dayOf(takenAt)].map((period) => ({
    sql: `UPDATE api_usage SET used = CASE WHEN used > CAST(? AS INTEGER) THEN used - CAST(? AS INTEGER) ELSE 0 END
          WHERE account_id = ? AND period = ? AND metric = ? AND CAST(? AS INTEGER) > 0`,
    args: [amount, amount, accountId, period, metric, gate],
  }))
}

/** Gives back `amount` of a metric taken at `takenAt` at once (a call that took it and then failed). */
export async function returnToQuota(
  sql: SqlRunner,
  accountId: number,
  metric: QuotaMetric,
  amount: number,
  takenAt: number,
): Promise<void> {
  const always = giveBackStatements(accountId, metric, amount, takenAt, { changedRowsOf: [0] })
  if (always.length) await sql.transaction(always.map((statement) => resolveFollowUp(statement, [1])))
}

/** How much of each metric the account used this month. */
export async function monthUsage(sql: SqlRunner, accountId: number, now = Date.now()): Promise<Record<QuotaMetric, number>> {
  const rows = await sql.query(`SELECT metric, used FROM api_usage WHERE account_id = ? AND period = ?`, [accountId, monthOf(now)])
  const used = Object.fromEntries(QUOTA_METRICS.map((metric) => [metric, 0])) as Record<QuotaMetric, number>
  for (const row of rows) if ((QUOTA_METRICS as readonly unknown[]).includes(row.metric)) used[row.metric as QuotaMetric] = Number(row.used)
  return used
}

/** The account's plan, this month's quotas and the last 30 days, for the account area and GET /usage. */
export async function usageReport(sql: SqlRunner, accountId: number, allowance: Allowance, now = Date.now()): Promise<ApiUsage> {
  const days = Array.from({ length: CHART_DAYS }, (_, index) => dayOf(now - (CHART_DAYS - 1 - index) * 86_400_000))
  const [used, dayRows] = await Promise.all([
    monthUsage(sql, accountId, now),
    sql.query(`SELECT period, metric, used FROM api_usage WHERE account_id = ? AND period >= ? AND period <= ?`, [
      accountId,
      days[0]!,
      days[days.length - 1]!,
    ]),
  ])
  const byDay = new Map(
    days.map((day) => [day, { day, requests: 0, basic_profiles: 0, full_profiles: 0, contact_lookups: 0, searches: 0 }]),
  )
  for (const row of dayRows) {
    const entry = byDay.get(String(row.period))
    const metric = String(row.metric)
    if (entry && (metric === REQUESTS || metric === SEARCHES || (QUOTA_METRICS as readonly string[]).includes(metric)))
      entry[metric as QuotaMetric | typeof REQUESTS | typeof SEARCHES] = Number(row.used)
  }
  const searchedToday = byDay.get(dayOf(now))?.searches ?? 0
  return {
    plan: allowance.plan,
    period: { start: periodStart(now).toISOString(), end: periodEnd(now).toISOString() },
    requests_per_minute: allowance.requestsPerMinute,
    quotas: QUOTA_METRICS.map((metric) => {
      const limit = allowance.limits[metric]
      return { metric, limit, used: used[metric], remaining: limit === null ? null : Math.max(0, limit - used[metric]) }
    }),
    searches_today: {
      limit: allowance.searchesPerDay,
      used: searchedToday,
      remaining: allowance.searchesPerDay === null ? null : Math.max(0, allowance.searchesPerDay - searchedToday),
      resets_at: dayEnd(now).toISOString(),
    },
    daily: [...byDay.values()],
  }
}

/** usageReport of an account, the plan named in `locale`. */
export async function accountUsage(payload: Payload, accountId: number, locale: string, now = Date.now()): Promise<ApiUsage> {
  return usageReport(sqlRunnerFor(payload), accountId, await accountAllowance(payload, accountId, locale), now)
}
