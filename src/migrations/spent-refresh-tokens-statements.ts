/**
 * The `spent_refresh_tokens` migration's SQL, written once for both databases (their migration files
 * only run it through their own adapter). Every refresh token a session rotated away from, by hash
 * (src/modules/auth/accounts.ts): any of them presented again ends its session, however many
 * rotations ago it was spent. A row is useless once its session has expired (the session ends on
 * its own), so it carries that expiry and is pruned by it.
 * Kept out of Payload's collections: written on every refresh, never edited or shown.
 *
 * The sessions' `previous_refresh_hash` column (the one remembered token before this table) is
 * copied in, so a token replaced before the upgrade still ends its session. The column itself is
 * left in place: the field is gone from the collection, and Payload's next generated migration
 * drops it (dropping it here would leave Payload's schema snapshot expecting it).
 */
import type { DatabaseKind } from '@/lib/database-kind'

export function spentRefreshTokensUp(kind: DatabaseKind): string[] {
  // Like account_sessions.expires_at on each database, so the copy and the pruning compare like with like.
  const expiry = kind === 'postgres' ? 'timestamp(3) with time zone' : 'text'
  return [
    `CREATE TABLE account_spent_refresh_tokens (refresh_hash ${kind === 'postgres' ? 'varchar' : 'text'} PRIMARY KEY, session_id integer NOT NULL, expires_at ${expiry} NOT NULL)`,
    `CREATE INDEX account_spent_refresh_tokens_expires_at_idx ON account_spent_refresh_tokens (expires_at)`,
    `INSERT INTO account_spent_refresh_tokens (refresh_hash, session_id, expires_at) SELECT previous_refresh_hash, id, expires_at FROM account_sessions WHERE previous_refresh_hash IS NOT NULL AND revoked_at IS NULL`,
  ]
}

export const SPENT_REFRESH_TOKENS_DOWN: string[] = ['DROP TABLE IF EXISTS account_spent_refresh_tokens']
