import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_request_form_variant" AS ENUM('demo', 'trial', 'quote');
  ALTER TABLE "pages" ADD COLUMN "request_form_variant" "enum_pages_request_form_variant" DEFAULT 'demo';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "request_form_variant";
  DROP TYPE "public"."enum_pages_request_form_variant";`)
}
