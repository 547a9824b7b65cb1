/**
 * The `registry_sources` migration's SQL, written once for both databases. What the register
 * importers (src/modules/registry/sources) need besides the companies themselves:
 *
 * - on each company: its LEI, the source that owns its core facts (name, address, status, legal
 *   form, industry), that source's record id and file date, and the date of the first full file it
 *   was missing from (`left_register_on`: never deleted, only marked);
 * - `registry_company_sources`: every source record that describes a company (a Companies House
 *   company and the GLEIF entity of the same company are two rows of one company), with a hash of
 *   the facts read from it, so the same file twice changes nothing;
 * - `registry_former_names`: former and other names (Companies House `PreviousName_*`, GLEIF other
 *   entity names) that search and matching also find;
 * - `registry_relationships`: GLEIF level 2, by LEI at both ends (a parent may be loaded later, or
 *   never: it is then shown by its LEI);
 * - `registry_import_runs` and `registry_import_seen`: one row per import of a file (its checkpoint,
 *   committed with every batch, is what lets `kill -9` resume) and the record ids it has read (what a
 *   full file no longer holds is what left the register), and for SIRENE the head offices' addresses
 *   from the establishments file, staged while the legal units are read.
 */
export function registrySourcesUp(kind: 'sqlite' | 'postgres'): string[] {
  const key = kind === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT'
  return [
    `ALTER TABLE registry_companies ADD COLUMN lei TEXT`,
    `ALTER TABLE registry_companies ADD COLUMN source TEXT`,
    `ALTER TABLE registry_companies ADD COLUMN source_record_id TEXT`,
    `ALTER TABLE registry_companies ADD COLUMN source_date TEXT`,
    `ALTER TABLE registry_companies ADD COLUMN left_register_on TEXT`,
    `CREATE INDEX registry_companies_lei ON registry_companies (lei) WHERE lei IS NOT NULL`,
    `CREATE TABLE registry_company_sources (
       source TEXT NOT NULL,
       record_id TEXT NOT NULL,
       company_id BIGINT NOT NULL,
       file_date TEXT NOT NULL,
       content_hash TEXT NOT NULL,
       in_register SMALLINT NOT NULL DEFAULT 1,
       PRIMARY KEY (source, record_id)
     )`,
    `CREATE INDEX registry_company_sources_company ON registry_company_sources (company_id)`,
    `CREATE TABLE registry_former_names (
       id ${key},
       company_id BIGINT NOT NULL,
       country TEXT NOT NULL,
       source TEXT NOT NULL,
       kind TEXT NOT NULL,
       name TEXT NOT NULL,
       name_normalized TEXT NOT NULL,
       until TEXT
     )`,
    `CREATE INDEX registry_former_names_company ON registry_former_names (company_id)`,
    // text_pattern_ops: PostgreSQL uses the index for a name prefix (LIKE 'abc%') whatever the database's collation.
    `CREATE INDEX registry_former_names_name ON registry_former_names (country, name_normalized${kind === 'postgres' ? ' text_pattern_ops' : ''})`,
    `CREATE TABLE registry_relationships (
       child_lei TEXT NOT NULL,
       parent_lei TEXT NOT NULL,
       kind TEXT NOT NULL,
       status TEXT NOT NULL,
       start_date TEXT,
       end_date TEXT,
       file_date TEXT NOT NULL,
       content_hash TEXT NOT NULL,
       in_register SMALLINT NOT NULL DEFAULT 1,
       PRIMARY KEY (child_lei, parent_lei, kind)
     )`,
    `CREATE INDEX registry_relationships_parent ON registry_relationships (parent_lei)`,
    `CREATE TABLE registry_import_runs (
       id ${key},
       source TEXT NOT NULL,
       fingerprint TEXT NOT NULL,
       file_names TEXT NOT NULL,
       file_date TEXT NOT NULL,
       full_file SMALLINT NOT NULL,
       started_at TEXT NOT NULL,
       finished_at TEXT,
       records_done BIGINT NOT NULL DEFAULT 0,
       counts TEXT NOT NULL,
       in_register BIGINT
     )`,
    `CREATE INDEX registry_import_runs_source ON registry_import_runs (source, fingerprint)`,
    `CREATE TABLE registry_import_seen (run_id BIGINT NOT NULL, record_id TEXT NOT NULL, PRIMARY KEY (run_id, record_id))`,
    `CREATE TABLE registry_import_addresses (
       run_id BIGINT NOT NULL,
       record_id TEXT NOT NULL,
       street TEXT,
       city TEXT,
       postcode TEXT,
       PRIMARY KEY (run_id, record_id)
     )`,
  ]
}

export const REGISTRY_SOURCES_DOWN: string[] = [
  'DROP TABLE IF EXISTS registry_import_addresses',
  'DROP TABLE IF EXISTS registry_import_seen',
  'DROP TABLE IF EXISTS registry_import_runs',
  'DROP TABLE IF EXISTS registry_relationships',
  'DROP TABLE IF EXISTS registry_former_names',
  'DROP TABLE IF EXISTS registry_company_sources',
  'DROP INDEX IF EXISTS registry_companies_lei',
  'ALTER TABLE registry_companies DROP COLUMN left_register_on',
  'ALTER TABLE registry_companies DROP COLUMN source_date',
  'ALTER TABLE registry_companies DROP COLUMN source_record_id',
  'ALTER TABLE registry_companies DROP COLUMN source',
  'ALTER TABLE registry_companies DROP COLUMN lei',
]
