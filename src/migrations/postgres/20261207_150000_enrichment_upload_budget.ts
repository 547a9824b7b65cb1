import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { ENRICHMENT_UPLOAD_BUDGET_DOWN, ENRICHMENT_UPLOAD_BUDGET_UP } from '@/migrations/enrichment-upload-budget-statements'

/** Hand-written: the byte budget of unclaimed enrichment uploads (see enrichment-upload-budget-statements.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of ENRICHMENT_UPLOAD_BUDGET_UP) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of ENRICHMENT_UPLOAD_BUDGET_DOWN) await db.execute(sql.raw(statement))
}
