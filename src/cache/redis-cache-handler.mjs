// The page cache shared by every web node when REDIS_URL is set (next.config.ts sets `cacheHandler` to this
// file only then; without Redis, Next.js keeps its own cache on the node's file system).
//
// @fortedigital/nextjs-cache-handler stores each rendered page with its tags; a `revalidateTag` from any node
// deletes the entries carrying the tag and records path tags' revalidation times, so every node misses and
// re-renders. Plain JavaScript because Next.js loads this file itself, outside the TypeScript build.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import Redis from 'ioredis'

/** How long the first cache read waits for the connection before the page renders uncached. */
const CONNECT_WAIT_MS = 2_000

CacheHandler.onCreation(async ({ buildId }) => {
  const client = new Redis(process.env.REDIS_URL, {
    // A Redis outage must not hold pages: a command fails at once and the page renders uncached
    // (the readiness probe reports Redis as degraded meanwhile, the node still ready).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: 'page-cache',
  })
  client.on('error', () => {})
  // The first read comes with the node's first request, before the connection is up: without this wait,
  // each node would miss (and re-render) the first page it is asked for.
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, CONNECT_WAIT_MS)
    client.once('ready', () => {
      clearTimeout(timer)
      resolve(undefined)
    })
  })
  return {
    handlers: [
      // Entries are kept per build: a page rendered by one build names that build's script chunks, which
      // another build does not serve, so during a rolling deploy old and new nodes never hand each other pages.
      createRedisHandler({ client: ioredisAdapter(client), keyPrefix: `page-cache:${buildId ?? 'build'}:`, timeoutMs: 1000 }),
    ],
  }
})

/**
 * Next.js decides whether a cached page is stale from the page's lifetime (`revalidate = 3600`), which it
 * remembers per process when that process stores the page. A node reading a page another node stored would
 * not know it and treat the page as stale after one second (a needless re-render on every node). The
 * lifetime stored with the entry is handed back with it, as Next.js reads it when a cache provides one.
 */
class SharedPageCache extends CacheHandler {
  async get(cacheKey, ctx) {
    const entry = await super.get(cacheKey, ctx)
    const revalidate = entry?.lifespan?.revalidate
    if (!entry || entry.cacheControl || typeof revalidate !== 'number') return entry
    return { ...entry, cacheControl: { revalidate, expire: undefined } }
  }
}

export default SharedPageCache
