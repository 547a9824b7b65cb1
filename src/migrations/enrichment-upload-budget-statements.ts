/**
 * The `enrichment_upload_budget` migration's SQL, written once for both databases: the bytes each
 * upload of the list enrichment tool stored, by the uploader's address mark (a keyed hash, never the
 * address), so unclaimed uploads (never set up; kept 24 hours) have a budget per address and in all
 * (src/modules/enrichment/upload-budget.ts). A row's key is the session key of its upload.
 * Kept out of Payload's collections: written on every upload, never edited.
 */
export const ENRICHMENT_UPLOAD_BUDGET_UP: string[] = [
  `CREATE TABLE enrichment_upload_budget (session_key TEXT PRIMARY KEY, address_key TEXT NOT NULL, bytes BIGINT NOT NULL, created_at TEXT NOT NULL)`,
  `CREATE INDEX enrichment_upload_budget_address_idx ON enrichment_upload_budget (address_key, created_at)`,
  `CREATE INDEX enrichment_upload_budget_created_idx ON enrichment_upload_budget (created_at)`,
]

export const ENRICHMENT_UPLOAD_BUDGET_DOWN: string[] = ['DROP TABLE IF EXISTS enrichment_upload_budget']
