/**
 * GET /api/metrics on the real database of each suite: closed without METRICS_TOKEN, refused without
 * the token, and with it the Prometheus text whose stored figures agree with the database.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { GET as metrics } from '@/app/api/metrics/route'
import { databaseKind } from '@/lib/database-kind'
import { consumeRateLimit } from '@/lib/rate-limit'
import { sqlRunnerFor } from '@/modules/db'

import { closeTestPayload, getTestPayload } from './payload'

const TOKEN = 'metrics-test-token-0123456789abcdef'
const scrape = (authorization?: string) =>
  metrics(new Request('http://localhost:3999/api/metrics', { headers: authorization ? { authorization } : {} }))

/** The value of one sample line, e.g. `outbox_messages{status="pending"}`. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? null : Number(line.slice(series.length + 1))
}

afterEach(() => {
  delete process.env.METRICS_TOKEN
})
afterAll(closeTestPayload)

describe('GET /api/metrics', () => {
  it('is not there without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404)
    process.env.METRICS_TOKEN = TOKEN
    const missing = await scrape()
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toBe('Bearer')
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}x`)).status).toBe(401)
    expect((await scrape(`Bearer ${TOKEN}extra`)).status).toBe(401)
  })

  it('answers the Prometheus text with the stored figures as the database has them, and counts rate-limit refusals', async () => {
    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const rule = { name: 'metrics-test', limit: 1, windowMs: 60_000 }
    await consumeRateLimit(rule, 'metrics-client')
    expect((await consumeRateLimit(rule, 'metrics-client')).retryAfterSeconds).toBeGreaterThan(0)

    process.env.METRICS_TOKEN = TOKEN
    const response = await scrape(`Bearer ${TOKEN}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()

    const [pending] = await sql.query(`SELECT COUNT(*) AS count FROM outbox WHERE status = 'pending'`)
    const [failed] = await sql.query(`SELECT COUNT(*) AS count FROM outbox WHERE status = 'failed'`)
    expect(sample(text, 'outbox_messages{status="pending"}')).toBe(Number(pending!.count))
    expect(sample(text, 'outbox_messages{status="failed"}')).toBe(Number(failed!.count))
    const [queue] = await sql.query(`SELECT COUNT(*) AS lists FROM enrichment_sessions WHERE status IN ('pending', 'processing')`)
    expect(sample(text, 'enrichment_queue_lists')).toBe(Number(queue!.lists))
    expect(sample(text, 'enrichment_queue_rows')).not.toBeNull()
    expect(sample(text, 'rate_limit_rejections_total{limit="metrics-test"}')).toBe(1)
    expect(sample(text, 'enrichment_rows_matched_total')).not.toBeNull()
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    // The pool's figures exist where there is a pool.
    if (databaseKind(process.env.DATABASE_URL) === 'postgres') {
      expect(sample(text, 'database_pool_connections{state="idle"}')).not.toBeNull()
      expect(sample(text, 'database_pool_connections{state="waiting"}')).toBe(0)
    } else expect(text).not.toContain('database_pool_connections{')
  })
})
