// GET /robots.txt - keeps crawlers out of the back office, the API and pages marked not_indexed; points to the sitemap
import type { MetadataRoute } from 'next'

import { headers } from 'next/headers'

import { requestOrigin } from '@/lib/site-config'
import { getPayloadClient } from '@/components/site-data'
import { loadSitemapRoutes, robotsDisallow } from '@/modules/content'

/** Rendered for each request, like the sitemap: the sitemap address names the running server's origin. */
export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const routes = await loadSitemapRoutes(await getPayloadClient())
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: robotsDisallow(routes) }],
    sitemap: `${requestOrigin(await headers())}/sitemap.xml`,
  }
}
