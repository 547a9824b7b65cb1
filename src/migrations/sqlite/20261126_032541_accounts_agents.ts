import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`agents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`type\` text DEFAULT 'Free' NOT NULL,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`agents_name_idx\` ON \`agents\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`agents_slug_idx\` ON \`agents\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`agents_updated_at_idx\` ON \`agents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`agents_created_at_idx\` ON \`agents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`agents_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`agents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`agents_locales_locale_parent_id_unique\` ON \`agents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accounts_social_identities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`provider\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accounts_social_identities_order_idx\` ON \`accounts_social_identities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accounts_social_identities_parent_id_idx\` ON \`accounts_social_identities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_social_identities_subject_idx\` ON \`accounts_social_identities\` (\`subject\`);`)
  await db.run(sql`CREATE TABLE \`accounts\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_email_idx\` ON \`accounts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`accounts_updated_at_idx\` ON \`accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accounts_created_at_idx\` ON \`accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`account_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`revoked_at\` text,
  	\`last_used_at\` text,
  	\`refresh_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`account_sessions_account_idx\` ON \`account_sessions\` (\`account_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_sessions_refresh_hash_idx\` ON \`account_sessions\` (\`refresh_hash\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_updated_at_idx\` ON \`account_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`account_sessions_created_at_idx\` ON \`account_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`account_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`account_tokens_account_idx\` ON \`account_tokens\` (\`account_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_tokens_token_hash_idx\` ON \`account_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`account_tokens_updated_at_idx\` ON \`account_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`account_tokens_created_at_idx\` ON \`account_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`agent_calls\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`agent\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`company_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`agent_calls_updated_at_idx\` ON \`agent_calls\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`agent_calls_created_at_idx\` ON \`agent_calls\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`subject_createdAt_idx\` ON \`agent_calls\` (\`subject\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`agents_id\` integer REFERENCES agents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`accounts_id\` integer REFERENCES accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`account_sessions_id\` integer REFERENCES account_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`account_tokens_id\` integer REFERENCES account_tokens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`agent_calls_id\` integer REFERENCES agent_calls(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agents_id_idx\` ON \`payload_locked_documents_rels\` (\`agents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`account_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`account_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agent_calls_id_idx\` ON \`payload_locked_documents_rels\` (\`agent_calls_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`agents\`;`)
  await db.run(sql`DROP TABLE \`agents_locales\`;`)
  await db.run(sql`DROP TABLE \`accounts_social_identities\`;`)
  await db.run(sql`DROP TABLE \`accounts\`;`)
  await db.run(sql`DROP TABLE \`account_sessions\`;`)
  await db.run(sql`DROP TABLE \`account_tokens\`;`)
  await db.run(sql`DROP TABLE \`agent_calls\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "navigation_id", "pages_id", "articles_id", "authors_id", "faq_items_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "pricing_plans_id", "pricing_products_id", "presentations_id", "included_blocks_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "users_id") SELECT "id", "order", "parent_id", "path", "navigation_id", "pages_id", "articles_id", "authors_id", "faq_items_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "pricing_plans_id", "pricing_products_id", "presentations_id", "included_blocks_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
