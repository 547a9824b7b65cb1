import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum__pages_v_blocks_trial_offer_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum__pages_v_blocks_company_profile_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum__pages_v_blocks_data_examples_items_tone" AS ENUM('green', 'orange', 'red');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_source" AS ENUM('page_items', 'translation_keys');
  CREATE TYPE "public"."enum__pages_v_blocks_latest_articles_kind" AS ENUM('blog', 'case_study');
  CREATE TYPE "public"."enum__pages_v_blocks_report_prices_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum__pages_v_blocks_get_started_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum__pages_v_blocks_professional_profile_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('home', 'country', 'country_2', 'industry', 'country_promotion', 'api', 'lead_generation', 'sales_force', 'insights', 'fresh_investigation', 'payg', 'content', 'credits', 'enrichment', 'ai_agents', 'request_form', 'contacts', 'thank_you', 'blog', 'customers', 'author', 'careers', 'pricing', 'pricing_embed', 'academy', 'about', 'our_data', 'location_data', 'policy', 'browser_extension');
  CREATE TYPE "public"."enum__pages_v_version_button_slot" AS ENUM('marketing', 'credits', 'api', 'blog', 'customers', 'author', 'careers', 'free_trial', 'book_demo', 'pricing', 'pricing_trial', 'fresh_investigation', 'thank_you', 'thank_you_trial', 'policy', 'terms', 'enrichment', 'ai_agents', 'browser_extension');
  CREATE TYPE "public"."enum__pages_v_version_request_form_variant" AS ENUM('demo', 'trial', 'quote');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'es', 'fr', 'it', 'de');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_kind" AS ENUM('blog', 'case_study');
  CREATE TYPE "public"."enum__articles_v_version_type" AS ENUM('due_diligence', 'top_gdb_companies', 'sales', 'news', 'marketing', 'gdb_vs_competitors');
  CREATE TYPE "public"."enum__articles_v_version_case_studies_type" AS ENUM('category_1', 'category_2', 'category_3');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('en', 'es', 'fr', 'it', 'de');
  CREATE TYPE "public"."enum_academy_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__academy_courses_v_version_lessons_captions_language" AS ENUM('en', 'es', 'fr', 'it', 'de');
  CREATE TYPE "public"."enum__academy_courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__academy_courses_v_published_locale" AS ENUM('en', 'es', 'fr', 'it', 'de');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('en', 'es', 'fr', 'it', 'de');
  CREATE TYPE "public"."enum_pricing_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_plans_v_version_type" AS ENUM('starter', 'professional', 'custom');
  CREATE TYPE "public"."enum__pricing_plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_plans_v_published_locale" AS ENUM('en', 'es', 'fr', 'it', 'de');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"button_slot" "enum__pages_v_blocks_hero_button_slot",
  	"button_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_slot" "enum__pages_v_blocks_call_to_action_button_slot",
  	"button_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"footnote" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trial_offer_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trial_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_slot" "enum__pages_v_blocks_trial_offer_button_slot",
  	"button_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_customer_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_competitor_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"our_label" varchar,
  	"our_amount" numeric,
  	"our_note" varchar,
  	"competitor_label" varchar,
  	"competitor_amount" numeric,
  	"competitor_amount_plus" boolean DEFAULT true,
  	"competitor_note" varchar,
  	"period_label" varchar,
  	"footnote" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_request_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"video_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_clear_advantage_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_clear_advantage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_company_profile_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_company_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"button_slot" "enum__pages_v_blocks_company_profile_button_slot",
  	"button_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_switch_reason_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_switch_reason" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_statements_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_statements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_data_flow_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_data_flow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_data_examples_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"tone" "enum__pages_v_blocks_data_examples_items_tone" DEFAULT 'green',
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_data_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__pages_v_blocks_faq_source" DEFAULT 'page_items',
  	"variant" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_latest_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"kind" "enum__pages_v_blocks_latest_articles_kind" DEFAULT 'blog',
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"rating" numeric,
  	"quote" varchar,
  	"name" varchar,
  	"company" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_registry_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"country" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_report_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"button_text" varchar,
  	"button_slot" "enum__pages_v_blocks_report_prices_button_slot",
  	"button_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_get_started_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_get_started_orbit_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_get_started" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"button_text" varchar,
  	"button_slot" "enum__pages_v_blocks_get_started_button_slot",
  	"button_href" varchar,
  	"orbit_center" varchar,
  	"orbit_caption" varchar,
  	"orbit_inner_markers" numeric DEFAULT 40,
  	"orbit_outer_markers" numeric DEFAULT 50,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_professional_profile_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_professional_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"country" varchar DEFAULT 'gb',
  	"button_text" varchar,
  	"button_slot" "enum__pages_v_blocks_professional_profile_button_slot",
  	"button_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_page_type" "enum__pages_v_version_page_type" DEFAULT 'content',
  	"version_button_slot" "enum__pages_v_version_button_slot",
  	"version_button_href" varchar,
  	"version_has_country_information" boolean DEFAULT false,
  	"version_has_industry_information" boolean DEFAULT false,
  	"version_has_integration_information" boolean DEFAULT false,
  	"version_is_credit_report" boolean DEFAULT false,
  	"version_request_form_variant" "enum__pages_v_version_request_form_variant" DEFAULT 'demo',
  	"version_page_var_suffix" varchar,
  	"version_meta_background_id" integer,
  	"version_not_indexed" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_title_keywords" varchar,
  	"version_alternate_description" varchar,
  	"version_button_text" varchar,
  	"version_book_demo_title" varchar,
  	"version_book_demo_button" varchar,
  	"version_document_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_version_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_version_touches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"button" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_kind" "enum__articles_v_version_kind" DEFAULT 'blog',
  	"version_published_at" timestamp(3) with time zone,
  	"version_author_id" integer,
  	"version_type" "enum__articles_v_version_type",
  	"version_case_studies_type" "enum__articles_v_version_case_studies_type",
  	"version_country" varchar,
  	"version_read_time" numeric,
  	"version_background_id" integer,
  	"version_sample_file_id" integer,
  	"version_sample_link" varchar,
  	"version_video_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_meta_description" varchar,
  	"version_content" jsonb,
  	"version_touch_title" varchar,
  	"version_sample_title" varchar,
  	"version_video_title" varchar,
  	"version_tags" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_academy_courses_v_version_lessons_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__academy_courses_v_version_lessons_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_academy_courses_v_version_lessons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"duration" varchar,
  	"video_id" integer,
  	"youtube_link" varchar,
  	"youtube_preview_image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_academy_courses_v_version_lessons_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_academy_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_preview_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__academy_courses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__academy_courses_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_academy_courses_v_locales" (
  	"version_name" varchar,
  	"version_course_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_has_trial" boolean DEFAULT true,
  	"version_trial_days" numeric DEFAULT 7,
  	"version_link_trial" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_plans_v_version_pricing_groups_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar,
  	"included" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_plans_v_version_pricing_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__pricing_plans_v_version_type",
  	"version_code" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_best_value" boolean DEFAULT false,
  	"version_book_demo" boolean DEFAULT false,
  	"version_prices_gbp_month" numeric,
  	"version_prices_gbp_year" numeric,
  	"version_prices_eur_month" numeric,
  	"version_prices_eur_year" numeric,
  	"version_link" varchar,
  	"version_signup_product" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pricing_plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pricing_plans_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pricing_plans_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_button_label" varchar,
  	"version_price_explanation" varchar,
  	"version_allowance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_grid_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_trial_offer_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_trial_offer" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_customer_logos" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "our_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "our_amount" DROP NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "competitor_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "competitor_amount" DROP NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "period_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote_request_points" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote_request" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_testimonials" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_video" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_clear_advantage_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_clear_advantage" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_company_profile_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_company_profile" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_switch_reason_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_switch_reason" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_statements_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_statements_items" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_values_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_values" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_data_flow_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_data_flow" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_data_examples_items" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_data_examples_items" ALTER COLUMN "tone" DROP NOT NULL;
  ALTER TABLE "pages_blocks_data_examples_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_data_examples" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "source" DROP NOT NULL;
  ALTER TABLE "pages_blocks_latest_articles" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_latest_articles" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "pages_blocks_reviews_items" ALTER COLUMN "rating" DROP NOT NULL;
  ALTER TABLE "pages_blocks_reviews_items" ALTER COLUMN "quote" DROP NOT NULL;
  ALTER TABLE "pages_blocks_reviews_items" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages_blocks_reviews" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_registry_figures" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_report_prices" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_get_started_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_get_started_orbit_labels" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "orbit_center" DROP NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "orbit_caption" DROP NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "orbit_inner_markers" DROP NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "orbit_outer_markers" DROP NOT NULL;
  ALTER TABLE "pages_blocks_professional_profile_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_professional_profile" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_professional_profile" ALTER COLUMN "country" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "page_type" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "articles_parts" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "articles_touches" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "articles_touches" ALTER COLUMN "button" DROP NOT NULL;
  ALTER TABLE "articles_touches" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "academy_courses_lessons_captions" ALTER COLUMN "language" DROP NOT NULL;
  ALTER TABLE "academy_courses_lessons_captions" ALTER COLUMN "file_id" DROP NOT NULL;
  ALTER TABLE "academy_courses_lessons_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "academy_courses" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "academy_courses_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "trial_days" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pricing_plans_pricing_groups_features" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pricing_plans_pricing_groups" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "pricing_plans_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pricing_plans_locales" ALTER COLUMN "button_label" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  UPDATE "pages" SET "_status" = 'published';
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_status" DEFAULT 'draft';
  UPDATE "articles" SET "_status" = 'published';
  ALTER TABLE "academy_courses" ADD COLUMN "_status" "enum_academy_courses_status" DEFAULT 'draft';
  UPDATE "academy_courses" SET "_status" = 'published';
  ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'draft';
  UPDATE "products" SET "_status" = 'published';
  ALTER TABLE "pricing_plans" ADD COLUMN "_status" "enum_pricing_plans_status" DEFAULT 'draft';
  UPDATE "pricing_plans" SET "_status" = 'published';
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_items" ADD CONSTRAINT "_pages_v_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD CONSTRAINT "_pages_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD CONSTRAINT "_pages_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_plans" ADD CONSTRAINT "_pages_v_blocks_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_comparison" ADD CONSTRAINT "_pages_v_blocks_feature_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trial_offer_items" ADD CONSTRAINT "_pages_v_blocks_trial_offer_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trial_offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trial_offer" ADD CONSTRAINT "_pages_v_blocks_trial_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_logos" ADD CONSTRAINT "_pages_v_blocks_customer_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_competitor_comparison" ADD CONSTRAINT "_pages_v_blocks_competitor_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_request_points" ADD CONSTRAINT "_pages_v_blocks_quote_request_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_request"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_request" ADD CONSTRAINT "_pages_v_blocks_quote_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_clear_advantage_items" ADD CONSTRAINT "_pages_v_blocks_clear_advantage_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_clear_advantage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_clear_advantage" ADD CONSTRAINT "_pages_v_blocks_clear_advantage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_company_profile_items" ADD CONSTRAINT "_pages_v_blocks_company_profile_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_company_profile" ADD CONSTRAINT "_pages_v_blocks_company_profile_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_company_profile" ADD CONSTRAINT "_pages_v_blocks_company_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_switch_reason_items" ADD CONSTRAINT "_pages_v_blocks_switch_reason_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_switch_reason"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_switch_reason" ADD CONSTRAINT "_pages_v_blocks_switch_reason_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_statements_items" ADD CONSTRAINT "_pages_v_blocks_statements_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_statements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_statements" ADD CONSTRAINT "_pages_v_blocks_statements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_values_items" ADD CONSTRAINT "_pages_v_blocks_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_values" ADD CONSTRAINT "_pages_v_blocks_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_flow_steps" ADD CONSTRAINT "_pages_v_blocks_data_flow_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_data_flow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_flow" ADD CONSTRAINT "_pages_v_blocks_data_flow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_examples_items" ADD CONSTRAINT "_pages_v_blocks_data_examples_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_examples_items" ADD CONSTRAINT "_pages_v_blocks_data_examples_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_data_examples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_examples" ADD CONSTRAINT "_pages_v_blocks_data_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_articles" ADD CONSTRAINT "_pages_v_blocks_latest_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews_items" ADD CONSTRAINT "_pages_v_blocks_reviews_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews" ADD CONSTRAINT "_pages_v_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_registry_figures" ADD CONSTRAINT "_pages_v_blocks_registry_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_report_prices" ADD CONSTRAINT "_pages_v_blocks_report_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_get_started_steps" ADD CONSTRAINT "_pages_v_blocks_get_started_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_get_started"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_get_started_orbit_labels" ADD CONSTRAINT "_pages_v_blocks_get_started_orbit_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_get_started"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_get_started" ADD CONSTRAINT "_pages_v_blocks_get_started_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_professional_profile_items" ADD CONSTRAINT "_pages_v_blocks_professional_profile_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_professional_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_professional_profile" ADD CONSTRAINT "_pages_v_blocks_professional_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_background_id_media_id_fk" FOREIGN KEY ("version_meta_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_parts" ADD CONSTRAINT "_articles_v_version_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_touches" ADD CONSTRAINT "_articles_v_version_touches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_background_id_media_id_fk" FOREIGN KEY ("version_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_sample_file_id_media_id_fk" FOREIGN KEY ("version_sample_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_academy_courses_v_version_lessons_captions" ADD CONSTRAINT "_academy_courses_v_version_lessons_captions_file_id_lesson_captions_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lesson_captions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_academy_courses_v_version_lessons_captions" ADD CONSTRAINT "_academy_courses_v_version_lessons_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_academy_courses_v_version_lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_academy_courses_v_version_lessons" ADD CONSTRAINT "_academy_courses_v_version_lessons_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_academy_courses_v_version_lessons" ADD CONSTRAINT "_academy_courses_v_version_lessons_youtube_preview_image_id_media_id_fk" FOREIGN KEY ("youtube_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_academy_courses_v_version_lessons" ADD CONSTRAINT "_academy_courses_v_version_lessons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_academy_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_academy_courses_v_version_lessons_locales" ADD CONSTRAINT "_academy_courses_v_version_lessons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_academy_courses_v_version_lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_academy_courses_v" ADD CONSTRAINT "_academy_courses_v_parent_id_academy_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."academy_courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_academy_courses_v" ADD CONSTRAINT "_academy_courses_v_version_preview_image_id_media_id_fk" FOREIGN KEY ("version_preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_academy_courses_v_locales" ADD CONSTRAINT "_academy_courses_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_academy_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v_version_pricing_groups_features" ADD CONSTRAINT "_pricing_plans_v_version_pricing_groups_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_plans_v_version_pricing_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v_version_pricing_groups" ADD CONSTRAINT "_pricing_plans_v_version_pricing_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v" ADD CONSTRAINT "_pricing_plans_v_parent_id_pricing_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pricing_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v_locales" ADD CONSTRAINT "_pricing_plans_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_content_order_idx" ON "_pages_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_parent_id_idx" ON "_pages_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_path_idx" ON "_pages_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_locale_idx" ON "_pages_v_blocks_content" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_order_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_parent_id_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_locale_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_feature_grid_order_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_parent_id_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_path_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_grid_locale_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stats_items_order_idx" ON "_pages_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_items_parent_id_idx" ON "_pages_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_items_locale_idx" ON "_pages_v_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_locale_idx" ON "_pages_v_blocks_stats" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_locale_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_pricing_plans_order_idx" ON "_pages_v_blocks_pricing_plans" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_plans_parent_id_idx" ON "_pages_v_blocks_pricing_plans" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_plans_path_idx" ON "_pages_v_blocks_pricing_plans" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pricing_plans_locale_idx" ON "_pages_v_blocks_pricing_plans" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_feature_comparison_order_idx" ON "_pages_v_blocks_feature_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_comparison_parent_id_idx" ON "_pages_v_blocks_feature_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_comparison_path_idx" ON "_pages_v_blocks_feature_comparison" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_comparison_locale_idx" ON "_pages_v_blocks_feature_comparison" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_trial_offer_items_order_idx" ON "_pages_v_blocks_trial_offer_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trial_offer_items_parent_id_idx" ON "_pages_v_blocks_trial_offer_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trial_offer_items_locale_idx" ON "_pages_v_blocks_trial_offer_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_trial_offer_order_idx" ON "_pages_v_blocks_trial_offer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trial_offer_parent_id_idx" ON "_pages_v_blocks_trial_offer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trial_offer_path_idx" ON "_pages_v_blocks_trial_offer" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trial_offer_locale_idx" ON "_pages_v_blocks_trial_offer" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_customer_logos_order_idx" ON "_pages_v_blocks_customer_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_customer_logos_parent_id_idx" ON "_pages_v_blocks_customer_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_logos_path_idx" ON "_pages_v_blocks_customer_logos" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_customer_logos_locale_idx" ON "_pages_v_blocks_customer_logos" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_competitor_comparison_order_idx" ON "_pages_v_blocks_competitor_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_competitor_comparison_parent_id_idx" ON "_pages_v_blocks_competitor_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_competitor_comparison_path_idx" ON "_pages_v_blocks_competitor_comparison" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_competitor_comparison_locale_idx" ON "_pages_v_blocks_competitor_comparison" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_quote_request_points_order_idx" ON "_pages_v_blocks_quote_request_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_request_points_parent_id_idx" ON "_pages_v_blocks_quote_request_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_request_points_locale_idx" ON "_pages_v_blocks_quote_request_points" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_quote_request_order_idx" ON "_pages_v_blocks_quote_request" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_request_parent_id_idx" ON "_pages_v_blocks_quote_request" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_request_path_idx" ON "_pages_v_blocks_quote_request" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_request_locale_idx" ON "_pages_v_blocks_quote_request" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_locale_idx" ON "_pages_v_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_locale_idx" ON "_pages_v_blocks_video" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_clear_advantage_items_order_idx" ON "_pages_v_blocks_clear_advantage_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_clear_advantage_items_parent_id_idx" ON "_pages_v_blocks_clear_advantage_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_clear_advantage_items_locale_idx" ON "_pages_v_blocks_clear_advantage_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_clear_advantage_order_idx" ON "_pages_v_blocks_clear_advantage" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_clear_advantage_parent_id_idx" ON "_pages_v_blocks_clear_advantage" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_clear_advantage_path_idx" ON "_pages_v_blocks_clear_advantage" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_clear_advantage_locale_idx" ON "_pages_v_blocks_clear_advantage" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_company_profile_items_order_idx" ON "_pages_v_blocks_company_profile_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_company_profile_items_parent_id_idx" ON "_pages_v_blocks_company_profile_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_company_profile_items_locale_idx" ON "_pages_v_blocks_company_profile_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_company_profile_order_idx" ON "_pages_v_blocks_company_profile" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_company_profile_parent_id_idx" ON "_pages_v_blocks_company_profile" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_company_profile_path_idx" ON "_pages_v_blocks_company_profile" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_company_profile_locale_idx" ON "_pages_v_blocks_company_profile" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_company_profile_image_idx" ON "_pages_v_blocks_company_profile" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_switch_reason_items_order_idx" ON "_pages_v_blocks_switch_reason_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_switch_reason_items_parent_id_idx" ON "_pages_v_blocks_switch_reason_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_switch_reason_items_locale_idx" ON "_pages_v_blocks_switch_reason_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_switch_reason_order_idx" ON "_pages_v_blocks_switch_reason" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_switch_reason_parent_id_idx" ON "_pages_v_blocks_switch_reason" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_switch_reason_path_idx" ON "_pages_v_blocks_switch_reason" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_switch_reason_locale_idx" ON "_pages_v_blocks_switch_reason" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_statements_items_order_idx" ON "_pages_v_blocks_statements_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_statements_items_parent_id_idx" ON "_pages_v_blocks_statements_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_statements_items_locale_idx" ON "_pages_v_blocks_statements_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_statements_order_idx" ON "_pages_v_blocks_statements" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_statements_parent_id_idx" ON "_pages_v_blocks_statements" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_statements_path_idx" ON "_pages_v_blocks_statements" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_statements_locale_idx" ON "_pages_v_blocks_statements" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_values_items_order_idx" ON "_pages_v_blocks_values_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_values_items_parent_id_idx" ON "_pages_v_blocks_values_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_values_items_locale_idx" ON "_pages_v_blocks_values_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_values_order_idx" ON "_pages_v_blocks_values" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_values_parent_id_idx" ON "_pages_v_blocks_values" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_values_path_idx" ON "_pages_v_blocks_values" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_values_locale_idx" ON "_pages_v_blocks_values" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_data_flow_steps_order_idx" ON "_pages_v_blocks_data_flow_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_data_flow_steps_parent_id_idx" ON "_pages_v_blocks_data_flow_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_data_flow_steps_locale_idx" ON "_pages_v_blocks_data_flow_steps" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_data_flow_order_idx" ON "_pages_v_blocks_data_flow" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_data_flow_parent_id_idx" ON "_pages_v_blocks_data_flow" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_data_flow_path_idx" ON "_pages_v_blocks_data_flow" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_data_flow_locale_idx" ON "_pages_v_blocks_data_flow" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_data_examples_items_order_idx" ON "_pages_v_blocks_data_examples_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_data_examples_items_parent_id_idx" ON "_pages_v_blocks_data_examples_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_data_examples_items_locale_idx" ON "_pages_v_blocks_data_examples_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_data_examples_items_image_idx" ON "_pages_v_blocks_data_examples_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_data_examples_order_idx" ON "_pages_v_blocks_data_examples" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_data_examples_parent_id_idx" ON "_pages_v_blocks_data_examples" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_data_examples_path_idx" ON "_pages_v_blocks_data_examples" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_data_examples_locale_idx" ON "_pages_v_blocks_data_examples" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_locale_idx" ON "_pages_v_blocks_faq" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_latest_articles_order_idx" ON "_pages_v_blocks_latest_articles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_articles_parent_id_idx" ON "_pages_v_blocks_latest_articles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_articles_path_idx" ON "_pages_v_blocks_latest_articles" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_latest_articles_locale_idx" ON "_pages_v_blocks_latest_articles" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_reviews_items_order_idx" ON "_pages_v_blocks_reviews_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_items_parent_id_idx" ON "_pages_v_blocks_reviews_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_items_locale_idx" ON "_pages_v_blocks_reviews_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_reviews_order_idx" ON "_pages_v_blocks_reviews" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_parent_id_idx" ON "_pages_v_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_path_idx" ON "_pages_v_blocks_reviews" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_locale_idx" ON "_pages_v_blocks_reviews" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_registry_figures_order_idx" ON "_pages_v_blocks_registry_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_registry_figures_parent_id_idx" ON "_pages_v_blocks_registry_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_registry_figures_path_idx" ON "_pages_v_blocks_registry_figures" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_registry_figures_locale_idx" ON "_pages_v_blocks_registry_figures" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_report_prices_order_idx" ON "_pages_v_blocks_report_prices" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_report_prices_parent_id_idx" ON "_pages_v_blocks_report_prices" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_report_prices_path_idx" ON "_pages_v_blocks_report_prices" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_report_prices_locale_idx" ON "_pages_v_blocks_report_prices" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_get_started_steps_order_idx" ON "_pages_v_blocks_get_started_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_get_started_steps_parent_id_idx" ON "_pages_v_blocks_get_started_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_get_started_steps_locale_idx" ON "_pages_v_blocks_get_started_steps" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_get_started_orbit_labels_order_idx" ON "_pages_v_blocks_get_started_orbit_labels" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_get_started_orbit_labels_parent_id_idx" ON "_pages_v_blocks_get_started_orbit_labels" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_get_started_orbit_labels_locale_idx" ON "_pages_v_blocks_get_started_orbit_labels" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_get_started_order_idx" ON "_pages_v_blocks_get_started" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_get_started_parent_id_idx" ON "_pages_v_blocks_get_started" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_get_started_path_idx" ON "_pages_v_blocks_get_started" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_get_started_locale_idx" ON "_pages_v_blocks_get_started" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_professional_profile_items_order_idx" ON "_pages_v_blocks_professional_profile_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_professional_profile_items_parent_id_idx" ON "_pages_v_blocks_professional_profile_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_professional_profile_items_locale_idx" ON "_pages_v_blocks_professional_profile_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_professional_profile_order_idx" ON "_pages_v_blocks_professional_profile" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_professional_profile_parent_id_idx" ON "_pages_v_blocks_professional_profile" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_professional_profile_path_idx" ON "_pages_v_blocks_professional_profile" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_professional_profile_locale_idx" ON "_pages_v_blocks_professional_profile" USING btree ("_locale");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_page_type_idx" ON "_pages_v" USING btree ("version_page_type");
  CREATE INDEX "_pages_v_version_version_meta_background_idx" ON "_pages_v" USING btree ("version_meta_background_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_version_parts_order_idx" ON "_articles_v_version_parts" USING btree ("_order");
  CREATE INDEX "_articles_v_version_parts_parent_id_idx" ON "_articles_v_version_parts" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_parts_locale_idx" ON "_articles_v_version_parts" USING btree ("_locale");
  CREATE INDEX "_articles_v_version_touches_order_idx" ON "_articles_v_version_touches" USING btree ("_order");
  CREATE INDEX "_articles_v_version_touches_parent_id_idx" ON "_articles_v_version_touches" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_touches_locale_idx" ON "_articles_v_version_touches" USING btree ("_locale");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_kind_idx" ON "_articles_v" USING btree ("version_kind");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_author_idx" ON "_articles_v" USING btree ("version_author_id");
  CREATE INDEX "_articles_v_version_version_type_idx" ON "_articles_v" USING btree ("version_type");
  CREATE INDEX "_articles_v_version_version_case_studies_type_idx" ON "_articles_v" USING btree ("version_case_studies_type");
  CREATE INDEX "_articles_v_version_version_country_idx" ON "_articles_v" USING btree ("version_country");
  CREATE INDEX "_articles_v_version_version_background_idx" ON "_articles_v" USING btree ("version_background_id");
  CREATE INDEX "_articles_v_version_version_sample_file_idx" ON "_articles_v" USING btree ("version_sample_file_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_academy_courses_v_version_lessons_captions_order_idx" ON "_academy_courses_v_version_lessons_captions" USING btree ("_order");
  CREATE INDEX "_academy_courses_v_version_lessons_captions_parent_id_idx" ON "_academy_courses_v_version_lessons_captions" USING btree ("_parent_id");
  CREATE INDEX "_academy_courses_v_version_lessons_captions_file_idx" ON "_academy_courses_v_version_lessons_captions" USING btree ("file_id");
  CREATE INDEX "_academy_courses_v_version_lessons_order_idx" ON "_academy_courses_v_version_lessons" USING btree ("_order");
  CREATE INDEX "_academy_courses_v_version_lessons_parent_id_idx" ON "_academy_courses_v_version_lessons" USING btree ("_parent_id");
  CREATE INDEX "_academy_courses_v_version_lessons_video_idx" ON "_academy_courses_v_version_lessons" USING btree ("video_id");
  CREATE INDEX "_academy_courses_v_version_lessons_youtube_preview_image_idx" ON "_academy_courses_v_version_lessons" USING btree ("youtube_preview_image_id");
  CREATE UNIQUE INDEX "_academy_courses_v_version_lessons_locales_locale_parent_id_" ON "_academy_courses_v_version_lessons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_academy_courses_v_parent_idx" ON "_academy_courses_v" USING btree ("parent_id");
  CREATE INDEX "_academy_courses_v_version_version_slug_idx" ON "_academy_courses_v" USING btree ("version_slug");
  CREATE INDEX "_academy_courses_v_version_version_preview_image_idx" ON "_academy_courses_v" USING btree ("version_preview_image_id");
  CREATE INDEX "_academy_courses_v_version_version_updated_at_idx" ON "_academy_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_academy_courses_v_version_version_created_at_idx" ON "_academy_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_academy_courses_v_version_version__status_idx" ON "_academy_courses_v" USING btree ("version__status");
  CREATE INDEX "_academy_courses_v_created_at_idx" ON "_academy_courses_v" USING btree ("created_at");
  CREATE INDEX "_academy_courses_v_updated_at_idx" ON "_academy_courses_v" USING btree ("updated_at");
  CREATE INDEX "_academy_courses_v_snapshot_idx" ON "_academy_courses_v" USING btree ("snapshot");
  CREATE INDEX "_academy_courses_v_published_locale_idx" ON "_academy_courses_v" USING btree ("published_locale");
  CREATE INDEX "_academy_courses_v_latest_idx" ON "_academy_courses_v" USING btree ("latest");
  CREATE INDEX "_academy_courses_v_autosave_idx" ON "_academy_courses_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_academy_courses_v_locales_locale_parent_id_unique" ON "_academy_courses_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_code_idx" ON "_products_v" USING btree ("version_code");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_plans_v_version_pricing_groups_features_order_idx" ON "_pricing_plans_v_version_pricing_groups_features" USING btree ("_order");
  CREATE INDEX "_pricing_plans_v_version_pricing_groups_features_parent_id_idx" ON "_pricing_plans_v_version_pricing_groups_features" USING btree ("_parent_id");
  CREATE INDEX "_pricing_plans_v_version_pricing_groups_features_locale_idx" ON "_pricing_plans_v_version_pricing_groups_features" USING btree ("_locale");
  CREATE INDEX "_pricing_plans_v_version_pricing_groups_order_idx" ON "_pricing_plans_v_version_pricing_groups" USING btree ("_order");
  CREATE INDEX "_pricing_plans_v_version_pricing_groups_parent_id_idx" ON "_pricing_plans_v_version_pricing_groups" USING btree ("_parent_id");
  CREATE INDEX "_pricing_plans_v_version_pricing_groups_locale_idx" ON "_pricing_plans_v_version_pricing_groups" USING btree ("_locale");
  CREATE INDEX "_pricing_plans_v_parent_idx" ON "_pricing_plans_v" USING btree ("parent_id");
  CREATE INDEX "_pricing_plans_v_version_version_code_idx" ON "_pricing_plans_v" USING btree ("version_code");
  CREATE INDEX "_pricing_plans_v_version_version_updated_at_idx" ON "_pricing_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_pricing_plans_v_version_version_created_at_idx" ON "_pricing_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_pricing_plans_v_version_version__status_idx" ON "_pricing_plans_v" USING btree ("version__status");
  CREATE INDEX "_pricing_plans_v_created_at_idx" ON "_pricing_plans_v" USING btree ("created_at");
  CREATE INDEX "_pricing_plans_v_updated_at_idx" ON "_pricing_plans_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_plans_v_snapshot_idx" ON "_pricing_plans_v" USING btree ("snapshot");
  CREATE INDEX "_pricing_plans_v_published_locale_idx" ON "_pricing_plans_v" USING btree ("published_locale");
  CREATE INDEX "_pricing_plans_v_latest_idx" ON "_pricing_plans_v" USING btree ("latest");
  CREATE INDEX "_pricing_plans_v_autosave_idx" ON "_pricing_plans_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pricing_plans_v_locales_locale_parent_id_unique" ON "_pricing_plans_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "academy_courses__status_idx" ON "academy_courses" USING btree ("_status");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "pricing_plans__status_idx" ON "pricing_plans" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trial_offer_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trial_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_customer_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_competitor_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_request_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_request" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_clear_advantage_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_clear_advantage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_company_profile_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_company_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_switch_reason_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_switch_reason" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_statements_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_statements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_values_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_flow_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_flow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_examples_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_examples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_reviews_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_registry_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_report_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_get_started_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_get_started_orbit_labels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_get_started" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_professional_profile_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_professional_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_version_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_version_touches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_academy_courses_v_version_lessons_captions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_academy_courses_v_version_lessons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_academy_courses_v_version_lessons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_academy_courses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_academy_courses_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_plans_v_version_pricing_groups_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_plans_v_version_pricing_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_plans_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_content" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_items" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_plans" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_trial_offer_items" CASCADE;
  DROP TABLE "_pages_v_blocks_trial_offer" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_competitor_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_request_points" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_request" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_clear_advantage_items" CASCADE;
  DROP TABLE "_pages_v_blocks_clear_advantage" CASCADE;
  DROP TABLE "_pages_v_blocks_company_profile_items" CASCADE;
  DROP TABLE "_pages_v_blocks_company_profile" CASCADE;
  DROP TABLE "_pages_v_blocks_switch_reason_items" CASCADE;
  DROP TABLE "_pages_v_blocks_switch_reason" CASCADE;
  DROP TABLE "_pages_v_blocks_statements_items" CASCADE;
  DROP TABLE "_pages_v_blocks_statements" CASCADE;
  DROP TABLE "_pages_v_blocks_values_items" CASCADE;
  DROP TABLE "_pages_v_blocks_values" CASCADE;
  DROP TABLE "_pages_v_blocks_data_flow_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_data_flow" CASCADE;
  DROP TABLE "_pages_v_blocks_data_examples_items" CASCADE;
  DROP TABLE "_pages_v_blocks_data_examples" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_articles" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews_items" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews" CASCADE;
  DROP TABLE "_pages_v_blocks_registry_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_report_prices" CASCADE;
  DROP TABLE "_pages_v_blocks_get_started_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_get_started_orbit_labels" CASCADE;
  DROP TABLE "_pages_v_blocks_get_started" CASCADE;
  DROP TABLE "_pages_v_blocks_professional_profile_items" CASCADE;
  DROP TABLE "_pages_v_blocks_professional_profile" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_articles_v_version_parts" CASCADE;
  DROP TABLE "_articles_v_version_touches" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_academy_courses_v_version_lessons_captions" CASCADE;
  DROP TABLE "_academy_courses_v_version_lessons" CASCADE;
  DROP TABLE "_academy_courses_v_version_lessons_locales" CASCADE;
  DROP TABLE "_academy_courses_v" CASCADE;
  DROP TABLE "_academy_courses_v_locales" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_pricing_plans_v_version_pricing_groups_features" CASCADE;
  DROP TABLE "_pricing_plans_v_version_pricing_groups" CASCADE;
  DROP TABLE "_pricing_plans_v" CASCADE;
  DROP TABLE "_pricing_plans_v_locales" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP INDEX "pages__status_idx";
  DROP INDEX "articles__status_idx";
  DROP INDEX "academy_courses__status_idx";
  DROP INDEX "products__status_idx";
  DROP INDEX "pricing_plans__status_idx";
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_grid_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "pages_blocks_stats_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_trial_offer_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_trial_offer" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_customer_logos" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "our_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "our_amount" SET NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "competitor_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "competitor_amount" SET NOT NULL;
  ALTER TABLE "pages_blocks_competitor_comparison" ALTER COLUMN "period_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote_request_points" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote_request" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_testimonials" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_video" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_clear_advantage_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_clear_advantage" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_company_profile_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_company_profile" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_switch_reason_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_switch_reason" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_statements_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_statements_items" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_values_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_values" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_data_flow_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_data_flow" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_data_examples_items" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_data_examples_items" ALTER COLUMN "tone" SET NOT NULL;
  ALTER TABLE "pages_blocks_data_examples_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_data_examples" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_faq" ALTER COLUMN "source" SET NOT NULL;
  ALTER TABLE "pages_blocks_latest_articles" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_latest_articles" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "pages_blocks_reviews_items" ALTER COLUMN "rating" SET NOT NULL;
  ALTER TABLE "pages_blocks_reviews_items" ALTER COLUMN "quote" SET NOT NULL;
  ALTER TABLE "pages_blocks_reviews_items" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages_blocks_reviews" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_registry_figures" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_report_prices" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_get_started_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_get_started_orbit_labels" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "orbit_center" SET NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "orbit_caption" SET NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "orbit_inner_markers" SET NOT NULL;
  ALTER TABLE "pages_blocks_get_started" ALTER COLUMN "orbit_outer_markers" SET NOT NULL;
  ALTER TABLE "pages_blocks_professional_profile_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_professional_profile" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_professional_profile" ALTER COLUMN "country" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "articles_parts" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "articles_touches" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "articles_touches" ALTER COLUMN "button" SET NOT NULL;
  ALTER TABLE "articles_touches" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "academy_courses_lessons_captions" ALTER COLUMN "language" SET NOT NULL;
  ALTER TABLE "academy_courses_lessons_captions" ALTER COLUMN "file_id" SET NOT NULL;
  ALTER TABLE "academy_courses_lessons_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "academy_courses" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "academy_courses_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "trial_days" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pricing_plans_pricing_groups_features" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pricing_plans_pricing_groups" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "pricing_plans_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pricing_plans_locales" ALTER COLUMN "button_label" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "articles" DROP COLUMN "_status";
  ALTER TABLE "academy_courses" DROP COLUMN "_status";
  ALTER TABLE "products" DROP COLUMN "_status";
  ALTER TABLE "pricing_plans" DROP COLUMN "_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_button_slot";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_button_slot";
  DROP TYPE "public"."enum__pages_v_blocks_trial_offer_button_slot";
  DROP TYPE "public"."enum__pages_v_blocks_company_profile_button_slot";
  DROP TYPE "public"."enum__pages_v_blocks_data_examples_items_tone";
  DROP TYPE "public"."enum__pages_v_blocks_faq_source";
  DROP TYPE "public"."enum__pages_v_blocks_latest_articles_kind";
  DROP TYPE "public"."enum__pages_v_blocks_report_prices_button_slot";
  DROP TYPE "public"."enum__pages_v_blocks_get_started_button_slot";
  DROP TYPE "public"."enum__pages_v_blocks_professional_profile_button_slot";
  DROP TYPE "public"."enum__pages_v_version_page_type";
  DROP TYPE "public"."enum__pages_v_version_button_slot";
  DROP TYPE "public"."enum__pages_v_version_request_form_variant";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_kind";
  DROP TYPE "public"."enum__articles_v_version_type";
  DROP TYPE "public"."enum__articles_v_version_case_studies_type";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_academy_courses_status";
  DROP TYPE "public"."enum__academy_courses_v_version_lessons_captions_language";
  DROP TYPE "public"."enum__academy_courses_v_version_status";
  DROP TYPE "public"."enum__academy_courses_v_published_locale";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_pricing_plans_status";
  DROP TYPE "public"."enum__pricing_plans_v_version_type";
  DROP TYPE "public"."enum__pricing_plans_v_version_status";
  DROP TYPE "public"."enum__pricing_plans_v_published_locale";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
