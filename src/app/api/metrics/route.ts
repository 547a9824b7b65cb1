// GET /api/metrics - this node's metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN
import { NextResponse } from 'next/server'

import { environment } from '@/lib/environment'
import { READINESS_DEADLINE_MS, withDeadline } from '@/lib/health'
import { siteMetrics } from '@/lib/metrics'
import { authorizationBearer, sameSecret } from '@/lib/secret'
import { getPayloadClient } from '@/components/site-data'
import { databaseConnection, sqlRunnerFor } from '@/modules/db'
import { queuedSessions } from '@/modules/enrichment'

export const dynamic = 'force-dynamic'

/** The figures that live in the database (shared by every node) and the pool of this node, as of now. */
async function readStoredFigures(): Promise<void> {
  const metrics = siteMetrics()
  const payload = await getPayloadClient()
  const sql = sqlRunnerFor(payload)
  const [outbox, queued] = await Promise.all([
    sql.query(`SELECT status, COUNT(*) AS count FROM outbox WHERE status IN ('pending', 'failed') GROUP BY status`),
    queuedSessions(sql),
  ])
  for (const status of ['pending', 'failed'])
    metrics.outboxMessages.set({ status }, Number(outbox.find((row) => row.status === status)?.count ?? 0))
  metrics.enrichmentQueueLists.set(queued.length)
  metrics.enrichmentQueueRows.set(queued.reduce((rows, session) => rows + session.remaining, 0))
  const connection = databaseConnection(payload)
  if (connection.kind === 'postgres') {
    const { totalCount, idleCount, waitingCount } = connection.pool
    metrics.databasePoolConnections.set({ state: 'in_use' }, totalCount - idleCount)
    metrics.databasePoolConnections.set({ state: 'idle' }, idleCount)
    metrics.databasePoolConnections.set({ state: 'waiting' }, waitingCount)
  }
}

/**
 * Unset METRICS_TOKEN: 404, as if there were no endpoint. A wrong or missing token: 401. The stored
 * figures are best effort: with the database away, the node's own figures still answer.
 */
export async function GET(request: Request) {
  const token = environment().METRICS_TOKEN
  if (!token) return NextResponse.json({ detail: 'Not found.' }, { status: 404 })
  if (!sameSecret(authorizationBearer(request.headers.get('authorization')), token))
    return NextResponse.json({ detail: 'A valid metrics token is required.' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } })
  // Within the readiness deadline: a database that does not answer must not hold the scrape.
  await withDeadline(readStoredFigures, READINESS_DEADLINE_MS).catch(() => undefined)
  const { registry } = siteMetrics()
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } })
}
