/**
 * The `api_usage` migration's SQL, written once for both databases (their migration files only run
 * it through their own adapter). The usage counters of the company data API
 * (src/modules/data-api/usage.ts): one row per account, period and metric; the month ("2026-11") is the
 * quota's gate, counted with a compare-and-set, the day ("2026-11-29") feeds the account area's chart.
 * Kept out of Payload's collections: it is written on every API call, never edited.
 *
 * A database made before plans had an API allowance gets the seed's allowances on its plans (by plan
 * type), so an upgrade never leaves the free plan without limits (an empty figure is "no limit").
 */

/** Plan type, basic profiles, full profiles, contact lookups a month, requests a minute (as the seed's plans). */
const PLAN_ALLOWANCES: [string, number | null, number | null, number | null, number][] = [
  ['starter', 10, 0, 50, 30],
  ['professional', null, 1000, null, 120],
  ['custom', null, null, null, 600],
]

const figure = (value: number | null) => (value === null ? 'NULL' : String(value))

export const API_USAGE_UP: string[] = [
  `CREATE TABLE api_usage (account_id INTEGER NOT NULL, period TEXT NOT NULL, metric TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (account_id, period, metric))`,
  ...PLAN_ALLOWANCES.flatMap(([type, basic, full, contacts, perMinute]) =>
    (['', 'version_'] as const).map((prefix) => {
      const table = prefix ? '_pricing_plans_v' : 'pricing_plans'
      const column = (name: string) => `${prefix}api_allowance_${name}`
      return `UPDATE ${table} SET ${column('basic_profiles')} = ${figure(basic)}, ${column('full_profiles')} = ${figure(full)}, ${column('contact_lookups')} = ${figure(contacts)}, ${column('requests_per_minute')} = ${figure(perMinute)} WHERE ${prefix}type = '${type}' AND ${column('requests_per_minute')} IS NULL`
    }),
  ),
]

export const API_USAGE_DOWN: string[] = ['DROP TABLE IF EXISTS api_usage']
