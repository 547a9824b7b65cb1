import { ApiError } from '@/lib/errors'
import type { SqlRunner } from '@/modules/db'

export const LINK_REVIEW_STATUSES = ['pending', 'same', 'different'] as const
export type LinkReviewStatus = (typeof LINK_REVIEW_STATUSES)[number]
export type LinkDecision = Exclude<LinkReviewStatus, 'pending'>

/**
 * An editor's decision on a "possibly the same company" pair (register_link_reviews). `different`
 * only records it. `same` makes the two one company, in one transaction: the GLEIF entity's source
 * record and names move to the register's company, which takes its LEI; watches and enriched rows
 * that named the entity's company follow; the entity's own company (GLEIF made it, nobody else owns
 * its facts) is removed. The next GLEIF file then finds the entity on the register's company.
 * Every statement runs only while the review is still pending, so a second click changes nothing.
 */
export async function decideLinkReview(sql: SqlRunner, reviewId: number, decision: LinkDecision): Promise<LinkReviewStatus> {
  const [review] = await sql.query('SELECT status, entity_company, candidate_company, lei FROM register_link_reviews WHERE id = ?', [
    reviewId,
  ])
  if (!review) throw new ApiError('not_found', 'No such review.')
  if (review.status !== 'pending') throw new ApiError('conflict', `This pair was already decided: ${String(review.status)}.`)
  const now = new Date().toISOString()
  const pending = 'EXISTS (SELECT 1 FROM register_link_reviews WHERE id = ? AND status = ?)'
  const whilePending = [reviewId, 'pending']
  const entity = Number(review.entity_company)
  const candidate = Number(review.candidate_company)
  const merge =
    decision === 'same'
      ? [
          {
            sql: `UPDATE registry_company_sources SET company_id = ? WHERE company_id = ? AND source = 'gleif' AND ${pending}`,
            args: [candidate, entity, ...whilePending],
          },
          {
            sql: `UPDATE registry_former_names SET company_id = ? WHERE company_id = ? AND ${pending}`,
            args: [candidate, entity, ...whilePending],
          },
          // A watch on the entity's company follows it, unless its account already watches the register's company.
          {
            sql: `UPDATE api_watches SET company_id = ? WHERE company_id = ? AND ${pending}
                  AND NOT EXISTS (SELECT 1 FROM api_watches w WHERE w.account_id = api_watches.account_id AND w.company_id = ?)`,
            args: [candidate, entity, ...whilePending, candidate],
          },
          { sql: `DELETE FROM api_watches WHERE company_id = ? AND ${pending}`, args: [entity, ...whilePending] },
          {
            sql: `UPDATE enrichment_rows SET company_id = ? WHERE company_id = ? AND ${pending}`,
            args: [candidate, entity, ...whilePending],
          },
          { sql: `DELETE FROM registry_changes WHERE company_id = ? AND ${pending}`, args: [entity, ...whilePending] },
          { sql: `DELETE FROM registry_companies WHERE id = ? AND source = 'gleif' AND ${pending}`, args: [entity, ...whilePending] },
          {
            sql: `UPDATE registry_companies SET lei = ?, updated_at = ? WHERE id = ? AND lei IS NULL AND ${pending}`,
            args: [String(review.lei), now, candidate, ...whilePending],
          },
          // Other pairs that named the entity's company cannot be decided any more.
          {
            sql: `UPDATE register_link_reviews SET status = 'different', updated_at = ? WHERE entity_company = ? AND id <> ? AND status = 'pending' AND ${pending}`,
            args: [now, entity, reviewId, ...whilePending],
          },
        ]
      : []
  const changed = await sql.transaction([
    ...merge,
    {
      sql: `UPDATE register_link_reviews SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'`,
      args: [decision, now, reviewId],
    },
  ])
  if (!changed[changed.length - 1]) throw new ApiError('conflict', 'This pair was decided meanwhile.')
  return decision
}
