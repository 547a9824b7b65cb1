import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`account_sessions\` ADD \`previous_refresh_hash\` text;`)
  await db.run(sql`CREATE INDEX \`account_sessions_previous_refresh_hash_idx\` ON \`account_sessions\` (\`previous_refresh_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`account_sessions_previous_refresh_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`account_sessions\` DROP COLUMN \`previous_refresh_hash\`;`)
}
