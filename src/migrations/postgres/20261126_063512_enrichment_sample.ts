import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'enrichment_sample';
  ALTER TABLE "enrichment_sessions" ADD COLUMN "sample_requested_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Sample e-mails cannot stay behind when their kind goes.
  await db.execute(sql`
   DELETE FROM "outbox" WHERE "kind" = 'enrichment_sample';
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('sales_email', 'marketing_form', 'account_email');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "enrichment_sessions" DROP COLUMN "sample_requested_at";`)
}
