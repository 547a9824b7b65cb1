import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: the company data API's usage counters (src/modules/data-api/usage.ts). One row per
 * account, period and metric: the month ("2026-11") is the quota's gate, counted with a
 * compare-and-set, the day ("2026-11-29") feeds the account area's chart. Kept out of Payload's
 * collections: it is written on every API call, never edited.
 *
 * A database made before plans had an API allowance gets the seed's allowances on its plans (by
 * plan type), so an upgrade never leaves the free plan without limits (an empty figure is "no limit").
 */
/** Plan type, basic profiles, full profiles, contact lookups a month, requests a minute (as the seed's plans). */
const PLAN_ALLOWANCES: [string, number | null, number | null, number | null, number][] = [
  ['starter', 10, 0, 50, 30],
  ['professional', null, 1000, null, 120],
  ['custom', null, null, null, 600],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(
      `CREATE TABLE api_usage (account_id INTEGER NOT NULL, period TEXT NOT NULL, metric TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (account_id, period, metric))`,
    ),
  )
  for (const [type, basic, full, contacts, perMinute] of PLAN_ALLOWANCES) {
    const figures = [basic, full, contacts, perMinute].map((value) => (value === null ? 'NULL' : String(value)))
    await db.run(
      sql.raw(
        `UPDATE pricing_plans SET api_allowance_basic_profiles = ${figures[0]}, api_allowance_full_profiles = ${figures[1]}, api_allowance_contact_lookups = ${figures[2]}, api_allowance_requests_per_minute = ${figures[3]} WHERE type = '${type}' AND api_allowance_requests_per_minute IS NULL`,
      ),
    )
    await db.run(
      sql.raw(
        `UPDATE _pricing_plans_v SET version_api_allowance_basic_profiles = ${figures[0]}, version_api_allowance_full_profiles = ${figures[1]}, version_api_allowance_contact_lookups = ${figures[2]}, version_api_allowance_requests_per_minute = ${figures[3]} WHERE version_type = '${type}' AND version_api_allowance_requests_per_minute IS NULL`,
      ),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP TABLE IF EXISTS api_usage'))
}
