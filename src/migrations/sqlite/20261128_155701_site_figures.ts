import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_companies\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_countries\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_directors\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_sectors\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_customers\` numeric DEFAULT 10000 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`figures_sources\` numeric DEFAULT 500 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_companies\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_countries\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_directors\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_sectors\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_customers\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`figures_sources\`;`)
}
