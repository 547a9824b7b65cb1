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
const STANDARD_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** A route handler of the app router (`/api/v1/account/api-keys/[id]`), and the label its requests are counted under. */
export type AppRoute = { pattern: string; label: string }

type RouteNode = {
  label?: string
  literal: Map<string, RouteNode>
  dynamic?: RouteNode
  catchAll?: string
  optionalCatchAll?: string
}

/** The routes a request path is matched against; its labels are the only route labels an API path can get. */
export type RouteTable = { root: RouteNode; labels: ReadonlySet<string> }

const emptyNode = (): RouteNode => ({ literal: new Map() })

function addRoute(node: RouteNode, segments: readonly string[], label: string): void {
  const [segment, ...rest] = segments
  if (segment === undefined) node.label ??= label
  else if (segment.startsWith('[[...')) node.optionalCatchAll ??= label
  else if (segment.startsWith('[...')) node.catchAll ??= label
  else if (segment.startsWith('[')) addRoute((node.dynamic ??= emptyNode()), rest, label)
  else {
    const child = node.literal.get(segment) ?? emptyNode()
    node.literal.set(segment, child)
    addRoute(child, rest, label)
  }
}

/** The table for these routes (lib/app-routes.ts reads them from the app directory). */
export function routeTable(routes: readonly AppRoute[]): RouteTable {
  const root = emptyNode()
  for (const { pattern, label } of routes) addRoute(root, pattern.split('/').filter(Boolean), label)
  return { root, labels: new Set(routes.map((route) => route.label)) }
}

/**
 * The route the app router would pick for these segments, in its order: a literal segment before a
 * dynamic one before a catch-all. Only ever answers a label of the table, so no spelling of a path
 * (case, percent-encoding, extra or empty segments) can make one up.
 */
function matchRoute(node: RouteNode, segments: readonly string[], index = 0): string | undefined {
  if (index === segments.length) return node.label ?? node.optionalCatchAll
  const literal = node.literal.get(segments[index]!)
  return (
    (literal && matchRoute(literal, segments, index + 1)) ??
    (node.dynamic && matchRoute(node.dynamic, segments, index + 1)) ??
    node.catchAll ??
    node.optionalCatchAll
  )
}

/**
 * A request's route group, few enough to label a metric by: an API call by the route that answers it,
 * named as the app directory names it (`/api/v1/account/api-keys/[id]`, the CMS's REST API as
 * `cms-api`), and a path no route takes as `other`; the CMS's admin as `admin`, static files as
 * `static`, and every site page as `page` (their slugs are the editors' to multiply). Anyone can ask
 * for any path, so an answer of 404 is `not-found`. A label is never read from the path itself: the
 * route labels are the table's, however many paths anyone makes up (issue 56).
 */
export function routeGroup(pathname: string, status: number, routes: RouteTable): string {
  if (status === 404) return 'not-found'
  if (STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'static'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  // Empty segments dropped: a trailing or doubled slash is the same route (Next.js redirects it there).
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] !== 'api') return 'page'
  return matchRoute(routes.root, segments) ?? 'other'
}

/** A standard method as itself; any other the HTTP parser lets through is `OTHER`, so methods stay a handful of labels. */
export function methodLabel(method: string | undefined): string {
  return method !== undefined && STANDARD_METHODS.has(method) ? method : 'OTHER'
}

/** The parts of Node's request and response that timing reads (a test hands in its own). */
type TimedRequest = { readonly method?: string; readonly url?: string }
type TimedResponse = { readonly statusCode: number; once(event: 'finish', listener: () => void): unknown }

/** Times one request of server.ts's into `http_request_duration_seconds`, labelled once it is answered. */
export function timeRequest(request: TimedRequest, response: TimedResponse, routes: RouteTable): void {
  const stop = siteMetrics().httpDuration.startTimer()
  response.once('finish', () =>
    stop({
      method: methodLabel(request.method),
      route: routeGroup((request.url ?? '/').split('?')[0]!, response.statusCode, routes),
      // The server's own answer, an integer from a short list: safe as a label as it is.
      status: String(response.statusCode),
    }),
  )
}
