/**
 * The `form_submissions` migration's SQL, written once for both databases (their migration files
 * only run it through their own adapter). One row per public form's content within the double-submit
 * window (src/modules/crm/submit-once.ts): its primary key is what makes identical posts that arrive
 * together store one lead, and its answer is what the repeats get. `submission_key` is a keyed hash
 * of the form's content, so the table holds no personal data; `created_at` is epoch milliseconds,
 * compared alike on both databases; rows older than the window are pruned.
 * Kept out of Payload's collections: written by every public form, never edited or shown.
 */
import type { DatabaseKind } from '@/lib/database-kind'

export function formSubmissionsUp(kind: DatabaseKind): string[] {
  const milliseconds = kind === 'postgres' ? 'bigint' : 'integer'
  return [
    `CREATE TABLE form_submissions (submission_key text PRIMARY KEY NOT NULL, claim text NOT NULL, state text NOT NULL, answer text NOT NULL, created_at ${milliseconds} NOT NULL)`,
    'CREATE INDEX form_submissions_created_at_idx ON form_submissions (created_at)',
  ]
}

export const FORM_SUBMISSIONS_DOWN: string[] = ['DROP TABLE IF EXISTS form_submissions']
