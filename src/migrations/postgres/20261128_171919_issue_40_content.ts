import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_get_started_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum_pages_blocks_professional_profile_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  ALTER TYPE "public"."enum_page_variables_variables_key" ADD VALUE 'contact_phone' BEFORE 'search_title';
  ALTER TYPE "public"."enum_page_variables_variables_key" ADD VALUE 'contact_email' BEFORE 'search_title';
  CREATE TABLE "pages_blocks_get_started_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_get_started_orbit_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_get_started" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"button_text" varchar,
  	"button_slot" "enum_pages_blocks_get_started_button_slot",
  	"button_href" varchar,
  	"orbit_center" varchar NOT NULL,
  	"orbit_caption" varchar NOT NULL,
  	"orbit_inner_markers" numeric DEFAULT 40 NOT NULL,
  	"orbit_outer_markers" numeric DEFAULT 50 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_professional_profile_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_professional_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"country" varchar DEFAULT 'gb' NOT NULL,
  	"button_text" varchar,
  	"button_slot" "enum_pages_blocks_professional_profile_button_slot",
  	"button_href" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "site_config" ADD COLUMN "enrichment_free_lists_per_month" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "site_config" ADD COLUMN "figures_companies" numeric;
  ALTER TABLE "site_config" ADD COLUMN "figures_countries" numeric;
  ALTER TABLE "site_config" ADD COLUMN "figures_directors" numeric;
  ALTER TABLE "site_config" ADD COLUMN "figures_sectors" numeric;
  ALTER TABLE "site_config" ADD COLUMN "figures_customers" numeric DEFAULT 10000 NOT NULL;
  ALTER TABLE "site_config" ADD COLUMN "figures_sources" numeric DEFAULT 500 NOT NULL;
  ALTER TABLE "pages_blocks_get_started_steps" ADD CONSTRAINT "pages_blocks_get_started_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_get_started"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_get_started_orbit_labels" ADD CONSTRAINT "pages_blocks_get_started_orbit_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_get_started"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_get_started" ADD CONSTRAINT "pages_blocks_get_started_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_professional_profile_items" ADD CONSTRAINT "pages_blocks_professional_profile_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_professional_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_professional_profile" ADD CONSTRAINT "pages_blocks_professional_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_get_started_steps_order_idx" ON "pages_blocks_get_started_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_get_started_steps_parent_id_idx" ON "pages_blocks_get_started_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_get_started_steps_locale_idx" ON "pages_blocks_get_started_steps" USING btree ("_locale");
  CREATE INDEX "pages_blocks_get_started_orbit_labels_order_idx" ON "pages_blocks_get_started_orbit_labels" USING btree ("_order");
  CREATE INDEX "pages_blocks_get_started_orbit_labels_parent_id_idx" ON "pages_blocks_get_started_orbit_labels" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_get_started_orbit_labels_locale_idx" ON "pages_blocks_get_started_orbit_labels" USING btree ("_locale");
  CREATE INDEX "pages_blocks_get_started_order_idx" ON "pages_blocks_get_started" USING btree ("_order");
  CREATE INDEX "pages_blocks_get_started_parent_id_idx" ON "pages_blocks_get_started" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_get_started_path_idx" ON "pages_blocks_get_started" USING btree ("_path");
  CREATE INDEX "pages_blocks_get_started_locale_idx" ON "pages_blocks_get_started" USING btree ("_locale");
  CREATE INDEX "pages_blocks_professional_profile_items_order_idx" ON "pages_blocks_professional_profile_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_professional_profile_items_parent_id_idx" ON "pages_blocks_professional_profile_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_professional_profile_items_locale_idx" ON "pages_blocks_professional_profile_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_professional_profile_order_idx" ON "pages_blocks_professional_profile" USING btree ("_order");
  CREATE INDEX "pages_blocks_professional_profile_parent_id_idx" ON "pages_blocks_professional_profile" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_professional_profile_path_idx" ON "pages_blocks_professional_profile" USING btree ("_path");
  CREATE INDEX "pages_blocks_professional_profile_locale_idx" ON "pages_blocks_professional_profile" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_get_started_steps" CASCADE;
  DROP TABLE "pages_blocks_get_started_orbit_labels" CASCADE;
  DROP TABLE "pages_blocks_get_started" CASCADE;
  DROP TABLE "pages_blocks_professional_profile_items" CASCADE;
  DROP TABLE "pages_blocks_professional_profile" CASCADE;
  ALTER TABLE "page_variables_variables" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_page_variables_variables_key";
  CREATE TYPE "public"."enum_page_variables_variables_key" AS ENUM('book_demo_title', 'book_demo_button', 'registry_country', 'companies', 'executives', 'emails', 'phones', 'industries', 'accuracy', 'last_update', 'search_title', 'search_caption', 'search_button', 'counters_title', 'companies_label', 'executives_label', 'emails_label', 'phones_label', 'industries_label', 'accuracy_label', 'last_update_label', 'samples_title', 'samples_note', 'companies_table_caption', 'contacts_table_caption', 'column_company', 'column_city', 'column_industry', 'column_size', 'column_person', 'column_job_title', 'column_email', 'column_phone', 'industries_title', 'industries_intro', 'industry_companies', 'filters_title', 'filter_job_title', 'filter_seniority', 'filter_revenue', 'filter_company_size', 'email_banner_title', 'email_banner_text', 'phone_banner_title', 'phone_banner_text', 'sample_banner_title', 'sample_banner_text', 'benefits_title', 'benefits', 'blog_title', 'blog_more', 'customers_title', 'closing_title', 'demo_button', 'buy_button', 'sample_button');
  ALTER TABLE "page_variables_variables" ALTER COLUMN "key" SET DATA TYPE "public"."enum_page_variables_variables_key" USING "key"::"public"."enum_page_variables_variables_key";
  ALTER TABLE "site_config" DROP COLUMN "enrichment_free_lists_per_month";
  ALTER TABLE "site_config" DROP COLUMN "figures_companies";
  ALTER TABLE "site_config" DROP COLUMN "figures_countries";
  ALTER TABLE "site_config" DROP COLUMN "figures_directors";
  ALTER TABLE "site_config" DROP COLUMN "figures_sectors";
  ALTER TABLE "site_config" DROP COLUMN "figures_customers";
  ALTER TABLE "site_config" DROP COLUMN "figures_sources";
  DROP TYPE "public"."enum_pages_blocks_get_started_button_slot";
  DROP TYPE "public"."enum_pages_blocks_professional_profile_button_slot";`)
}
