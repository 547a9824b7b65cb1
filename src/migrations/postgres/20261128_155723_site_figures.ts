import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_page_variables_variables_key" ADD VALUE 'contact_phone' BEFORE 'search_title';
  ALTER TYPE "public"."enum_page_variables_variables_key" ADD VALUE 'contact_email' BEFORE 'search_title';
  ALTER TABLE "site_config" ADD COLUMN "figures_companies" numeric;
  ALTER TABLE "site_config" ADD COLUMN "figures_countries" numeric;
  ALTER TABLE "site_config" ADD COLUMN "figures_directors" numeric;
  ALTER TABLE "site_config" ADD COLUMN "figures_sectors" numeric;
  ALTER TABLE "site_config" ADD COLUMN "figures_customers" numeric DEFAULT 10000 NOT NULL;
  ALTER TABLE "site_config" ADD COLUMN "figures_sources" numeric DEFAULT 500 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_variables_variables" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_page_variables_variables_key";
  CREATE TYPE "public"."enum_page_variables_variables_key" AS ENUM('book_demo_title', 'book_demo_button', 'registry_country', 'companies', 'executives', 'emails', 'phones', 'industries', 'accuracy', 'last_update', 'search_title', 'search_caption', 'search_button', 'counters_title', 'companies_label', 'executives_label', 'emails_label', 'phones_label', 'industries_label', 'accuracy_label', 'last_update_label', 'samples_title', 'samples_note', 'companies_table_caption', 'contacts_table_caption', 'column_company', 'column_city', 'column_industry', 'column_size', 'column_person', 'column_job_title', 'column_email', 'column_phone', 'industries_title', 'industries_intro', 'industry_companies', 'filters_title', 'filter_job_title', 'filter_seniority', 'filter_revenue', 'filter_company_size', 'email_banner_title', 'email_banner_text', 'phone_banner_title', 'phone_banner_text', 'sample_banner_title', 'sample_banner_text', 'benefits_title', 'benefits', 'blog_title', 'blog_more', 'customers_title', 'closing_title', 'demo_button', 'buy_button', 'sample_button');
  ALTER TABLE "page_variables_variables" ALTER COLUMN "key" SET DATA TYPE "public"."enum_page_variables_variables_key" USING "key"::"public"."enum_page_variables_variables_key";
  ALTER TABLE "site_config" DROP COLUMN "figures_companies";
  ALTER TABLE "site_config" DROP COLUMN "figures_countries";
  ALTER TABLE "site_config" DROP COLUMN "figures_directors";
  ALTER TABLE "site_config" DROP COLUMN "figures_sectors";
  ALTER TABLE "site_config" DROP COLUMN "figures_customers";
  ALTER TABLE "site_config" DROP COLUMN "figures_sources";`)
}
