import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: the company registry is hot data outside Payload's collections (millions of
 * rows), with an FTS5 index on the normalised name. The index uses the table as external content
 * and triggers keep it in step with inserts, upserts and deletes.
 */
const STATEMENTS = [
  `CREATE TABLE registry_companies (
    id INTEGER PRIMARY KEY,
    country TEXT NOT NULL,
    state TEXT,
    city TEXT,
    street TEXT,
    postcode TEXT,
    name TEXT NOT NULL,
    name_normalized TEXT NOT NULL,
    registration_number TEXT NOT NULL,
    registration_number_normalized TEXT NOT NULL,
    vat TEXT,
    vat_normalized TEXT,
    status TEXT,
    is_active INTEGER NOT NULL DEFAULT 0,
    legal_form TEXT,
    sic_code TEXT,
    sic_description TEXT,
    industry TEXT,
    year_established INTEGER,
    size_range TEXT,
    turnover INTEGER,
    website TEXT,
    website_domain TEXT,
    company_phone TEXT,
    company_email TEXT,
    linkedin_url TEXT,
    linkedin_slug TEXT,
    alexa_rank INTEGER,
    monthly_visits INTEGER,
    updated_at TEXT NOT NULL
  )`,
  `CREATE UNIQUE INDEX registry_companies_country_regno ON registry_companies (country, registration_number_normalized)`,
  `CREATE INDEX registry_companies_country_name ON registry_companies (country, name_normalized)`,
  // Prefix search walks active companies, then the others, in name order without sorting.
  `CREATE INDEX registry_companies_country_active_name ON registry_companies (country, is_active, name_normalized)`,
  `CREATE INDEX registry_companies_country_state_city ON registry_companies (country, state, city)`,
  `CREATE INDEX registry_companies_vat ON registry_companies (vat_normalized) WHERE vat_normalized IS NOT NULL`,
  `CREATE INDEX registry_companies_domain ON registry_companies (website_domain) WHERE website_domain IS NOT NULL`,
  `CREATE INDEX registry_companies_linkedin ON registry_companies (linkedin_slug) WHERE linkedin_slug IS NOT NULL`,
  `CREATE TABLE registry_officers (
    id INTEGER PRIMARY KEY,
    company_id INTEGER NOT NULL REFERENCES registry_companies (id) ON DELETE CASCADE,
    full_name TEXT NOT NULL,
    first_name TEXT,
    last_name TEXT,
    job_function TEXT,
    department TEXT,
    seniority_level TEXT,
    contact_email TEXT,
    contact_phone TEXT,
    linkedin_url TEXT,
    linkedin_slug TEXT
  )`,
  `CREATE INDEX registry_officers_company ON registry_officers (company_id)`,
  `CREATE INDEX registry_officers_email ON registry_officers (contact_email) WHERE contact_email IS NOT NULL`,
  `CREATE INDEX registry_officers_linkedin ON registry_officers (linkedin_slug) WHERE linkedin_slug IS NOT NULL`,
  `CREATE VIRTUAL TABLE registry_companies_fts USING fts5(
    country, name_normalized,
    content='registry_companies', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='2 3'
  )`,
  `CREATE TRIGGER registry_companies_fts_insert AFTER INSERT ON registry_companies BEGIN
    INSERT INTO registry_companies_fts (rowid, country, name_normalized) VALUES (new.id, new.country, new.name_normalized);
  END`,
  `CREATE TRIGGER registry_companies_fts_delete AFTER DELETE ON registry_companies BEGIN
    INSERT INTO registry_companies_fts (registry_companies_fts, rowid, country, name_normalized)
      VALUES ('delete', old.id, old.country, old.name_normalized);
  END`,
  `CREATE TRIGGER registry_companies_fts_update AFTER UPDATE OF country, name_normalized ON registry_companies BEGIN
    INSERT INTO registry_companies_fts (registry_companies_fts, rowid, country, name_normalized)
      VALUES ('delete', old.id, old.country, old.name_normalized);
    INSERT INTO registry_companies_fts (rowid, country, name_normalized) VALUES (new.id, new.country, new.name_normalized);
  END`,
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of STATEMENTS) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS registry_companies_fts_update',
    'DROP TRIGGER IF EXISTS registry_companies_fts_delete',
    'DROP TRIGGER IF EXISTS registry_companies_fts_insert',
    'DROP TABLE IF EXISTS registry_companies_fts',
    'DROP TABLE IF EXISTS registry_officers',
    'DROP TABLE IF EXISTS registry_companies',
  ]) {
    await db.run(sql.raw(statement))
  }
}
