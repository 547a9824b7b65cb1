import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`register_link_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`entity_name\` text NOT NULL,
  	\`lei\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`entity_company\` numeric NOT NULL,
  	\`candidate_name\` text NOT NULL,
  	\`candidate_number\` text NOT NULL,
  	\`candidate_source\` text NOT NULL,
  	\`candidate_company\` numeric NOT NULL,
  	\`grade\` text NOT NULL,
  	\`probability\` numeric,
  	\`reason\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`register_link_reviews_status_idx\` ON \`register_link_reviews\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`register_link_reviews_lei_idx\` ON \`register_link_reviews\` (\`lei\`);`)
  await db.run(sql`CREATE INDEX \`register_link_reviews_entity_company_idx\` ON \`register_link_reviews\` (\`entity_company\`);`)
  await db.run(sql`CREATE INDEX \`register_link_reviews_updated_at_idx\` ON \`register_link_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`register_link_reviews_created_at_idx\` ON \`register_link_reviews\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`register_link_reviews_id\` integer REFERENCES register_link_reviews(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_register_link_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`register_link_reviews_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`register_link_reviews\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`api_keys_id\` integer,
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
  	FOREIGN KEY (\`api_keys_id\`) REFERENCES \`api_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "navigation_id", "pages_id", "page_variables_id", "articles_id", "authors_id", "faq_items_id", "web_technologies_id", "academy_faculties_id", "academy_courses_id", "lesson_captions_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "pricing_plans_id", "pricing_products_id", "presentations_id", "included_blocks_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "agents_id", "accounts_id", "account_sessions_id", "account_tokens_id", "agent_calls_id", "api_keys_id", "users_id") SELECT "id", "order", "parent_id", "path", "navigation_id", "pages_id", "page_variables_id", "articles_id", "authors_id", "faq_items_id", "web_technologies_id", "academy_faculties_id", "academy_courses_id", "lesson_captions_id", "customers_id", "testimonials_id", "vacancies_id", "career_categories_id", "career_benefits_id", "policies_id", "cookie_declarations_id", "products_id", "pricing_plans_id", "pricing_products_id", "presentations_id", "included_blocks_id", "translations_id", "media_id", "countries_id", "states_id", "price_lists_id", "orders_id", "leads_id", "trials_id", "questionnaire_answers_id", "applications_id", "outbox_id", "enrichment_sessions_id", "enrichment_files_id", "application_files_id", "agents_id", "accounts_id", "account_sessions_id", "account_tokens_id", "agent_calls_id", "api_keys_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_api_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`api_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
