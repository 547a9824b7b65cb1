import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: keys for names written with character noise (issue 20).
 * - `name_compact`: the normalised name without spaces ("schumm plc" -> "schummplc"), generated
 *   and stored, with a (country, name_compact) btree for batched exact lookups.
 * - a pg_trgm GIN index over (country, name_compact) (btree_gin for the country) for typos that
 *   change whole words: `name_compact % $1` ordered by similarity with a limit.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    ALTER TABLE registry_companies ADD COLUMN name_compact TEXT GENERATED ALWAYS AS (replace(name_normalized, ' ', '')) STORED;
    CREATE INDEX registry_companies_country_compact ON registry_companies (country, name_compact);
    CREATE INDEX registry_companies_compact_trgm ON registry_companies USING GIN (country, name_compact gin_trgm_ops);
  `),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    DROP INDEX IF EXISTS registry_companies_compact_trgm;
    DROP INDEX IF EXISTS registry_companies_country_compact;
    ALTER TABLE registry_companies DROP COLUMN IF EXISTS name_compact;
  `),
  )
}
