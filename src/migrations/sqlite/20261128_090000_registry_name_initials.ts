import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { backfillNameInitials } from '../../modules/registry/store/initials-backfill'

/**
 * Hand-written: initials keys of registry names (issue 38), so a row written as an initialism
 * ("IBM", "PDVSA") finds the long name in one batched index lookup. Computed in the application
 * (prepareCompany), not generated: the key skips connector words of several languages.
 * Partial indexes: names of one word have no key.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`ALTER TABLE registry_companies ADD COLUMN name_initials TEXT`))
  await db.run(sql.raw(`ALTER TABLE registry_companies ADD COLUMN name_initials_full TEXT`))
  await backfillNameInitials({
    read: async (afterId, limit) =>
      (await db.all(sql`SELECT id, name_normalized FROM registry_companies WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`)) as { id: number; name_normalized: string }[],
    async write(rows) {
      const values = sql.join(
        rows.map((row) => sql`(${row.id}, ${row.initials}, ${row.full})`),
        sql`, `,
      )
      await db.run(sql`UPDATE registry_companies AS c SET name_initials = v.column2, name_initials_full = v.column3 FROM (VALUES ${values}) AS v WHERE c.id = v.column1`)
    },
  })
  await db.run(sql.raw(`CREATE INDEX registry_companies_country_initials ON registry_companies (country, name_initials) WHERE name_initials IS NOT NULL`))
  await db.run(sql.raw(`CREATE INDEX registry_companies_country_initials_full ON registry_companies (country, name_initials_full) WHERE name_initials_full IS NOT NULL`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS registry_companies_country_initials_full',
    'DROP INDEX IF EXISTS registry_companies_country_initials',
    'ALTER TABLE registry_companies DROP COLUMN name_initials_full',
    'ALTER TABLE registry_companies DROP COLUMN name_initials',
  ]) {
    await db.run(sql.raw(statement))
  }
}
