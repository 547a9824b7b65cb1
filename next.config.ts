import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  // A separate build directory lets the end-to-end suite build with its own settings.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
