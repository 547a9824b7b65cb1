import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, embedFrameAncestors, scriptOrigins, securityHeaders } from './security-headers'

describe('security headers', () => {
  it('allows consent-gated tag origins and nothing else from outside', () => {
    expect(scriptOrigins(['https://tags.example.com/a.js', '/local.js', undefined, 'javascript:alert(1)'])).toEqual([
      'https://tags.example.com',
    ])
    const csp = contentSecurityPolicy({ isDevelopment: false, extraScriptOrigins: ['https://tags.example.com'] })
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://www.youtube.com https://tags.example.com")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
  })

  it('sets the baseline headers and HSTS outside development', () => {
    const production = Object.fromEntries(securityHeaders({ NODE_ENV: 'production' }).map((h) => [h.key, h.value]))
    expect(production['X-Content-Type-Options']).toBe('nosniff')
    expect(production['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(production['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    const development = securityHeaders({ NODE_ENV: 'development' }).map((h) => h.key)
    expect(development).not.toContain('Strict-Transport-Security')
  })
})

describe('embedded pages', () => {
  it('may be framed by other sites and carry no X-Frame-Options', () => {
    const headers = Object.fromEntries(securityHeaders({ NODE_ENV: 'production' }, { embeddable: true }).map((h) => [h.key, h.value]))
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self' https: http:")
    expect(headers['X-Frame-Options']).toBeUndefined()
  })
  it('take the allowed embedders from EMBED_FRAME_ANCESTORS, dropping anything that is not an origin', () => {
    expect(embedFrameAncestors({ EMBED_FRAME_ANCESTORS: "https://partner.example 'self' javascript:x https://a.example;script-src" })).toBe("https://partner.example 'self'")
    expect(embedFrameAncestors({ EMBED_FRAME_ANCESTORS: 'nonsense' })).toBe("'self'")
  })
  it('leave every other page unframeable by others', () => {
    const headers = Object.fromEntries(securityHeaders({ NODE_ENV: 'production' }).map((h) => [h.key, h.value]))
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self';")
  })
})
