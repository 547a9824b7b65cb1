import { environment } from './environment'

/**
 * The site's public origin (no trailing slash), for canonical, hreflang, sitemap and robots.txt
 * addresses: SITE_URL, else this server on localhost at PORT (3000 when unset).
 *
 * The only reader of SITE_URL and PORT for addresses. It reads the environment on every call, so
 * the origin is the running server's, never a value frozen into the build: call it while handling
 * a request (the routes that print it render at request time), not at module scope.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const configured = env.SITE_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  return `http://localhost:${env.PORT?.trim() || 3000}`
}

/**
 * `candidate` when it is an address on this site (same origin as SITE_URL), else null: what a link
 * built from a query parameter may point to, so the site never sends a visitor elsewhere for
 * someone who crafted the link (an open redirect).
 */
export function sameSiteUrl(candidate: string | null | undefined, env: Record<string, string | undefined> = process.env): string | null {
  if (!candidate) return null
  try {
    const url = new URL(candidate)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === new URL(siteUrl(env)).origin ? url.toString() : null
  } catch {
    return null
  }
}

/** Runtime configuration read from the environment when asked for, never at build time. */
export const siteSettings = {
  get siteName(): string {
    return environment().SITE_NAME.trim()
  },
  /** Public origin used for canonical and hreflang URLs. */
  get siteUrl(): string {
    return siteUrl()
  },
  /**
   * The customer platform: sign-in and the payment summary. Without PLATFORM_URL this site plays
   * that part (its own /payment-summary page, and sign-in through the AI agents area).
   */
  get platformUrl(): string {
    return (environment().PLATFORM_URL?.trim() || this.siteUrl).replace(/\/+$/, '')
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
