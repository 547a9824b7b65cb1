// GET /api/image-serving/logo?url= - a customer logo in SVG from our media or an allow-listed host, sanitised.
import { apiRoute } from '@/lib/api-route'
import { serveLogo } from '@/modules/media'

import { servingOptions } from '../serving-options'

const LOGO_RATE_LIMIT = { name: 'image-serving-logo', limit: 120, windowMs: 60_000 }

export const GET = apiRoute(async (request: Request) => {
  const logo = await serveLogo(servingOptions(request, LOGO_RATE_LIMIT))
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
