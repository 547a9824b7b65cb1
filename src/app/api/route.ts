import { NextResponse, type NextRequest } from 'next/server'

import { loadNavigation, slotHref } from '@/modules/content'
import { DEFAULT_LOCALE, isSiteLocale, localizedPath } from '@/lib/locales'
import { getPayloadClient } from '@/components/site-data'

/**
 * `/api` alone: the API product page once lived here, but the path belongs to the CMS's REST API
 * (under /api/…) and answered a bare 404. Old links, `/api?lang=es` and `/es/api` (sent here by
 * the proxy) go on to the page in the `api` navigation slot, or the home page without one.
 */
export async function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang')
  const locale = isSiteLocale(lang) ? lang : DEFAULT_LOCALE
  const navigation = await loadNavigation(await getPayloadClient(), locale)
  const target = request.nextUrl.clone()
  target.pathname = slotHref(navigation, 'api', locale) ?? localizedPath(locale, '/')
  target.search = ''
  return NextResponse.redirect(target, 308)
}
