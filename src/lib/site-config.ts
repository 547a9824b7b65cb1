import { environment, readEnvironment } from './environment'

/**
 * SITE_URL without its trailing slash, or null when the operator set none. Links printed into cached
 * pages use it when set; without it they are root-relative (see linkOrigin), so they follow whatever
 * host the visitor used and no request's Host header is ever written into a shared cached page.
 */
export function configuredSiteUrl(env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.SITE_URL?.trim()
  return configured ? configured.replace(/\/+$/, '') : null
}

/**
 * The prefix of links in cached pages (canonical, hreflang, payment links, JSON-LD): SITE_URL, or ''
 * without it, which makes every such link root-relative and resolved by the browser or crawler
 * against the address the page was fetched from.
 */
export function linkOrigin(env: Record<string, string | undefined> = process.env): string {
  return configuredSiteUrl(env) ?? ''
}

/**
 * The site's public origin (no trailing slash) where an absolute address is required outside a page:
 * e-mails and the image-serving guard. SITE_URL, else this server on localhost at PORT (3000 when
 * unset). Never a request's Host: a forged Host must not reach a password-reset mail.
 *
 * It reads the environment on every call, so the origin is the running server's, never a value
 * frozen into the build: call it while handling a request, not at module scope.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  return configuredSiteUrl(env) ?? `http://localhost:${env.PORT?.trim() || 3000}`
}

/**
 * What a production start without SITE_URL must say once: pages then print root-relative links and
 * share no image, and e-mails name this server on localhost, which no recipient can open.
 */
export function siteUrlWarning(env: Record<string, string | undefined> = process.env): string | null {
  if (configuredSiteUrl(env)) return null
  return `SITE_URL is not set: pages print root-relative links, and e-mailed links (password reset, confirmations, samples) name ${siteUrl(env)}. Set SITE_URL to the site's public address, e.g. https://www.example.com.`
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** The nearest proxy's value of a forwarded header (proxies that append add theirs last). */
function lastForwarded(value: string | null): string {
  return value?.split(',').at(-1)?.trim() ?? ''
}

/**
 * The origin a request was made to, for addresses printed in answers rendered per request (sitemap,
 * robots.txt) when SITE_URL is unset. X-Forwarded-Host and -Proto count only behind
 * TRUSTED_PROXY_HOPS trusted proxies (as client addresses do); otherwise they are the client's own
 * words. A malformed host falls back to siteUrl().
 */
export function requestOrigin(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const configured = configuredSiteUrl(env)
  if (configured) return configured
  const behindProxy = readEnvironment(env).TRUSTED_PROXY_HOPS > 0
  const host = (behindProxy && lastForwarded(headers.get('x-forwarded-host'))) || headers.get('host')?.trim() || ''
  if (!HOST.test(host)) return siteUrl(env)
  const forwardedProto = behindProxy ? lastForwarded(headers.get('x-forwarded-proto')).toLowerCase() : ''
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http'
  return `${protocol}://${host.toLowerCase()}`
}

/**
 * `candidate` when it is an address on this site, else null: what a link built from a query
 * parameter may point to, so the site never sends a visitor elsewhere for someone who crafted the
 * link (an open redirect). A root-relative path is on this site; an absolute address must have
 * `origin` (SITE_URL, or the origin the request was made to).
 */
export function sameSiteUrl(candidate: string | null | undefined, origin: string = siteUrl()): string | null {
  if (!candidate) return null
  if (candidate.startsWith('/')) return /^\/(?![/\\])/.test(candidate) && !/[\\\s]/.test(candidate) ? candidate : null
  try {
    const url = new URL(candidate)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === new URL(origin).origin ? url.toString() : null
  } catch {
    return null
  }
}

/** Runtime configuration read from the environment when asked for, never at build time. */
export const siteSettings = {
  get siteName(): string {
    return environment().SITE_NAME.trim()
  },
  /** The prefix of links in pages: SITE_URL, or '' for root-relative links (linkOrigin). */
  get linkOrigin(): string {
    return linkOrigin()
  },
  /**
   * The customer platform: sign-in and the payment summary. Without PLATFORM_URL this site plays
   * that part (its own /payment-summary page, and sign-in through the AI agents area).
   */
  get platformUrl(): string {
    return (environment().PLATFORM_URL?.trim() || this.linkOrigin).replace(/\/+$/, '')
  },
  get hasExternalPlatform(): boolean {
    return Boolean(environment().PLATFORM_URL?.trim())
  },
  /** Domain of the access-token cookie (e.g. `.example.com` to share it with the platform); unset: this host only. */
  get accessCookieDomain(): string | null {
    return environment().ACCESS_COOKIE_DOMAIN?.trim() || null
  },
  get analyticsScriptUrl(): string | null {
    return environment().ANALYTICS_SCRIPT_URL?.trim() || null
  },
  get marketingScriptUrl(): string | null {
    return environment().MARKETING_SCRIPT_URL?.trim() || null
  },
}
