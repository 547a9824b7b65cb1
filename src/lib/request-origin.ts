import 'server-only'

import { headers } from 'next/headers'

import { readEnvironment } from './environment'
import { siteUrl } from './site-config'

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else may become an origin. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The entry of a comma-separated forwarded header that the outermost trusted proxy wrote: each of
 * the `hops` proxies appends its view, so entries further left are the client's own claims.
 */
function trustedEntry(value: string | null, hops: number): string | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!entries.length) return null
  return entries[Math.max(0, entries.length - hops)] ?? null
}

/**
 * The origin a request reached the site at, for the addresses a page prints (canonical, hreflang,
 * sitemap, robots.txt, payment-summary links): SITE_URL when set; else the request's Host, or the
 * X-Forwarded-Host and X-Forwarded-Proto of the outermost of TRUSTED_PROXY_HOPS proxies (none: the
 * forwarded headers are the client's words and ignored). A host that is not a plain host name
 * gives the configured fallback origin (siteUrl). Never for e-mails: see siteUrl.
 */
export function originFromHeaders(requestHeaders: Headers, env: Record<string, string | undefined> = process.env): string {
  if (env.SITE_URL?.trim()) return siteUrl(env)
  const hops = readEnvironment(env).TRUSTED_PROXY_HOPS
  const forwardedHost = hops > 0 ? trustedEntry(requestHeaders.get('x-forwarded-host'), hops) : null
  const forwardedProto = hops > 0 ? trustedEntry(requestHeaders.get('x-forwarded-proto'), hops)?.toLowerCase() : null
  const host = forwardedHost ?? requestHeaders.get('host')?.trim() ?? ''
  if (!HOST.test(host)) return siteUrl(env)
  // This server speaks plain HTTP; https only when a trusted proxy says it terminated TLS.
  const protocol = forwardedProto === 'https' ? 'https' : 'http'
  return `${protocol}://${host.toLowerCase()}`
}

/** The current request's origin (originFromHeaders); call while rendering a request. */
export async function requestOrigin(): Promise<string> {
  // With SITE_URL the request is not read, so pages that need nothing else of it stay cacheable.
  if (process.env.SITE_URL?.trim()) return siteUrl()
  return originFromHeaders(await headers())
}

/** The customer platform for links on pages: PLATFORM_URL, else this site at the request's origin. */
export async function requestPlatformUrl(): Promise<string> {
  const platform = process.env.PLATFORM_URL?.trim()
  return platform ? platform.replace(/\/+$/, '') : requestOrigin()
}
