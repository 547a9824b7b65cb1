import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_report_prices\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_order_idx\` ON \`pages_blocks_report_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_parent_id_idx\` ON \`pages_blocks_report_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_path_idx\` ON \`pages_blocks_report_prices\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_report_prices_locale_idx\` ON \`pages_blocks_report_prices\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_report_prices\`;`)
}
