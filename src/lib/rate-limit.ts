/**
 * Fixed-window rate limits for public endpoints and sign-in, per client address and limit name,
 * through `rate-limiter-flexible`. The store follows the deployment:
 * - `REDIS_URL` set: Redis, shared by every web node;
 * - otherwise `DATABASE_URL` on PostgreSQL: a `rate_limits` table in that database, shared too;
 * - otherwise (one embedded SQLite node): memory.
 * A shared store that cannot be reached falls back to a per-node memory limiter (the library's
 * insurance limiter), so a Redis or database hiccup neither opens the gates nor refuses every form.
 * docs/decisions.md ("Rate limits") says why.
 */
import type { Redis as RedisClient } from 'ioredis'
import type { Pool } from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { addressPrefix } from './address-prefix'
import { databaseKind } from './database-kind'

import { environment, readEnvironment } from './environment'
import { logger } from './logger'
import { siteMetrics } from './metrics'
import { PEER_ADDRESS_HEADER } from './peer-address'

export type RateLimit = { name: string; limit: number; windowMs: number }

export { PEER_ADDRESS_HEADER } from './peer-address'

/** The table the PostgreSQL store keeps its counters in (outside Payload's schema and migrations). */
export const RATE_LIMIT_TABLE = 'rate_limits'

type Environment = Record<string, string | undefined>

export type RateLimitStoreKind = 'memory' | 'postgres' | 'redis'

export function rateLimitStoreKind(env: Environment = process.env): RateLimitStoreKind {
  if (env.REDIS_URL?.trim()) return 'redis'
  if (databaseKind(env.DATABASE_URL) === 'postgres') return 'postgres'
  return 'memory'
}

/** TRUSTED_PROXY_HOPS: reverse proxies in front of the site that append to X-Forwarded-For; 0 unless the operator says. */
export function trustedProxyHops(env: Environment = process.env): number {
  return readEnvironment(env).TRUSTED_PROXY_HOPS
}

/**
 * The client address. With no trusted proxy, X-Forwarded-For and X-Real-IP are the client's own
 * words and are ignored: the address is the TCP peer. Behind N trusted proxies, the chain is
 * X-Forwarded-For followed by the peer (the nearest proxy), and the client is the entry N places
 * left of the peer; entries further left are the client's claims. A chain shorter than that means
 * the request did not come through the proxies, so its leftmost known hop is taken.
 */
export function clientAddress(request: Request, hops = trustedProxyHops()): string {
  const peer = request.headers.get(PEER_ADDRESS_HEADER)?.trim() || null
  if (hops === 0) return peer ?? 'local'
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Without our server in front (next dev, handlers called directly) the peer is unknown, and the
  // last forwarded entry stands for the nearest proxy's view of its client.
  const chain = peer ? [...forwarded, peer] : forwarded
  const index = peer ? chain.length - 1 - hops : chain.length - hops
  return chain[Math.max(0, index)] || peer || 'local'
}

/**
 * Who a per-address limit counts: the client address, an IPv6 one by its /64 (a client holding a
 * /64 could otherwise take a fresh budget from each of its addresses).
 */
export function rateLimitClient(request: Request, hops = trustedProxyHops()): string {
  return addressPrefix(clientAddress(request, hops))
}

// ---------------------------------------------------------------------------------------------
// Stores

type SharedStore = { kind: 'postgres'; pool: Pool; ready: Promise<void> } | { kind: 'redis'; client: RedisClient }

const REDIS_CONNECT_WAIT_MS = 2_000

let sharedStore: Promise<SharedStore | null> | null = null
const limiters = new Map<string, Promise<RateLimiterAbstract>>()

/**
 * For the readiness answer: null when no Redis is configured; else a probe that resolves when the
 * rate limits' Redis connection answers PING (it fails at once while Redis is unreachable: the
 * client keeps no offline queue).
 */
export function redisProbe(env: Environment = process.env): (() => Promise<void>) | null {
  if (rateLimitStoreKind(env) !== 'redis') return null
  return async () => {
    sharedStore ??= openSharedStore()
    const store = await sharedStore
    if (store?.kind !== 'redis') throw new Error('rate limits are not counted in Redis')
    await store.client.ping()
  }
}

async function openSharedStore(): Promise<SharedStore | null> {
  const kind = rateLimitStoreKind()
  if (kind === 'redis') {
    const { Redis } = await import('ioredis')
    // No offline queue: while Redis is unreachable a call fails at once and the memory insurance answers.
    const client = new Redis(process.env.REDIS_URL as string, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    client.on('error', (error: Error) => logger.warn({ err: error }, 'rate limits: Redis unavailable, counting per node'))
    // The first requests wait (briefly) for the connection instead of being counted per node.
    await new Promise<void>((resolve) => {
      if (client.status === 'ready') return resolve()
      client.once('ready', () => resolve())
      setTimeout(resolve, REDIS_CONNECT_WAIT_MS).unref()
    })
    return { kind, client }
  }
  if (kind === 'postgres') {
    const { default: pg } = await import('pg')
    // Bounded like the site's own pool (DATABASE_CONNECT_TIMEOUT_MS): a database that takes connections but never
    // answers must not hold a form; the memory insurance limiter answers instead.
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 2,
      idleTimeoutMillis: 10_000,
      allowExitOnIdle: true,
      connectionTimeoutMillis: environment().DATABASE_CONNECT_TIMEOUT_MS,
    })
    pool.on('error', (error) => logger.warn({ err: error }, 'rate limits: PostgreSQL connection lost'))
    const ready = pool
      .query(
        `CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
      )
      .then(() => undefined)
      .catch((error: { code?: string }) => {
        // Two nodes creating the table at the same moment: the other one won.
        if (error.code !== '23505') throw error
      })
    return { kind, pool, ready }
  }
  return null
}

async function createLimiter(rule: RateLimit): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `rl:${rule.name}`, points: rule.limit, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)) }
  const memory = new RateLimiterMemory(options)
  sharedStore ??= openSharedStore()
  const store = await sharedStore
  if (!store) return memory
  if (store.kind === 'redis') return new RateLimiterRedis({ ...options, storeClient: store.client, insuranceLimiter: memory })
  try {
    await store.ready
  } catch (error) {
    logger.error({ err: error }, 'rate limits: could not create the PostgreSQL table, counting per node')
    return memory
  }
  return new RateLimiterPostgres({
    ...options,
    storeClient: store.pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    insuranceLimiter: memory,
  })
}

function limiterFor(rule: RateLimit): Promise<RateLimiterAbstract> {
  const id = `${rule.name}|${rule.limit}|${rule.windowMs}`
  let limiter = limiters.get(id)
  if (!limiter) {
    limiter = createLimiter(rule)
    limiters.set(id, limiter)
  }
  return limiter
}

/** Where a client stands against a rule after one more request: what the RateLimit headers say. */
export type RateLimitState = { limit: number; remaining: number; resetSeconds: number; retryAfterSeconds: number }

/** Counts one request and says where the client stands; `retryAfterSeconds` > 0 means refused. */
export async function consumeRateLimit(rule: RateLimit, key: string): Promise<RateLimitState> {
  const limiter = await limiterFor(rule)
  const windowSeconds = Math.ceil(rule.windowMs / 1000)
  try {
    const result = await limiter.consume(key)
    return {
      limit: rule.limit,
      remaining: result.remainingPoints,
      resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
      retryAfterSeconds: 0,
    }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      siteMetrics().rateLimitRejections.inc({ limit: rule.name })
      const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      return { limit: rule.limit, remaining: 0, resetSeconds: wait, retryAfterSeconds: wait }
    }
    // Neither the store nor its insurance answered: a form must not be refused for our failure.
    logger.error({ err: rejection, limit: rule.name }, 'rate limits: store failed, request let through')
    return { limit: rule.limit, remaining: rule.limit, resetSeconds: windowSeconds, retryAfterSeconds: 0 }
  }
}

/** Counts one request; resolves to the seconds to wait when the limit is exceeded, else 0. */
export async function hitRateLimit(rule: RateLimit, key: string): Promise<number> {
  return (await consumeRateLimit(rule, key)).retryAfterSeconds
}

/**
 * The IETF draft's RateLimit headers (draft-ietf-httpapi-ratelimit-headers, the widely deployed
 * `RateLimit-Limit/-Remaining/-Reset` form) plus the policy, so a client can pace itself.
 */
export function rateLimitHeaders(rule: RateLimit, state: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Limit': String(state.limit),
    'RateLimit-Remaining': String(state.remaining),
    'RateLimit-Reset': String(state.resetSeconds),
    'RateLimit-Policy': `${rule.limit};w=${Math.ceil(rule.windowMs / 1000)}`,
  }
}

/** Per-minute limit from the environment (PUBLIC_FORM_RATE_LIMIT), default 20 requests per address. */
export function publicFormLimit(name: string): RateLimit {
  return { name, limit: environment().PUBLIC_FORM_RATE_LIMIT, windowMs: 60_000 }
}

/**
 * Public reads of the registry (search, advanced search, states) per address and minute
 * (REGISTRY_READ_RATE_LIMIT, default 60): far above what a person types, and a scraper reading the
 * registry page by page stops within the first minute.
 */
export function registryReadLimit(): RateLimit {
  return { name: 'registry-read', limit: environment().REGISTRY_READ_RATE_LIMIT, windowMs: 60_000 }
}

/**
 * Company data API calls per client address and minute, whichever keys and accounts they use
 * (DATA_API_ADDRESS_RATE_LIMIT, default 600: the highest seeded plan's rate, so one customer's
 * server is never held below its plan, while keys farmed on many accounts share one budget).
 */
export function dataApiAddressLimit(): RateLimit {
  return { name: 'data-api-address', limit: environment().DATA_API_ADDRESS_RATE_LIMIT, windowMs: 60_000 }
}

/** Content delivery reads per address and minute (CONTENT_DELIVERY_RATE_LIMIT, default 120): a site build reads a few dozen lists. */
export function contentDeliveryLimit(): RateLimit {
  return { name: 'content-delivery', limit: environment().CONTENT_DELIVERY_RATE_LIMIT, windowMs: 60_000 }
}

/**
 * Sign-in and password reset attempts per address (SIGN_IN_RATE_LIMIT, default 10 per 15 minutes).
 * One editor account attacked from many addresses meets a per-account budget for browsers that never
 * signed in to it (app/api/_http/editor-devices.ts); Payload's own lock is out of reach (issue 56).
 */
export function signInLimit(name: string): RateLimit {
  return { name, limit: environment().SIGN_IN_RATE_LIMIT, windowMs: 15 * 60_000 }
}

/** Forgets every count (tests): new memory limiters, and the shared store's rows or keys. */
export async function resetRateLimits(): Promise<void> {
  limiters.clear()
  const store = await sharedStore
  if (store?.kind === 'postgres') {
    await store.ready
    await store.pool.query(`DELETE FROM "${RATE_LIMIT_TABLE}"`)
  } else if (store?.kind === 'redis') {
    const keys = await store.client.keys('rl:*')
    if (keys.length) await store.client.del(...keys)
  }
}

/** Closes the shared store's connections (tests, shutdown); the next limit opens them again. */
export async function closeRateLimitStore(): Promise<void> {
  const store = await sharedStore
  sharedStore = null
  limiters.clear()
  if (store?.kind === 'postgres') await store.pool.end()
  else if (store?.kind === 'redis') store.client.disconnect()
}
