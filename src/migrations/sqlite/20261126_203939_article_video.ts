import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles\` ADD \`video_url\` text;`)
  await db.run(sql`ALTER TABLE \`articles_locales\` ADD \`video_title\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`video_url\`;`)
  await db.run(sql`ALTER TABLE \`articles_locales\` DROP COLUMN \`video_title\`;`)
}
