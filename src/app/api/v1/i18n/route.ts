// GET /api/v1/i18n?key=&lang= - interface texts by key (one or a list) from the translations collection, with its fallbacks
import { NextResponse } from 'next/server'

import { apiRoute, validationError } from '@/lib/api-route'
import { getPayloadClient } from '@/lib/site-data'
import { i18nQueryInput, i18nQuerySchema, loadTranslations, lookupTexts, type CmsStrings, type SiteLocale } from '@/modules/content'

/** Texts change when an editor saves; a minute's reuse keeps a burst of calls from re-reading thousands of rows. */
const TRANSLATIONS_TTL_MS = 60_000
const cache = new Map<SiteLocale, { at: number; value: Promise<CmsStrings> }>()

function translations(locale: SiteLocale): Promise<CmsStrings> {
  const cached = cache.get(locale)
  if (cached && Date.now() - cached.at < TRANSLATIONS_TTL_MS) return cached.value
  const value = getPayloadClient().then((payload) => loadTranslations(payload, locale))
  cache.set(locale, { at: Date.now(), value })
  value.catch(() => cache.delete(locale))
  return value
}

export const GET = apiRoute(async (request) => {
  const parsed = i18nQuerySchema.safeParse(i18nQueryInput(new URL(request.url)))
  if (!parsed.success) throw validationError(parsed.error)
  const { lang, key } = parsed.data
  return NextResponse.json(
    { lang, ...lookupTexts(lang, await translations(lang), key) },
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } },
  )
})
