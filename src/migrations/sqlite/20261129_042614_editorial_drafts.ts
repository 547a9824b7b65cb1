import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_order_idx\` ON \`_pages_v_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_parent_id_idx\` ON \`_pages_v_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_path_idx\` ON \`_pages_v_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_locale_idx\` ON \`_pages_v_blocks_content\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_items_order_idx\` ON \`_pages_v_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_items_parent_id_idx\` ON \`_pages_v_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_items_locale_idx\` ON \`_pages_v_blocks_feature_grid_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_order_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_parent_id_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_path_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_locale_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_order_idx\` ON \`_pages_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_parent_id_idx\` ON \`_pages_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_locale_idx\` ON \`_pages_v_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_order_idx\` ON \`_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_parent_id_idx\` ON \`_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_path_idx\` ON \`_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_locale_idx\` ON \`_pages_v_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_locale_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pricing_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_plans_order_idx\` ON \`_pages_v_blocks_pricing_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_plans_parent_id_idx\` ON \`_pages_v_blocks_pricing_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_plans_path_idx\` ON \`_pages_v_blocks_pricing_plans\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_plans_locale_idx\` ON \`_pages_v_blocks_pricing_plans\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`footnote\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_comparison_order_idx\` ON \`_pages_v_blocks_feature_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_comparison_parent_id_idx\` ON \`_pages_v_blocks_feature_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_comparison_path_idx\` ON \`_pages_v_blocks_feature_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_comparison_locale_idx\` ON \`_pages_v_blocks_feature_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trial_offer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trial_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trial_offer_items_order_idx\` ON \`_pages_v_blocks_trial_offer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trial_offer_items_parent_id_idx\` ON \`_pages_v_blocks_trial_offer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trial_offer_items_locale_idx\` ON \`_pages_v_blocks_trial_offer_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trial_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trial_offer_order_idx\` ON \`_pages_v_blocks_trial_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trial_offer_parent_id_idx\` ON \`_pages_v_blocks_trial_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trial_offer_path_idx\` ON \`_pages_v_blocks_trial_offer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trial_offer_locale_idx\` ON \`_pages_v_blocks_trial_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_logos_order_idx\` ON \`_pages_v_blocks_customer_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_logos_parent_id_idx\` ON \`_pages_v_blocks_customer_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_logos_path_idx\` ON \`_pages_v_blocks_customer_logos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_logos_locale_idx\` ON \`_pages_v_blocks_customer_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_competitor_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`our_label\` text,
  	\`our_amount\` numeric,
  	\`our_note\` text,
  	\`competitor_label\` text,
  	\`competitor_amount\` numeric,
  	\`competitor_amount_plus\` integer DEFAULT true,
  	\`competitor_note\` text,
  	\`period_label\` text,
  	\`footnote\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_competitor_comparison_order_idx\` ON \`_pages_v_blocks_competitor_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_competitor_comparison_parent_id_idx\` ON \`_pages_v_blocks_competitor_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_competitor_comparison_path_idx\` ON \`_pages_v_blocks_competitor_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_competitor_comparison_locale_idx\` ON \`_pages_v_blocks_competitor_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_request_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_request\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_request_points_order_idx\` ON \`_pages_v_blocks_quote_request_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_request_points_parent_id_idx\` ON \`_pages_v_blocks_quote_request_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_request_points_locale_idx\` ON \`_pages_v_blocks_quote_request_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_request\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_request_order_idx\` ON \`_pages_v_blocks_quote_request\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_request_parent_id_idx\` ON \`_pages_v_blocks_quote_request\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_request_path_idx\` ON \`_pages_v_blocks_quote_request\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_request_locale_idx\` ON \`_pages_v_blocks_quote_request\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`count\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_locale_idx\` ON \`_pages_v_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`video_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_locale_idx\` ON \`_pages_v_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_clear_advantage_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_clear_advantage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clear_advantage_items_order_idx\` ON \`_pages_v_blocks_clear_advantage_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clear_advantage_items_parent_id_idx\` ON \`_pages_v_blocks_clear_advantage_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clear_advantage_items_locale_idx\` ON \`_pages_v_blocks_clear_advantage_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_clear_advantage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clear_advantage_order_idx\` ON \`_pages_v_blocks_clear_advantage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clear_advantage_parent_id_idx\` ON \`_pages_v_blocks_clear_advantage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clear_advantage_path_idx\` ON \`_pages_v_blocks_clear_advantage\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_clear_advantage_locale_idx\` ON \`_pages_v_blocks_clear_advantage\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_company_profile_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_profile_items_order_idx\` ON \`_pages_v_blocks_company_profile_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_profile_items_parent_id_idx\` ON \`_pages_v_blocks_company_profile_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_profile_items_locale_idx\` ON \`_pages_v_blocks_company_profile_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_company_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_profile_order_idx\` ON \`_pages_v_blocks_company_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_profile_parent_id_idx\` ON \`_pages_v_blocks_company_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_profile_path_idx\` ON \`_pages_v_blocks_company_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_profile_locale_idx\` ON \`_pages_v_blocks_company_profile\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_profile_image_idx\` ON \`_pages_v_blocks_company_profile\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_switch_reason_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_switch_reason\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_switch_reason_items_order_idx\` ON \`_pages_v_blocks_switch_reason_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_switch_reason_items_parent_id_idx\` ON \`_pages_v_blocks_switch_reason_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_switch_reason_items_locale_idx\` ON \`_pages_v_blocks_switch_reason_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_switch_reason\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_switch_reason_order_idx\` ON \`_pages_v_blocks_switch_reason\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_switch_reason_parent_id_idx\` ON \`_pages_v_blocks_switch_reason\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_switch_reason_path_idx\` ON \`_pages_v_blocks_switch_reason\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_switch_reason_locale_idx\` ON \`_pages_v_blocks_switch_reason\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_statements_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_statements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_items_order_idx\` ON \`_pages_v_blocks_statements_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_items_parent_id_idx\` ON \`_pages_v_blocks_statements_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_items_locale_idx\` ON \`_pages_v_blocks_statements_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_statements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_order_idx\` ON \`_pages_v_blocks_statements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_parent_id_idx\` ON \`_pages_v_blocks_statements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_path_idx\` ON \`_pages_v_blocks_statements\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_locale_idx\` ON \`_pages_v_blocks_statements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_items_order_idx\` ON \`_pages_v_blocks_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_items_parent_id_idx\` ON \`_pages_v_blocks_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_items_locale_idx\` ON \`_pages_v_blocks_values_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_order_idx\` ON \`_pages_v_blocks_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_parent_id_idx\` ON \`_pages_v_blocks_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_path_idx\` ON \`_pages_v_blocks_values\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_values_locale_idx\` ON \`_pages_v_blocks_values\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_data_flow_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_data_flow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_flow_steps_order_idx\` ON \`_pages_v_blocks_data_flow_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_flow_steps_parent_id_idx\` ON \`_pages_v_blocks_data_flow_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_flow_steps_locale_idx\` ON \`_pages_v_blocks_data_flow_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_data_flow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_flow_order_idx\` ON \`_pages_v_blocks_data_flow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_flow_parent_id_idx\` ON \`_pages_v_blocks_data_flow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_flow_path_idx\` ON \`_pages_v_blocks_data_flow\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_flow_locale_idx\` ON \`_pages_v_blocks_data_flow\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_data_examples_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`tone\` text DEFAULT 'green',
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_data_examples\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_examples_items_order_idx\` ON \`_pages_v_blocks_data_examples_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_examples_items_parent_id_idx\` ON \`_pages_v_blocks_data_examples_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_examples_items_locale_idx\` ON \`_pages_v_blocks_data_examples_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_examples_items_image_idx\` ON \`_pages_v_blocks_data_examples_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_data_examples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_examples_order_idx\` ON \`_pages_v_blocks_data_examples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_examples_parent_id_idx\` ON \`_pages_v_blocks_data_examples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_examples_path_idx\` ON \`_pages_v_blocks_data_examples\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_examples_locale_idx\` ON \`_pages_v_blocks_data_examples\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source\` text DEFAULT 'page_items',
  	\`variant\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_locale_idx\` ON \`_pages_v_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`kind\` text DEFAULT 'blog',
  	\`count\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_articles_order_idx\` ON \`_pages_v_blocks_latest_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_articles_parent_id_idx\` ON \`_pages_v_blocks_latest_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_articles_path_idx\` ON \`_pages_v_blocks_latest_articles\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_articles_locale_idx\` ON \`_pages_v_blocks_latest_articles\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reviews_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rating\` numeric,
  	\`quote\` text,
  	\`name\` text,
  	\`company\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_items_order_idx\` ON \`_pages_v_blocks_reviews_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_items_parent_id_idx\` ON \`_pages_v_blocks_reviews_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_items_locale_idx\` ON \`_pages_v_blocks_reviews_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_order_idx\` ON \`_pages_v_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_parent_id_idx\` ON \`_pages_v_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_path_idx\` ON \`_pages_v_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_locale_idx\` ON \`_pages_v_blocks_reviews\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_registry_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`country\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_registry_figures_order_idx\` ON \`_pages_v_blocks_registry_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_registry_figures_parent_id_idx\` ON \`_pages_v_blocks_registry_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_registry_figures_path_idx\` ON \`_pages_v_blocks_registry_figures\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_registry_figures_locale_idx\` ON \`_pages_v_blocks_registry_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_report_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_report_prices_order_idx\` ON \`_pages_v_blocks_report_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_report_prices_parent_id_idx\` ON \`_pages_v_blocks_report_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_report_prices_path_idx\` ON \`_pages_v_blocks_report_prices\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_report_prices_locale_idx\` ON \`_pages_v_blocks_report_prices\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_get_started_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_get_started\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_steps_order_idx\` ON \`_pages_v_blocks_get_started_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_steps_parent_id_idx\` ON \`_pages_v_blocks_get_started_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_steps_locale_idx\` ON \`_pages_v_blocks_get_started_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_get_started_orbit_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_get_started\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_orbit_labels_order_idx\` ON \`_pages_v_blocks_get_started_orbit_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_orbit_labels_parent_id_idx\` ON \`_pages_v_blocks_get_started_orbit_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_orbit_labels_locale_idx\` ON \`_pages_v_blocks_get_started_orbit_labels\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_get_started\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`orbit_center\` text,
  	\`orbit_caption\` text,
  	\`orbit_inner_markers\` numeric DEFAULT 40,
  	\`orbit_outer_markers\` numeric DEFAULT 50,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_order_idx\` ON \`_pages_v_blocks_get_started\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_parent_id_idx\` ON \`_pages_v_blocks_get_started\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_path_idx\` ON \`_pages_v_blocks_get_started\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_started_locale_idx\` ON \`_pages_v_blocks_get_started\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_professional_profile_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_professional_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_professional_profile_items_order_idx\` ON \`_pages_v_blocks_professional_profile_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_professional_profile_items_parent_id_idx\` ON \`_pages_v_blocks_professional_profile_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_professional_profile_items_locale_idx\` ON \`_pages_v_blocks_professional_profile_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_professional_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`country\` text DEFAULT 'gb',
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_professional_profile_order_idx\` ON \`_pages_v_blocks_professional_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_professional_profile_parent_id_idx\` ON \`_pages_v_blocks_professional_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_professional_profile_path_idx\` ON \`_pages_v_blocks_professional_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_professional_profile_locale_idx\` ON \`_pages_v_blocks_professional_profile\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_page_type\` text DEFAULT 'content',
  	\`version_button_slot\` text,
  	\`version_button_href\` text,
  	\`version_has_country_information\` integer DEFAULT false,
  	\`version_has_industry_information\` integer DEFAULT false,
  	\`version_has_integration_information\` integer DEFAULT false,
  	\`version_is_credit_report\` integer DEFAULT false,
  	\`version_request_form_variant\` text DEFAULT 'demo',
  	\`version_page_var_suffix\` text,
  	\`version_meta_background_id\` integer,
  	\`version_not_indexed\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_page_type_idx\` ON \`_pages_v\` (\`version_page_type\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_meta_background_idx\` ON \`_pages_v\` (\`version_meta_background_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_title_keywords\` text,
  	\`version_alternate_description\` text,
  	\`version_button_text\` text,
  	\`version_book_demo_title\` text,
  	\`version_book_demo_button\` text,
  	\`version_document_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_parts_order_idx\` ON \`_articles_v_version_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_parts_parent_id_idx\` ON \`_articles_v_version_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_parts_locale_idx\` ON \`_articles_v_version_parts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_touches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`button\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_touches_order_idx\` ON \`_articles_v_version_touches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_touches_parent_id_idx\` ON \`_articles_v_version_touches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_touches_locale_idx\` ON \`_articles_v_version_touches\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_kind\` text DEFAULT 'blog',
  	\`version_published_at\` text,
  	\`version_author_id\` integer,
  	\`version_type\` text,
  	\`version_case_studies_type\` text,
  	\`version_country\` text,
  	\`version_read_time\` numeric,
  	\`version_background_id\` integer,
  	\`version_sample_file_id\` integer,
  	\`version_sample_link\` text,
  	\`version_video_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sample_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_kind_idx\` ON \`_articles_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_author_idx\` ON \`_articles_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_type_idx\` ON \`_articles_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_case_studies_type_idx\` ON \`_articles_v\` (\`version_case_studies_type\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_country_idx\` ON \`_articles_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_background_idx\` ON \`_articles_v\` (\`version_background_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_sample_file_idx\` ON \`_articles_v\` (\`version_sample_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_meta_description\` text,
  	\`version_content\` text,
  	\`version_touch_title\` text,
  	\`version_sample_title\` text,
  	\`version_video_title\` text,
  	\`version_tags\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_academy_courses_v_version_lessons_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`lesson_captions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_academy_courses_v_version_lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_lessons_captions_order_idx\` ON \`_academy_courses_v_version_lessons_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_lessons_captions_parent_id_idx\` ON \`_academy_courses_v_version_lessons_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_lessons_captions_file_idx\` ON \`_academy_courses_v_version_lessons_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_academy_courses_v_version_lessons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`duration\` text,
  	\`video_id\` integer,
  	\`youtube_link\` text,
  	\`youtube_preview_image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`youtube_preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_academy_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_lessons_order_idx\` ON \`_academy_courses_v_version_lessons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_lessons_parent_id_idx\` ON \`_academy_courses_v_version_lessons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_lessons_video_idx\` ON \`_academy_courses_v_version_lessons\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_lessons_youtube_preview_image_idx\` ON \`_academy_courses_v_version_lessons\` (\`youtube_preview_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_academy_courses_v_version_lessons_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_academy_courses_v_version_lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_academy_courses_v_version_lessons_locales_locale_parent_id_\` ON \`_academy_courses_v_version_lessons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_academy_courses_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_preview_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`academy_courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_parent_idx\` ON \`_academy_courses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_version_slug_idx\` ON \`_academy_courses_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_version_preview_image_idx\` ON \`_academy_courses_v\` (\`version_preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_version_updated_at_idx\` ON \`_academy_courses_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_version_created_at_idx\` ON \`_academy_courses_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_version_version__status_idx\` ON \`_academy_courses_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_created_at_idx\` ON \`_academy_courses_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_updated_at_idx\` ON \`_academy_courses_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_snapshot_idx\` ON \`_academy_courses_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_published_locale_idx\` ON \`_academy_courses_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_latest_idx\` ON \`_academy_courses_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_academy_courses_v_autosave_idx\` ON \`_academy_courses_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_academy_courses_v_locales\` (
  	\`version_name\` text,
  	\`version_course_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_academy_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_academy_courses_v_locales_locale_parent_id_unique\` ON \`_academy_courses_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_code\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_has_trial\` integer DEFAULT true,
  	\`version_trial_days\` numeric DEFAULT 7,
  	\`version_link_trial\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_code_idx\` ON \`_products_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_plans_v_version_pricing_groups_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`value\` text,
  	\`included\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_plans_v_version_pricing_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_pricing_groups_features_order_idx\` ON \`_pricing_plans_v_version_pricing_groups_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_pricing_groups_features_parent_id_idx\` ON \`_pricing_plans_v_version_pricing_groups_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_pricing_groups_features_locale_idx\` ON \`_pricing_plans_v_version_pricing_groups_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_plans_v_version_pricing_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_pricing_groups_order_idx\` ON \`_pricing_plans_v_version_pricing_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_pricing_groups_parent_id_idx\` ON \`_pricing_plans_v_version_pricing_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_pricing_groups_locale_idx\` ON \`_pricing_plans_v_version_pricing_groups\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_plans_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_code\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_best_value\` integer DEFAULT false,
  	\`version_book_demo\` integer DEFAULT false,
  	\`version_prices_gbp_month\` numeric,
  	\`version_prices_gbp_year\` numeric,
  	\`version_prices_eur_month\` numeric,
  	\`version_prices_eur_year\` numeric,
  	\`version_link\` text,
  	\`version_signup_product\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_parent_idx\` ON \`_pricing_plans_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_version_code_idx\` ON \`_pricing_plans_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_version_updated_at_idx\` ON \`_pricing_plans_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_version_created_at_idx\` ON \`_pricing_plans_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_version_version__status_idx\` ON \`_pricing_plans_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_created_at_idx\` ON \`_pricing_plans_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_updated_at_idx\` ON \`_pricing_plans_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_snapshot_idx\` ON \`_pricing_plans_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_published_locale_idx\` ON \`_pricing_plans_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_latest_idx\` ON \`_pricing_plans_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_plans_v_autosave_idx\` ON \`_pricing_plans_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_plans_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_button_label\` text,
  	\`version_price_explanation\` text,
  	\`version_allowance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pricing_plans_v_locales_locale_parent_id_unique\` ON \`_pricing_plans_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  // Foreign keys stay off until every table below is rebuilt (drizzle-kit turned them back on after the first).
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_content\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "body", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "body", "block_name" FROM \`pages_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_content\` RENAME TO \`pages_blocks_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_order_idx\` ON \`pages_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_parent_id_idx\` ON \`pages_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_path_idx\` ON \`pages_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_locale_idx\` ON \`pages_blocks_content\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_grid_items\`("_order", "_parent_id", "_locale", "id", "title", "text", "icon") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "icon" FROM \`pages_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_grid_items\` RENAME TO \`pages_blocks_feature_grid_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_items_order_idx\` ON \`pages_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_items_parent_id_idx\` ON \`pages_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_items_locale_idx\` ON \`pages_blocks_feature_grid_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_stats_items\`("_order", "_parent_id", "_locale", "id", "value", "label") SELECT "_order", "_parent_id", "_locale", "id", "value", "label" FROM \`pages_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_stats_items\` RENAME TO \`pages_blocks_stats_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_order_idx\` ON \`pages_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_parent_id_idx\` ON \`pages_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_locale_idx\` ON \`pages_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action\` RENAME TO \`pages_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_locale_idx\` ON \`pages_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_trial_offer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trial_offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_trial_offer_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_trial_offer_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trial_offer_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_trial_offer_items\` RENAME TO \`pages_blocks_trial_offer_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_items_order_idx\` ON \`pages_blocks_trial_offer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_items_parent_id_idx\` ON \`pages_blocks_trial_offer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_items_locale_idx\` ON \`pages_blocks_trial_offer_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_trial_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_trial_offer\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_trial_offer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trial_offer\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_trial_offer\` RENAME TO \`pages_blocks_trial_offer\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_order_idx\` ON \`pages_blocks_trial_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_parent_id_idx\` ON \`pages_blocks_trial_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_path_idx\` ON \`pages_blocks_trial_offer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_locale_idx\` ON \`pages_blocks_trial_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_customer_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_customer_logos\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "block_name" FROM \`pages_blocks_customer_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_logos\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_customer_logos\` RENAME TO \`pages_blocks_customer_logos\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_order_idx\` ON \`pages_blocks_customer_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_parent_id_idx\` ON \`pages_blocks_customer_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_path_idx\` ON \`pages_blocks_customer_logos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_locale_idx\` ON \`pages_blocks_customer_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_competitor_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`our_label\` text,
  	\`our_amount\` numeric,
  	\`our_note\` text,
  	\`competitor_label\` text,
  	\`competitor_amount\` numeric,
  	\`competitor_amount_plus\` integer DEFAULT true,
  	\`competitor_note\` text,
  	\`period_label\` text,
  	\`footnote\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_competitor_comparison\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "our_label", "our_amount", "our_note", "competitor_label", "competitor_amount", "competitor_amount_plus", "competitor_note", "period_label", "footnote", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "our_label", "our_amount", "our_note", "competitor_label", "competitor_amount", "competitor_amount_plus", "competitor_note", "period_label", "footnote", "block_name" FROM \`pages_blocks_competitor_comparison\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_competitor_comparison\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_competitor_comparison\` RENAME TO \`pages_blocks_competitor_comparison\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_order_idx\` ON \`pages_blocks_competitor_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_parent_id_idx\` ON \`pages_blocks_competitor_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_path_idx\` ON \`pages_blocks_competitor_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_locale_idx\` ON \`pages_blocks_competitor_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_request_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_request\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_request_points\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_quote_request_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_request_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_request_points\` RENAME TO \`pages_blocks_quote_request_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_points_order_idx\` ON \`pages_blocks_quote_request_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_points_parent_id_idx\` ON \`pages_blocks_quote_request_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_points_locale_idx\` ON \`pages_blocks_quote_request_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_request\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_request\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name" FROM \`pages_blocks_quote_request\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_request\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_request\` RENAME TO \`pages_blocks_quote_request\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_order_idx\` ON \`pages_blocks_quote_request\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_parent_id_idx\` ON \`pages_blocks_quote_request\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_path_idx\` ON \`pages_blocks_quote_request\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_locale_idx\` ON \`pages_blocks_quote_request\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`count\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_testimonials\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "count", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "count", "block_name" FROM \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_testimonials\` RENAME TO \`pages_blocks_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_locale_idx\` ON \`pages_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`video_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_video\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "video_url", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "video_url", "block_name" FROM \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_video\` RENAME TO \`pages_blocks_video\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_locale_idx\` ON \`pages_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_clear_advantage_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_clear_advantage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_clear_advantage_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_clear_advantage_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clear_advantage_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_clear_advantage_items\` RENAME TO \`pages_blocks_clear_advantage_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_items_order_idx\` ON \`pages_blocks_clear_advantage_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_items_parent_id_idx\` ON \`pages_blocks_clear_advantage_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_items_locale_idx\` ON \`pages_blocks_clear_advantage_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_clear_advantage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_clear_advantage\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name" FROM \`pages_blocks_clear_advantage\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clear_advantage\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_clear_advantage\` RENAME TO \`pages_blocks_clear_advantage\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_order_idx\` ON \`pages_blocks_clear_advantage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_parent_id_idx\` ON \`pages_blocks_clear_advantage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_path_idx\` ON \`pages_blocks_clear_advantage\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_locale_idx\` ON \`pages_blocks_clear_advantage\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_company_profile_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_company_profile_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_company_profile_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_company_profile_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_company_profile_items\` RENAME TO \`pages_blocks_company_profile_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_items_order_idx\` ON \`pages_blocks_company_profile_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_items_parent_id_idx\` ON \`pages_blocks_company_profile_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_items_locale_idx\` ON \`pages_blocks_company_profile_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_company_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_company_profile\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_company_profile\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_company_profile\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_company_profile\` RENAME TO \`pages_blocks_company_profile\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_order_idx\` ON \`pages_blocks_company_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_parent_id_idx\` ON \`pages_blocks_company_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_path_idx\` ON \`pages_blocks_company_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_locale_idx\` ON \`pages_blocks_company_profile\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_image_idx\` ON \`pages_blocks_company_profile\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_switch_reason_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_switch_reason\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_switch_reason_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_switch_reason_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_switch_reason_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_switch_reason_items\` RENAME TO \`pages_blocks_switch_reason_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_items_order_idx\` ON \`pages_blocks_switch_reason_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_items_parent_id_idx\` ON \`pages_blocks_switch_reason_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_items_locale_idx\` ON \`pages_blocks_switch_reason_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_switch_reason\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_switch_reason\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name" FROM \`pages_blocks_switch_reason\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_switch_reason\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_switch_reason\` RENAME TO \`pages_blocks_switch_reason\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_order_idx\` ON \`pages_blocks_switch_reason\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_parent_id_idx\` ON \`pages_blocks_switch_reason\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_path_idx\` ON \`pages_blocks_switch_reason\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_locale_idx\` ON \`pages_blocks_switch_reason\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_statements_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`heading\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_statements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_statements_items\`("_order", "_parent_id", "_locale", "id", "label", "heading", "text") SELECT "_order", "_parent_id", "_locale", "id", "label", "heading", "text" FROM \`pages_blocks_statements_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statements_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_statements_items\` RENAME TO \`pages_blocks_statements_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_items_order_idx\` ON \`pages_blocks_statements_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_items_parent_id_idx\` ON \`pages_blocks_statements_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_items_locale_idx\` ON \`pages_blocks_statements_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_values_items\`("_order", "_parent_id", "_locale", "id", "title", "text", "icon") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "icon" FROM \`pages_blocks_values_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_values_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_values_items\` RENAME TO \`pages_blocks_values_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_items_order_idx\` ON \`pages_blocks_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_items_parent_id_idx\` ON \`pages_blocks_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_items_locale_idx\` ON \`pages_blocks_values_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_values\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_values\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name" FROM \`pages_blocks_values\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_values\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_values\` RENAME TO \`pages_blocks_values\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_order_idx\` ON \`pages_blocks_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_parent_id_idx\` ON \`pages_blocks_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_path_idx\` ON \`pages_blocks_values\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_locale_idx\` ON \`pages_blocks_values\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_flow_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_data_flow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_flow_steps\`("_order", "_parent_id", "_locale", "id", "title", "text", "icon") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "icon" FROM \`pages_blocks_data_flow_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_flow_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_flow_steps\` RENAME TO \`pages_blocks_data_flow_steps\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_steps_order_idx\` ON \`pages_blocks_data_flow_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_steps_parent_id_idx\` ON \`pages_blocks_data_flow_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_steps_locale_idx\` ON \`pages_blocks_data_flow_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_flow\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_flow\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name" FROM \`pages_blocks_data_flow\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_flow\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_flow\` RENAME TO \`pages_blocks_data_flow\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_order_idx\` ON \`pages_blocks_data_flow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_parent_id_idx\` ON \`pages_blocks_data_flow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_path_idx\` ON \`pages_blocks_data_flow\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_locale_idx\` ON \`pages_blocks_data_flow\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_examples_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`tone\` text DEFAULT 'green',
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_data_examples\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_examples_items\`("_order", "_parent_id", "_locale", "id", "image_id", "tone", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "image_id", "tone", "title", "text" FROM \`pages_blocks_data_examples_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_examples_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_examples_items\` RENAME TO \`pages_blocks_data_examples_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_items_order_idx\` ON \`pages_blocks_data_examples_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_items_parent_id_idx\` ON \`pages_blocks_data_examples_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_items_locale_idx\` ON \`pages_blocks_data_examples_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_items_image_idx\` ON \`pages_blocks_data_examples_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_examples\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_examples\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name" FROM \`pages_blocks_data_examples\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_examples\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_examples\` RENAME TO \`pages_blocks_data_examples\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_order_idx\` ON \`pages_blocks_data_examples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_parent_id_idx\` ON \`pages_blocks_data_examples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_path_idx\` ON \`pages_blocks_data_examples\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_locale_idx\` ON \`pages_blocks_data_examples\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source\` text DEFAULT 'page_items',
  	\`variant\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "source", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "source", "variant", "block_name" FROM \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq\` RENAME TO \`pages_blocks_faq\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_locale_idx\` ON \`pages_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_latest_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`kind\` text DEFAULT 'blog',
  	\`count\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_latest_articles\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "kind", "count", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "kind", "count", "block_name" FROM \`pages_blocks_latest_articles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_latest_articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_latest_articles\` RENAME TO \`pages_blocks_latest_articles\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_articles_order_idx\` ON \`pages_blocks_latest_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_articles_parent_id_idx\` ON \`pages_blocks_latest_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_articles_path_idx\` ON \`pages_blocks_latest_articles\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_articles_locale_idx\` ON \`pages_blocks_latest_articles\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_reviews_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`rating\` numeric,
  	\`quote\` text,
  	\`name\` text,
  	\`company\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_reviews_items\`("_order", "_parent_id", "_locale", "id", "rating", "quote", "name", "company") SELECT "_order", "_parent_id", "_locale", "id", "rating", "quote", "name", "company" FROM \`pages_blocks_reviews_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reviews_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_reviews_items\` RENAME TO \`pages_blocks_reviews_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_items_order_idx\` ON \`pages_blocks_reviews_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_items_parent_id_idx\` ON \`pages_blocks_reviews_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_items_locale_idx\` ON \`pages_blocks_reviews_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_reviews\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "block_name" FROM \`pages_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_reviews\` RENAME TO \`pages_blocks_reviews\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_order_idx\` ON \`pages_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_parent_id_idx\` ON \`pages_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_path_idx\` ON \`pages_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_locale_idx\` ON \`pages_blocks_reviews\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_registry_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`country\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_registry_figures\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "country", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "country", "block_name" FROM \`pages_blocks_registry_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_registry_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_registry_figures\` RENAME TO \`pages_blocks_registry_figures\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_registry_figures_order_idx\` ON \`pages_blocks_registry_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_registry_figures_parent_id_idx\` ON \`pages_blocks_registry_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_registry_figures_path_idx\` ON \`pages_blocks_registry_figures\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_registry_figures_locale_idx\` ON \`pages_blocks_registry_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_report_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_report_prices\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_report_prices\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_report_prices\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_report_prices\` RENAME TO \`pages_blocks_report_prices\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_order_idx\` ON \`pages_blocks_report_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_parent_id_idx\` ON \`pages_blocks_report_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_path_idx\` ON \`pages_blocks_report_prices\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_locale_idx\` ON \`pages_blocks_report_prices\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_get_started_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_get_started\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_get_started_steps\`("_order", "_parent_id", "_locale", "id", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "title", "text" FROM \`pages_blocks_get_started_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_started_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_get_started_steps\` RENAME TO \`pages_blocks_get_started_steps\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_steps_order_idx\` ON \`pages_blocks_get_started_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_steps_parent_id_idx\` ON \`pages_blocks_get_started_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_steps_locale_idx\` ON \`pages_blocks_get_started_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_get_started_orbit_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_get_started\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_get_started_orbit_labels\`("_order", "_parent_id", "_locale", "id", "label") SELECT "_order", "_parent_id", "_locale", "id", "label" FROM \`pages_blocks_get_started_orbit_labels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_started_orbit_labels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_get_started_orbit_labels\` RENAME TO \`pages_blocks_get_started_orbit_labels\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_orbit_labels_order_idx\` ON \`pages_blocks_get_started_orbit_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_orbit_labels_parent_id_idx\` ON \`pages_blocks_get_started_orbit_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_orbit_labels_locale_idx\` ON \`pages_blocks_get_started_orbit_labels\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_get_started\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`orbit_center\` text,
  	\`orbit_caption\` text,
  	\`orbit_inner_markers\` numeric DEFAULT 40,
  	\`orbit_outer_markers\` numeric DEFAULT 50,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_get_started\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "button_text", "button_slot", "button_href", "orbit_center", "orbit_caption", "orbit_inner_markers", "orbit_outer_markers", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "button_text", "button_slot", "button_href", "orbit_center", "orbit_caption", "orbit_inner_markers", "orbit_outer_markers", "block_name" FROM \`pages_blocks_get_started\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_started\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_get_started\` RENAME TO \`pages_blocks_get_started\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_order_idx\` ON \`pages_blocks_get_started\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_parent_id_idx\` ON \`pages_blocks_get_started\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_path_idx\` ON \`pages_blocks_get_started\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_locale_idx\` ON \`pages_blocks_get_started\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_professional_profile_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_professional_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_professional_profile_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_professional_profile_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_professional_profile_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_professional_profile_items\` RENAME TO \`pages_blocks_professional_profile_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_items_order_idx\` ON \`pages_blocks_professional_profile_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_items_parent_id_idx\` ON \`pages_blocks_professional_profile_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_items_locale_idx\` ON \`pages_blocks_professional_profile_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_professional_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`country\` text DEFAULT 'gb',
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_professional_profile\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "country", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "country", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_professional_profile\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_professional_profile\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_professional_profile\` RENAME TO \`pages_blocks_professional_profile\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_order_idx\` ON \`pages_blocks_professional_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_parent_id_idx\` ON \`pages_blocks_professional_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_path_idx\` ON \`pages_blocks_professional_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_locale_idx\` ON \`pages_blocks_professional_profile\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_type\` text DEFAULT 'content',
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`has_country_information\` integer DEFAULT false,
  	\`has_industry_information\` integer DEFAULT false,
  	\`has_integration_information\` integer DEFAULT false,
  	\`is_credit_report\` integer DEFAULT false,
  	\`request_form_variant\` text DEFAULT 'demo',
  	\`page_var_suffix\` text,
  	\`meta_background_id\` integer,
  	\`not_indexed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "page_type", "button_slot", "button_href", "has_country_information", "has_industry_information", "has_integration_information", "is_credit_report", "request_form_variant", "page_var_suffix", "meta_background_id", "not_indexed", "updated_at", "created_at", "_status") SELECT "id", "page_type", "button_slot", "button_href", "has_country_information", "has_industry_information", "has_integration_information", "is_credit_report", "request_form_variant", "page_var_suffix", "meta_background_id", "not_indexed", "updated_at", "created_at", 'published' FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_page_type_idx\` ON \`pages\` (\`page_type\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_background_idx\` ON \`pages\` (\`meta_background_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`title_keywords\` text,
  	\`alternate_description\` text,
  	\`button_text\` text,
  	\`book_demo_title\` text,
  	\`book_demo_button\` text,
  	\`document_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "description", "title_keywords", "alternate_description", "button_text", "book_demo_title", "book_demo_button", "document_title", "meta_description", "id", "_locale", "_parent_id") SELECT "title", "description", "title_keywords", "alternate_description", "button_text", "book_demo_title", "book_demo_button", "document_title", "meta_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_parts\`("_order", "_parent_id", "_locale", "id", "title", "content") SELECT "_order", "_parent_id", "_locale", "id", "title", "content" FROM \`articles_parts\`;`)
  await db.run(sql`DROP TABLE \`articles_parts\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_parts\` RENAME TO \`articles_parts\`;`)
  await db.run(sql`CREATE INDEX \`articles_parts_order_idx\` ON \`articles_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_parts_parent_id_idx\` ON \`articles_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_parts_locale_idx\` ON \`articles_parts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_touches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`button\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_touches\`("_order", "_parent_id", "_locale", "id", "label", "button", "link") SELECT "_order", "_parent_id", "_locale", "id", "label", "button", "link" FROM \`articles_touches\`;`)
  await db.run(sql`DROP TABLE \`articles_touches\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_touches\` RENAME TO \`articles_touches\`;`)
  await db.run(sql`CREATE INDEX \`articles_touches_order_idx\` ON \`articles_touches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_touches_parent_id_idx\` ON \`articles_touches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_touches_locale_idx\` ON \`articles_touches\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`kind\` text DEFAULT 'blog',
  	\`published_at\` text,
  	\`author_id\` integer,
  	\`type\` text,
  	\`case_studies_type\` text,
  	\`country\` text,
  	\`read_time\` numeric,
  	\`background_id\` integer,
  	\`sample_file_id\` integer,
  	\`sample_link\` text,
  	\`video_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sample_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "slug", "kind", "published_at", "author_id", "type", "case_studies_type", "country", "read_time", "background_id", "sample_file_id", "sample_link", "video_url", "updated_at", "created_at", "_status") SELECT "id", "slug", "kind", "published_at", "author_id", "type", "case_studies_type", "country", "read_time", "background_id", "sample_file_id", "sample_link", "video_url", "updated_at", "created_at", 'published' FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_kind_idx\` ON \`articles\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_author_idx\` ON \`articles\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_type_idx\` ON \`articles\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`articles_case_studies_type_idx\` ON \`articles\` (\`case_studies_type\`);`)
  await db.run(sql`CREATE INDEX \`articles_country_idx\` ON \`articles\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`articles_background_idx\` ON \`articles\` (\`background_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_sample_file_idx\` ON \`articles\` (\`sample_file_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_locales\` (
  	\`title\` text,
  	\`meta_description\` text,
  	\`content\` text,
  	\`touch_title\` text,
  	\`sample_title\` text,
  	\`video_title\` text,
  	\`tags\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_locales\`("title", "meta_description", "content", "touch_title", "sample_title", "video_title", "tags", "id", "_locale", "_parent_id") SELECT "title", "meta_description", "content", "touch_title", "sample_title", "video_title", "tags", "id", "_locale", "_parent_id" FROM \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_locales\` RENAME TO \`articles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_academy_courses_lessons_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`lesson_captions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`academy_courses_lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_academy_courses_lessons_captions\`("_order", "_parent_id", "id", "language", "file_id") SELECT "_order", "_parent_id", "id", "language", "file_id" FROM \`academy_courses_lessons_captions\`;`)
  await db.run(sql`DROP TABLE \`academy_courses_lessons_captions\`;`)
  await db.run(sql`ALTER TABLE \`__new_academy_courses_lessons_captions\` RENAME TO \`academy_courses_lessons_captions\`;`)
  await db.run(sql`CREATE INDEX \`academy_courses_lessons_captions_order_idx\` ON \`academy_courses_lessons_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_lessons_captions_parent_id_idx\` ON \`academy_courses_lessons_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_lessons_captions_file_idx\` ON \`academy_courses_lessons_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_academy_courses_lessons_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`academy_courses_lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_academy_courses_lessons_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`academy_courses_lessons_locales\`;`)
  await db.run(sql`DROP TABLE \`academy_courses_lessons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_academy_courses_lessons_locales\` RENAME TO \`academy_courses_lessons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`academy_courses_lessons_locales_locale_parent_id_unique\` ON \`academy_courses_lessons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_academy_courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`preview_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_academy_courses\`("id", "slug", "preview_image_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "preview_image_id", "updated_at", "created_at", 'published' FROM \`academy_courses\`;`)
  await db.run(sql`DROP TABLE \`academy_courses\`;`)
  await db.run(sql`ALTER TABLE \`__new_academy_courses\` RENAME TO \`academy_courses\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`academy_courses_slug_idx\` ON \`academy_courses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_preview_image_idx\` ON \`academy_courses\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_updated_at_idx\` ON \`academy_courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_created_at_idx\` ON \`academy_courses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses__status_idx\` ON \`academy_courses\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_academy_courses_locales\` (
  	\`name\` text,
  	\`course_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`academy_courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_academy_courses_locales\`("name", "course_description", "id", "_locale", "_parent_id") SELECT "name", "course_description", "id", "_locale", "_parent_id" FROM \`academy_courses_locales\`;`)
  await db.run(sql`DROP TABLE \`academy_courses_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_academy_courses_locales\` RENAME TO \`academy_courses_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`academy_courses_locales_locale_parent_id_unique\` ON \`academy_courses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`order\` numeric DEFAULT 0,
  	\`has_trial\` integer DEFAULT true,
  	\`trial_days\` numeric DEFAULT 7,
  	\`link_trial\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "code", "order", "has_trial", "trial_days", "link_trial", "updated_at", "created_at", "_status") SELECT "id", "code", "order", "has_trial", "trial_days", "link_trial", "updated_at", "created_at", 'published' FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_code_idx\` ON \`products\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_locales\` RENAME TO \`products_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_pricing_groups_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`value\` text,
  	\`included\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans_pricing_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans_pricing_groups_features\`("_order", "_parent_id", "_locale", "id", "name", "value", "included") SELECT "_order", "_parent_id", "_locale", "id", "name", "value", "included" FROM \`pricing_plans_pricing_groups_features\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_pricing_groups_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_pricing_groups_features\` RENAME TO \`pricing_plans_pricing_groups_features\`;`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_features_order_idx\` ON \`pricing_plans_pricing_groups_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_features_parent_id_idx\` ON \`pricing_plans_pricing_groups_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_features_locale_idx\` ON \`pricing_plans_pricing_groups_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_pricing_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans_pricing_groups\`("_order", "_parent_id", "_locale", "id", "name") SELECT "_order", "_parent_id", "_locale", "id", "name" FROM \`pricing_plans_pricing_groups\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_pricing_groups\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_pricing_groups\` RENAME TO \`pricing_plans_pricing_groups\`;`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_order_idx\` ON \`pricing_plans_pricing_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_parent_id_idx\` ON \`pricing_plans_pricing_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_locale_idx\` ON \`pricing_plans_pricing_groups\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`code\` text,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans\`("id", "type", "code", "order", "best_value", "book_demo", "prices_gbp_month", "prices_gbp_year", "prices_eur_month", "prices_eur_year", "link", "signup_product", "updated_at", "created_at", "_status") SELECT "id", "type", "code", "order", "best_value", "book_demo", "prices_gbp_month", "prices_gbp_year", "prices_eur_month", "prices_eur_year", "link", "signup_product", "updated_at", "created_at", 'published' FROM \`pricing_plans\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans\` RENAME TO \`pricing_plans\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_plans_code_idx\` ON \`pricing_plans\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_updated_at_idx\` ON \`pricing_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_created_at_idx\` ON \`pricing_plans\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans__status_idx\` ON \`pricing_plans\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`button_label\` text,
  	\`price_explanation\` text,
  	\`allowance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans_locales\`("name", "description", "button_label", "price_explanation", "allowance", "id", "_locale", "_parent_id") SELECT "name", "description", "button_label", "price_explanation", "allowance", "id", "_locale", "_parent_id" FROM \`pricing_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_locales\` RENAME TO \`pricing_plans_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_plans_locales_locale_parent_id_unique\` ON \`pricing_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pricing_plans\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_comparison\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trial_offer_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trial_offer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_competitor_comparison\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_request_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_request\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_clear_advantage_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_clear_advantage\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_company_profile_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_company_profile\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_switch_reason_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_switch_reason\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_statements_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_statements\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_values_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_values\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_data_flow_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_data_flow\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_data_examples_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_data_examples\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_articles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reviews_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_registry_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_report_prices\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_get_started_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_get_started_orbit_labels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_get_started\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_professional_profile_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_professional_profile\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_parts\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_touches\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_academy_courses_v_version_lessons_captions\`;`)
  await db.run(sql`DROP TABLE \`_academy_courses_v_version_lessons\`;`)
  await db.run(sql`DROP TABLE \`_academy_courses_v_version_lessons_locales\`;`)
  await db.run(sql`DROP TABLE \`_academy_courses_v\`;`)
  await db.run(sql`DROP TABLE \`_academy_courses_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pricing_plans_v_version_pricing_groups_features\`;`)
  await db.run(sql`DROP TABLE \`_pricing_plans_v_version_pricing_groups\`;`)
  await db.run(sql`DROP TABLE \`_pricing_plans_v\`;`)
  await db.run(sql`DROP TABLE \`_pricing_plans_v_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_type\` text DEFAULT 'content' NOT NULL,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`has_country_information\` integer DEFAULT false,
  	\`has_industry_information\` integer DEFAULT false,
  	\`has_integration_information\` integer DEFAULT false,
  	\`is_credit_report\` integer DEFAULT false,
  	\`request_form_variant\` text DEFAULT 'demo',
  	\`page_var_suffix\` text,
  	\`meta_background_id\` integer,
  	\`not_indexed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`meta_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "page_type", "button_slot", "button_href", "has_country_information", "has_industry_information", "has_integration_information", "is_credit_report", "request_form_variant", "page_var_suffix", "meta_background_id", "not_indexed", "updated_at", "created_at") SELECT "id", "page_type", "button_slot", "button_href", "has_country_information", "has_industry_information", "has_integration_information", "is_credit_report", "request_form_variant", "page_var_suffix", "meta_background_id", "not_indexed", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_page_type_idx\` ON \`pages\` (\`page_type\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_background_idx\` ON \`pages\` (\`meta_background_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`kind\` text DEFAULT 'blog' NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`author_id\` integer,
  	\`type\` text,
  	\`case_studies_type\` text,
  	\`country\` text,
  	\`read_time\` numeric,
  	\`background_id\` integer,
  	\`sample_file_id\` integer,
  	\`sample_link\` text,
  	\`video_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sample_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "slug", "kind", "published_at", "author_id", "type", "case_studies_type", "country", "read_time", "background_id", "sample_file_id", "sample_link", "video_url", "updated_at", "created_at") SELECT "id", "slug", "kind", "published_at", "author_id", "type", "case_studies_type", "country", "read_time", "background_id", "sample_file_id", "sample_link", "video_url", "updated_at", "created_at" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_kind_idx\` ON \`articles\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_author_idx\` ON \`articles\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_type_idx\` ON \`articles\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`articles_case_studies_type_idx\` ON \`articles\` (\`case_studies_type\`);`)
  await db.run(sql`CREATE INDEX \`articles_country_idx\` ON \`articles\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`articles_background_idx\` ON \`articles\` (\`background_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_sample_file_idx\` ON \`articles\` (\`sample_file_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_academy_courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`preview_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_academy_courses\`("id", "slug", "preview_image_id", "updated_at", "created_at") SELECT "id", "slug", "preview_image_id", "updated_at", "created_at" FROM \`academy_courses\`;`)
  await db.run(sql`DROP TABLE \`academy_courses\`;`)
  await db.run(sql`ALTER TABLE \`__new_academy_courses\` RENAME TO \`academy_courses\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`academy_courses_slug_idx\` ON \`academy_courses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_preview_image_idx\` ON \`academy_courses\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_updated_at_idx\` ON \`academy_courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_created_at_idx\` ON \`academy_courses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`has_trial\` integer DEFAULT true,
  	\`trial_days\` numeric DEFAULT 7 NOT NULL,
  	\`link_trial\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "code", "order", "has_trial", "trial_days", "link_trial", "updated_at", "created_at") SELECT "id", "code", "order", "has_trial", "trial_days", "link_trial", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_code_idx\` ON \`products\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans\` (
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
  await db.run(sql`INSERT INTO \`__new_pricing_plans\`("id", "type", "code", "order", "best_value", "book_demo", "prices_gbp_month", "prices_gbp_year", "prices_eur_month", "prices_eur_year", "link", "signup_product", "updated_at", "created_at") SELECT "id", "type", "code", "order", "best_value", "book_demo", "prices_gbp_month", "prices_gbp_year", "prices_eur_month", "prices_eur_year", "link", "signup_product", "updated_at", "created_at" FROM \`pricing_plans\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans\` RENAME TO \`pricing_plans\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_plans_code_idx\` ON \`pricing_plans\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_updated_at_idx\` ON \`pricing_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_created_at_idx\` ON \`pricing_plans\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_content\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "body", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "body", "block_name" FROM \`pages_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_content\` RENAME TO \`pages_blocks_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_order_idx\` ON \`pages_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_parent_id_idx\` ON \`pages_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_path_idx\` ON \`pages_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_locale_idx\` ON \`pages_blocks_content\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_grid_items\`("_order", "_parent_id", "_locale", "id", "title", "text", "icon") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "icon" FROM \`pages_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_grid_items\` RENAME TO \`pages_blocks_feature_grid_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_items_order_idx\` ON \`pages_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_items_parent_id_idx\` ON \`pages_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_items_locale_idx\` ON \`pages_blocks_feature_grid_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_stats_items\`("_order", "_parent_id", "_locale", "id", "value", "label") SELECT "_order", "_parent_id", "_locale", "id", "value", "label" FROM \`pages_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_stats_items\` RENAME TO \`pages_blocks_stats_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_order_idx\` ON \`pages_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_parent_id_idx\` ON \`pages_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_locale_idx\` ON \`pages_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action\` RENAME TO \`pages_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_locale_idx\` ON \`pages_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_trial_offer_items\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_trial_offer_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_trial_offer_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trial_offer_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_trial_offer_items\` RENAME TO \`pages_blocks_trial_offer_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_items_order_idx\` ON \`pages_blocks_trial_offer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_items_parent_id_idx\` ON \`pages_blocks_trial_offer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_items_locale_idx\` ON \`pages_blocks_trial_offer_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_trial_offer\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_trial_offer\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_trial_offer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trial_offer\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_trial_offer\` RENAME TO \`pages_blocks_trial_offer\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_order_idx\` ON \`pages_blocks_trial_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_parent_id_idx\` ON \`pages_blocks_trial_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_path_idx\` ON \`pages_blocks_trial_offer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trial_offer_locale_idx\` ON \`pages_blocks_trial_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_customer_logos\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_customer_logos\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "block_name" FROM \`pages_blocks_customer_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_logos\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_customer_logos\` RENAME TO \`pages_blocks_customer_logos\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_order_idx\` ON \`pages_blocks_customer_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_parent_id_idx\` ON \`pages_blocks_customer_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_path_idx\` ON \`pages_blocks_customer_logos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_logos_locale_idx\` ON \`pages_blocks_customer_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_competitor_comparison\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_competitor_comparison\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "our_label", "our_amount", "our_note", "competitor_label", "competitor_amount", "competitor_amount_plus", "competitor_note", "period_label", "footnote", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "our_label", "our_amount", "our_note", "competitor_label", "competitor_amount", "competitor_amount_plus", "competitor_note", "period_label", "footnote", "block_name" FROM \`pages_blocks_competitor_comparison\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_competitor_comparison\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_competitor_comparison\` RENAME TO \`pages_blocks_competitor_comparison\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_order_idx\` ON \`pages_blocks_competitor_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_parent_id_idx\` ON \`pages_blocks_competitor_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_path_idx\` ON \`pages_blocks_competitor_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_competitor_comparison_locale_idx\` ON \`pages_blocks_competitor_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_request_points\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_request_points\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_quote_request_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_request_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_request_points\` RENAME TO \`pages_blocks_quote_request_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_points_order_idx\` ON \`pages_blocks_quote_request_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_points_parent_id_idx\` ON \`pages_blocks_quote_request_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_points_locale_idx\` ON \`pages_blocks_quote_request_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_request\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_request\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name" FROM \`pages_blocks_quote_request\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_request\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_request\` RENAME TO \`pages_blocks_quote_request\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_order_idx\` ON \`pages_blocks_quote_request\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_parent_id_idx\` ON \`pages_blocks_quote_request\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_path_idx\` ON \`pages_blocks_quote_request\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_request_locale_idx\` ON \`pages_blocks_quote_request\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_testimonials\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_testimonials\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "count", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "count", "block_name" FROM \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_testimonials\` RENAME TO \`pages_blocks_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_locale_idx\` ON \`pages_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_video\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_video\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "video_url", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "video_url", "block_name" FROM \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_video\` RENAME TO \`pages_blocks_video\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_locale_idx\` ON \`pages_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_clear_advantage_items\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_clear_advantage_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_clear_advantage_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clear_advantage_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_clear_advantage_items\` RENAME TO \`pages_blocks_clear_advantage_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_items_order_idx\` ON \`pages_blocks_clear_advantage_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_items_parent_id_idx\` ON \`pages_blocks_clear_advantage_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_items_locale_idx\` ON \`pages_blocks_clear_advantage_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_clear_advantage\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_clear_advantage\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name" FROM \`pages_blocks_clear_advantage\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_clear_advantage\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_clear_advantage\` RENAME TO \`pages_blocks_clear_advantage\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_order_idx\` ON \`pages_blocks_clear_advantage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_parent_id_idx\` ON \`pages_blocks_clear_advantage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_path_idx\` ON \`pages_blocks_clear_advantage\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_clear_advantage_locale_idx\` ON \`pages_blocks_clear_advantage\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_company_profile_items\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_company_profile_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_company_profile_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_company_profile_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_company_profile_items\` RENAME TO \`pages_blocks_company_profile_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_items_order_idx\` ON \`pages_blocks_company_profile_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_items_parent_id_idx\` ON \`pages_blocks_company_profile_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_items_locale_idx\` ON \`pages_blocks_company_profile_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_company_profile\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_company_profile\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_company_profile\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_company_profile\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_company_profile\` RENAME TO \`pages_blocks_company_profile\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_order_idx\` ON \`pages_blocks_company_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_parent_id_idx\` ON \`pages_blocks_company_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_path_idx\` ON \`pages_blocks_company_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_locale_idx\` ON \`pages_blocks_company_profile\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_profile_image_idx\` ON \`pages_blocks_company_profile\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_switch_reason_items\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_switch_reason_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_switch_reason_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_switch_reason_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_switch_reason_items\` RENAME TO \`pages_blocks_switch_reason_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_items_order_idx\` ON \`pages_blocks_switch_reason_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_items_parent_id_idx\` ON \`pages_blocks_switch_reason_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_items_locale_idx\` ON \`pages_blocks_switch_reason_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_switch_reason\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_switch_reason\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "block_name" FROM \`pages_blocks_switch_reason\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_switch_reason\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_switch_reason\` RENAME TO \`pages_blocks_switch_reason\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_order_idx\` ON \`pages_blocks_switch_reason\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_parent_id_idx\` ON \`pages_blocks_switch_reason\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_path_idx\` ON \`pages_blocks_switch_reason\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_switch_reason_locale_idx\` ON \`pages_blocks_switch_reason\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_statements_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_statements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_statements_items\`("_order", "_parent_id", "_locale", "id", "label", "heading", "text") SELECT "_order", "_parent_id", "_locale", "id", "label", "heading", "text" FROM \`pages_blocks_statements_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statements_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_statements_items\` RENAME TO \`pages_blocks_statements_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_items_order_idx\` ON \`pages_blocks_statements_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_items_parent_id_idx\` ON \`pages_blocks_statements_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_items_locale_idx\` ON \`pages_blocks_statements_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_values_items\`("_order", "_parent_id", "_locale", "id", "title", "text", "icon") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "icon" FROM \`pages_blocks_values_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_values_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_values_items\` RENAME TO \`pages_blocks_values_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_items_order_idx\` ON \`pages_blocks_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_items_parent_id_idx\` ON \`pages_blocks_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_items_locale_idx\` ON \`pages_blocks_values_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_values\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name" FROM \`pages_blocks_values\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_values\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_values\` RENAME TO \`pages_blocks_values\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_order_idx\` ON \`pages_blocks_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_parent_id_idx\` ON \`pages_blocks_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_path_idx\` ON \`pages_blocks_values\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_values_locale_idx\` ON \`pages_blocks_values\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_flow_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_data_flow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_flow_steps\`("_order", "_parent_id", "_locale", "id", "title", "text", "icon") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "icon" FROM \`pages_blocks_data_flow_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_flow_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_flow_steps\` RENAME TO \`pages_blocks_data_flow_steps\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_steps_order_idx\` ON \`pages_blocks_data_flow_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_steps_parent_id_idx\` ON \`pages_blocks_data_flow_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_steps_locale_idx\` ON \`pages_blocks_data_flow_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_flow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_flow\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name" FROM \`pages_blocks_data_flow\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_flow\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_flow\` RENAME TO \`pages_blocks_data_flow\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_order_idx\` ON \`pages_blocks_data_flow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_parent_id_idx\` ON \`pages_blocks_data_flow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_path_idx\` ON \`pages_blocks_data_flow\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_flow_locale_idx\` ON \`pages_blocks_data_flow\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_examples_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`tone\` text DEFAULT 'green' NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_data_examples\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_examples_items\`("_order", "_parent_id", "_locale", "id", "image_id", "tone", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "image_id", "tone", "title", "text" FROM \`pages_blocks_data_examples_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_examples_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_examples_items\` RENAME TO \`pages_blocks_data_examples_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_items_order_idx\` ON \`pages_blocks_data_examples_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_items_parent_id_idx\` ON \`pages_blocks_data_examples_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_items_locale_idx\` ON \`pages_blocks_data_examples_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_items_image_idx\` ON \`pages_blocks_data_examples_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_examples\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_examples\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "block_name" FROM \`pages_blocks_data_examples\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_examples\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_examples\` RENAME TO \`pages_blocks_data_examples\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_order_idx\` ON \`pages_blocks_data_examples\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_parent_id_idx\` ON \`pages_blocks_data_examples\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_path_idx\` ON \`pages_blocks_data_examples\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_examples_locale_idx\` ON \`pages_blocks_data_examples\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`source\` text DEFAULT 'page_items' NOT NULL,
  	\`variant\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "source", "variant", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "source", "variant", "block_name" FROM \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq\` RENAME TO \`pages_blocks_faq\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_locale_idx\` ON \`pages_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_latest_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`kind\` text DEFAULT 'blog' NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_latest_articles\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "kind", "count", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "kind", "count", "block_name" FROM \`pages_blocks_latest_articles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_latest_articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_latest_articles\` RENAME TO \`pages_blocks_latest_articles\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_articles_order_idx\` ON \`pages_blocks_latest_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_articles_parent_id_idx\` ON \`pages_blocks_latest_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_articles_path_idx\` ON \`pages_blocks_latest_articles\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_articles_locale_idx\` ON \`pages_blocks_latest_articles\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_reviews_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`quote\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_reviews_items\`("_order", "_parent_id", "_locale", "id", "rating", "quote", "name", "company") SELECT "_order", "_parent_id", "_locale", "id", "rating", "quote", "name", "company" FROM \`pages_blocks_reviews_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reviews_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_reviews_items\` RENAME TO \`pages_blocks_reviews_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_items_order_idx\` ON \`pages_blocks_reviews_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_items_parent_id_idx\` ON \`pages_blocks_reviews_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_items_locale_idx\` ON \`pages_blocks_reviews_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_reviews\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_reviews\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "block_name" FROM \`pages_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_reviews\` RENAME TO \`pages_blocks_reviews\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_order_idx\` ON \`pages_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_parent_id_idx\` ON \`pages_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_path_idx\` ON \`pages_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_locale_idx\` ON \`pages_blocks_reviews\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_registry_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`country\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_registry_figures\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "country", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "country", "block_name" FROM \`pages_blocks_registry_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_registry_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_registry_figures\` RENAME TO \`pages_blocks_registry_figures\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_registry_figures_order_idx\` ON \`pages_blocks_registry_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_registry_figures_parent_id_idx\` ON \`pages_blocks_registry_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_registry_figures_path_idx\` ON \`pages_blocks_registry_figures\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_registry_figures_locale_idx\` ON \`pages_blocks_registry_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_report_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_report_prices\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_report_prices\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_report_prices\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_report_prices\` RENAME TO \`pages_blocks_report_prices\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_order_idx\` ON \`pages_blocks_report_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_parent_id_idx\` ON \`pages_blocks_report_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_path_idx\` ON \`pages_blocks_report_prices\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_locale_idx\` ON \`pages_blocks_report_prices\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_get_started_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_get_started\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_get_started_steps\`("_order", "_parent_id", "_locale", "id", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "title", "text" FROM \`pages_blocks_get_started_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_started_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_get_started_steps\` RENAME TO \`pages_blocks_get_started_steps\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_steps_order_idx\` ON \`pages_blocks_get_started_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_steps_parent_id_idx\` ON \`pages_blocks_get_started_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_steps_locale_idx\` ON \`pages_blocks_get_started_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_get_started_orbit_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_get_started\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_get_started_orbit_labels\`("_order", "_parent_id", "_locale", "id", "label") SELECT "_order", "_parent_id", "_locale", "id", "label" FROM \`pages_blocks_get_started_orbit_labels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_started_orbit_labels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_get_started_orbit_labels\` RENAME TO \`pages_blocks_get_started_orbit_labels\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_orbit_labels_order_idx\` ON \`pages_blocks_get_started_orbit_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_orbit_labels_parent_id_idx\` ON \`pages_blocks_get_started_orbit_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_orbit_labels_locale_idx\` ON \`pages_blocks_get_started_orbit_labels\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_get_started\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`orbit_center\` text NOT NULL,
  	\`orbit_caption\` text NOT NULL,
  	\`orbit_inner_markers\` numeric DEFAULT 40 NOT NULL,
  	\`orbit_outer_markers\` numeric DEFAULT 50 NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_get_started\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "button_text", "button_slot", "button_href", "orbit_center", "orbit_caption", "orbit_inner_markers", "orbit_outer_markers", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "button_text", "button_slot", "button_href", "orbit_center", "orbit_caption", "orbit_inner_markers", "orbit_outer_markers", "block_name" FROM \`pages_blocks_get_started\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_started\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_get_started\` RENAME TO \`pages_blocks_get_started\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_order_idx\` ON \`pages_blocks_get_started\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_parent_id_idx\` ON \`pages_blocks_get_started\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_path_idx\` ON \`pages_blocks_get_started\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_locale_idx\` ON \`pages_blocks_get_started\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_professional_profile_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_professional_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_professional_profile_items\`("_order", "_parent_id", "_locale", "id", "icon", "title", "text") SELECT "_order", "_parent_id", "_locale", "id", "icon", "title", "text" FROM \`pages_blocks_professional_profile_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_professional_profile_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_professional_profile_items\` RENAME TO \`pages_blocks_professional_profile_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_items_order_idx\` ON \`pages_blocks_professional_profile_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_items_parent_id_idx\` ON \`pages_blocks_professional_profile_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_items_locale_idx\` ON \`pages_blocks_professional_profile_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_professional_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`country\` text DEFAULT 'gb' NOT NULL,
  	\`button_text\` text,
  	\`button_slot\` text,
  	\`button_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_professional_profile\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "country", "button_text", "button_slot", "button_href", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "intro", "country", "button_text", "button_slot", "button_href", "block_name" FROM \`pages_blocks_professional_profile\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_professional_profile\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_professional_profile\` RENAME TO \`pages_blocks_professional_profile\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_order_idx\` ON \`pages_blocks_professional_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_parent_id_idx\` ON \`pages_blocks_professional_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_path_idx\` ON \`pages_blocks_professional_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_locale_idx\` ON \`pages_blocks_professional_profile\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`title_keywords\` text,
  	\`alternate_description\` text,
  	\`button_text\` text,
  	\`book_demo_title\` text,
  	\`book_demo_button\` text,
  	\`document_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "description", "title_keywords", "alternate_description", "button_text", "book_demo_title", "book_demo_button", "document_title", "meta_description", "id", "_locale", "_parent_id") SELECT "title", "description", "title_keywords", "alternate_description", "button_text", "book_demo_title", "book_demo_button", "document_title", "meta_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_parts\`("_order", "_parent_id", "_locale", "id", "title", "content") SELECT "_order", "_parent_id", "_locale", "id", "title", "content" FROM \`articles_parts\`;`)
  await db.run(sql`DROP TABLE \`articles_parts\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_parts\` RENAME TO \`articles_parts\`;`)
  await db.run(sql`CREATE INDEX \`articles_parts_order_idx\` ON \`articles_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_parts_parent_id_idx\` ON \`articles_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_parts_locale_idx\` ON \`articles_parts\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_touches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`button\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_touches\`("_order", "_parent_id", "_locale", "id", "label", "button", "link") SELECT "_order", "_parent_id", "_locale", "id", "label", "button", "link" FROM \`articles_touches\`;`)
  await db.run(sql`DROP TABLE \`articles_touches\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_touches\` RENAME TO \`articles_touches\`;`)
  await db.run(sql`CREATE INDEX \`articles_touches_order_idx\` ON \`articles_touches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_touches_parent_id_idx\` ON \`articles_touches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_touches_locale_idx\` ON \`articles_touches\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_locales\` (
  	\`title\` text NOT NULL,
  	\`meta_description\` text,
  	\`content\` text,
  	\`touch_title\` text,
  	\`sample_title\` text,
  	\`video_title\` text,
  	\`tags\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_locales\`("title", "meta_description", "content", "touch_title", "sample_title", "video_title", "tags", "id", "_locale", "_parent_id") SELECT "title", "meta_description", "content", "touch_title", "sample_title", "video_title", "tags", "id", "_locale", "_parent_id" FROM \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_locales\` RENAME TO \`articles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_academy_courses_lessons_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`lesson_captions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`academy_courses_lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_academy_courses_lessons_captions\`("_order", "_parent_id", "id", "language", "file_id") SELECT "_order", "_parent_id", "id", "language", "file_id" FROM \`academy_courses_lessons_captions\`;`)
  await db.run(sql`DROP TABLE \`academy_courses_lessons_captions\`;`)
  await db.run(sql`ALTER TABLE \`__new_academy_courses_lessons_captions\` RENAME TO \`academy_courses_lessons_captions\`;`)
  await db.run(sql`CREATE INDEX \`academy_courses_lessons_captions_order_idx\` ON \`academy_courses_lessons_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_lessons_captions_parent_id_idx\` ON \`academy_courses_lessons_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`academy_courses_lessons_captions_file_idx\` ON \`academy_courses_lessons_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_academy_courses_lessons_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`academy_courses_lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_academy_courses_lessons_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`academy_courses_lessons_locales\`;`)
  await db.run(sql`DROP TABLE \`academy_courses_lessons_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_academy_courses_lessons_locales\` RENAME TO \`academy_courses_lessons_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`academy_courses_lessons_locales_locale_parent_id_unique\` ON \`academy_courses_lessons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_academy_courses_locales\` (
  	\`name\` text NOT NULL,
  	\`course_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`academy_courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_academy_courses_locales\`("name", "course_description", "id", "_locale", "_parent_id") SELECT "name", "course_description", "id", "_locale", "_parent_id" FROM \`academy_courses_locales\`;`)
  await db.run(sql`DROP TABLE \`academy_courses_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_academy_courses_locales\` RENAME TO \`academy_courses_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`academy_courses_locales_locale_parent_id_unique\` ON \`academy_courses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_locales\` RENAME TO \`products_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_pricing_groups_features\` (
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
  await db.run(sql`INSERT INTO \`__new_pricing_plans_pricing_groups_features\`("_order", "_parent_id", "_locale", "id", "name", "value", "included") SELECT "_order", "_parent_id", "_locale", "id", "name", "value", "included" FROM \`pricing_plans_pricing_groups_features\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_pricing_groups_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_pricing_groups_features\` RENAME TO \`pricing_plans_pricing_groups_features\`;`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_features_order_idx\` ON \`pricing_plans_pricing_groups_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_features_parent_id_idx\` ON \`pricing_plans_pricing_groups_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_features_locale_idx\` ON \`pricing_plans_pricing_groups_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_pricing_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_plans_pricing_groups\`("_order", "_parent_id", "_locale", "id", "name") SELECT "_order", "_parent_id", "_locale", "id", "name" FROM \`pricing_plans_pricing_groups\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_pricing_groups\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_pricing_groups\` RENAME TO \`pricing_plans_pricing_groups\`;`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_order_idx\` ON \`pricing_plans_pricing_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_parent_id_idx\` ON \`pricing_plans_pricing_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_plans_pricing_groups_locale_idx\` ON \`pricing_plans_pricing_groups\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_plans_locales\` (
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
  await db.run(sql`INSERT INTO \`__new_pricing_plans_locales\`("name", "description", "button_label", "price_explanation", "allowance", "id", "_locale", "_parent_id") SELECT "name", "description", "button_label", "price_explanation", "allowance", "id", "_locale", "_parent_id" FROM \`pricing_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_plans_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_plans_locales\` RENAME TO \`pricing_plans_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_plans_locales_locale_parent_id_unique\` ON \`pricing_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
}
