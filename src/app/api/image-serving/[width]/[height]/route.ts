// GET /api/image-serving/{width}/{height}?url= - an image of our media library or an allow-listed
// host, resized into the box (0 = that side follows the proportions), as AVIF or WebP when accepted.
import { apiRoute } from '@/lib/api-route'
import { serveImage } from '@/modules/media'

import { servingOptions } from '../../serving-options'

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const
/** Resizing is the expensive part; cached copies are not counted. */
const RESIZE_RATE_LIMIT = { name: 'image-serving', limit: 120, windowMs: 60_000 }

export const GET = apiRoute(async (request: Request, { params }: { params: Promise<{ width: string; height: string }> }) => {
  const { width, height } = await params
  const image = await serveImage({ ...servingOptions(request, RESIZE_RATE_LIMIT), width, height, accept: request.headers.get('accept') })
  return new Response(new Uint8Array(image.data), {
    headers: {
      'Content-Type': CONTENT_TYPES[image.format],
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      Vary: 'Accept',
      'X-Content-Type-Options': 'nosniff',
      'X-Image-Cache': image.cache,
    },
  })
})
