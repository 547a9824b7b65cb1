import type { Payload } from 'payload'

import type { Navigation, Page, SiteConfig } from '@/payload-types'

import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from '@/lib/locales'
import type { NavEntry } from './navigation'
import { type Region, registryFigures } from '@/modules/registry'
import { reusedPerOwnerAndKey } from '@/lib/reused-for'

import type { HeaderMenuPosition, NavigationSlot } from './navigation-slots'
import { pageTypeOwnsChildren } from './page-types'
import { orderVariableDocuments, type PageVariableTemplate } from './page-variables'
import { resolveSiteFigures, type SiteFigures } from './site-figures'
import type { CmsStrings } from './translator'

/** Navigation is small (hundreds of entries); the whole list is read once per render and cached. */
const NAVIGATION_LIMIT = 2000

export function toNavEntry(doc: Omit<Navigation, 'createdAt' | 'updatedAt'>): NavEntry {
  const page = typeof doc.page === 'object' && doc.page !== null ? doc.page : null
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    slot: (doc.slot ?? null) as NavigationSlot | null,
    pageType: page?.page_type ?? doc.page_type ?? null,
    languages: (doc.languages ?? []).filter(isSiteLocale),
    description: doc.description ?? null,
    icon: doc.icon ?? null,
    headerMenuPosition: (doc.headerMenuPosition ?? 'none') as HeaderMenuPosition,
    region: (doc.region ?? null) as Region | null,
    isPopular: Boolean(doc.isPopular),
    hasIntegrationInformation: Boolean(doc.hasIntegrationInformation),
    order: doc.order ?? 100,
  }
}

export async function loadNavigation(payload: Payload, locale: SiteLocale): Promise<NavEntry[]> {
  const result = await payload.find({
    collection: 'navigation',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    depth: 0,
    limit: NAVIGATION_LIMIT,
    pagination: false,
    sort: 'order',
    // page_type is a virtual field read through the page relationship.
    select: {
      title: true,
      slug: true,
      slot: true,
      page_type: true,
      languages: true,
      description: true,
      icon: true,
      headerMenuPosition: true,
      region: true,
      isPopular: true,
      hasIntegrationInformation: true,
      order: true,
      page: true,
    },
  })
  return result.docs.map(toNavEntry)
}

/**
 * A navigation entry, its page, and the path segments below the entry's slug (`rest`): an article
 * under the blog (`blog/how-to-…`), a list page (`blog/page/2`), an author, a vacancy or a policy.
 * Only page types that own such children (pageTypeOwnsChildren) ever get a non-empty `rest`.
 */
export type ResolvedRoute = { entry: NavEntry; page: Page; rest: string[] }

async function findEntry(payload: Payload, slug: string, locale: SiteLocale) {
  const result = await payload.find({
    collection: 'navigation',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
  })
  const doc = result.docs[0]
  if (!doc || typeof doc.page !== 'object' || doc.page === null) return null
  const entry = toNavEntry(doc)
  if (!entry.languages.includes(locale)) return null
  return { entry, page: doc.page }
}

/** The page published at a slug in a language, or below an entry that owns child paths; null -> 404. */
export async function findRoute(payload: Payload, slug: string, locale: SiteLocale): Promise<ResolvedRoute | null> {
  const exact = await findEntry(payload, slug, locale)
  if (exact) return { ...exact, rest: [] }
  const segments = slug.split('/')
  // Longest parent first: `blog/page/2` belongs to `blog`, never to a shorter entry.
  for (let length = segments.length - 1; length >= 1; length--) {
    const parent = await findEntry(payload, segments.slice(0, length).join('/'), locale)
    if (parent) return pageTypeOwnsChildren(parent.page.page_type) ? { ...parent, rest: segments.slice(length) } : null
  }
  return null
}

/** CMS UI strings in a language, and the default language's as fallback. No locale fallback is
 * applied by the query so the translator can prefer built-in texts in the visitor's language. */
export async function loadTranslations(payload: Payload, locale: SiteLocale): Promise<CmsStrings> {
  const read = async (lang: SiteLocale) => {
    const result = await payload.find({
      collection: 'translations',
      locale: lang,
      fallbackLocale: false,
      depth: 0,
      limit: 5000,
      pagination: false,
    })
    const map: Record<string, string> = {}
    for (const doc of result.docs) if (doc.value) map[doc.key] = doc.value
    return map
  }
  const current = await read(locale)
  const fallback = locale === DEFAULT_LOCALE ? current : await read(DEFAULT_LOCALE)
  return { current, fallback }
}

export async function loadSiteConfig(payload: Payload): Promise<SiteConfig> {
  return payload.findGlobal({ slug: 'site-config', depth: 0 })
}

/**
 * A template's page variables documents in one language (English where a text is not translated):
 * the page's suffixed document first, then the template's default one.
 */
export async function loadPageVariableDocuments(
  payload: Payload,
  template: PageVariableTemplate,
  suffix: string | null | undefined,
  locale: SiteLocale,
) {
  const suffixes = [...new Set(['', suffix ?? ''])]
  const { docs } = await payload.find({
    collection: 'page-variables',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: { and: [{ template: { equals: template } }, { or: [{ suffix: { in: suffixes } }, { suffix: { exists: false } }] }] },
    depth: 1,
    limit: suffixes.length + 1,
    pagination: false,
  })
  return orderVariableDocuments(docs, suffix)
}

/** How long resolved figures are reused per process; a change of the Figures settings drops them within a second. */
const SITE_FIGURES_TTL_MS = 60_000
/**
 * How often a process asks whether the Figures settings changed. The settings can be saved on another web
 * node, so a change is noticed by the version stored with them, not by a message inside this process.
 */
const SETTINGS_CHECK_MS = 1_000
let siteFiguresGeneration = 0
const siteConfigVersion = reusedPerOwnerAndKey<Payload, null, string>(SETTINGS_CHECK_MS, async (payload) => {
  const { updatedAt } = await payload.findGlobal({ slug: 'site-config', depth: 0, select: {} })
  return String(updatedAt)
})
const siteFiguresOf = reusedPerOwnerAndKey(SITE_FIGURES_TTL_MS, async (payload: Payload, key: string) => {
  const locale = key.slice(key.lastIndexOf(':') + 1) as SiteLocale
  const [registry, config] = await Promise.all([registryFigures(payload), loadSiteConfig(payload)])
  const counts = { companies: registry.companies, countries: registry.countries, directors: registry.officers, sectors: registry.sectors }
  return resolveSiteFigures(counts, config.figures ?? {}, locale)
})

/** The site's figures in a language (modules/content/site-figures.ts), shared by every page and every CMS read. */
export async function loadSiteFigures(payload: Payload, locale: SiteLocale): Promise<SiteFigures> {
  return siteFiguresOf(payload, `${siteFiguresGeneration}:${await siteConfigVersion(payload, null)}:${locale}`)
}

/** Called when the Figures settings change here, so this process's next page states the new figures at once. */
export function forgetSiteFigures(): void {
  siteFiguresGeneration += 1
}
