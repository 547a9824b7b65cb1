// What both image-serving routes pass to the media module: the request's url, where files may come
// from and go, and the route's rate limit, run only when a copy has to be made.
import { enforceRateLimit } from '@/lib/api-route'
import type { RateLimit } from '@/lib/rate-limit'
import { siteUrl } from '@/lib/site-config'
import { allowedHostsFromEnv, imageCacheDir, type ServingOptions } from '@/modules/media'
import { MEDIA_DIR } from '@/payload/collections/media'

export function servingOptions(request: Request, rateLimit: RateLimit): ServingOptions {
  return {
    url: new URL(request.url).searchParams.get('url'),
    siteUrl: siteUrl(),
    mediaDir: MEDIA_DIR,
    cacheDir: imageCacheDir(),
    allowedHosts: allowedHostsFromEnv(),
    beforeWork: () => enforceRateLimit(request, rateLimit),
  }
}
