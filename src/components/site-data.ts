import 'server-only'

import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import {
  buildSiteMenus,
  createTranslator,
  findRoute,
  loadNavigation,
  loadSiteConfig,
  loadSiteFigures,
  loadTranslations,
} from '@/modules/content'
import { type SiteLocale } from '@/lib/locales'

export const getPayloadClient = cache(async () => getPayload({ config: await configPromise }))

/** Everything the site chrome needs for one language, read once per render. */
export const getSiteContext = cache(async (locale: SiteLocale) => {
  const payload = await getPayloadClient()
  const [navigation, strings, config, figures] = await Promise.all([
    loadNavigation(payload, locale),
    loadTranslations(payload, locale),
    loadSiteConfig(payload),
    loadSiteFigures(payload, locale),
  ])
  const t = createTranslator(locale, strings, figures)
  return { locale, navigation, config, figures, t, menus: buildSiteMenus(navigation, locale, t) }
})

export type SiteContext = Awaited<ReturnType<typeof getSiteContext>>

export const getRoute = cache(async (slug: string, locale: SiteLocale) => findRoute(await getPayloadClient(), slug, locale))
