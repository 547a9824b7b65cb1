import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles\` ADD \`country\` text;`)
  await db.run(sql`CREATE INDEX \`articles_country_idx\` ON \`articles\` (\`country\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`articles_country_idx\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`country\`;`)
}
