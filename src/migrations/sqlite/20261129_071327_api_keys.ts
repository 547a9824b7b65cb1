import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`api_keys_scopes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`api_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`api_keys_scopes_order_idx\` ON \`api_keys_scopes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`api_keys_scopes_parent_idx\` ON \`api_keys_scopes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`api_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`prefix\` text NOT NULL,
  	\`last_used_at\` text,
  	\`revoked_at\` text,
  	\`key_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`api_keys_account_idx\` ON \`api_keys\` (\`account_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`api_keys_key_hash_idx\` ON \`api_keys\` (\`key_hash\`);`)
  await db.run(sql`CREATE INDEX \`api_keys_updated_at_idx\` ON \`api_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`api_keys_created_at_idx\` ON \`api_keys\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pricing_plans\` ADD \`api_allowance_basic_profiles\` numeric;`)
  await db.run(sql`ALTER TABLE \`pricing_plans\` ADD \`api_allowance_full_profiles\` numeric;`)
  await db.run(sql`ALTER TABLE \`pricing_plans\` ADD \`api_allowance_contact_lookups\` numeric;`)
  await db.run(sql`ALTER TABLE \`pricing_plans\` ADD \`api_allowance_requests_per_minute\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` ADD \`version_api_allowance_basic_profiles\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` ADD \`version_api_allowance_full_profiles\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` ADD \`version_api_allowance_contact_lookups\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` ADD \`version_api_allowance_requests_per_minute\` numeric;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`api_plan_id\` integer REFERENCES pricing_plans(id);`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`api_allowance_basic_profiles\` numeric;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`api_allowance_full_profiles\` numeric;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`api_allowance_contact_lookups\` numeric;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`api_allowance_requests_per_minute\` numeric;`)
  await db.run(sql`CREATE INDEX \`accounts_api_plan_idx\` ON \`accounts\` (\`api_plan_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`api_keys_id\` integer REFERENCES api_keys(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_api_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`api_keys_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`api_keys_scopes\`;`)
  await db.run(sql`DROP TABLE \`api_keys\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`phone\` text,
  	\`app\` text NOT NULL,
  	\`lang\` text,
  	\`email_verified_at\` text,
  	\`last_login_at\` text,
  	\`password_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_accounts\`("id", "status", "email", "first_name", "last_name", "phone", "app", "lang", "email_verified_at", "last_login_at", "password_hash", "updated_at", "created_at") SELECT "id", "status", "email", "first_name", "last_name", "phone", "app", "lang", "email_verified_at", "last_login_at", "password_hash", "updated_at", "created_at" FROM \`accounts\`;`)
  await db.run(sql`DROP TABLE \`accounts\`;`)
  await db.run(sql`ALTER TABLE \`__new_accounts\` RENAME TO \`accounts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_email_idx\` ON \`accounts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`accounts_updated_at_idx\` ON \`accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accounts_created_at_idx\` ON \`accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`navigation_id\` integer,
  	\`pages_id\` integer,
  	\`page_variables_id\` integer,
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
  	FOREIGN KEY (\`page_variables_id\`) REFERENCES \`page_variables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "navigation_id", "pages_id", "page_variables_id", "articles_id", "authors_id", "faq_items_id", "web_technologies_id", "academy_faculties_id", "academy_courses_id", "lesson_captions_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "pricing_plans_id", "pricing_products_id", "presentations_id", "included_blocks_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "agents_id", "accounts_id", "account_sessions_id", "account_tokens_id", "agent_calls_id", "users_id") SELECT "id", "order", "parent_id", "path", "navigation_id", "pages_id", "page_variables_id", "articles_id", "authors_id", "faq_items_id", "web_technologies_id", "academy_faculties_id", "academy_courses_id", "lesson_captions_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "pricing_plans_id", "pricing_products_id", "presentations_id", "included_blocks_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "agents_id", "accounts_id", "account_sessions_id", "account_tokens_id", "agent_calls_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_variables_id_idx\` ON \`payload_locked_documents_rels\` (\`page_variables_id\`);`)
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
  await db.run(sql`ALTER TABLE \`pricing_plans\` DROP COLUMN \`api_allowance_basic_profiles\`;`)
  await db.run(sql`ALTER TABLE \`pricing_plans\` DROP COLUMN \`api_allowance_full_profiles\`;`)
  await db.run(sql`ALTER TABLE \`pricing_plans\` DROP COLUMN \`api_allowance_contact_lookups\`;`)
  await db.run(sql`ALTER TABLE \`pricing_plans\` DROP COLUMN \`api_allowance_requests_per_minute\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` DROP COLUMN \`version_api_allowance_basic_profiles\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` DROP COLUMN \`version_api_allowance_full_profiles\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` DROP COLUMN \`version_api_allowance_contact_lookups\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_plans_v\` DROP COLUMN \`version_api_allowance_requests_per_minute\`;`)
}
