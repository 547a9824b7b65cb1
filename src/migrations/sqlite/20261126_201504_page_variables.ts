import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_variables_variables\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_variables_order_idx\` ON \`page_variables_variables\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_variables_parent_id_idx\` ON \`page_variables_variables\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_variables_locales\` (
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_variables_variables_locales_locale_parent_id_unique\` ON \`page_variables_variables_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_hero\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_hero_order_idx\` ON \`page_variables_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_hero_parent_id_idx\` ON \`page_variables_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_hero_path_idx\` ON \`page_variables_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_hero_locale_idx\` ON \`page_variables_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_hero_image_idx\` ON \`page_variables_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_content_order_idx\` ON \`page_variables_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_content_parent_id_idx\` ON \`page_variables_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_content_path_idx\` ON \`page_variables_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_content_locale_idx\` ON \`page_variables_blocks_content\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_feature_grid_items_order_idx\` ON \`page_variables_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_feature_grid_items_parent_id_idx\` ON \`page_variables_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_feature_grid_items_locale_idx\` ON \`page_variables_blocks_feature_grid_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_feature_grid_order_idx\` ON \`page_variables_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_feature_grid_parent_id_idx\` ON \`page_variables_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_feature_grid_path_idx\` ON \`page_variables_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_feature_grid_locale_idx\` ON \`page_variables_blocks_feature_grid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_stats_items_order_idx\` ON \`page_variables_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_stats_items_parent_id_idx\` ON \`page_variables_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_stats_items_locale_idx\` ON \`page_variables_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_stats_order_idx\` ON \`page_variables_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_stats_parent_id_idx\` ON \`page_variables_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_stats_path_idx\` ON \`page_variables_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_stats_locale_idx\` ON \`page_variables_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_call_to_action\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_call_to_action_order_idx\` ON \`page_variables_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_call_to_action_parent_id_idx\` ON \`page_variables_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_call_to_action_path_idx\` ON \`page_variables_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_call_to_action_locale_idx\` ON \`page_variables_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_customer_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_customer_logos_order_idx\` ON \`page_variables_blocks_customer_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_customer_logos_parent_id_idx\` ON \`page_variables_blocks_customer_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_customer_logos_path_idx\` ON \`page_variables_blocks_customer_logos\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_customer_logos_locale_idx\` ON \`page_variables_blocks_customer_logos\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_testimonials_order_idx\` ON \`page_variables_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_testimonials_parent_id_idx\` ON \`page_variables_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_testimonials_path_idx\` ON \`page_variables_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_testimonials_locale_idx\` ON \`page_variables_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`video_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_video_order_idx\` ON \`page_variables_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_video_parent_id_idx\` ON \`page_variables_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_video_path_idx\` ON \`page_variables_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_video_locale_idx\` ON \`page_variables_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`source\` text DEFAULT 'page_items' NOT NULL,
  	\`variant\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_faq_order_idx\` ON \`page_variables_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_faq_parent_id_idx\` ON \`page_variables_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_faq_path_idx\` ON \`page_variables_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_faq_locale_idx\` ON \`page_variables_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_latest_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`kind\` text DEFAULT 'blog' NOT NULL,
  	\`count\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_latest_articles_order_idx\` ON \`page_variables_blocks_latest_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_latest_articles_parent_id_idx\` ON \`page_variables_blocks_latest_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_latest_articles_path_idx\` ON \`page_variables_blocks_latest_articles\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_latest_articles_locale_idx\` ON \`page_variables_blocks_latest_articles\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_reviews_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`quote\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables_blocks_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_reviews_items_order_idx\` ON \`page_variables_blocks_reviews_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_reviews_items_parent_id_idx\` ON \`page_variables_blocks_reviews_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_reviews_items_locale_idx\` ON \`page_variables_blocks_reviews_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables_blocks_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_reviews_order_idx\` ON \`page_variables_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_reviews_parent_id_idx\` ON \`page_variables_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_reviews_path_idx\` ON \`page_variables_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_blocks_reviews_locale_idx\` ON \`page_variables_blocks_reviews\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`page_variables\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`template\` text NOT NULL,
  	\`suffix\` text DEFAULT '',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_variables_name_idx\` ON \`page_variables\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_updated_at_idx\` ON \`page_variables\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_variables_created_at_idx\` ON \`page_variables\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` ADD \`source\` text DEFAULT 'page_items' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_variables_id\` integer REFERENCES page_variables(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_variables_id_idx\` ON \`payload_locked_documents_rels\` (\`page_variables_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_variables_variables\`;`)
  await db.run(sql`DROP TABLE \`page_variables_variables_locales\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_customer_logos\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_latest_articles\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_reviews_items\`;`)
  await db.run(sql`DROP TABLE \`page_variables_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`page_variables\`;`)
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
  	\`web_technologies_id\` integer,
  	\`academy_faculties_id\` integer,
  	\`academy_courses_id\` integer,
  	\`lesson_captions_id\` integer,
  	\`customers_id\` integer,
  	\`testimonials_id\` integer,
  	\`vacancies_id\` integer,
  	\`career_categories_id\` integer,
  	\`career_benefits_id\` integer,
  	\`policies_id\` integer,
  	\`cookie_declarations_id\` integer,
  	\`products_id\` integer,
  	\`pricing_plans_id\` integer,
  	\`pricing_products_id\` integer,
  	\`presentations_id\` integer,
  	\`included_blocks_id\` integer,
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
  	\`agents_id\` integer,
  	\`accounts_id\` integer,
  	\`account_sessions_id\` integer,
  	\`account_tokens_id\` integer,
  	\`agent_calls_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_items_id\`) REFERENCES \`faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`web_technologies_id\`) REFERENCES \`web_technologies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academy_faculties_id\`) REFERENCES \`academy_faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`academy_courses_id\`) REFERENCES \`academy_courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lesson_captions_id\`) REFERENCES \`lesson_captions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_categories_id\`) REFERENCES \`career_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`career_benefits_id\`) REFERENCES \`career_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policies_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cookie_declarations_id\`) REFERENCES \`cookie_declarations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pricing_plans_id\`) REFERENCES \`pricing_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pricing_products_id\`) REFERENCES \`pricing_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`presentations_id\`) REFERENCES \`presentations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`included_blocks_id\`) REFERENCES \`included_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`agents_id\`) REFERENCES \`agents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_sessions_id\`) REFERENCES \`account_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_tokens_id\`) REFERENCES \`account_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`agent_calls_id\`) REFERENCES \`agent_calls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "navigation_id", "pages_id", "articles_id", "authors_id", "faq_items_id", "web_technologies_id", "academy_faculties_id", "academy_courses_id", "lesson_captions_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "pricing_plans_id", "pricing_products_id", "presentations_id", "included_blocks_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "agents_id", "accounts_id", "account_sessions_id", "account_tokens_id", "agent_calls_id", "users_id") SELECT "id", "order", "parent_id", "path", "navigation_id", "pages_id", "articles_id", "authors_id", "faq_items_id", "web_technologies_id", "academy_faculties_id", "academy_courses_id", "lesson_captions_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "pricing_plans_id", "pricing_products_id", "presentations_id", "included_blocks_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "agents_id", "accounts_id", "account_sessions_id", "account_tokens_id", "agent_calls_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_technologies_id_idx\` ON \`payload_locked_documents_rels\` (\`web_technologies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academy_faculties_id_idx\` ON \`payload_locked_documents_rels\` (\`academy_faculties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_academy_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`academy_courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_captions_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_captions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancies_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`career_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_career_benefits_id_idx\` ON \`payload_locked_documents_rels\` (\`career_benefits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cookie_declarations_id_idx\` ON \`payload_locked_documents_rels\` (\`cookie_declarations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pricing_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`pricing_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pricing_products_id_idx\` ON \`payload_locked_documents_rels\` (\`pricing_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_presentations_id_idx\` ON \`payload_locked_documents_rels\` (\`presentations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_included_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`included_blocks_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agents_id_idx\` ON \`payload_locked_documents_rels\` (\`agents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`account_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`account_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agent_calls_id_idx\` ON \`payload_locked_documents_rels\` (\`agent_calls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` DROP COLUMN \`source\`;`)
}
