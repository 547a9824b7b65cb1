import { withPayload } from '@payloadcms/next/withPayload'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

import { withAdminOnlyColorSchemeHint } from './src/lib/admin-client-hints'
import { DEFAULT_LOCALE, SITE_LOCALES } from './src/lib/locales'
import { EMBED_PATH_PREFIX } from './src/modules/content/page-types'
import { securityHeaderRules } from './src/lib/security-headers'

// Embedded pages (/embed/..., /es/embed/...) may be framed by other sites; every other path may not.
const embedPrefixes = ['', ...SITE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => `${locale}/`)].map(
  (prefix) => `${prefix}${EMBED_PATH_PREFIX}`,
)

const nextConfig: NextConfig = {
  // A separate build directory lets the end-to-end suite build with its own settings.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Several web nodes share one page cache in Redis, so a CMS change seen by one node is seen by all
  // (src/cache/redis-cache-handler.mjs); a single node without Redis keeps Next.js's cache on its disk.
  ...(process.env.REDIS_URL?.trim()
    ? {
        cacheHandler: fileURLToPath(new URL('./src/cache/redis-cache-handler.mjs', import.meta.url)),
        cacheMaxMemorySize: 0,
      }
    : {}),
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  // `npm run typecheck` checks the whole repository with Next.js's route types (`next typegen`), and npm test
  // runs it before the end-to-end suite builds: scripts/e2e-server.sh skips the build's own check (a minute).
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === 'off' },
  // A clean CI checkout never builds twice: writing Turbopack's build cache there costs half a minute for nothing.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // The site's CSS is linked as one file (app/(site)/styles.css), not inlined (experimental.inlineCss):
  // inlined, its ~60 KB came twice in every page, in a <style> and again as text in the RSC payload, and
  // were downloaded again with every page. Linked, a page's HTML is half the bytes (48 -> 22 KB gzip for
  // the blog list) and the 12 KB stylesheet is cached across pages.
  async headers() {
    return securityHeaderRules(embedPrefixes)
  },
}

export default withAdminOnlyColorSchemeHint(withPayload(nextConfig, { devBundleServerPackages: false }))
