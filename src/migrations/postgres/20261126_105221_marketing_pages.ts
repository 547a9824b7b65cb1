import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_data_examples_items_tone" AS ENUM('green', 'orange', 'red');
  CREATE TYPE "public"."enum_pages_blocks_latest_articles_kind" AS ENUM('blog', 'case_study');
  ALTER TYPE "public"."enum_navigation_slot" ADD VALUE 'browser_extension';
  ALTER TYPE "public"."enum_pages_blocks_hero_button_slot" ADD VALUE 'browser_extension';
  ALTER TYPE "public"."enum_pages_blocks_call_to_action_button_slot" ADD VALUE 'browser_extension';
  ALTER TYPE "public"."enum_pages_blocks_trial_offer_button_slot" ADD VALUE 'browser_extension';
  ALTER TYPE "public"."enum_pages_blocks_company_profile_button_slot" ADD VALUE 'browser_extension';
  ALTER TYPE "public"."enum_pages_button_slot" ADD VALUE 'browser_extension';
  CREATE TABLE "pages_blocks_statements_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_statements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"icon" varchar
  );
  
  CREATE TABLE "pages_blocks_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_data_flow_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"icon" varchar
  );
  
  CREATE TABLE "pages_blocks_data_flow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_data_examples_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"tone" "enum_pages_blocks_data_examples_items_tone" DEFAULT 'green' NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_data_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"variant" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_latest_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"kind" "enum_pages_blocks_latest_articles_kind" DEFAULT 'blog' NOT NULL,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_reviews_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rating" numeric NOT NULL,
  	"quote" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar
  );
  
  CREATE TABLE "pages_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "web_technologies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "web_technologies_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_technologies_id" integer;
  ALTER TABLE "pages_blocks_statements_items" ADD CONSTRAINT "pages_blocks_statements_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_statements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statements" ADD CONSTRAINT "pages_blocks_statements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_values_items" ADD CONSTRAINT "pages_blocks_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_values" ADD CONSTRAINT "pages_blocks_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_flow_steps" ADD CONSTRAINT "pages_blocks_data_flow_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_data_flow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_flow" ADD CONSTRAINT "pages_blocks_data_flow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_examples_items" ADD CONSTRAINT "pages_blocks_data_examples_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_examples_items" ADD CONSTRAINT "pages_blocks_data_examples_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_data_examples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_examples" ADD CONSTRAINT "pages_blocks_data_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_articles" ADD CONSTRAINT "pages_blocks_latest_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews_items" ADD CONSTRAINT "pages_blocks_reviews_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews" ADD CONSTRAINT "pages_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "web_technologies" ADD CONSTRAINT "web_technologies_parent_id_web_technologies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."web_technologies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "web_technologies_locales" ADD CONSTRAINT "web_technologies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."web_technologies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_statements_items_order_idx" ON "pages_blocks_statements_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_statements_items_parent_id_idx" ON "pages_blocks_statements_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_statements_items_locale_idx" ON "pages_blocks_statements_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_statements_order_idx" ON "pages_blocks_statements" USING btree ("_order");
  CREATE INDEX "pages_blocks_statements_parent_id_idx" ON "pages_blocks_statements" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_statements_path_idx" ON "pages_blocks_statements" USING btree ("_path");
  CREATE INDEX "pages_blocks_statements_locale_idx" ON "pages_blocks_statements" USING btree ("_locale");
  CREATE INDEX "pages_blocks_values_items_order_idx" ON "pages_blocks_values_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_values_items_parent_id_idx" ON "pages_blocks_values_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_values_items_locale_idx" ON "pages_blocks_values_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_values_order_idx" ON "pages_blocks_values" USING btree ("_order");
  CREATE INDEX "pages_blocks_values_parent_id_idx" ON "pages_blocks_values" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_values_path_idx" ON "pages_blocks_values" USING btree ("_path");
  CREATE INDEX "pages_blocks_values_locale_idx" ON "pages_blocks_values" USING btree ("_locale");
  CREATE INDEX "pages_blocks_data_flow_steps_order_idx" ON "pages_blocks_data_flow_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_data_flow_steps_parent_id_idx" ON "pages_blocks_data_flow_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_data_flow_steps_locale_idx" ON "pages_blocks_data_flow_steps" USING btree ("_locale");
  CREATE INDEX "pages_blocks_data_flow_order_idx" ON "pages_blocks_data_flow" USING btree ("_order");
  CREATE INDEX "pages_blocks_data_flow_parent_id_idx" ON "pages_blocks_data_flow" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_data_flow_path_idx" ON "pages_blocks_data_flow" USING btree ("_path");
  CREATE INDEX "pages_blocks_data_flow_locale_idx" ON "pages_blocks_data_flow" USING btree ("_locale");
  CREATE INDEX "pages_blocks_data_examples_items_order_idx" ON "pages_blocks_data_examples_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_data_examples_items_parent_id_idx" ON "pages_blocks_data_examples_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_data_examples_items_locale_idx" ON "pages_blocks_data_examples_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_data_examples_items_image_idx" ON "pages_blocks_data_examples_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_data_examples_order_idx" ON "pages_blocks_data_examples" USING btree ("_order");
  CREATE INDEX "pages_blocks_data_examples_parent_id_idx" ON "pages_blocks_data_examples" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_data_examples_path_idx" ON "pages_blocks_data_examples" USING btree ("_path");
  CREATE INDEX "pages_blocks_data_examples_locale_idx" ON "pages_blocks_data_examples" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_locale_idx" ON "pages_blocks_faq" USING btree ("_locale");
  CREATE INDEX "pages_blocks_latest_articles_order_idx" ON "pages_blocks_latest_articles" USING btree ("_order");
  CREATE INDEX "pages_blocks_latest_articles_parent_id_idx" ON "pages_blocks_latest_articles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_latest_articles_path_idx" ON "pages_blocks_latest_articles" USING btree ("_path");
  CREATE INDEX "pages_blocks_latest_articles_locale_idx" ON "pages_blocks_latest_articles" USING btree ("_locale");
  CREATE INDEX "pages_blocks_reviews_items_order_idx" ON "pages_blocks_reviews_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_items_parent_id_idx" ON "pages_blocks_reviews_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_items_locale_idx" ON "pages_blocks_reviews_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_reviews_order_idx" ON "pages_blocks_reviews" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_parent_id_idx" ON "pages_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_path_idx" ON "pages_blocks_reviews" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_locale_idx" ON "pages_blocks_reviews" USING btree ("_locale");
  CREATE INDEX "web_technologies_parent_idx" ON "web_technologies" USING btree ("parent_id");
  CREATE INDEX "web_technologies_updated_at_idx" ON "web_technologies" USING btree ("updated_at");
  CREATE INDEX "web_technologies_created_at_idx" ON "web_technologies" USING btree ("created_at");
  CREATE UNIQUE INDEX "web_technologies_locales_locale_parent_id_unique" ON "web_technologies_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_technologies_fk" FOREIGN KEY ("web_technologies_id") REFERENCES "public"."web_technologies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_web_technologies_id_idx" ON "payload_locked_documents_rels" USING btree ("web_technologies_id");`)
  // The API product page leaves /api, which the CMS's REST API owns (issue 21); /api redirects to it.
  await db.execute(sql`UPDATE "navigation" SET "slug" = 'company-data-api' WHERE "slug" = 'api' AND NOT EXISTS (SELECT 1 FROM "navigation" WHERE "slug" = 'company-data-api');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "navigation" SET "slug" = 'api' WHERE "slug" = 'company-data-api' AND "slot" = 'api';`)
  await db.execute(sql`
   ALTER TABLE "pages_blocks_statements_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_statements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_values_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_flow_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_flow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_examples_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_examples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_latest_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_reviews_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "web_technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "web_technologies_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_statements_items" CASCADE;
  DROP TABLE "pages_blocks_statements" CASCADE;
  DROP TABLE "pages_blocks_values_items" CASCADE;
  DROP TABLE "pages_blocks_values" CASCADE;
  DROP TABLE "pages_blocks_data_flow_steps" CASCADE;
  DROP TABLE "pages_blocks_data_flow" CASCADE;
  DROP TABLE "pages_blocks_data_examples_items" CASCADE;
  DROP TABLE "pages_blocks_data_examples" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_latest_articles" CASCADE;
  DROP TABLE "pages_blocks_reviews_items" CASCADE;
  DROP TABLE "pages_blocks_reviews" CASCADE;
  DROP TABLE "web_technologies" CASCADE;
  DROP TABLE "web_technologies_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_technologies_fk";
  
  ALTER TABLE "navigation" ALTER COLUMN "slot" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_slot";
  CREATE TYPE "public"."enum_navigation_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents');
  ALTER TABLE "navigation" ALTER COLUMN "slot" SET DATA TYPE "public"."enum_navigation_slot" USING "slot"::"public"."enum_navigation_slot";
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "button_slot" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_hero_button_slot";
  CREATE TYPE "public"."enum_pages_blocks_hero_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "button_slot" SET DATA TYPE "public"."enum_pages_blocks_hero_button_slot" USING "button_slot"::"public"."enum_pages_blocks_hero_button_slot";
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "button_slot" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_call_to_action_button_slot";
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents');
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "button_slot" SET DATA TYPE "public"."enum_pages_blocks_call_to_action_button_slot" USING "button_slot"::"public"."enum_pages_blocks_call_to_action_button_slot";
  ALTER TABLE "pages_blocks_trial_offer" ALTER COLUMN "button_slot" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_trial_offer_button_slot";
  CREATE TYPE "public"."enum_pages_blocks_trial_offer_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents');
  ALTER TABLE "pages_blocks_trial_offer" ALTER COLUMN "button_slot" SET DATA TYPE "public"."enum_pages_blocks_trial_offer_button_slot" USING "button_slot"::"public"."enum_pages_blocks_trial_offer_button_slot";
  ALTER TABLE "pages_blocks_company_profile" ALTER COLUMN "button_slot" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_company_profile_button_slot";
  CREATE TYPE "public"."enum_pages_blocks_company_profile_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents');
  ALTER TABLE "pages_blocks_company_profile" ALTER COLUMN "button_slot" SET DATA TYPE "public"."enum_pages_blocks_company_profile_button_slot" USING "button_slot"::"public"."enum_pages_blocks_company_profile_button_slot";
  ALTER TABLE "pages" ALTER COLUMN "button_slot" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_button_slot";
  CREATE TYPE "public"."enum_pages_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents');
  ALTER TABLE "pages" ALTER COLUMN "button_slot" SET DATA TYPE "public"."enum_pages_button_slot" USING "button_slot"::"public"."enum_pages_button_slot";
  DROP INDEX "payload_locked_documents_rels_web_technologies_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_technologies_id";
  DROP TYPE "public"."enum_pages_blocks_data_examples_items_tone";
  DROP TYPE "public"."enum_pages_blocks_latest_articles_kind";`)
}
