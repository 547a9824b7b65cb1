// GET /credit-report?company=&country= - the credit search page, wherever the CMS put it, opened on a company
// (the browser extension's "Buy the credit report" link: a stable address for a page editors may move).
import { getPayloadClient } from '@/components/site-data'
import { DEFAULT_LOCALE, HOME_SLUG, isSiteLocale, localizedPath } from '@/lib/locales'
import { loadNavigation, slotHrefOrDefault } from '@/modules/content'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale: requested } = await params
  const locale = isSiteLocale(requested) ? requested : DEFAULT_LOCALE
  const search = new URL(request.url).searchParams
  const query: Record<string, string> = {}
  const company = search.get('company')?.trim().slice(0, 200)
  const country = search.get('country')?.trim().toLowerCase()
  if (company) query.company = company
  if (country && /^[a-z]{2}$/.test(country)) query.country = country

  const payload = await getPayloadClient()
  const href = slotHrefOrDefault(await loadNavigation(payload, locale), 'credits', locale, query) ?? localizedPath(locale, HOME_SLUG)
  // A relative Location: the browser resolves it against the address it asked, whatever host that was.
  return new Response(null, { status: 307, headers: { Location: href, 'Cache-Control': 'no-store' } })
}
