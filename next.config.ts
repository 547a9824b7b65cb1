import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { withAdminOnlyColorSchemeHint } from './src/lib/admin-client-hints'
import { securityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  // A separate build directory lets the end-to-end suite build with its own settings.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  // The site's CSS is linked as one file (app/(site)/styles.css), not inlined (experimental.inlineCss):
  // inlined, its ~60 KB came twice in every page, in a <style> and again as text in the RSC payload, and
  // were downloaded again with every page. Linked, a page's HTML is half the bytes (48 -> 22 KB gzip for
  // the blog list) and the 12 KB stylesheet is cached across pages.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }]
  },
}

export default withAdminOnlyColorSchemeHint(withPayload(nextConfig, { devBundleServerPackages: false }))
