import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trials_status" AS ENUM('active', 'converted', 'expired', 'revoked');
  CREATE TYPE "public"."enum_questionnaire_answers_role" AS ENUM('sales', 'marketing', 'compliance', 'finance', 'data', 'other');
  CREATE TYPE "public"."enum_questionnaire_answers_team_size" AS ENUM('1', '2-10', '11-50', '51-200', '200+');
  CREATE TYPE "public"."enum_questionnaire_answers_interest" AS ENUM('credit_reports', 'enrichment', 'contacts', 'api', 'agents');
  CREATE TYPE "public"."enum_questionnaire_answers_timeline" AS ENUM('now', 'quarter', 'exploring');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('sales_email', 'marketing_form');
  ALTER TYPE "public"."enum_leads_type" ADD VALUE 'sample' BEFORE 'trial';
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"has_trial" boolean DEFAULT true,
  	"trial_days" numeric DEFAULT 7 NOT NULL,
  	"link_trial" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "trials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_trials_status" DEFAULT 'active' NOT NULL,
  	"product_id" integer NOT NULL,
  	"product_code" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"lang" varchar,
  	"source" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"lead_id" integer,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaire_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"email" varchar,
  	"role" "enum_questionnaire_answers_role" NOT NULL,
  	"team_size" "enum_questionnaire_answers_team_size" NOT NULL,
  	"interest" "enum_questionnaire_answers_interest" NOT NULL,
  	"timeline" "enum_questionnaire_answers_timeline" NOT NULL,
  	"comment" varchar,
  	"lang" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_outbox_status" DEFAULT 'pending' NOT NULL,
  	"kind" "enum_outbox_kind" NOT NULL,
  	"summary" varchar NOT NULL,
  	"message" jsonb NOT NULL,
  	"lead_id" integer,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" numeric DEFAULT 0 NOT NULL,
  	"locked_until" numeric,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_config_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"phone" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "site_config_offices_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "pages_locales" ADD COLUMN "title_keywords" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "alternate_description" varchar;
  ALTER TABLE "leads" ADD COLUMN "follow_up_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "questionnaire_answers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "site_config" ADD COLUMN "promo_video_url" varchar;
  ALTER TABLE "site_config" ADD COLUMN "browser_extension_url" varchar;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trials" ADD CONSTRAINT "trials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trials" ADD CONSTRAINT "trials_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_config_offices" ADD CONSTRAINT "site_config_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_offices_locales" ADD CONSTRAINT "site_config_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config_offices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("code");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "trials_product_idx" ON "trials" USING btree ("product_id");
  CREATE INDEX "trials_product_code_idx" ON "trials" USING btree ("product_code");
  CREATE INDEX "trials_email_idx" ON "trials" USING btree ("email");
  CREATE INDEX "trials_expires_at_idx" ON "trials" USING btree ("expires_at");
  CREATE INDEX "trials_lead_idx" ON "trials" USING btree ("lead_id");
  CREATE UNIQUE INDEX "trials_token_hash_idx" ON "trials" USING btree ("token_hash");
  CREATE INDEX "trials_updated_at_idx" ON "trials" USING btree ("updated_at");
  CREATE INDEX "trials_created_at_idx" ON "trials" USING btree ("created_at");
  CREATE INDEX "questionnaire_answers_lead_idx" ON "questionnaire_answers" USING btree ("lead_id");
  CREATE INDEX "questionnaire_answers_updated_at_idx" ON "questionnaire_answers" USING btree ("updated_at");
  CREATE INDEX "questionnaire_answers_created_at_idx" ON "questionnaire_answers" USING btree ("created_at");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("lead_id");
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "site_config_offices_order_idx" ON "site_config_offices" USING btree ("_order");
  CREATE INDEX "site_config_offices_parent_id_idx" ON "site_config_offices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_config_offices_locales_locale_parent_id_unique" ON "site_config_offices_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trials_fk" FOREIGN KEY ("trials_id") REFERENCES "public"."trials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaire_answers_fk" FOREIGN KEY ("questionnaire_answers_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_follow_up_key_idx" ON "leads" USING btree ("follow_up_key");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_trials_id_idx" ON "payload_locked_documents_rels" USING btree ("trials_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaire_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaire_answers_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaire_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_config_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_config_offices_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "trials" CASCADE;
  DROP TABLE "questionnaire_answers" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "site_config_offices" CASCADE;
  DROP TABLE "site_config_offices_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_questionnaire_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_type";
  CREATE TYPE "public"."enum_leads_type" AS ENUM('enrichment', 'enrichment_sample', 'enrichment_all', 'book', 'quote', 'trial', 'contact');
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE "public"."enum_leads_type" USING "type"::"public"."enum_leads_type";
  DROP INDEX "leads_follow_up_key_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_trials_id_idx";
  DROP INDEX "payload_locked_documents_rels_questionnaire_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "pages_locales" DROP COLUMN "title_keywords";
  ALTER TABLE "pages_locales" DROP COLUMN "alternate_description";
  ALTER TABLE "leads" DROP COLUMN "follow_up_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "questionnaire_answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  ALTER TABLE "site_config" DROP COLUMN "promo_video_url";
  ALTER TABLE "site_config" DROP COLUMN "browser_extension_url";
  DROP TYPE "public"."enum_trials_status";
  DROP TYPE "public"."enum_questionnaire_answers_role";
  DROP TYPE "public"."enum_questionnaire_answers_team_size";
  DROP TYPE "public"."enum_questionnaire_answers_interest";
  DROP TYPE "public"."enum_questionnaire_answers_timeline";
  DROP TYPE "public"."enum_outbox_status";
  DROP TYPE "public"."enum_outbox_kind";`)
}
