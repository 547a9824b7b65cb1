/**
 * The `api_batches` migration's SQL, written once for both databases. A batch match of the company
 * data API (src/modules/data-api/batches.ts) is an enrichment session owned by an account: this
 * table ties the batch's public id to its session, its account, the basic profiles it reserved
 * and its webhook (the signing secret sealed, src/modules/outbox/sealed-message.ts). `settled_at`
 * is set once, in the transaction that gives back the reservation's unused part and queues the
 * webhook (an outbox row), so a batch is settled once however many nodes look.
 * Kept out of Payload's collections: customers' jobs, written by the API, never edited in /admin.
 */
export const API_BATCHES_UP: string[] = [
  `CREATE TABLE api_batches (
     id TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL,
     key_id INTEGER NOT NULL,
     session_key TEXT NOT NULL UNIQUE,
     name TEXT,
     records INTEGER NOT NULL,
     reserved INTEGER NOT NULL,
     reserved_period TEXT NOT NULL,
     webhook_url TEXT,
     webhook_secret TEXT,
     webhook_outbox_id INTEGER,
     created_at TEXT NOT NULL,
     settled_at TEXT,
     matched INTEGER
   )`,
  `CREATE INDEX api_batches_account_idx ON api_batches (account_id, created_at)`,
  `CREATE INDEX api_batches_unsettled_idx ON api_batches (settled_at)`,
]

export const API_BATCHES_DOWN: string[] = ['DROP TABLE IF EXISTS api_batches']
