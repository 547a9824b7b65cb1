import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_faq_source" AS ENUM('page_items', 'translation_keys');
  CREATE TYPE "public"."enum_page_variables_variables_key" AS ENUM('book_demo_title', 'book_demo_button', 'registry_country', 'companies', 'executives', 'emails', 'phones', 'industries', 'accuracy', 'last_update', 'search_title', 'search_caption', 'search_button', 'counters_title', 'companies_label', 'executives_label', 'emails_label', 'phones_label', 'industries_label', 'accuracy_label', 'last_update_label', 'samples_title', 'samples_note', 'companies_table_caption', 'contacts_table_caption', 'column_company', 'column_city', 'column_industry', 'column_size', 'column_person', 'column_job_title', 'column_email', 'column_phone', 'industries_title', 'industries_intro', 'industry_companies', 'filters_title', 'filter_job_title', 'filter_seniority', 'filter_revenue', 'filter_company_size', 'email_banner_title', 'email_banner_text', 'phone_banner_title', 'phone_banner_text', 'sample_banner_title', 'sample_banner_text', 'benefits_title', 'benefits', 'blog_title', 'blog_more', 'customers_title', 'closing_title', 'demo_button', 'buy_button', 'sample_button');
  CREATE TYPE "public"."enum_page_variables_blocks_hero_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum_page_variables_blocks_call_to_action_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum_page_variables_blocks_faq_source" AS ENUM('page_items', 'translation_keys');
  CREATE TYPE "public"."enum_page_variables_blocks_latest_articles_kind" AS ENUM('blog', 'case_study');
  CREATE TYPE "public"."enum_page_variables_template" AS ENUM('country', 'country_2', 'industry', 'country_promotion', 'api', 'lead_generation', 'sales_force');
  CREATE TABLE "page_variables_variables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_page_variables_variables_key" NOT NULL
  );
  
  CREATE TABLE "page_variables_variables_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_variables_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"button_slot" "enum_page_variables_blocks_hero_button_slot",
  	"button_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"icon" varchar
  );
  
  CREATE TABLE "page_variables_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "page_variables_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"button_text" varchar,
  	"button_slot" "enum_page_variables_blocks_call_to_action_button_slot",
  	"button_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_customer_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"video_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"source" "enum_page_variables_blocks_faq_source" DEFAULT 'page_items' NOT NULL,
  	"variant" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_latest_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"kind" "enum_page_variables_blocks_latest_articles_kind" DEFAULT 'blog' NOT NULL,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables_blocks_reviews_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rating" numeric NOT NULL,
  	"quote" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar
  );
  
  CREATE TABLE "page_variables_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_variables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"template" "enum_page_variables_template" NOT NULL,
  	"suffix" varchar DEFAULT '',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "source" "enum_pages_blocks_faq_source" DEFAULT 'page_items' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_variables_id" integer;
  ALTER TABLE "page_variables_variables" ADD CONSTRAINT "page_variables_variables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_variables_locales" ADD CONSTRAINT "page_variables_variables_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_hero" ADD CONSTRAINT "page_variables_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_hero" ADD CONSTRAINT "page_variables_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_content" ADD CONSTRAINT "page_variables_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_feature_grid_items" ADD CONSTRAINT "page_variables_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_feature_grid" ADD CONSTRAINT "page_variables_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_stats_items" ADD CONSTRAINT "page_variables_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_stats" ADD CONSTRAINT "page_variables_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_call_to_action" ADD CONSTRAINT "page_variables_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_customer_logos" ADD CONSTRAINT "page_variables_blocks_customer_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_testimonials" ADD CONSTRAINT "page_variables_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_video" ADD CONSTRAINT "page_variables_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_faq" ADD CONSTRAINT "page_variables_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_latest_articles" ADD CONSTRAINT "page_variables_blocks_latest_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_reviews_items" ADD CONSTRAINT "page_variables_blocks_reviews_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables_blocks_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_variables_blocks_reviews" ADD CONSTRAINT "page_variables_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_variables_variables_order_idx" ON "page_variables_variables" USING btree ("_order");
  CREATE INDEX "page_variables_variables_parent_id_idx" ON "page_variables_variables" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_variables_variables_locales_locale_parent_id_unique" ON "page_variables_variables_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_variables_blocks_hero_order_idx" ON "page_variables_blocks_hero" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_hero_parent_id_idx" ON "page_variables_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_hero_path_idx" ON "page_variables_blocks_hero" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_hero_locale_idx" ON "page_variables_blocks_hero" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_hero_image_idx" ON "page_variables_blocks_hero" USING btree ("image_id");
  CREATE INDEX "page_variables_blocks_content_order_idx" ON "page_variables_blocks_content" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_content_parent_id_idx" ON "page_variables_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_content_path_idx" ON "page_variables_blocks_content" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_content_locale_idx" ON "page_variables_blocks_content" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_feature_grid_items_order_idx" ON "page_variables_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_feature_grid_items_parent_id_idx" ON "page_variables_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_feature_grid_items_locale_idx" ON "page_variables_blocks_feature_grid_items" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_feature_grid_order_idx" ON "page_variables_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_feature_grid_parent_id_idx" ON "page_variables_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_feature_grid_path_idx" ON "page_variables_blocks_feature_grid" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_feature_grid_locale_idx" ON "page_variables_blocks_feature_grid" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_stats_items_order_idx" ON "page_variables_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_stats_items_parent_id_idx" ON "page_variables_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_stats_items_locale_idx" ON "page_variables_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_stats_order_idx" ON "page_variables_blocks_stats" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_stats_parent_id_idx" ON "page_variables_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_stats_path_idx" ON "page_variables_blocks_stats" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_stats_locale_idx" ON "page_variables_blocks_stats" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_call_to_action_order_idx" ON "page_variables_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_call_to_action_parent_id_idx" ON "page_variables_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_call_to_action_path_idx" ON "page_variables_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_call_to_action_locale_idx" ON "page_variables_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_customer_logos_order_idx" ON "page_variables_blocks_customer_logos" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_customer_logos_parent_id_idx" ON "page_variables_blocks_customer_logos" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_customer_logos_path_idx" ON "page_variables_blocks_customer_logos" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_customer_logos_locale_idx" ON "page_variables_blocks_customer_logos" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_testimonials_order_idx" ON "page_variables_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_testimonials_parent_id_idx" ON "page_variables_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_testimonials_path_idx" ON "page_variables_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_testimonials_locale_idx" ON "page_variables_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_video_order_idx" ON "page_variables_blocks_video" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_video_parent_id_idx" ON "page_variables_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_video_path_idx" ON "page_variables_blocks_video" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_video_locale_idx" ON "page_variables_blocks_video" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_faq_order_idx" ON "page_variables_blocks_faq" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_faq_parent_id_idx" ON "page_variables_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_faq_path_idx" ON "page_variables_blocks_faq" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_faq_locale_idx" ON "page_variables_blocks_faq" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_latest_articles_order_idx" ON "page_variables_blocks_latest_articles" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_latest_articles_parent_id_idx" ON "page_variables_blocks_latest_articles" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_latest_articles_path_idx" ON "page_variables_blocks_latest_articles" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_latest_articles_locale_idx" ON "page_variables_blocks_latest_articles" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_reviews_items_order_idx" ON "page_variables_blocks_reviews_items" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_reviews_items_parent_id_idx" ON "page_variables_blocks_reviews_items" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_reviews_items_locale_idx" ON "page_variables_blocks_reviews_items" USING btree ("_locale");
  CREATE INDEX "page_variables_blocks_reviews_order_idx" ON "page_variables_blocks_reviews" USING btree ("_order");
  CREATE INDEX "page_variables_blocks_reviews_parent_id_idx" ON "page_variables_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "page_variables_blocks_reviews_path_idx" ON "page_variables_blocks_reviews" USING btree ("_path");
  CREATE INDEX "page_variables_blocks_reviews_locale_idx" ON "page_variables_blocks_reviews" USING btree ("_locale");
  CREATE UNIQUE INDEX "page_variables_name_idx" ON "page_variables" USING btree ("name");
  CREATE INDEX "page_variables_updated_at_idx" ON "page_variables" USING btree ("updated_at");
  CREATE INDEX "page_variables_created_at_idx" ON "page_variables" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_variables_fk" FOREIGN KEY ("page_variables_id") REFERENCES "public"."page_variables"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_variables_id_idx" ON "payload_locked_documents_rels" USING btree ("page_variables_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_variables_variables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_variables_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_customer_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_latest_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_reviews_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_variables" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_variables_variables" CASCADE;
  DROP TABLE "page_variables_variables_locales" CASCADE;
  DROP TABLE "page_variables_blocks_hero" CASCADE;
  DROP TABLE "page_variables_blocks_content" CASCADE;
  DROP TABLE "page_variables_blocks_feature_grid_items" CASCADE;
  DROP TABLE "page_variables_blocks_feature_grid" CASCADE;
  DROP TABLE "page_variables_blocks_stats_items" CASCADE;
  DROP TABLE "page_variables_blocks_stats" CASCADE;
  DROP TABLE "page_variables_blocks_call_to_action" CASCADE;
  DROP TABLE "page_variables_blocks_customer_logos" CASCADE;
  DROP TABLE "page_variables_blocks_testimonials" CASCADE;
  DROP TABLE "page_variables_blocks_video" CASCADE;
  DROP TABLE "page_variables_blocks_faq" CASCADE;
  DROP TABLE "page_variables_blocks_latest_articles" CASCADE;
  DROP TABLE "page_variables_blocks_reviews_items" CASCADE;
  DROP TABLE "page_variables_blocks_reviews" CASCADE;
  DROP TABLE "page_variables" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_variables_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_variables_id_idx";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "source";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_variables_id";
  DROP TYPE "public"."enum_pages_blocks_faq_source";
  DROP TYPE "public"."enum_page_variables_variables_key";
  DROP TYPE "public"."enum_page_variables_blocks_hero_button_slot";
  DROP TYPE "public"."enum_page_variables_blocks_call_to_action_button_slot";
  DROP TYPE "public"."enum_page_variables_blocks_faq_source";
  DROP TYPE "public"."enum_page_variables_blocks_latest_articles_kind";
  DROP TYPE "public"."enum_page_variables_template";`)
}
