import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the company registry is hot data outside Payload's collections (millions of
 * rows). Name search uses a generated tsvector (GIN, together with the country through
 * btree_gin) and pg_trgm for prefix and similarity lookups.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE TABLE registry_companies (
      id BIGSERIAL PRIMARY KEY,
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
      is_active SMALLINT NOT NULL DEFAULT 0,
      legal_form TEXT,
      sic_code TEXT,
      sic_description TEXT,
      industry TEXT,
      year_established INTEGER,
      size_range TEXT,
      turnover BIGINT,
      website TEXT,
      website_domain TEXT,
      company_phone TEXT,
      company_email TEXT,
      linkedin_url TEXT,
      linkedin_slug TEXT,
      alexa_rank INTEGER,
      monthly_visits INTEGER,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      search_vector TSVECTOR GENERATED ALWAYS AS (to_tsvector('simple', name_normalized)) STORED
    );
    CREATE UNIQUE INDEX registry_companies_country_regno ON registry_companies (country, registration_number_normalized);
    CREATE INDEX registry_companies_country_name ON registry_companies (country, name_normalized text_pattern_ops);
    CREATE INDEX registry_companies_country_active_name ON registry_companies (country, is_active, name_normalized text_pattern_ops);
    CREATE INDEX registry_companies_country_state_city ON registry_companies (country, state, city);
    CREATE INDEX registry_companies_vat ON registry_companies (vat_normalized) WHERE vat_normalized IS NOT NULL;
    CREATE INDEX registry_companies_domain ON registry_companies (website_domain) WHERE website_domain IS NOT NULL;
    CREATE INDEX registry_companies_linkedin ON registry_companies (linkedin_slug) WHERE linkedin_slug IS NOT NULL;
    CREATE INDEX registry_companies_search ON registry_companies USING GIN (country, search_vector);
    CREATE INDEX registry_companies_name_trgm ON registry_companies USING GIN (name_normalized gin_trgm_ops);
    CREATE TABLE registry_officers (
      id BIGSERIAL PRIMARY KEY,
      company_id BIGINT NOT NULL REFERENCES registry_companies (id) ON DELETE CASCADE,
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
    );
    CREATE INDEX registry_officers_company ON registry_officers (company_id);
    CREATE INDEX registry_officers_email ON registry_officers (contact_email) WHERE contact_email IS NOT NULL;
    CREATE INDEX registry_officers_linkedin ON registry_officers (linkedin_slug) WHERE linkedin_slug IS NOT NULL;
  `))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`
    DROP TABLE IF EXISTS registry_officers;
    DROP TABLE IF EXISTS registry_companies;
  `))
}
