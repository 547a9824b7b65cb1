import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_trial_offer_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents');
  CREATE TYPE "public"."enum_pages_blocks_company_profile_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents');
  CREATE TYPE "public"."enum_pricing_plans_type" AS ENUM('starter', 'professional', 'custom');
  CREATE TYPE "public"."enum_pricing_products_currency" AS ENUM('GBP', 'EUR');
  ALTER TYPE "public"."enum_orders_items_type" ADD VALUE 'plan';
  ALTER TYPE "public"."enum_orders_items_type" ADD VALUE 'pricing_product';
  CREATE TABLE "pages_blocks_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"footnote" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trial_offer_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_trial_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"button_text" varchar,
  	"button_slot" "enum_pages_blocks_trial_offer_button_slot",
  	"button_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_customer_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_competitor_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"our_label" varchar NOT NULL,
  	"our_amount" numeric NOT NULL,
  	"our_note" varchar,
  	"competitor_label" varchar NOT NULL,
  	"competitor_amount" numeric NOT NULL,
  	"competitor_amount_plus" boolean DEFAULT true,
  	"competitor_note" varchar,
  	"period_label" varchar NOT NULL,
  	"footnote" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote_request_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_quote_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
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
  
  CREATE TABLE "pages_blocks_clear_advantage_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_clear_advantage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_company_profile_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_company_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"button_slot" "enum_pages_blocks_company_profile_button_slot",
  	"button_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_switch_reason_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_switch_reason" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pricing_plans_pricing_groups_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar,
  	"included" boolean DEFAULT true
  );
  
  CREATE TABLE "pricing_plans_pricing_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_pricing_plans_type" NOT NULL,
  	"code" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"best_value" boolean DEFAULT false,
  	"book_demo" boolean DEFAULT false,
  	"prices_gbp_month" numeric,
  	"prices_gbp_year" numeric,
  	"prices_eur_month" numeric,
  	"prices_eur_year" numeric,
  	"link" varchar,
  	"signup_product" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pricing_plans_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"button_label" varchar NOT NULL,
  	"price_explanation" varchar,
  	"allowance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pp_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"required" boolean DEFAULT false,
  	"has_checkmark" boolean DEFAULT true,
  	"checkmark" varchar
  );
  
  CREATE TABLE "pp_feature_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"group" varchar
  );
  
  CREATE TABLE "pricing_products_tools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" varchar,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price_month" numeric,
  	"price_year" numeric,
  	"has_no_checkmark" boolean DEFAULT false
  );
  
  CREATE TABLE "pricing_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"currency" "enum_pricing_products_currency" DEFAULT 'GBP' NOT NULL,
  	"order" numeric DEFAULT 0,
  	"price_month" numeric,
  	"price_year" numeric,
  	"price_general" numeric,
  	"price_offer" numeric,
  	"persist_price_visibility" boolean DEFAULT false,
  	"best_value" boolean DEFAULT false,
  	"standalone" boolean DEFAULT false,
  	"link" varchar,
  	"link_year" varchar,
  	"link_general" varchar,
  	"link_trial" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pricing_products_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"free_value" varchar,
  	"features" varchar,
  	"choices" varchar,
  	"link_button" varchar,
  	"link_year_button" varchar,
  	"link_general_button" varchar,
  	"link_trial_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "presentations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "presentations_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "included_blocks_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "included_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "included_blocks_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pricing_country_map_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"countries" varchar NOT NULL,
  	"map_to" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_country_map" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_map_to" varchar DEFAULT 'gb' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders_items" ALTER COLUMN "country" DROP NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pricing_plans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pricing_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "presentations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "included_blocks_id" integer;
  ALTER TABLE "pages_blocks_pricing_plans" ADD CONSTRAINT "pages_blocks_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_comparison" ADD CONSTRAINT "pages_blocks_feature_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trial_offer_items" ADD CONSTRAINT "pages_blocks_trial_offer_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trial_offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trial_offer" ADD CONSTRAINT "pages_blocks_trial_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_logos" ADD CONSTRAINT "pages_blocks_customer_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_competitor_comparison" ADD CONSTRAINT "pages_blocks_competitor_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_request_points" ADD CONSTRAINT "pages_blocks_quote_request_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote_request"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_request" ADD CONSTRAINT "pages_blocks_quote_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_clear_advantage_items" ADD CONSTRAINT "pages_blocks_clear_advantage_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_clear_advantage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_clear_advantage" ADD CONSTRAINT "pages_blocks_clear_advantage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_company_profile_items" ADD CONSTRAINT "pages_blocks_company_profile_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_company_profile" ADD CONSTRAINT "pages_blocks_company_profile_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_company_profile" ADD CONSTRAINT "pages_blocks_company_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_switch_reason_items" ADD CONSTRAINT "pages_blocks_switch_reason_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_switch_reason"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_switch_reason" ADD CONSTRAINT "pages_blocks_switch_reason_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_plans_pricing_groups_features" ADD CONSTRAINT "pricing_plans_pricing_groups_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_plans_pricing_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_plans_pricing_groups" ADD CONSTRAINT "pricing_plans_pricing_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_plans_locales" ADD CONSTRAINT "pricing_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pp_features" ADD CONSTRAINT "pp_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pp_feature_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pp_feature_groups" ADD CONSTRAINT "pp_feature_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_products_tools" ADD CONSTRAINT "pricing_products_tools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_products_locales" ADD CONSTRAINT "pricing_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presentations" ADD CONSTRAINT "presentations_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "presentations_locales" ADD CONSTRAINT "presentations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "included_blocks_items" ADD CONSTRAINT "included_blocks_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."included_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "included_blocks_locales" ADD CONSTRAINT "included_blocks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."included_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_country_map_rows" ADD CONSTRAINT "pricing_country_map_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_country_map"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_pricing_plans_order_idx" ON "pages_blocks_pricing_plans" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_plans_parent_id_idx" ON "pages_blocks_pricing_plans" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pricing_plans_path_idx" ON "pages_blocks_pricing_plans" USING btree ("_path");
  CREATE INDEX "pages_blocks_pricing_plans_locale_idx" ON "pages_blocks_pricing_plans" USING btree ("_locale");
  CREATE INDEX "pages_blocks_feature_comparison_order_idx" ON "pages_blocks_feature_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_comparison_parent_id_idx" ON "pages_blocks_feature_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_comparison_path_idx" ON "pages_blocks_feature_comparison" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_comparison_locale_idx" ON "pages_blocks_feature_comparison" USING btree ("_locale");
  CREATE INDEX "pages_blocks_trial_offer_items_order_idx" ON "pages_blocks_trial_offer_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_trial_offer_items_parent_id_idx" ON "pages_blocks_trial_offer_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trial_offer_items_locale_idx" ON "pages_blocks_trial_offer_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_trial_offer_order_idx" ON "pages_blocks_trial_offer" USING btree ("_order");
  CREATE INDEX "pages_blocks_trial_offer_parent_id_idx" ON "pages_blocks_trial_offer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trial_offer_path_idx" ON "pages_blocks_trial_offer" USING btree ("_path");
  CREATE INDEX "pages_blocks_trial_offer_locale_idx" ON "pages_blocks_trial_offer" USING btree ("_locale");
  CREATE INDEX "pages_blocks_customer_logos_order_idx" ON "pages_blocks_customer_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_customer_logos_parent_id_idx" ON "pages_blocks_customer_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_customer_logos_path_idx" ON "pages_blocks_customer_logos" USING btree ("_path");
  CREATE INDEX "pages_blocks_customer_logos_locale_idx" ON "pages_blocks_customer_logos" USING btree ("_locale");
  CREATE INDEX "pages_blocks_competitor_comparison_order_idx" ON "pages_blocks_competitor_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_competitor_comparison_parent_id_idx" ON "pages_blocks_competitor_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_competitor_comparison_path_idx" ON "pages_blocks_competitor_comparison" USING btree ("_path");
  CREATE INDEX "pages_blocks_competitor_comparison_locale_idx" ON "pages_blocks_competitor_comparison" USING btree ("_locale");
  CREATE INDEX "pages_blocks_quote_request_points_order_idx" ON "pages_blocks_quote_request_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_request_points_parent_id_idx" ON "pages_blocks_quote_request_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_request_points_locale_idx" ON "pages_blocks_quote_request_points" USING btree ("_locale");
  CREATE INDEX "pages_blocks_quote_request_order_idx" ON "pages_blocks_quote_request" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_request_parent_id_idx" ON "pages_blocks_quote_request" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_request_path_idx" ON "pages_blocks_quote_request" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_request_locale_idx" ON "pages_blocks_quote_request" USING btree ("_locale");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_locale_idx" ON "pages_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_locale_idx" ON "pages_blocks_video" USING btree ("_locale");
  CREATE INDEX "pages_blocks_clear_advantage_items_order_idx" ON "pages_blocks_clear_advantage_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_clear_advantage_items_parent_id_idx" ON "pages_blocks_clear_advantage_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_clear_advantage_items_locale_idx" ON "pages_blocks_clear_advantage_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_clear_advantage_order_idx" ON "pages_blocks_clear_advantage" USING btree ("_order");
  CREATE INDEX "pages_blocks_clear_advantage_parent_id_idx" ON "pages_blocks_clear_advantage" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_clear_advantage_path_idx" ON "pages_blocks_clear_advantage" USING btree ("_path");
  CREATE INDEX "pages_blocks_clear_advantage_locale_idx" ON "pages_blocks_clear_advantage" USING btree ("_locale");
  CREATE INDEX "pages_blocks_company_profile_items_order_idx" ON "pages_blocks_company_profile_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_company_profile_items_parent_id_idx" ON "pages_blocks_company_profile_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_company_profile_items_locale_idx" ON "pages_blocks_company_profile_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_company_profile_order_idx" ON "pages_blocks_company_profile" USING btree ("_order");
  CREATE INDEX "pages_blocks_company_profile_parent_id_idx" ON "pages_blocks_company_profile" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_company_profile_path_idx" ON "pages_blocks_company_profile" USING btree ("_path");
  CREATE INDEX "pages_blocks_company_profile_locale_idx" ON "pages_blocks_company_profile" USING btree ("_locale");
  CREATE INDEX "pages_blocks_company_profile_image_idx" ON "pages_blocks_company_profile" USING btree ("image_id");
  CREATE INDEX "pages_blocks_switch_reason_items_order_idx" ON "pages_blocks_switch_reason_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_switch_reason_items_parent_id_idx" ON "pages_blocks_switch_reason_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_switch_reason_items_locale_idx" ON "pages_blocks_switch_reason_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_switch_reason_order_idx" ON "pages_blocks_switch_reason" USING btree ("_order");
  CREATE INDEX "pages_blocks_switch_reason_parent_id_idx" ON "pages_blocks_switch_reason" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_switch_reason_path_idx" ON "pages_blocks_switch_reason" USING btree ("_path");
  CREATE INDEX "pages_blocks_switch_reason_locale_idx" ON "pages_blocks_switch_reason" USING btree ("_locale");
  CREATE INDEX "pricing_plans_pricing_groups_features_order_idx" ON "pricing_plans_pricing_groups_features" USING btree ("_order");
  CREATE INDEX "pricing_plans_pricing_groups_features_parent_id_idx" ON "pricing_plans_pricing_groups_features" USING btree ("_parent_id");
  CREATE INDEX "pricing_plans_pricing_groups_features_locale_idx" ON "pricing_plans_pricing_groups_features" USING btree ("_locale");
  CREATE INDEX "pricing_plans_pricing_groups_order_idx" ON "pricing_plans_pricing_groups" USING btree ("_order");
  CREATE INDEX "pricing_plans_pricing_groups_parent_id_idx" ON "pricing_plans_pricing_groups" USING btree ("_parent_id");
  CREATE INDEX "pricing_plans_pricing_groups_locale_idx" ON "pricing_plans_pricing_groups" USING btree ("_locale");
  CREATE UNIQUE INDEX "pricing_plans_code_idx" ON "pricing_plans" USING btree ("code");
  CREATE INDEX "pricing_plans_updated_at_idx" ON "pricing_plans" USING btree ("updated_at");
  CREATE INDEX "pricing_plans_created_at_idx" ON "pricing_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "pricing_plans_locales_locale_parent_id_unique" ON "pricing_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pp_features_order_idx" ON "pp_features" USING btree ("_order");
  CREATE INDEX "pp_features_parent_id_idx" ON "pp_features" USING btree ("_parent_id");
  CREATE INDEX "pp_features_locale_idx" ON "pp_features" USING btree ("_locale");
  CREATE INDEX "pp_feature_groups_order_idx" ON "pp_feature_groups" USING btree ("_order");
  CREATE INDEX "pp_feature_groups_parent_id_idx" ON "pp_feature_groups" USING btree ("_parent_id");
  CREATE INDEX "pp_feature_groups_locale_idx" ON "pp_feature_groups" USING btree ("_locale");
  CREATE INDEX "pricing_products_tools_order_idx" ON "pricing_products_tools" USING btree ("_order");
  CREATE INDEX "pricing_products_tools_parent_id_idx" ON "pricing_products_tools" USING btree ("_parent_id");
  CREATE INDEX "pricing_products_tools_locale_idx" ON "pricing_products_tools" USING btree ("_locale");
  CREATE UNIQUE INDEX "pricing_products_code_idx" ON "pricing_products" USING btree ("code");
  CREATE INDEX "pricing_products_country_idx" ON "pricing_products" USING btree ("country");
  CREATE INDEX "pricing_products_updated_at_idx" ON "pricing_products" USING btree ("updated_at");
  CREATE INDEX "pricing_products_created_at_idx" ON "pricing_products" USING btree ("created_at");
  CREATE UNIQUE INDEX "pricing_products_locales_locale_parent_id_unique" ON "pricing_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "presentations_file_idx" ON "presentations" USING btree ("file_id");
  CREATE INDEX "presentations_updated_at_idx" ON "presentations" USING btree ("updated_at");
  CREATE INDEX "presentations_created_at_idx" ON "presentations" USING btree ("created_at");
  CREATE UNIQUE INDEX "presentations_locales_locale_parent_id_unique" ON "presentations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "included_blocks_items_order_idx" ON "included_blocks_items" USING btree ("_order");
  CREATE INDEX "included_blocks_items_parent_id_idx" ON "included_blocks_items" USING btree ("_parent_id");
  CREATE INDEX "included_blocks_items_locale_idx" ON "included_blocks_items" USING btree ("_locale");
  CREATE UNIQUE INDEX "included_blocks_slug_idx" ON "included_blocks" USING btree ("slug");
  CREATE INDEX "included_blocks_updated_at_idx" ON "included_blocks" USING btree ("updated_at");
  CREATE INDEX "included_blocks_created_at_idx" ON "included_blocks" USING btree ("created_at");
  CREATE UNIQUE INDEX "included_blocks_locales_locale_parent_id_unique" ON "included_blocks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_country_map_rows_order_idx" ON "pricing_country_map_rows" USING btree ("_order");
  CREATE INDEX "pricing_country_map_rows_parent_id_idx" ON "pricing_country_map_rows" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pricing_plans_fk" FOREIGN KEY ("pricing_plans_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pricing_products_fk" FOREIGN KEY ("pricing_products_id") REFERENCES "public"."pricing_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_presentations_fk" FOREIGN KEY ("presentations_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_included_blocks_fk" FOREIGN KEY ("included_blocks_id") REFERENCES "public"."included_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pricing_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("pricing_plans_id");
  CREATE INDEX "payload_locked_documents_rels_pricing_products_id_idx" ON "payload_locked_documents_rels" USING btree ("pricing_products_id");
  CREATE INDEX "payload_locked_documents_rels_presentations_id_idx" ON "payload_locked_documents_rels" USING btree ("presentations_id");
  CREATE INDEX "payload_locked_documents_rels_included_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("included_blocks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trial_offer_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trial_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_customer_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_competitor_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_request_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_request" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_clear_advantage_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_clear_advantage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_company_profile_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_company_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_switch_reason_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_switch_reason" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_plans_pricing_groups_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_plans_pricing_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pp_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pp_feature_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_products_tools" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "presentations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "included_blocks_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "included_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "included_blocks_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_country_map_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_country_map" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_pricing_plans" CASCADE;
  DROP TABLE "pages_blocks_feature_comparison" CASCADE;
  DROP TABLE "pages_blocks_trial_offer_items" CASCADE;
  DROP TABLE "pages_blocks_trial_offer" CASCADE;
  DROP TABLE "pages_blocks_customer_logos" CASCADE;
  DROP TABLE "pages_blocks_competitor_comparison" CASCADE;
  DROP TABLE "pages_blocks_quote_request_points" CASCADE;
  DROP TABLE "pages_blocks_quote_request" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_clear_advantage_items" CASCADE;
  DROP TABLE "pages_blocks_clear_advantage" CASCADE;
  DROP TABLE "pages_blocks_company_profile_items" CASCADE;
  DROP TABLE "pages_blocks_company_profile" CASCADE;
  DROP TABLE "pages_blocks_switch_reason_items" CASCADE;
  DROP TABLE "pages_blocks_switch_reason" CASCADE;
  DROP TABLE "pricing_plans_pricing_groups_features" CASCADE;
  DROP TABLE "pricing_plans_pricing_groups" CASCADE;
  DROP TABLE "pricing_plans" CASCADE;
  DROP TABLE "pricing_plans_locales" CASCADE;
  DROP TABLE "pp_features" CASCADE;
  DROP TABLE "pp_feature_groups" CASCADE;
  DROP TABLE "pricing_products_tools" CASCADE;
  DROP TABLE "pricing_products" CASCADE;
  DROP TABLE "pricing_products_locales" CASCADE;
  DROP TABLE "presentations" CASCADE;
  DROP TABLE "presentations_locales" CASCADE;
  DROP TABLE "included_blocks_items" CASCADE;
  DROP TABLE "included_blocks" CASCADE;
  DROP TABLE "included_blocks_locales" CASCADE;
  DROP TABLE "pricing_country_map_rows" CASCADE;
  DROP TABLE "pricing_country_map" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pricing_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pricing_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_presentations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_included_blocks_fk";
  
  ALTER TABLE "orders_items" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_items_type";
  CREATE TYPE "public"."enum_orders_items_type" AS ENUM('credit_report', 'fresh_investigation');
  ALTER TABLE "orders_items" ALTER COLUMN "type" SET DATA TYPE "public"."enum_orders_items_type" USING "type"::"public"."enum_orders_items_type";
  DROP INDEX "payload_locked_documents_rels_pricing_plans_id_idx";
  DROP INDEX "payload_locked_documents_rels_pricing_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_presentations_id_idx";
  DROP INDEX "payload_locked_documents_rels_included_blocks_id_idx";
  ALTER TABLE "orders_items" ALTER COLUMN "country" SET NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pricing_plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pricing_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "presentations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "included_blocks_id";
  DROP TYPE "public"."enum_pages_blocks_trial_offer_button_slot";
  DROP TYPE "public"."enum_pages_blocks_company_profile_button_slot";
  DROP TYPE "public"."enum_pricing_plans_type";
  DROP TYPE "public"."enum_pricing_products_currency";`)
}
