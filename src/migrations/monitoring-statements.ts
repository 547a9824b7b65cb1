/**
 * The `monitoring` migration's SQL, written once for both databases (only the auto-numbered key
 * differs). The registry's change feed (`registry_changes`, written by every import batch in its
 * own transaction: src/modules/registry/store/change-feed.ts) and the data API's watches on it
 * (src/modules/data-api/monitoring.ts): a watch per account and company with its webhook (the
 * signing secret sealed), the change events sent to each watch (one row per watch and change, which
 * is also what keeps a change from being sent twice), and the dispatcher's bookmark in the feed.
 * Kept out of Payload's collections: written by imports and the API, never edited in /admin.
 */
export function monitoringUp(kind: 'sqlite' | 'postgres'): string[] {
  const key = kind === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT'
  return [
    `CREATE TABLE registry_changes (id ${key}, company_id BIGINT NOT NULL, changed_at TEXT NOT NULL, changes TEXT NOT NULL)`,
    `CREATE INDEX registry_changes_company_idx ON registry_changes (company_id, id)`,
    `CREATE TABLE api_watches (
       id ${key},
       account_id INTEGER NOT NULL,
       company_id BIGINT NOT NULL,
       webhook_url TEXT NOT NULL,
       webhook_secret TEXT NOT NULL,
       after_change_id BIGINT NOT NULL,
       created_at TEXT NOT NULL,
       UNIQUE (account_id, company_id)
     )`,
    `CREATE INDEX api_watches_company_idx ON api_watches (company_id)`,
    `CREATE TABLE api_watch_events (
       watch_id BIGINT NOT NULL,
       change_id BIGINT NOT NULL,
       outbox_id INTEGER,
       PRIMARY KEY (watch_id, change_id)
     )`,
    `CREATE TABLE api_monitoring_cursor (name TEXT PRIMARY KEY, last_change_id BIGINT NOT NULL)`,
    `INSERT INTO api_monitoring_cursor (name, last_change_id) VALUES ('registry_changes', 0)`,
  ]
}

export const MONITORING_DOWN: string[] = [
  'DROP TABLE IF EXISTS api_monitoring_cursor',
  'DROP TABLE IF EXISTS api_watch_events',
  'DROP TABLE IF EXISTS api_watches',
  'DROP TABLE IF EXISTS registry_changes',
]
