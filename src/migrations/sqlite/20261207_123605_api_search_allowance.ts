import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { API_SEARCH_ALLOWANCE_UP } from '@/migrations/api-search-allowance-statements'

/** Generated (the columns), then the figures of plans made before them (api-search-allowance-statements.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pricing_plans\` ADD \`api_allowance_searches_per_day\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` ADD \`version_api_allowance_searches_per_day\` numeric;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`api_allowance_searches_per_day\` numeric;`)
  for (const statement of API_SEARCH_ALLOWANCE_UP) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pricing_plans\` DROP COLUMN \`api_allowance_searches_per_day\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` DROP COLUMN \`version_api_allowance_searches_per_day\`;`)
  await db.run(sql`ALTER TABLE \`accounts\` DROP COLUMN \`api_allowance_searches_per_day\`;`)
}
