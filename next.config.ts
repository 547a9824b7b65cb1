import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
