import type { NextConfig } from 'next'

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

const COLOR_SCHEME_HINT = 'sec-ch-prefers-color-scheme'
const HINT_HEADER_KEYS = new Set(['accept-ch', 'critical-ch', 'vary'])
export const ADMIN_HEADER_SOURCE = '/admin/:path*'

function isColorSchemeHint(header: { key: string; value: string }): boolean {
  return HINT_HEADER_KEYS.has(header.key.toLowerCase()) && header.value.toLowerCase() === COLOR_SCHEME_HINT
}

/**
 * Payload's `withPayload` asks for the colour-scheme client hint on every path with `Critical-CH`, so the
 * admin can render in the visitor's theme. Until it has stored the site's hint preferences, Chromium answers
 * `Critical-CH` by sending the whole request again with the hint: a visitor's first page paid an extra round
 * trip before its first byte (Lighthouse counted it as a redirect, 650 ms on a simulated phone network). Only
 * the admin reads the hint, so the hint headers are moved to the admin's paths; every other header of the rule
 * stays where it was.
 */
export function scopeColorSchemeHintToAdmin(rules: HeaderRule[]): HeaderRule[] {
  return rules.flatMap((rule) => {
    const hintHeaders = rule.headers.filter(isColorSchemeHint)
    if (hintHeaders.length === 0) return [rule]
    const otherHeaders = rule.headers.filter((header) => !isColorSchemeHint(header))
    const adminRule: HeaderRule = { ...rule, source: ADMIN_HEADER_SOURCE, headers: hintHeaders }
    return otherHeaders.length > 0 ? [{ ...rule, headers: otherHeaders }, adminRule] : [adminRule]
  })
}

/** Applies {@link scopeColorSchemeHintToAdmin} to a config's `headers()`. */
export function withAdminOnlyColorSchemeHint(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return { ...config, headers: async () => scopeColorSchemeHintToAdmin(await headers()) }
}
