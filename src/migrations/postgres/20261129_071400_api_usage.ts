import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { API_USAGE_DOWN, API_USAGE_UP } from '@/migrations/api-usage-statements'

/** Hand-written: the company data API's usage counters and the plans' allowances (see api-usage-statements.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of API_USAGE_UP) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of API_USAGE_DOWN) await db.execute(sql.raw(statement))
}
