/**
 * The health endpoints on the real database of each suite, readiness through a PostgreSQL
 * connection whose network is cut and restored under it (a TCP relay in front of the server), and
 * through the rate limits' real Redis cut and restored the same way.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { GET as live } from '@/app/api/health/live/route'
import { GET as ready } from '@/app/api/health/ready/route'
import { nodeReadinessProbes } from '@/app/api/health/readiness-probes'
import { markShuttingDown } from '@/lib/graceful-shutdown'
import { checkReadiness } from '@/lib/health'
import { closeRateLimitStore, consumeRateLimit } from '@/lib/rate-limit'

import { closeTestPayload, getTestPayload } from './payload'
import { TcpRelay } from './tcp-relay'

afterAll(closeTestPayload)

describe('health endpoints', () => {
  it('live answers 200 without touching anything', async () => {
    const response = live()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('ready answers 200 with the state of each check and nothing else', async () => {
    await getTestPayload()
    const started = Date.now()
    const response = await ready()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { status: string; checks: Record<string, string> }
    expect(body.status).toBe('ready')
    expect(body.checks.database).toBe('ok')
    expect(body.checks.migrations).toBe('ok')
    expect(Object.keys(body.checks).sort()).toEqual(['database', 'enrichment_worker', 'migrations', 'redis'])
    expect(['ok', 'not configured']).toContain(body.checks.redis)
  })

  it('ready answers 503 from the moment the node is stopping', async () => {
    markShuttingDown()
    try {
      const response = await ready()
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ status: 'shutting down' })
    } finally {
      ;(globalThis as { __siteShuttingDown?: boolean }).__siteShuttingDown = false
    }
    expect((await ready()).status).toBe(200)
  })
})

describe('readiness when PostgreSQL goes away and comes back', () => {
  it('answers not ready within a second, refused or silent, and ready again on the same pool without a restart', async () => {
    const upstream = new URL(process.env.TEST_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/test')
    const relay = await TcpRelay.open({ host: upstream.hostname, port: Number(upstream.port || 5432) })
    const through = new URL(upstream)
    through.hostname = '127.0.0.1'
    through.port = String(relay.port)
    // Configured as the CMS's pool is: no connection timeout of its own.
    const pool = new pg.Pool({ connectionString: through.toString(), max: 4 })
    pool.on('error', () => undefined)
    const probes = {
      ...nodeReadinessProbes(),
      database: async () => {
        await pool.query('SELECT 1')
      },
    }
    const timed = async () => {
      const started = Date.now()
      const readiness = await checkReadiness(probes)
      return { ...readiness, ms: Date.now() - started }
    }
    try {
      expect(await timed()).toMatchObject({ ready: true, checks: { database: 'ok' } })

      await relay.close()
      const refused = await timed()
      expect(refused).toMatchObject({ ready: false, checks: { database: 'unreachable' } })
      expect(refused.ms).toBeLessThan(1_000)

      await relay.open({ silent: true })
      const silent = await timed()
      expect(silent).toMatchObject({ ready: false, checks: { database: 'timeout' } })
      expect(silent.ms).toBeLessThan(1_000)

      // The network returns: the swallowed connections drop, and the next probe finds the database.
      await relay.close()
      await relay.open()
      await expect.poll(async () => (await timed()).ready, { timeout: 5_000 }).toBe(true)
    } finally {
      await pool.end().catch(() => undefined)
      await relay.close()
    }
  })
})

describe('readiness when Redis goes away and comes back', () => {
  it('stays ready (200) with Redis degraded while rate limits count per node, and reports Redis ok again once it returns', async () => {
    await getTestPayload()
    const upstream = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379')
    const relay = await TcpRelay.open({ host: upstream.hostname, port: Number(upstream.port || 6379) })
    const saved = process.env.REDIS_URL
    await closeRateLimitStore()
    process.env.REDIS_URL = `redis://127.0.0.1:${relay.port}`
    const readiness = async () => {
      const response = await ready()
      return { code: response.status, ...((await response.json()) as { status: string; checks: Record<string, string> }) }
    }
    const rule = { name: 'health-redis-outage', limit: 5, windowMs: 60_000 }
    try {
      expect(await readiness()).toMatchObject({ code: 200, status: 'ready', checks: { database: 'ok', redis: 'ok' } })

      await relay.close()
      const started = Date.now()
      const outage = await readiness()
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(outage).toMatchObject({ code: 200, status: 'ready', checks: { database: 'ok', redis: 'degraded' } })
      // What makes it ready: the node still counts (and refuses) requests, in memory.
      for (let request = 0; request < rule.limit; request++) expect((await consumeRateLimit(rule, 'client-a')).retryAfterSeconds).toBe(0)
      expect((await consumeRateLimit(rule, 'client-a')).retryAfterSeconds).toBeGreaterThan(0)

      await relay.open()
      await expect.poll(async () => (await readiness()).checks.redis, { timeout: 5_000 }).toBe('ok')
    } finally {
      await closeRateLimitStore()
      if (saved === undefined) delete process.env.REDIS_URL
      else process.env.REDIS_URL = saved
      await relay.close()
    }
  })
})
