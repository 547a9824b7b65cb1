import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SiteChrome } from '@/components/site-chrome'
import { isFrameablePageType, isIndexablePage, languageAlternates, type ResolvedRoute, routeSlug } from '@/modules/content'
import { DEFAULT_LOCALE, HOME_SLUG, isSiteLocale, isValidSlug, localizedPath, type SiteLocale } from '@/lib/locales'
import { getRoute, getSiteContext } from '@/components/site-data'
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
  if (!isSiteLocale(locale)) return null
  const slugPath = slug?.length ? slug.map(safeDecode).join('/') : HOME_SLUG
  if (!isValidSlug(slugPath)) return null
  const route = await getRoute(slugPath, locale)
  return route ? { locale: locale as SiteLocale, route } : null
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
  const child = rest.length ? await childMetadata({ context: await getSiteContext(locale), route }) : null
  if (rest.length && !child) return {}
  // Canonical and hreflang links name the page's one address (a policy document has several).
  const slug = child?.canonicalSlug ?? routeSlug(entry.slug, rest)
  const languages: Record<string, string> = {}
  for (const language of entry.languages) languages[language] = localizedPath(language, slug)
  if (entry.languages.includes(DEFAULT_LOCALE)) languages['x-default'] = localizedPath(DEFAULT_LOCALE, slug)
  const background =
    child?.image ?? (page.meta_background && typeof page.meta_background === 'object' ? page.meta_background.url : undefined)
  const title = child?.title ?? (page.document_title || page.title)
  const description = child ? child.description : page.meta_description || page.description || undefined
  const notIndexed = !isIndexablePage(page) || child?.notIndexed
  return {
    title: entry.slug === HOME_SLUG ? { absolute: title } : title,
    description,
    alternates: { canonical: localizedPath(locale, slug), languages },
    robots: notIndexed ? { index: false, follow: false } : undefined,
    openGraph: { title, description, locale, images: background ? [background] : undefined },
  }
}

export default async function SitePage({ params }: { params: Params }) {
  const resolved = await resolve(params)
  if (!resolved) notFound()
  const { locale, route } = resolved
  const context = await getSiteContext(locale)
  if (isFrameablePageType(route.page.page_type)) {
    // Framed by other sites: no header, footer or promotions, only the page.
    return (
      <main id="main" className="site-main site-main--embed" tabIndex={-1}>
        {await renderTemplate({ context, route })}
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
      {await renderTemplate({ context, route })}
    </SiteChrome>
  )
}
