import { describe, expect, it } from 'vitest'

import { ADMIN_HEADER_SOURCE, scopeColorSchemeHintToAdmin, withAdminOnlyColorSchemeHint } from './admin-client-hints'

const payloadRule = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'X-Powered-By', value: 'Next.js, Payload' },
  ],
}
const securityRule = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] }

describe('colour-scheme client hint', () => {
  it('moves the hint headers to the admin and keeps every other header where it was', () => {
    expect(scopeColorSchemeHintToAdmin([securityRule, payloadRule])).toEqual([
      securityRule,
      { source: '/:path*', headers: [{ key: 'X-Powered-By', value: 'Next.js, Payload' }] },
      { source: ADMIN_HEADER_SOURCE, headers: payloadRule.headers.slice(0, 3) },
    ])
  })

  it('leaves a Vary on other request headers alone and drops no rule', () => {
    const varyRule = { source: '/api/:path*', headers: [{ key: 'vary', value: 'Accept-Language' }] }
    const onlyHints = { source: '/:path*', headers: payloadRule.headers.slice(0, 3) }
    expect(scopeColorSchemeHintToAdmin([varyRule, onlyHints])).toEqual([
      varyRule,
      { source: ADMIN_HEADER_SOURCE, headers: onlyHints.headers },
    ])
  })

  it('wraps a config whose headers() is async and keeps a config without one', async () => {
    const wrapped = withAdminOnlyColorSchemeHint({ headers: async () => [payloadRule] })
    const rules = (await wrapped.headers?.()) ?? []
    const publicKeys = rules.filter((rule) => rule.source === '/:path*').flatMap((rule) => rule.headers.map((h) => h.key))
    expect(publicKeys).toEqual(['X-Powered-By'])
    expect(withAdminOnlyColorSchemeHint({ poweredByHeader: false })).toEqual({ poweredByHeader: false })
  })
})
