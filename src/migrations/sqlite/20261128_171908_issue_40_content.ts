import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_get_started_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_get_started\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_steps_order_idx\` ON \`pages_blocks_get_started_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_steps_parent_id_idx\` ON \`pages_blocks_get_started_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_steps_locale_idx\` ON \`pages_blocks_get_started_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_get_started_orbit_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_get_started\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_orbit_labels_order_idx\` ON \`pages_blocks_get_started_orbit_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_orbit_labels_parent_id_idx\` ON \`pages_blocks_get_started_orbit_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_orbit_labels_locale_idx\` ON \`pages_blocks_get_started_orbit_labels\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_get_started\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_order_idx\` ON \`pages_blocks_get_started\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_parent_id_idx\` ON \`pages_blocks_get_started\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_path_idx\` ON \`pages_blocks_get_started\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_started_locale_idx\` ON \`pages_blocks_get_started\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_professional_profile_items\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_items_order_idx\` ON \`pages_blocks_professional_profile_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_items_parent_id_idx\` ON \`pages_blocks_professional_profile_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_items_locale_idx\` ON \`pages_blocks_professional_profile_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_professional_profile\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_order_idx\` ON \`pages_blocks_professional_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_parent_id_idx\` ON \`pages_blocks_professional_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_path_idx\` ON \`pages_blocks_professional_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_professional_profile_locale_idx\` ON \`pages_blocks_professional_profile\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`enrichment_free_lists_per_month\` numeric DEFAULT 25 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_companies\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_countries\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_directors\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_sectors\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_customers\` numeric DEFAULT 10000 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_sources\` numeric DEFAULT 500 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_get_started_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_started_orbit_labels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_started\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_professional_profile_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_professional_profile\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`enrichment_free_lists_per_month\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_companies\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_countries\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_directors\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_sectors\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_customers\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_sources\`;`)
}
