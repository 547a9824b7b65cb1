import { describe, expect, it } from 'vitest'

import { buildCustomRoute } from 'next/dist/lib/build-custom-route'

import {
  contentSecurityPolicy,
  embedFrameAncestors,
  scriptOrigins,
  securityHeaderRules,
  securityHeaders,
  UPLOADED_FILE_CSP,
  uploadedFileContentSecurityPolicy,
} from './security-headers'

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
    expect(embedFrameAncestors({ EMBED_FRAME_ANCESTORS: "https://partner.example 'self' javascript:x https://a.example;script-src" })).toBe(
      "https://partner.example 'self'",
    )
    expect(embedFrameAncestors({ EMBED_FRAME_ANCESTORS: 'nonsense' })).toBe("'self'")
  })
  it('leave every other page unframeable by others', () => {
    const headers = Object.fromEntries(securityHeaders({ NODE_ENV: 'production' }).map((h) => [h.key, h.value]))
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self';")
  })
})

describe('securityHeaderRules (next.config.ts headers())', () => {
  /** The headers Next.js would add to a path: every matching rule's, later rules winning, as Next.js applies them. */
  function headersFor(path: string): Map<string, string> {
    const applied = new Map<string, string>()
    for (const rule of securityHeaderRules(['embed/', 'es/embed/'], { NODE_ENV: 'production' })) {
      // The regular expression Next.js builds from the rule's source (next build does the same).
      if (!new RegExp(buildCustomRoute('header', rule).regex, 'i').test(path)) continue
      for (const header of rule.headers) applied.set(header.key, header.value)
    }
    return applied
  }

  it('leaves the strict policy of the routes that set their own CSP in place, with the other headers', () => {
    for (const path of [
      '/api/image-serving/logo',
      '/storage/flags/de.svg',
      '/storage/flags/4x3/gb.svg',
      '/api/media/file/drawing.svg',
      '/api/media/file/report.pdf',
      '/api/application-files/file/cv.svg',
      '/api/enrichment-files/file/list.csv',
    ]) {
      const headers = headersFor(path)
      expect(headers.has('Content-Security-Policy'), path).toBe(false)
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    }
  })

  it('gives pages the site policy, and embed pages the framing one', () => {
    expect(headersFor('/pricing').get('Content-Security-Policy')).toContain("frame-ancestors 'self'")
    expect(headersFor('/api/image-serving/image').get('Content-Security-Policy')).toBeDefined()
    expect(headersFor('/api/media').get('Content-Security-Policy')).toContain("default-src 'self'")
    expect(headersFor('/embed/pricing').has('X-Frame-Options')).toBe(false)
    expect(headersFor('/es/embed/pricing').get('Content-Security-Policy')).toContain('frame-ancestors')
  })
})

describe("uploaded files (Payload's /api/<collection>/file/ routes)", () => {
  const siteCsp = securityHeaders({ NODE_ENV: 'production' }).find((header) => header.key === 'Content-Security-Policy')!.value

  it('opens anything that could hold script as a sandboxed document that loads nothing', () => {
    expect(UPLOADED_FILE_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    for (const type of [
      'image/svg+xml',
      'Image/SVG+XML; charset=utf-8',
      'application/xml',
      'text/xml',
      'image/png',
      'image/webp',
      'text/plain',
      'text/html',
      '',
      null,
    ])
      expect(uploadedFileContentSecurityPolicy(type, { NODE_ENV: 'production' }), String(type)).toBe(UPLOADED_FILE_CSP)
  })

  it("keeps the site's policy for PDFs and videos, which browsers show in viewers a sandbox would stop", () => {
    for (const type of ['application/pdf', 'video/mp4', 'video/webm; codecs=vp9'])
      expect(uploadedFileContentSecurityPolicy(type, { NODE_ENV: 'production' }), type).toBe(siteCsp)
  })
})
