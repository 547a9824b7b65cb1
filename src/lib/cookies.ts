/** Cookie helpers that work on a cookie header string (server) and on `document.cookie` (browser). */

export type CookieOptions = {
  maxAgeSeconds?: number
  expires?: Date
  path?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
  domain?: string
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  if (!header) return cookies
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    const name = part.slice(0, separator).trim()
    if (!name || name in cookies) continue
    const raw = part.slice(separator + 1).trim()
    try {
      cookies[name] = decodeURIComponent(raw)
    } catch {
      cookies[name] = raw
    }
  }
  return cookies
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`)
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`)
  if (options.domain) parts.push(`Domain=${options.domain}`)
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
  if (options.secure ?? options.sameSite === 'None') parts.push('Secure')
  return parts.join('; ')
}

export function getBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return parseCookies(document.cookie)[name]
}

export function setBrowserCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return
  const secure = options.secure ?? window.location.protocol === 'https:'
  document.cookie = serializeCookie(name, value, { ...options, secure })
}

export function deleteBrowserCookie(name: string, path = '/'): void {
  setBrowserCookie(name, '', { path, maxAgeSeconds: 0 })
}
