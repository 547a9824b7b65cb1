import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 37: a trial waits in `pending` until its address is confirmed. Only the enum value is added
// (SQLite keeps a select as text: no SQLite migration). Down turns unconfirmed trials into expired ones.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_trials_status" ADD VALUE 'pending' BEFORE 'converted';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trials" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "trials" SET "status" = 'expired' WHERE "status" = 'pending';
  ALTER TABLE "trials" ALTER COLUMN "status" SET DEFAULT 'active'::text;
  DROP TYPE "public"."enum_trials_status";
  CREATE TYPE "public"."enum_trials_status" AS ENUM('active', 'converted', 'expired', 'revoked');
  ALTER TABLE "trials" ALTER COLUMN "status" SET DEFAULT 'active'::"public"."enum_trials_status";
  ALTER TABLE "trials" ALTER COLUMN "status" SET DATA TYPE "public"."enum_trials_status" USING "status"::"public"."enum_trials_status";`)
}
