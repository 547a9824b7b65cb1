import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: keys for names written with character noise (issue 20).
 * - `name_compact`: the normalised name without spaces ("schumm plc" -> "schummplc"), a virtual
 *   generated column with a (country, name_compact) index, so "SchummPLC", "Schumm-PLC" and
 *   "Sch umm PLC" meet "Schumm PLC" in one batched index lookup.
 * - `registry_names_trigram`: an FTS5 trigram index over that key (contentless: the text lives in
 *   the table; rowid is the company id), for typos that change whole words. Triggers keep it in step.
 */
const STATEMENTS = [
  `ALTER TABLE registry_companies ADD COLUMN name_compact TEXT GENERATED ALWAYS AS (replace(name_normalized, ' ', '')) VIRTUAL`,
  `CREATE INDEX registry_companies_country_compact ON registry_companies (country, name_compact)`,
  `CREATE VIRTUAL TABLE registry_names_trigram USING fts5(name_compact, tokenize='trigram', content='', contentless_delete=1)`,
  `INSERT INTO registry_names_trigram (rowid, name_compact) SELECT id, replace(name_normalized, ' ', '') FROM registry_companies`,
  `CREATE TRIGGER registry_names_trigram_insert AFTER INSERT ON registry_companies BEGIN
    INSERT INTO registry_names_trigram (rowid, name_compact) VALUES (new.id, replace(new.name_normalized, ' ', ''));
  END`,
  `CREATE TRIGGER registry_names_trigram_delete AFTER DELETE ON registry_companies BEGIN
    DELETE FROM registry_names_trigram WHERE rowid = old.id;
  END`,
  `CREATE TRIGGER registry_names_trigram_update AFTER UPDATE OF name_normalized ON registry_companies BEGIN
    DELETE FROM registry_names_trigram WHERE rowid = old.id;
    INSERT INTO registry_names_trigram (rowid, name_compact) VALUES (new.id, replace(new.name_normalized, ' ', ''));
  END`,
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of STATEMENTS) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS registry_names_trigram_update',
    'DROP TRIGGER IF EXISTS registry_names_trigram_delete',
    'DROP TRIGGER IF EXISTS registry_names_trigram_insert',
    'DROP TABLE IF EXISTS registry_names_trigram',
    'DROP INDEX IF EXISTS registry_companies_country_compact',
    'ALTER TABLE registry_companies DROP COLUMN name_compact',
  ]) {
    await db.run(sql.raw(statement))
  }
}
