import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { SiteChrome } from '@/components/site-chrome'
import { isFrameablePageType, isIndexablePage, languageAlternates, type ResolvedRoute, routeSlug } from '@/modules/content'
import { DEFAULT_LOCALE, HOME_SLUG, isSiteLocale, isValidSlug, localizedPath, type SiteLocale } from '@/lib/locales'
import { getRoute, getSiteContext } from '@/components/site-data'
import { linkOrigin } from '@/lib/site-config'
import { getPageVariables } from '@/templates/page-variables'
import { childMetadata, renderTemplate } from '@/templates/registry'

type Params = Promise<{ locale: string; slug?: string[] }>

/** Pages are rendered on first visit and cached; CMS changes revalidate them (see revalidate-site). */
export const revalidate = 3600

export function generateStaticParams() {
  return []
}

/** A malformed escape such as `%E0%A4%A` is a 404, not a 500. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return '%invalid%'
  }
}

async function resolve(params: Params) {
  const { locale, slug } = await params
  return resolvePath(locale, slug?.length ? slug.map(safeDecode).join('/') : HOME_SLUG)
}

async function resolvePath(locale: string, slugPath: string) {
  if (!isSiteLocale(locale)) return null
  if (!isValidSlug(slugPath)) return null
  const route = await getRoute(slugPath, locale)
  if (route) return { locale: locale as SiteLocale, route, contentLocale: locale as SiteLocale }
  if (locale === DEFAULT_LOCALE) return null
  // A page not (yet) published in this language is served in English at the language's address
  // rather than a 404 (issue 40): the site's frame speaks the visitor's language, the page's own
  // content is English and marked so, and its canonical link names the English address.
  const fallback = await getRoute(slugPath, DEFAULT_LOCALE)
  return fallback ? { locale: locale as SiteLocale, route: fallback, contentLocale: DEFAULT_LOCALE } : null
}

type Resolved = NonNullable<Awaited<ReturnType<typeof resolvePath>>>

/**
 * A child page's (article, author, vacancy…) own description, read once per request by both the
 * metadata and the page (React's cache is shared between them).
 */
const describeChild = cache(async (locale: string, slugPath: string) => {
  const resolved = await resolvePath(locale, slugPath)
  if (!resolved?.route.rest.length) return null
  return childMetadata({ context: await getSiteContext(resolved.contentLocale), route: resolved.route })
})

/**
 * The page's canonical address and its languages' addresses (hreflang), as links: prefixed with
 * SITE_URL when set, else root-relative, so a cached page never carries a request's host and a
 * crawler resolves them against the address it fetched (issue 40, item 3). Next's metadata API
 * can only print absolute addresses (it falls back to localhost), hence plain <link> elements,
 * which React places in the document head.
 */
function AddressLinks({ resolved, canonicalSlug }: { resolved: Resolved; canonicalSlug: string | undefined }) {
  const { route, contentLocale } = resolved
  const slug = canonicalSlug ?? routeSlug(route.entry.slug, route.rest)
  const origin = linkOrigin()
  const languages: [string, string][] = route.entry.languages.map((language) => [language, localizedPath(language, slug)])
  if (route.entry.languages.includes(DEFAULT_LOCALE)) languages.push(['x-default', localizedPath(DEFAULT_LOCALE, slug)])
  return (
    <>
      <link rel="canonical" href={`${origin}${localizedPath(contentLocale, slug)}`} />
      {languages.map(([language, path]) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${origin}${path}`} />
      ))}
    </>
  )
}

/** A country-promotion page's own contact, from its page variables (the template reads the same, cached). */
async function promotionContact(route: ResolvedRoute, locale: SiteLocale) {
  const { variables } = await getPageVariables('country_promotion', route.page.page_var_suffix ?? null, locale, route.page.title)
  return { phone: variables.text('contact_phone') || null, email: variables.text('contact_email') || null }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const resolved = await resolve(params)
  if (!resolved) return {}
  const { locale, route } = resolved
  const { page, entry, rest } = route
  // A child page (article, author, vacancy…) is described by its own content.
  const child = rest.length ? await describeChild(locale, routeSlug(entry.slug, rest)) : null
  if (rest.length && !child) return {}
  const background =
    child?.image ?? (page.meta_background && typeof page.meta_background === 'object' ? page.meta_background.url : undefined)
  const title = child?.title ?? (page.document_title || page.title)
  const description = child ? child.description : page.meta_description || page.description || undefined
  const notIndexed = !isIndexablePage(page) || child?.notIndexed
  return {
    title: entry.slug === HOME_SLUG ? { absolute: title } : title,
    description,
    robots: notIndexed ? { index: false, follow: false } : undefined,
    // A share image must be an absolute address: without SITE_URL there is no origin to name in a cached page.
    openGraph: { title, description, locale, images: background && linkOrigin() ? [background] : undefined },
  }
}

export default async function SitePage({ params }: { params: Params }) {
  const resolved = await resolve(params)
  if (!resolved) notFound()
  const { locale, route, contentLocale } = resolved
  const child = route.rest.length ? await describeChild(locale, routeSlug(route.entry.slug, route.rest)) : null
  const addressLinks = <AddressLinks resolved={resolved} canonicalSlug={child?.canonicalSlug} />
  const context = await getSiteContext(locale)
  const contentContext = contentLocale === locale ? context : await getSiteContext(contentLocale)
  const body = await renderTemplate({ context: contentContext, route })
  // English content under another language's address says so, for screen readers and translators.
  const content =
    contentLocale === locale ? (
      body
    ) : (
      // display: contents keeps the templates' layout, which styles the main element's children.
      <div lang={contentLocale} style={{ display: 'contents' }}>
        {body}
      </div>
    )
  if (isFrameablePageType(route.page.page_type)) {
    // Framed by other sites: no header, footer or promotions, only the page.
    return (
      <main id="main" className="site-main site-main--embed" tabIndex={-1}>
        {addressLinks}
        {content}
      </main>
    )
  }
  return (
    <SiteChrome
      context={context}
      pageType={route.page.page_type}
      alternates={languageAlternates(route.entry, route.rest)}
      contact={route.page.page_type === 'country_promotion' ? await promotionContact(route, locale) : undefined}
    >
      {addressLinks}
      {content}
    </SiteChrome>
  )
}
