import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_pricing_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_plans_order_idx\` ON \`pages_blocks_pricing_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_plans_parent_id_idx\` ON \`pages_blocks_pricing_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_plans_path_idx\` ON \`pages_blocks_pricing_plans\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_plans_locale_idx\` ON \`pages_blocks_pricing_plans\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`footnote\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_comparison_order_idx\` ON \`pages_blocks_feature_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_comparison_parent_id_idx\` ON \`pages_blocks_feature_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_comparison_path_idx\` ON \`pages_blocks_feature_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_comparison_locale_idx\` ON \`pages_blocks_feature_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trial_offer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trial_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_items_order_idx\` ON \`pages_blocks_trial_offer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_items_parent_id_idx\` ON \`pages_blocks_trial_offer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_items_locale_idx\` ON \`pages_blocks_trial_offer_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trial_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_order_idx\` ON \`pages_blocks_trial_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_parent_id_idx\` ON \`pages_blocks_trial_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_path_idx\` ON \`pages_blocks_trial_offer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_locale_idx\` ON \`pages_blocks_trial_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_order_idx\` ON \`pages_blocks_customer_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_parent_id_idx\` ON \`pages_blocks_customer_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_path_idx\` ON \`pages_blocks_customer_logos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_locale_idx\` ON \`pages_blocks_customer_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_competitor_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`our_label\` text NOT NULL,
  	\`our_amount\` numeric NOT NULL,
  	\`our_note\` text,
  	\`competitor_label\` text NOT NULL,
  	\`competitor_amount\` numeric NOT NULL,
  	\`competitor_amount_plus\` integer DEFAULT true,
  	\`competitor_note\` text,
  	\`period_label\` text NOT NULL,
  	\`footnote\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_order_idx\` ON \`pages_blocks_competitor_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_parent_id_idx\` ON \`pages_blocks_competitor_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_path_idx\` ON \`pages_blocks_competitor_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_locale_idx\` ON \`pages_blocks_competitor_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_request_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_request\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_points_order_idx\` ON \`pages_blocks_quote_request_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_points_parent_id_idx\` ON \`pages_blocks_quote_request_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_points_locale_idx\` ON \`pages_blocks_quote_request_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_request\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_order_idx\` ON \`pages_blocks_quote_request\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_parent_id_idx\` ON \`pages_blocks_quote_request\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_path_idx\` ON \`pages_blocks_quote_request\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_locale_idx\` ON \`pages_blocks_quote_request\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_locale_idx\` ON \`pages_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`video_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_locale_idx\` ON \`pages_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_clear_advantage_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_clear_advantage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_items_order_idx\` ON \`pages_blocks_clear_advantage_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_items_parent_id_idx\` ON \`pages_blocks_clear_advantage_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_items_locale_idx\` ON \`pages_blocks_clear_advantage_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_clear_advantage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_order_idx\` ON \`pages_blocks_clear_advantage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_parent_id_idx\` ON \`pages_blocks_clear_advantage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_path_idx\` ON \`pages_blocks_clear_advantage\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_locale_idx\` ON \`pages_blocks_clear_advantage\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_company_profile_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_items_order_idx\` ON \`pages_blocks_company_profile_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_items_parent_id_idx\` ON \`pages_blocks_company_profile_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_items_locale_idx\` ON \`pages_blocks_company_profile_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_company_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_order_idx\` ON \`pages_blocks_company_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_parent_id_idx\` ON \`pages_blocks_company_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_path_idx\` ON \`pages_blocks_company_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_locale_idx\` ON \`pages_blocks_company_profile\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_image_idx\` ON \`pages_blocks_company_profile\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_switch_reason_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_switch_reason\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_items_order_idx\` ON \`pages_blocks_switch_reason_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_items_parent_id_idx\` ON \`pages_blocks_switch_reason_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_items_locale_idx\` ON \`pages_blocks_switch_reason_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_switch_reason\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_order_idx\` ON \`pages_blocks_switch_reason\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_parent_id_idx\` ON \`pages_blocks_switch_reason\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_path_idx\` ON \`pages_blocks_switch_reason\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_locale_idx\` ON \`pages_blocks_switch_reason\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pricing_plans_pricing_groups_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` text,
  	\`included\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans_pricing_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_features_order_idx\` ON \`pricing_plans_pricing_groups_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_features_parent_id_idx\` ON \`pricing_plans_pricing_groups_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_features_locale_idx\` ON \`pricing_plans_pricing_groups_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pricing_plans_pricing_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_order_idx\` ON \`pricing_plans_pricing_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_parent_id_idx\` ON \`pricing_plans_pricing_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_locale_idx\` ON \`pricing_plans_pricing_groups\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pricing_plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`best_value\` integer DEFAULT false,
  	\`book_demo\` integer DEFAULT false,
  	\`prices_gbp_month\` numeric,
  	\`prices_gbp_year\` numeric,
  	\`prices_eur_month\` numeric,
  	\`prices_eur_year\` numeric,
  	\`link\` text,
  	\`signup_product\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_plans_code_idx\` ON \`pricing_plans\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_updated_at_idx\` ON \`pricing_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_created_at_idx\` ON \`pricing_plans\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pricing_plans_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`button_label\` text NOT NULL,
  	\`price_explanation\` text,
  	\`allowance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_plans_locales_locale_parent_id_unique\` ON \`pricing_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pp_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`required\` integer DEFAULT false,
  	\`has_checkmark\` integer DEFAULT true,
  	\`checkmark\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pp_feature_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pp_features_order_idx\` ON \`pp_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pp_features_parent_id_idx\` ON \`pp_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pp_features_locale_idx\` ON \`pp_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pp_feature_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`group\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pp_feature_groups_order_idx\` ON \`pp_feature_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pp_feature_groups_parent_id_idx\` ON \`pp_feature_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pp_feature_groups_locale_idx\` ON \`pp_feature_groups\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pricing_products_tools\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_type\` text,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`price_month\` numeric,
  	\`price_year\` numeric,
  	\`has_no_checkmark\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_products_tools_order_idx\` ON \`pricing_products_tools\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_products_tools_parent_id_idx\` ON \`pricing_products_tools\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_products_tools_locale_idx\` ON \`pricing_products_tools\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pricing_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`currency\` text DEFAULT 'GBP' NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`price_month\` numeric,
  	\`price_year\` numeric,
  	\`price_general\` numeric,
  	\`price_offer\` numeric,
  	\`persist_price_visibility\` integer DEFAULT false,
  	\`best_value\` integer DEFAULT false,
  	\`standalone\` integer DEFAULT false,
  	\`link\` text,
  	\`link_year\` text,
  	\`link_general\` text,
  	\`link_trial\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_products_code_idx\` ON \`pricing_products\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`pricing_products_country_idx\` ON \`pricing_products\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`pricing_products_updated_at_idx\` ON \`pricing_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pricing_products_created_at_idx\` ON \`pricing_products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pricing_products_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`free_value\` text,
  	\`features\` text,
  	\`choices\` text,
  	\`link_button\` text,
  	\`link_year_button\` text,
  	\`link_general_button\` text,
  	\`link_trial_button\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_products_locales_locale_parent_id_unique\` ON \`pricing_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presentations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`presentations_file_idx\` ON \`presentations\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`presentations_updated_at_idx\` ON \`presentations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`presentations_created_at_idx\` ON \`presentations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`presentations_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presentations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`presentations_locales_locale_parent_id_unique\` ON \`presentations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`included_blocks_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`included_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`included_blocks_items_order_idx\` ON \`included_blocks_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`included_blocks_items_parent_id_idx\` ON \`included_blocks_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`included_blocks_items_locale_idx\` ON \`included_blocks_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`included_blocks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`included_blocks_slug_idx\` ON \`included_blocks\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`included_blocks_updated_at_idx\` ON \`included_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`included_blocks_created_at_idx\` ON \`included_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`included_blocks_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`included_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`included_blocks_locales_locale_parent_id_unique\` ON \`included_blocks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_country_map_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`countries\` text NOT NULL,
  	\`map_to\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_country_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_country_map_rows_order_idx\` ON \`pricing_country_map_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_country_map_rows_parent_id_idx\` ON \`pricing_country_map_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_country_map\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`default_map_to\` text DEFAULT 'gb' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`codename\` text NOT NULL,
  	\`product_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`country\` text,
  	\`source_id\` numeric,
  	\`price\` numeric NOT NULL,
  	\`details\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders_items\`("_order", "_parent_id", "id", "type", "codename", "product_id", "title", "country", "source_id", "price", "details") SELECT "_order", "_parent_id", "id", "type", "codename", "product_id", "title", "country", "source_id", "price", "details" FROM \`orders_items\`;`)
  await db.run(sql`DROP TABLE \`orders_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders_items\` RENAME TO \`orders_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`orders_items_order_idx\` ON \`orders_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_items_parent_id_idx\` ON \`orders_items\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pricing_plans_id\` integer REFERENCES pricing_plans(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pricing_products_id\` integer REFERENCES pricing_products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`presentations_id\` integer REFERENCES presentations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`included_blocks_id\` integer REFERENCES included_blocks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pricing_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`pricing_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pricing_products_id_idx\` ON \`payload_locked_documents_rels\` (\`pricing_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_presentations_id_idx\` ON \`payload_locked_documents_rels\` (\`presentations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_included_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`included_blocks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_pricing_plans\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_comparison\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trial_offer_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trial_offer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_competitor_comparison\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_request_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_request\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clear_advantage_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clear_advantage\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_company_profile_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_company_profile\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_switch_reason_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_switch_reason\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_pricing_groups_features\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_pricing_groups\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`pp_features\`;`)
  await db.run(sql`DROP TABLE \`pp_feature_groups\`;`)
  await db.run(sql`DROP TABLE \`pricing_products_tools\`;`)
  await db.run(sql`DROP TABLE \`pricing_products\`;`)
  await db.run(sql`DROP TABLE \`pricing_products_locales\`;`)
  await db.run(sql`DROP TABLE \`presentations\`;`)
  await db.run(sql`DROP TABLE \`presentations_locales\`;`)
  await db.run(sql`DROP TABLE \`included_blocks_items\`;`)
  await db.run(sql`DROP TABLE \`included_blocks\`;`)
  await db.run(sql`DROP TABLE \`included_blocks_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_country_map_rows\`;`)
  await db.run(sql`DROP TABLE \`pricing_country_map\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`navigation_id\` integer,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`authors_id\` integer,
  	\`faq_items_id\` integer,
  	\`customers_id\` integer,
  	\`testimonials_id\` integer,
  	\`vacancies_id\` integer,
  	\`career_categories_id\` integer,
  	\`career_benefits_id\` integer,
  	\`policies_id\` integer,
  	\`cookie_declarations_id\` integer,
  	\`products_id\` integer,
  	\`translations_id\` integer,
  	\`media_id\` integer,
  	\`countries_id\` integer,
  	\`states_id\` integer,
  	\`price_lists_id\` integer,
  	\`orders_id\` integer,
  	\`leads_id\` integer,
  	\`trials_id\` integer,
  	\`questionnaire_answers_id\` integer,
  	\`applications_id\` integer,
  	\`outbox_id\` integer,
  	\`enrichment_sessions_id\` integer,
  	\`enrichment_files_id\` integer,
  	\`application_files_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_items_id\`) REFERENCES \`faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_categories_id\`) REFERENCES \`career_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_benefits_id\`) REFERENCES \`career_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policies_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cookie_declarations_id\`) REFERENCES \`cookie_declarations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translations_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`states_id\`) REFERENCES \`states\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trials_id\`) REFERENCES \`trials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaire_answers_id\`) REFERENCES \`questionnaire_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enrichment_sessions_id\`) REFERENCES \`enrichment_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enrichment_files_id\`) REFERENCES \`enrichment_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_files_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "navigation_id", "pages_id", "articles_id", "authors_id", "faq_items_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "users_id") SELECT "id", "order", "parent_id", "path", "navigation_id", "pages_id", "articles_id", "authors_id", "faq_items_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_items_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancies_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`career_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_benefits_id_idx\` ON \`payload_locked_documents_rels\` (\`career_benefits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cookie_declarations_id_idx\` ON \`payload_locked_documents_rels\` (\`cookie_declarations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translations_id_idx\` ON \`payload_locked_documents_rels\` (\`translations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_states_id_idx\` ON \`payload_locked_documents_rels\` (\`states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trials_id_idx\` ON \`payload_locked_documents_rels\` (\`trials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaire_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaire_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enrichment_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`enrichment_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enrichment_files_id_idx\` ON \`payload_locked_documents_rels\` (\`enrichment_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_orders_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`codename\` text NOT NULL,
  	\`product_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`source_id\` numeric,
  	\`price\` numeric NOT NULL,
  	\`details\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders_items\`("_order", "_parent_id", "id", "type", "codename", "product_id", "title", "country", "source_id", "price", "details") SELECT "_order", "_parent_id", "id", "type", "codename", "product_id", "title", "country", "source_id", "price", "details" FROM \`orders_items\`;`)
  await db.run(sql`DROP TABLE \`orders_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders_items\` RENAME TO \`orders_items\`;`)
  await db.run(sql`CREATE INDEX \`orders_items_order_idx\` ON \`orders_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_items_parent_id_idx\` ON \`orders_items\` (\`_parent_id\`);`)
}
