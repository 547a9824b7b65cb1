import type { Payload } from 'payload'

import { DEFAULT_LOCALE, isSiteLocale, localizedPath, SITE_LOCALES, type SiteLocale } from '@/lib/locales'
import { routeSlug } from './navigation'
import { isIndexablePage, pageTypeOwnsChildren } from './page-types'
import { canonicalPolicySlug } from './policy-routes'

/** A public address in the languages it is published in. */
export type SitemapRoute = { slug: string; languages: SiteLocale[]; lastModified?: string; notIndexed: boolean }

export type SitemapEntry = { url: string; lastModified?: string; alternates: { languages: Record<string, string> } }

function absolute(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`
}

/** One entry per route and language, each naming all its language versions (hreflang, and x-default). */
export function sitemapEntries(siteUrl: string, routes: SitemapRoute[]): SitemapEntry[] {
  const entries: SitemapEntry[] = []
  for (const route of routes) {
    if (route.notIndexed || !route.languages.length) continue
    const languages: Record<string, string> = {}
    for (const locale of route.languages) languages[locale] = absolute(siteUrl, localizedPath(locale, route.slug))
    if (route.languages.includes(DEFAULT_LOCALE)) languages['x-default'] = absolute(siteUrl, localizedPath(DEFAULT_LOCALE, route.slug))
    for (const locale of route.languages) {
      entries.push({
        url: absolute(siteUrl, localizedPath(locale, route.slug)),
        lastModified: route.lastModified,
        alternates: { languages },
      })
    }
  }
  return entries
}

/** Paths crawlers must leave alone: the back office, the API, and every language version of a page marked not_indexed. */
export function robotsDisallow(routes: SitemapRoute[]): string[] {
  const paths = new Set(['/admin', '/api/'])
  for (const route of routes) if (route.notIndexed) for (const locale of route.languages) paths.add(localizedPath(locale, route.slug))
  return [...paths]
}

export type PolicyEntryRoute = { slug: string; order: number; languages: SiteLocale[]; notIndexed: boolean }
export type PolicyDocumentRef = { slug: string; category: string; updatedAt?: string }

/**
 * The policy documents that have no entry of their own, at their one address below the first policy
 * entry of each language (`canonicalPolicySlug`); documents with their own entry are that entry.
 */
export function policyDocumentRoutes(entries: PolicyEntryRoute[], policies: PolicyDocumentRef[]): SitemapRoute[] {
  const routes = new Map<string, SitemapRoute>()
  for (const locale of SITE_LOCALES) {
    const inLocale = entries.filter((entry) => entry.languages.includes(locale))
    for (const policy of policies) {
      const slug = canonicalPolicySlug(policies, inLocale, policy)
      const owner = inLocale.find((entry) => slug?.startsWith(`${entry.slug}/`))
      if (!slug || !owner) continue
      const route = routes.get(slug) ?? { slug, languages: [], lastModified: policy.updatedAt, notIndexed: owner.notIndexed }
      route.languages.push(locale)
      routes.set(slug, route)
    }
  }
  return [...routes.values()]
}

type ChildSource = { collection: 'articles' | 'authors' | 'vacancies' | 'academy-courses'; where?: Record<string, unknown> }

/** What lives below an entry of each page type that owns child paths. */
const CHILDREN: Record<string, ChildSource> = {
  blog: { collection: 'articles', where: { kind: { equals: 'blog' } } },
  customers: { collection: 'articles', where: { kind: { equals: 'case_study' } } },
  author: { collection: 'authors' },
  careers: { collection: 'vacancies', where: { open: { equals: true } } },
  academy: { collection: 'academy-courses' },
}

/** Every published page, every article, author, vacancy and course below its entry, and the policy documents, as sitemap routes. */
export async function loadSitemapRoutes(payload: Payload): Promise<SitemapRoute[]> {
  const { docs } = await payload.find({ collection: 'navigation', depth: 1, limit: 2000, pagination: false, overrideAccess: true })
  const routes: SitemapRoute[] = []
  const policyEntries: PolicyEntryRoute[] = []
  for (const entry of docs) {
    const page = typeof entry.page === 'object' && entry.page ? entry.page : null
    if (!page) continue
    const languages = (entry.languages ?? []).filter(isSiteLocale)
    const notIndexed = !isIndexablePage(page)
    routes.push({ slug: entry.slug, languages, lastModified: page.updatedAt, notIndexed })
    if (page.page_type === 'policy') policyEntries.push({ slug: entry.slug, order: entry.order ?? 0, languages, notIndexed })
    const source = CHILDREN[page.page_type]
    if (!source || !pageTypeOwnsChildren(page.page_type)) continue
    const children = await payload.find({
      collection: source.collection,
      where: source.where as never,
      depth: 0,
      limit: 5000,
      pagination: false,
      overrideAccess: true,
      select: { slug: true, updatedAt: true } as never,
    })
    for (const child of children.docs as unknown as { slug: string; updatedAt?: string }[]) {
      routes.push({ slug: routeSlug(entry.slug, [child.slug]), languages, lastModified: child.updatedAt, notIndexed })
    }
  }
  if (policyEntries.length) {
    const policies = await payload.find({
      collection: 'policies',
      sort: 'order',
      depth: 0,
      limit: 200,
      pagination: false,
      overrideAccess: true,
      select: { slug: true, category: true, updatedAt: true },
    })
    routes.push(...policyDocumentRoutes(policyEntries, policies.docs as PolicyDocumentRef[]))
  }
  return routes
}
