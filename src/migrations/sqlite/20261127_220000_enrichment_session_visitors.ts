import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: who queued each list, for the matching queue's per-visitor cap and fair order
 * (src/modules/enrichment/jobs/queue.ts). A table of its own beside Payload's `enrichment_sessions`,
 * not a column in it: a table rebuild in a generated SQLite migration would drop a column Payload
 * does not know. `address_key` is a keyed hash of the client address (its /64 for IPv6), never the address.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE TABLE enrichment_session_visitors (session_key TEXT PRIMARY KEY NOT NULL, address_key TEXT NOT NULL)`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP TABLE IF EXISTS enrichment_session_visitors'))
}
