// GET /robots.txt - keeps crawlers out of the back office, the API and pages marked not_indexed; points to the sitemap
import type { MetadataRoute } from 'next'

import { siteSettings } from '@/lib/site-config'
import { getPayloadClient } from '@/lib/site-data'
import { loadSitemapRoutes, robotsDisallow } from '@/modules/content'

export const revalidate = 3600

export default async function robots(): Promise<MetadataRoute.Robots> {
  const routes = await loadSitemapRoutes(await getPayloadClient())
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: robotsDisallow(routes) }],
    sitemap: `${siteSettings.siteUrl}/sitemap.xml`,
  }
}
