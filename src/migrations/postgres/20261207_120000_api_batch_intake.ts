import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { API_BATCH_INTAKE_DOWN, API_BATCH_INTAKE_UP } from '@/migrations/api-batch-intake-statements'

/** Hand-written: batch bodies read by the worker, not the web process (see api-batch-intake-statements.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of API_BATCH_INTAKE_UP) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of API_BATCH_INTAKE_DOWN) await db.execute(sql.raw(statement))
}
