import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '@/lib/locales'
import { REGIONS, type Region } from '@/modules/registry'

import { ARTICLE_TYPES, type HeaderMenuPosition, type NavigationSlot } from './navigation-slots'
import type { Translate } from './translator'

/** A navigation entry as the site uses it (flattened from the CMS document). */
export type NavEntry = {
  id: number | string
  title: string
  slug: string
  slot: NavigationSlot | null
  pageType: string | null
  languages: SiteLocale[]
  description: string | null
  icon: string | null
  headerMenuPosition: HeaderMenuPosition
  region: Region | null
  isPopular: boolean
  hasIntegrationInformation: boolean
  order: number
}

export type MenuLink = {
  title: string
  href: string
  description?: string | null
  icon?: string | null
}

export type CountryTab = { id: string; label: string; links: MenuLink[] }

export type SiteMenus = {
  products: MenuLink[]
  solutions: MenuLink[]
  countryTabs: CountryTab[]
  /** Industries split into columns of `INDUSTRY_COLUMN_SIZE`. */
  industryColumns: MenuLink[][]
  main: MenuLink[]
  pricing: MenuLink | null
  customers: MenuLink | null
  bookDemo: MenuLink | null
  topBar: { blogTypes: MenuLink[]; integrations: MenuLink[]; about: MenuLink[] }
  footer: { products: MenuLink[]; solutions: MenuLink[]; company: MenuLink[]; legal: MenuLink[] }
}

/** Browse by industries is laid out in columns of four. */
export const INDUSTRY_COLUMN_SIZE = 4

const COUNTRY_PAGE_TYPES = new Set(['country', 'country_2'])

export function chunk<T>(items: T[], size: number): T[][] {
  const columns: T[][] = []
  for (let index = 0; index < items.length; index += size) columns.push(items.slice(index, index + size))
  return columns
}

function byOrderThenTitle(a: NavEntry, b: NavEntry): number {
  return a.order - b.order || a.title.localeCompare(b.title)
}

/** Entries published in a language, in menu order. */
export function entriesForLocale(entries: NavEntry[], locale: SiteLocale): NavEntry[] {
  return entries.filter((entry) => entry.languages.includes(locale)).sort(byOrderThenTitle)
}

export function findEntryBySlot(entries: NavEntry[], slot: NavigationSlot, locale: SiteLocale): NavEntry | undefined {
  return entries.find((entry) => entry.slot === slot && entry.languages.includes(locale))
}

/** The URL of the page in a slot, or null when no page fills the slot in that language. */
export function slotHref(entries: NavEntry[], slot: NavigationSlot, locale: SiteLocale, query?: Record<string, string>): string | null {
  const entry = findEntryBySlot(entries, slot, locale)
  if (!entry) return null
  const path = localizedPath(locale, entry.slug)
  const search = query ? new URLSearchParams(query).toString() : ''
  return search ? `${path}?${search}` : path
}

/** The page in a slot in a language, or in the default language when that language has none. */
export function slotHrefOrDefault(
  entries: NavEntry[],
  slot: NavigationSlot,
  locale: SiteLocale,
  query?: Record<string, string>,
): string | null {
  return slotHref(entries, slot, locale, query) ?? slotHref(entries, slot, DEFAULT_LOCALE, query)
}

/**
 * A CMS button: a slot wins over an explicit link, and a button whose slot is empty is hidden
 * (a button shows only if its slot exists).
 */
export function resolveButton(
  entries: NavEntry[],
  locale: SiteLocale,
  button: { text?: string | null; slot?: string | null; href?: string | null },
): { text: string; href: string } | null {
  const text = button.text?.trim()
  if (!text) return null
  if (button.slot) {
    const href = slotHref(entries, button.slot as NavigationSlot, locale)
    return href ? { text, href } : null
  }
  if (button.href) return { text, href: button.href }
  return null
}

function toLink(entry: NavEntry, locale: SiteLocale): MenuLink {
  return {
    title: entry.title,
    href: localizedPath(locale, entry.slug),
    description: entry.description,
    icon: entry.icon,
  }
}

/** `t` names the tabs and blog types in the page's language (region_*, article_type_*, popular). */
export function buildSiteMenus(allEntries: NavEntry[], locale: SiteLocale, t: Translate): SiteMenus {
  const entries = entriesForLocale(allEntries, locale)
  const links = (predicate: (entry: NavEntry) => boolean) => entries.filter(predicate).map((entry) => toLink(entry, locale))
  const inMenu = (position: HeaderMenuPosition) => (entry: NavEntry) => entry.headerMenuPosition === position

  const countries = entries.filter((entry) => entry.pageType !== null && COUNTRY_PAGE_TYPES.has(entry.pageType))
  const alphabetical = (a: NavEntry, b: NavEntry) => a.title.localeCompare(b.title, locale)
  const countryTabs: CountryTab[] = []
  const popular = countries.filter((entry) => entry.isPopular).sort(alphabetical)
  if (popular.length) {
    countryTabs.push({ id: 'popular', label: t('popular'), links: popular.map((entry) => toLink(entry, locale)) })
  }
  for (const region of REGIONS) {
    const inRegion = countries.filter((entry) => entry.region === region.value).sort(alphabetical)
    if (inRegion.length) {
      countryTabs.push({ id: region.value, label: t(`region_${region.value}`), links: inRegion.map((entry) => toLink(entry, locale)) })
    }
  }

  const industries = entries
    .filter((entry) => entry.pageType === 'industry')
    .sort(alphabetical)
    .map((entry) => toLink(entry, locale))

  const slotLink = (slot: NavigationSlot, query?: Record<string, string>): MenuLink | null => {
    const entry = findEntryBySlot(entries, slot, locale)
    const href = slotHref(entries, slot, locale, query)
    return entry && href ? { title: entry.title, href } : null
  }

  const pricing = slotLink('pricing')
  const customers = slotLink('customers', { page: '1' })
  const blog = findEntryBySlot(entries, 'blog', locale)
  const blogPath = blog ? localizedPath(locale, blog.slug) : null

  // The pricing and customers items are placed explicitly, so they are not repeated as regular items.
  const main = links((entry) => entry.headerMenuPosition === 'main' && entry.slot !== 'pricing' && entry.slot !== 'customers')

  return {
    products: links(inMenu('products')),
    solutions: links(inMenu('solutions')),
    countryTabs,
    industryColumns: chunk(industries, INDUSTRY_COLUMN_SIZE),
    main,
    pricing,
    customers,
    bookDemo: slotLink('book_demo'),
    topBar: {
      blogTypes: blogPath
        ? ARTICLE_TYPES.map((type) => ({ title: t(`article_type_${type.value}`), href: `${blogPath}?type=${type.value}` }))
        : [],
      integrations: links((entry) => entry.hasIntegrationInformation),
      about: links(inMenu('about')),
    },
    footer: {
      products: links(inMenu('products')),
      solutions: links(inMenu('solutions')),
      company: [...links(inMenu('about')), ...links(inMenu('main'))],
      legal: links(inMenu('footer')),
    },
  }
}

/** Language alternatives of one page: the languages its navigation entry is published in. */
export function languageAlternates(
  entry: Pick<NavEntry, 'slug' | 'languages'>,
  rest: string[] = [],
): { locale: SiteLocale; href: string }[] {
  const slug = routeSlug(entry.slug, rest)
  return entry.languages.map((locale) => ({ locale, href: localizedPath(locale, slug) }))
}

/** The full slug of a page below an entry (`blog` + [`how-to`] -> `blog/how-to`). */
export function routeSlug(entrySlug: string, rest: string[] = []): string {
  return rest.length ? [entrySlug, ...rest].join('/') : entrySlug
}
