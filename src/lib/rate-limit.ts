/**
 * Fixed-window rate limits for public endpoints, per client address and limit name. In memory:
 * right for one web node; several nodes share limits through Redis (see docs/decisions.md).
 */
type Window = { startedAt: number; count: number }

const windows = new Map<string, Window>()
const MAX_TRACKED = 50_000

export type RateLimit = { name: string; limit: number; windowMs: number }

/**
 * The client address. X-Forwarded-For lists the addresses each proxy saw, the client's own claim
 * first; only the entries our proxies appended can be trusted, so the address is the entry
 * TRUSTED_PROXY_HOPS from the right (default 1: one reverse proxy in front of the site).
 */
export function clientAddress(request: Request, trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1)): string {
  const hops = Number.isInteger(trustedHops) && trustedHops > 0 ? trustedHops : 1
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return chain[Math.max(0, chain.length - hops)] || request.headers.get('x-real-ip')?.trim() || 'local'
}

/** Counts one request; returns the seconds to wait when the limit is exceeded, else 0. */
export function hitRateLimit(rule: RateLimit, key: string, now = Date.now()): number {
  const id = `${rule.name}|${key}`
  const window = windows.get(id)
  if (!window || now - window.startedAt >= rule.windowMs) {
    if (windows.size >= MAX_TRACKED) {
      for (const [entry, value] of windows) if (now - value.startedAt >= rule.windowMs) windows.delete(entry)
    }
    windows.set(id, { startedAt: now, count: 1 })
    return 0
  }
  window.count++
  return window.count > rule.limit ? Math.ceil((window.startedAt + rule.windowMs - now) / 1000) : 0
}

/** Per-minute limit from the environment (PUBLIC_FORM_RATE_LIMIT), default 20 requests per address. */
export function publicFormLimit(name: string): RateLimit {
  const configured = Number(process.env.PUBLIC_FORM_RATE_LIMIT ?? 20)
  return { name, limit: Number.isFinite(configured) && configured > 0 ? configured : 20, windowMs: 60_000 }
}

export function resetRateLimits(): void {
  windows.clear()
}
