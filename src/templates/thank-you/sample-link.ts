/** The sample link opens 2000 ms after the thank-you page shows it. */
export const SAMPLE_LINK_OPEN_DELAY_MS = 2000

/**
 * The `sample_link` of the thank-you URL if it is safe to open, as an absolute URL, else null.
 * The URL is visitor-controlled, so only this site's own files qualify: a path ('/…', not '//…')
 * or an absolute URL on the page's origin. Anything else (other hosts, protocol-relative links,
 * javascript:, data:) is ignored. The link is resolved the way the browser will resolve it, so
 * tricks such as '/\evil.example' or a tab inside '//' are judged by where they really lead.
 */
export function safeSampleLink(link: string | null | undefined, pageOrigin: string): string | null {
  const raw = link?.trim()
  if (!raw) return null
  const isPath = raw.startsWith('/') && !raw.startsWith('//')
  const isHttp = /^https?:\/\//i.test(raw)
  if (!isPath && !isHttp) return null
  let resolved: URL
  try {
    resolved = new URL(raw, pageOrigin)
  } catch {
    return null
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return null
  if (resolved.username || resolved.password) return null
  return resolved.origin === pageOrigin ? resolved.href : null
}
