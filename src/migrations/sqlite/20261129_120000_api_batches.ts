import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { API_BATCHES_DOWN, API_BATCHES_UP } from '@/migrations/api-batches-statements'

/** Hand-written: the data API's batch matches (see api-batches-statements.ts); SQLite keeps the outbox's kind as text. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of API_BATCHES_UP) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DELETE FROM outbox WHERE kind = 'webhook'`))
  for (const statement of API_BATCHES_DOWN) await db.run(sql.raw(statement))
}
