// GET /api/image-serving/logo?url= - a customer logo in SVG from our media or an allow-listed host, sanitised.
import path from 'node:path'

import { apiRoute, enforceRateLimit } from '@/lib/api-route'
import { siteUrl } from '@/lib/site-config'
import { allowedHostsFromEnv, serveLogo } from '@/modules/media/image-serving'
import { MEDIA_DIR } from '@/payload/collections/media'

const LOGO_RATE_LIMIT = { name: 'image-serving-logo', limit: 120, windowMs: 60_000 }

export const GET = apiRoute(async (request: Request) => {
  const logo = await serveLogo({
    url: new URL(request.url).searchParams.get('url'),
    siteUrl: siteUrl(),
    mediaDir: MEDIA_DIR,
    cacheDir: path.resolve(process.env.IMAGE_CACHE_DIR || path.join(process.cwd(), 'data', 'image-cache')),
    allowedHosts: allowedHostsFromEnv(),
    beforeWork: () => enforceRateLimit(request, LOGO_RATE_LIMIT),
  })
  return new Response(logo.data, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Opened on its own, the file may run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Image-Cache': logo.cache,
    },
  })
})
