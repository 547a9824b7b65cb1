import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: the rows of uploaded lists are hot data (up to 100,000 per file) outside Payload's
 * collections. Keyed by the session key; the status index drives the job's "next pending rows"
 * query and the counters recomputed after each batch.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(`CREATE TABLE enrichment_rows (
      session_key TEXT NOT NULL,
      row_index INTEGER NOT NULL,
      cells TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending',
      grade TEXT,
      company_id INTEGER,
      officer_id INTEGER,
      result TEXT,
      explain TEXT,
      error TEXT,
      PRIMARY KEY (session_key, row_index)
    )`),
  )
  await db.run(sql.raw(`CREATE INDEX enrichment_rows_status ON enrichment_rows (session_key, status, row_index)`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP TABLE IF EXISTS enrichment_rows'))
}
