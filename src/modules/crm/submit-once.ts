import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { sqlRunnerFor } from '@/modules/db'

/**
 * Identical posts of a public form this close together are one submission: a double click, a
 * browser's retry after a lost answer, a script's burst. A person who really means to send the same
 * form again a minute later is heard again.
 */
export const DOUBLE_SUBMIT_WINDOW_MS = 60_000
/**
 * A first post still working after this long is taken to have died (its process stopped between
 * its claim and its end); a repeat then does the work itself. Far above a form's few writes.
 */
export const ABANDONED_CLAIM_MS = 30_000
const POLL_MS = 40

/** What a submission's repeats are answered with: stored as JSON beside its claim. */
export type SubmissionAnswer = null | boolean | number | string | SubmissionAnswer[] | { [key: string]: SubmissionAnswer }

/** Object keys sorted at every depth and undefined values left out, so equal content always reads the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    )
  return value
}

/** The stored name of a form's content: keyed with the site's secret, so the table holds no guessable e-mail address. */
export function submissionKey(secret: string, form: string, content: unknown): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`form-submission\n${form}\n${JSON.stringify(canonical(content))}`)
    .digest('hex')
}

export type Submission<Answer extends SubmissionAnswer> = {
  /** Which form (one key space per form). */
  form: string
  /** What makes two posts the same submission: the parsed body, the language, the path's product… */
  content: unknown
  /** The answer of this post if it is the first; its repeats get the first one's. */
  answer: Answer
}

/**
 * Records a form's submission once however many identical posts arrive within the window, and gives
 * each post the same answer. The first post claims the content's key with one compare-and-set
 * insert (the key is the primary key of `form_submissions`; an existing claim is taken over only
 * when it is older than the window, or abandoned while working), runs `record`, and marks the claim
 * done; the others wait for that and answer with the first one's answer (a follow-up key, say). If
 * `record` fails the claim is dropped, so a waiting repeat (or the visitor's retry) runs it afresh.
 */
export async function submitOnce<Answer extends SubmissionAnswer>(
  payload: Payload,
  submission: Submission<Answer>,
  record: (answer: Answer) => Promise<void>,
  clock: () => number = Date.now,
): Promise<Answer> {
  const sql = sqlRunnerFor(payload)
  const key = submissionKey(payload.secret, submission.form, submission.content)
  const claim = crypto.randomBytes(12).toString('base64url')
  const answer = JSON.stringify(submission.answer)
  for (;;) {
    const now = clock()
    const [claimed] = await sql.transaction([
      {
        sql: `INSERT INTO form_submissions (submission_key, claim, state, answer, created_at) VALUES (?, ?, 'working', ?, ?)
              ON CONFLICT (submission_key) DO UPDATE
              SET claim = excluded.claim, state = excluded.state, answer = excluded.answer, created_at = excluded.created_at
              WHERE form_submissions.created_at < ? OR (form_submissions.state = 'working' AND form_submissions.created_at < ?)`,
        args: [key, claim, answer, now, now - DOUBLE_SUBMIT_WINDOW_MS, now - ABANDONED_CLAIM_MS],
      },
    ])
    if (claimed) return runFirst()
    const first = await outcomeOfFirst()
    if (first !== undefined) return first
  }

  async function runFirst(): Promise<Answer> {
    try {
      await record(submission.answer)
    } catch (error) {
      await sql
        .transaction([{ sql: 'DELETE FROM form_submissions WHERE submission_key = ? AND claim = ?', args: [key, claim] }])
        .catch(() => undefined)
      throw error
    }
    try {
      await sql.transaction([
        { sql: `UPDATE form_submissions SET state = 'done' WHERE submission_key = ? AND claim = ?`, args: [key, claim] },
        { sql: 'DELETE FROM form_submissions WHERE created_at < ?', args: [clock() - DOUBLE_SUBMIT_WINDOW_MS] },
      ])
    } catch (error) {
      // Recorded all the same: the visitor is answered; repeats wait until the claim counts as abandoned.
      payload.logger.warn({ err: error }, `A ${submission.form} submission was recorded but its claim could not be marked done.`)
    }
    return submission.answer
  }

  /** The first post's answer once it is done, or undefined when its claim went (failed) or was abandoned: claim again. */
  async function outcomeOfFirst(): Promise<Answer | undefined> {
    for (;;) {
      const [row] = await sql.query('SELECT state, answer, created_at FROM form_submissions WHERE submission_key = ?', [key])
      if (!row) return undefined
      if (row.state === 'done') return JSON.parse(String(row.answer)) as Answer
      if (Number(row.created_at) < clock() - ABANDONED_CLAIM_MS) return undefined
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }
}
