import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { API_BATCHES_DOWN, API_BATCHES_UP } from '@/migrations/api-batches-statements'

/**
 * Hand-written: the data API's batch matches (see api-batches-statements.ts) and the outbox's
 * `webhook` kind (the snapshot beside this file records the new enum value for the next generated
 * migration). Down keeps the enum value: PostgreSQL cannot drop one, and no row uses it then.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TYPE "public"."enum_outbox_kind" ADD VALUE IF NOT EXISTS 'webhook'`))
  for (const statement of API_BATCHES_UP) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DELETE FROM "outbox" WHERE "kind" = 'webhook'`))
  for (const statement of API_BATCHES_DOWN) await db.execute(sql.raw(statement))
}
