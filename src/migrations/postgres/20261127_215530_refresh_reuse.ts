import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_sessions" ADD COLUMN "previous_refresh_hash" varchar;
  CREATE INDEX "account_sessions_previous_refresh_hash_idx" ON "account_sessions" USING btree ("previous_refresh_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "account_sessions_previous_refresh_hash_idx";
  ALTER TABLE "account_sessions" DROP COLUMN "previous_refresh_hash";`)
}
