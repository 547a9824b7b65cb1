// GET /api/v1/i18n?key=&lang= - interface texts by key (one or a list) from the translations collection, with its fallbacks
import { NextResponse } from 'next/server'

import { apiRoute, validationError } from '@/lib/api-route'
import { reusedPerKey } from '@/lib/reused-for'
import { getPayloadClient } from '@/components/site-data'
import { i18nQueryInput, i18nQuerySchema, loadSiteFigures, loadTranslations, lookupTexts } from '@/modules/content'
import { type SiteLocale } from '@/lib/locales'

/** Texts change when an editor saves; a minute's reuse keeps a burst of calls from re-reading thousands of rows. */
const TRANSLATIONS_TTL_MS = 60_000
const translations = reusedPerKey(TRANSLATIONS_TTL_MS, async (locale: SiteLocale) => loadTranslations(await getPayloadClient(), locale))

export const GET = apiRoute(async (request) => {
  const parsed = i18nQuerySchema.safeParse(i18nQueryInput(new URL(request.url)))
  if (!parsed.success) throw validationError(parsed.error)
  const { lang, key } = parsed.data
  return NextResponse.json(
    { lang, ...lookupTexts(lang, await translations(lang), key, await loadSiteFigures(await getPayloadClient(), lang)) },
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } },
  )
})
