import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { backfillNameInitials } from '../../modules/registry/store/initials-backfill'

/**
 * Hand-written: initials keys of registry names (issue 38), so a row written as an initialism
 * ("IBM", "PDVSA") finds the long name in one batched index lookup. Computed in the application
 * (prepareCompany), not generated: the key skips connector words of several languages.
 * Partial indexes: names of one word have no key.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE registry_companies ADD COLUMN name_initials TEXT, ADD COLUMN name_initials_full TEXT`))
  await backfillNameInitials({
    read: async (afterId, limit) =>
      (await db.execute(sql`SELECT id, name_normalized FROM registry_companies WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`)).rows as { id: number; name_normalized: string }[],
    async write(rows) {
      const values = sql.join(
        rows.map((row) => sql`(${row.id}::bigint, ${row.initials}::text, ${row.full}::text)`),
        sql`, `,
      )
      await db.execute(sql`UPDATE registry_companies AS c SET name_initials = v.initials, name_initials_full = v.whole FROM (VALUES ${values}) AS v (id, initials, whole) WHERE c.id = v.id`)
    },
  })
  await db.execute(
    sql.raw(`
    CREATE INDEX registry_companies_country_initials ON registry_companies (country, name_initials text_pattern_ops) WHERE name_initials IS NOT NULL;
    CREATE INDEX registry_companies_country_initials_full ON registry_companies (country, name_initials_full text_pattern_ops) WHERE name_initials_full IS NOT NULL;
  `),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    DROP INDEX IF EXISTS registry_companies_country_initials_full;
    DROP INDEX IF EXISTS registry_companies_country_initials;
    ALTER TABLE registry_companies DROP COLUMN IF EXISTS name_initials_full, DROP COLUMN IF EXISTS name_initials;
  `),
  )
}
