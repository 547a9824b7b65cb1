import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_report_prices_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TABLE "pages_blocks_report_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"button_text" varchar,
  	"button_slot" "enum_pages_blocks_report_prices_button_slot",
  	"button_href" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_report_prices" ADD CONSTRAINT "pages_blocks_report_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_report_prices_order_idx" ON "pages_blocks_report_prices" USING btree ("_order");
  CREATE INDEX "pages_blocks_report_prices_parent_id_idx" ON "pages_blocks_report_prices" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_report_prices_path_idx" ON "pages_blocks_report_prices" USING btree ("_path");
  CREATE INDEX "pages_blocks_report_prices_locale_idx" ON "pages_blocks_report_prices" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_report_prices" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_report_prices_button_slot";`)
}
