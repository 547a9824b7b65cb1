/** Languages the site can serve. The default one has no URL prefix; the others are prefixed. */
export const SITE_LOCALES = ['en', 'es', 'fr', 'it', 'de'] as const
export type SiteLocale = (typeof SITE_LOCALES)[number]

export const DEFAULT_LOCALE: SiteLocale = 'en'

/** Cookie written by the language selector; the proxy honours it on the bare home page. */
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

export const LOCALE_LABELS: Record<SiteLocale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  de: 'Deutsch',
}

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value)
}

/** The slug that stands for the site root in navigation entries. */
export const HOME_SLUG = '/'

/** Public URL path of a navigation slug in a language: `/`, `/pricing`, `/es`, `/es/pricing`. */
export function localizedPath(locale: SiteLocale, slug: string): string {
  const cleanSlug = slug === HOME_SLUG ? '' : slug.replace(/^\/+|\/+$/g, '')
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  if (!cleanSlug) return prefix || '/'
  return `${prefix}/${cleanSlug}`
}

/**
 * Splits a public pathname into its language and the navigation slug it addresses.
 * `/es/pricing` -> es + `pricing`; `/pricing` -> en + `pricing`; `/` -> en + `/`.
 * `explicitDefault` tells whether the default language was spelled out (`/en/...`), which the
 * proxy redirects to the unprefixed form so each page has one URL.
 */
export function splitLocaleFromPath(pathname: string): {
  locale: SiteLocale
  slug: string
  explicitDefault: boolean
} {
  const segments = pathname.split('/').filter(Boolean)
  const [first, ...rest] = segments
  if (isSiteLocale(first)) {
    return {
      locale: first,
      slug: rest.length ? rest.join('/') : HOME_SLUG,
      explicitDefault: first === DEFAULT_LOCALE,
    }
  }
  return { locale: DEFAULT_LOCALE, slug: segments.length ? segments.join('/') : HOME_SLUG, explicitDefault: false }
}

/** Navigation slugs: `/` for home, otherwise lower-case words separated by `-` and `/`. */
export const SLUG_PATTERN = /^(\/|[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)$/

/**
 * First path segments the application itself answers (the CMS's REST API and admin, Next.js
 * files, stored media): a page there would never be reached. `api` was once a page's slug and
 * gave the API product page a bare 404 (issue 21).
 */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = ['api', 'admin', '_next', 'storage']

export function isValidSlug(slug: string): boolean {
  if (!SLUG_PATTERN.test(slug)) return false
  const first = slug.split('/')[0]!
  // A slug that starts with a language code would be unreachable behind the language prefix.
  return slug === HOME_SLUG || (!isSiteLocale(first) && !RESERVED_FIRST_SEGMENTS.includes(first))
}
