// GET /sitemap.xml - every published page, article, author and vacancy in each of its languages, with hreflang alternates
import type { MetadataRoute } from 'next'

import { headers } from 'next/headers'

import { requestOrigin } from '@/lib/site-config'
import { getPayloadClient } from '@/components/site-data'
import { loadSitemapRoutes, sitemapEntries } from '@/modules/content'

/**
 * Rendered for each request, never at build time: the addresses name the running server's origin
 * (siteUrl), the same one the pages' canonical and hreflang links name, and list the content as
 * it is now.
 */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(requestOrigin(await headers()), await loadSitemapRoutes(await getPayloadClient()))
}
