import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ADD COLUMN "country" varchar;
  CREATE INDEX "articles_country_idx" ON "articles" USING btree ("country");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "articles_country_idx";
  ALTER TABLE "articles" DROP COLUMN "country";`)
}
