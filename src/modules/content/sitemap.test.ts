import { describe, expect, it } from 'vitest'

import { policyDocumentRoutes, robotsDisallow, sitemapEntries, type SitemapRoute } from './sitemap'

const ROUTES: SitemapRoute[] = [
  { slug: '/', languages: ['en', 'es'], lastModified: '2026-11-01T00:00:00.000Z', notIndexed: false },
  { slug: 'blog/kyb-checks', languages: ['en', 'es'], notIndexed: false },
  { slug: 'base-de-datos-empresas-mexico', languages: ['es'], notIndexed: false },
  { slug: 'internal-offer', languages: ['en', 'es'], notIndexed: true },
]

describe('sitemapEntries', () => {
  it('lists each language version with all its alternates and x-default for the default language', () => {
    const entries = sitemapEntries('https://atlas.example/', ROUTES)
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://atlas.example/',
      'https://atlas.example/es',
      'https://atlas.example/blog/kyb-checks',
      'https://atlas.example/es/blog/kyb-checks',
      'https://atlas.example/es/base-de-datos-empresas-mexico',
    ])
    expect(entries[3]!.alternates.languages).toEqual({
      en: 'https://atlas.example/blog/kyb-checks',
      es: 'https://atlas.example/es/blog/kyb-checks',
      'x-default': 'https://atlas.example/blog/kyb-checks',
    })
    expect(entries[0]!.lastModified).toBe('2026-11-01T00:00:00.000Z')
  })

  it('leaves out pages marked not_indexed, and a Spanish-only page has no x-default', () => {
    const entries = sitemapEntries('https://atlas.example', ROUTES)
    expect(entries.some((entry) => entry.url.includes('internal-offer'))).toBe(false)
    expect(entries.at(-1)!.alternates.languages).toEqual({ es: 'https://atlas.example/es/base-de-datos-empresas-mexico' })
  })
})

describe('robotsDisallow', () => {
  it('keeps crawlers out of the back office, the API and every language of a not_indexed page', () => {
    expect(robotsDisallow(ROUTES)).toEqual(['/admin', '/api/', '/internal-offer', '/es/internal-offer'])
  })
})

describe('policyDocumentRoutes', () => {
  const policies = [
    { slug: 'privacy-policy', category: 'Privacy', updatedAt: '2026-10-01T00:00:00.000Z' },
    { slug: 'cookies', category: 'Cookies', updatedAt: '2026-10-02T00:00:00.000Z' },
    { slug: 'terms', category: 'Terms' },
  ]

  it('lists only documents without an entry of their own, once, below the first policy entry', () => {
    const routes = policyDocumentRoutes(
      [
        { slug: 'terms', order: 20, languages: ['en', 'es'], notIndexed: false },
        { slug: 'privacy-policy', order: 10, languages: ['en', 'es'], notIndexed: false },
      ],
      policies,
    )
    expect(routes).toEqual([
      { slug: 'privacy-policy/cookies', languages: ['en', 'es'], lastModified: '2026-10-02T00:00:00.000Z', notIndexed: false },
    ])
  })

  it('follows each language: where the first entry is not published the next one holds the document', () => {
    const routes = policyDocumentRoutes(
      [
        { slug: 'privacy-policy', order: 10, languages: ['en'], notIndexed: false },
        { slug: 'legal', order: 30, languages: ['en', 'es'], notIndexed: true },
      ],
      policies,
    )
    expect(routes).toEqual([
      { slug: 'privacy-policy/cookies', languages: ['en'], lastModified: '2026-10-02T00:00:00.000Z', notIndexed: false },
      { slug: 'privacy-policy/terms', languages: ['en'], lastModified: undefined, notIndexed: false },
      { slug: 'legal/cookies', languages: ['es'], lastModified: '2026-10-02T00:00:00.000Z', notIndexed: true },
      { slug: 'legal/terms', languages: ['es'], lastModified: undefined, notIndexed: true },
    ])
  })
})
