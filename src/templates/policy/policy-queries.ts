import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/components/site-data'
import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'

/** Policy documents in tab order; a handful per site. */
export const loadPolicies = cache(async (locale: SiteLocale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'policies',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    sort: 'order',
    depth: 0,
    limit: 50,
    pagination: false,
  })
  return docs
})

export const loadCookieDeclarations = cache(async (locale: SiteLocale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'cookie-declarations',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    sort: 'name',
    depth: 0,
    limit: 500,
    pagination: false,
  })
  return docs
})
