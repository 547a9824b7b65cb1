/**
 * Response headers applied to every route (site, admin and API).
 *
 * The CSP keeps `'unsafe-inline'` for scripts because Next.js streams inline bootstrap scripts
 * and pages are statically cached, so per-request nonces would disable caching. Script origins
 * of consent-gated analytics/marketing tags are added from configuration at build time.
 */
export function scriptOrigins(urls: Array<string | undefined>): string[] {
  const origins = new Set<string>()
  for (const url of urls) {
    if (!url) continue
    try {
      const parsed = new URL(url)
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin)
    } catch {
      // relative URLs are same-origin and already covered by 'self'
    }
  }
  return [...origins]
}

export function contentSecurityPolicy(options: {
  isDevelopment: boolean
  extraScriptOrigins: string[]
  /** Who may frame the page: only the site itself, except on the embedded pages. */
  frameAncestors?: string
}): string {
  // YouTube's IFrame player API (academy lessons) loads only after the visitor allows marketing cookies.
  const scriptSources = ["'self'", "'unsafe-inline'", 'https://www.youtube.com', ...options.extraScriptOrigins]
  if (options.isDevelopment) scriptSources.push("'unsafe-eval'")
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    // 'self': the admin's live preview frames the site's own pages (payload/drafts.ts).
    "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    `frame-ancestors ${options.frameAncestors ?? "'self'"}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

/**
 * Origins that may frame the embedded pricing page (`EMBED_FRAME_ANCESTORS`, space-separated, read
 * at build time); by default any site, since the page is public and only links out (its checkout
 * opens in the top window).
 */
export function embedFrameAncestors(env: Record<string, string | undefined> = process.env): string {
  const configured = env.EMBED_FRAME_ANCESTORS?.trim()
  if (!configured) return "'self' https: http:"
  const sources = configured.split(/\s+/).filter((source) => /^(https?:\/\/[^\s;,'"]+|'self'|\*)$/.test(source))
  return sources.length ? sources.join(' ') : "'self'"
}

export function securityHeaders(env: Record<string, string | undefined> = process.env, options: { embeddable?: boolean } = {}) {
  const isDevelopment = env.NODE_ENV === 'development'
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({
        isDevelopment,
        extraScriptOrigins: scriptOrigins([env.ANALYTICS_SCRIPT_URL, env.MARKETING_SCRIPT_URL]),
        frameAncestors: options.embeddable ? embedFrameAncestors(env) : undefined,
      }),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Pages that may be framed by others leave it out: CSP frame-ancestors says who may.
    ...(options.embeddable ? [] : [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }]),
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  if (!isDevelopment) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' })
  }
  return headers
}

/** Payload collections of uploaded files, each answered by Payload at `/api/<slug>/file/<name>`. */
export const UPLOAD_COLLECTIONS = ['media', 'application-files', 'enrichment-files', 'lesson-captions'] as const

/**
 * The policy of an uploaded file opened directly: a sandboxed document (a unique origin, no script)
 * that loads nothing, so an SVG or XML file with script in it, or a file answered under a type nobody
 * expected, cannot act in the site's origin with a visitor's or an editor's session.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Shown in the browser's own viewer, which a sandboxed document does not load, and never run in the site's origin. */
const VIEWER_TYPES = new Set(['application/pdf', 'video/mp4', 'video/webm'])

/** The policy for an uploaded file of this Content-Type: the site's own for PDFs and videos, a sandbox for anything else. */
export function uploadedFileContentSecurityPolicy(
  contentType: string | null,
  env: Record<string, string | undefined> = process.env,
): string {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (!VIEWER_TYPES.has(essence)) return UPLOADED_FILE_CSP
  return securityHeaders(env).find((header) => header.key === 'Content-Security-Policy')!.value
}

/**
 * For an upload collection's `modifyResponseHeaders`: the file's policy by its type (next.config.ts
 * leaves these paths' policy to the answer), and never sniffed into another type.
 */
export function uploadedFileHeaders(headers: Headers): Headers {
  headers.set('Content-Security-Policy', uploadedFileContentSecurityPolicy(headers.get('Content-Type')))
  headers.set('X-Content-Type-Options', 'nosniff')
  return headers
}

/**
 * Routes that answer with a stricter Content-Security-Policy of their own (a sanitised SVG logo,
 * flag images: `default-src 'none'`; uploaded files: uploadedFileHeaders): the site-wide policy would
 * replace theirs, since Next.js's configured headers win over a route's, so these paths get every
 * other header but not the CSP.
 */
export const ROUTES_WITH_OWN_CSP = [
  { prefix: 'api/image-serving/logo', source: '/api/image-serving/logo' },
  { prefix: 'storage/flags/', source: '/storage/flags/:path*' },
  ...UPLOAD_COLLECTIONS.map((slug) => ({ prefix: `api/${slug}/file/`, source: `/api/${slug}/file/:path*` })),
]

/** Next.js `headers()` rules: the site's headers everywhere, framing opened on embed paths, own CSPs kept. */
export function securityHeaderRules(embedPrefixes: string[], env: Record<string, string | undefined> = process.env) {
  const special = [...embedPrefixes, ...ROUTES_WITH_OWN_CSP.map((route) => route.prefix)]
  const withoutCsp = securityHeaders(env).filter((header) => header.key !== 'Content-Security-Policy')
  return [
    { source: `/:path((?!${special.join('|')}).*)`, headers: securityHeaders(env) },
    ...embedPrefixes.map((prefix) => ({ source: `/${prefix}:path*`, headers: securityHeaders(env, { embeddable: true }) })),
    ...ROUTES_WITH_OWN_CSP.map((route) => ({ source: route.source, headers: withoutCsp })),
  ]
}
