// GET /sitemap.xml - every published page, article, author and vacancy in each of its languages, with hreflang alternates
import type { MetadataRoute } from 'next'

import { siteSettings } from '@/lib/site-config'
import { getPayloadClient } from '@/lib/site-data'
import { loadSitemapRoutes, sitemapEntries } from '@/modules/content'

/** Rebuilt at most hourly; content changes also revalidate the whole site. */
export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(siteSettings.siteUrl, await loadSitemapRoutes(await getPayloadClient()))
}
