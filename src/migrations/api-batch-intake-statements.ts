/**
 * The `api_batch_intake` migration's SQL, the same on both databases: a batch's body is stored as
 * sent and read by a worker (src/modules/data-api/batch-intake.ts), so `api_batches` learns where
 * a batch is in that intake and what the worker found.
 *
 * - `intake`: `stored` (the body on disk, waiting for a worker), `reserved` (read and checked, its
 *   basic profiles taken, its record list being made), `listed` (a record list: every batch made
 *   before this migration), `rejected` (bad records) or `refused` (the month or the queue could
 *   not take it). The session key is chosen when the batch is stored, so `session_key` keeps its
 *   NOT NULL: the worker makes the list under it.
 * - `body_file`, `body_format`, `body_bytes`: the stored body (a name in the batch bodies folder).
 * - `intake_owner`, `intake_expires_at` (ms), `intake_attempts`: the worker's claim, a compare-and-
 *   set lease as the enrichment job's; a claim whose worker died is taken again once it expires.
 * - `problems`: what a rejected or refused batch answers (JSON: detail, invalid records, fields).
 * - `reserved_at`: when the basic profiles were taken, so the give-back returns them to that month.
 */
export const API_BATCH_INTAKE_UP: string[] = [
  `ALTER TABLE api_batches ADD COLUMN intake TEXT NOT NULL DEFAULT 'listed'`,
  `ALTER TABLE api_batches ADD COLUMN body_file TEXT`,
  `ALTER TABLE api_batches ADD COLUMN body_format TEXT`,
  `ALTER TABLE api_batches ADD COLUMN body_bytes BIGINT`,
  `ALTER TABLE api_batches ADD COLUMN intake_owner TEXT`,
  `ALTER TABLE api_batches ADD COLUMN intake_expires_at BIGINT`,
  `ALTER TABLE api_batches ADD COLUMN intake_attempts INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE api_batches ADD COLUMN problems TEXT`,
  `ALTER TABLE api_batches ADD COLUMN reserved_at TEXT`,
  `CREATE INDEX api_batches_intake_idx ON api_batches (intake, created_at)`,
]

export const API_BATCH_INTAKE_DOWN: string[] = [
  'DROP INDEX IF EXISTS api_batches_intake_idx',
  ...['reserved_at', 'problems', 'intake_attempts', 'intake_expires_at', 'intake_owner', 'body_bytes', 'body_format', 'body_file', 'intake'].map(
    (column) => `ALTER TABLE api_batches DROP COLUMN ${column}`,
  ),
]
