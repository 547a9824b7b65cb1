/**
 * The node's Prometheus metrics (prom-client), scraped at `GET /api/metrics` with METRICS_TOKEN.
 * Counted where things happen: request durations in server.ts, rate-limit refusals in
 * lib/rate-limit.ts, matched rows where a worker stores a batch (a supervised worker process sends
 * its counts to the server over IPC). Read at scrape time: the database's queue and outbox, and the
 * connection pool. Node's own figures (event-loop lag, heap, GC) come from prom-client's defaults.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

export type SiteMetrics = {
  registry: Registry
  httpDuration: Histogram<'method' | 'route' | 'status'>
  rateLimitRejections: Counter<'limit'>
  rowsMatched: Counter
  /** Set from the database when scraped. */
  outboxMessages: Gauge<'status'>
  enrichmentQueueLists: Gauge
  enrichmentQueueRows: Gauge
  databasePoolConnections: Gauge<'state'>
}

type Holder = typeof globalThis & { __siteMetrics?: SiteMetrics; __rowsMatchedListeners?: Set<(rows: number) => void> }
// server.ts and the Next.js bundle evaluate this module separately in one process; they share one registry.
const holder = globalThis as Holder

function createMetrics(): SiteMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route group and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    rateLimitRejections: new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused by a rate limit, by limit.',
      labelNames: ['limit'],
      registers: [registry],
    }),
    rowsMatched: new Counter({
      name: 'enrichment_rows_matched_total',
      help: "List rows matched and stored by this node's enrichment worker (rate() gives rows per second).",
      registers: [registry],
    }),
    outboxMessages: new Gauge({
      name: 'outbox_messages',
      help: 'Notifications and e-mails in the outbox not yet sent (pending) or given up on (failed), all nodes.',
      labelNames: ['status'],
      registers: [registry],
    }),
    enrichmentQueueLists: new Gauge({
      name: 'enrichment_queue_lists',
      help: 'Lists waiting for or being matched, all nodes.',
      registers: [registry],
    }),
    enrichmentQueueRows: new Gauge({
      name: 'enrichment_queue_rows',
      help: 'Rows of those lists still to match, all nodes.',
      registers: [registry],
    }),
    databasePoolConnections: new Gauge({
      name: 'database_pool_connections',
      help: "This node's PostgreSQL pool: connections in use, idle, and requests waiting for one (SQLite: none).",
      labelNames: ['state'],
      registers: [registry],
    }),
  }
}

export function siteMetrics(): SiteMetrics {
  holder.__siteMetrics ??= createMetrics()
  return holder.__siteMetrics
}

/** Counts rows a worker stored, and tells whoever listens (a worker process's IPC to its server). */
export function recordRowsMatched(rows: number): void {
  if (rows <= 0) return
  siteMetrics().rowsMatched.inc(rows)
  for (const listener of holder.__rowsMatchedListeners ?? []) listener(rows)
}

export function onRowsMatched(listener: (rows: number) => void): () => void {
  holder.__rowsMatchedListeners ??= new Set()
  holder.__rowsMatchedListeners.add(listener)
  return () => holder.__rowsMatchedListeners?.delete(listener)
}

/** A worker process's message to its server about rows it matched. */
export type RowsMatchedMessage = { type: 'rows-matched'; rows: number }

export function isRowsMatchedMessage(message: unknown): message is RowsMatchedMessage {
  const candidate = message as Partial<RowsMatchedMessage> | null
  return candidate?.type === 'rows-matched' && typeof candidate.rows === 'number' && Number.isFinite(candidate.rows)
}

const STATIC_PREFIXES = ['/_next/', '/storage/', '/favicon', '/robots.txt', '/sitemap.xml']
const ID_SEGMENT = /^(\d+|[0-9a-f]{16,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

/**
 * A request's route group, few enough to label a metric by: API paths with their ids folded to
 * `:id` (a session key, a company id), the CMS's admin and REST API as one group each, static
 * files as one, and every site page as `page` (their slugs are the editors' to multiply). Anyone can
 * ask for any path, so an answer of 404 is `not-found`, and another refusal of an API call names
 * only the API's first segment: made-up paths never become labels.
 */
export function routeGroup(pathname: string, status = 200): string {
  if (status === 404) return 'not-found'
  if (status >= 400 && pathname.startsWith('/api/v1/')) return pathname.split('/').slice(0, 4).join('/')
  if (STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'static'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname === '/api/metrics' || ['/api/v1/', '/api/health/', '/api/image-serving/'].some((prefix) => pathname.startsWith(prefix))) {
    return pathname
      .split('/')
      .slice(0, 8)
      .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
      .join('/')
  }
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'cms-api'
  return 'page'
}
