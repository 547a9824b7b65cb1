import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { withAdminOnlyColorSchemeHint } from './src/lib/admin-client-hints'
import { securityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  // A separate build directory lets the end-to-end suite build with its own settings.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  // The site's CSS is small (tens of KB); inlined in the HTML it no longer blocks the first paint
  // behind extra requests, which on a phone network is most of the time to first content.
  experimental: { inlineCss: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }]
  },
}

export default withAdminOnlyColorSchemeHint(withPayload(nextConfig, { devBundleServerPackages: false }))
