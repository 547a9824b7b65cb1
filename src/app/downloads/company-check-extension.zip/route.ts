// GET /downloads/company-check-extension.zip - the browser extension, made for this site (src/lib/browser-extension.ts)
import { EXTENSION_FILE_NAME, extensionBuilt, extensionPackage } from '@/lib/browser-extension'
import { siteSettings, siteUrl } from '@/lib/site-config'

// The zip names the address this server answers at, read when asked (never frozen into the build).
export const dynamic = 'force-dynamic'

export function GET(): Response {
  if (!extensionBuilt()) {
    return new Response('The browser extension has not been built on this server (npm run build:extension).\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const zip = extensionPackage({ origin: siteUrl(), siteName: siteSettings.siteName })
  return new Response(zip as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${EXTENSION_FILE_NAME}"`,
      'Content-Length': String(zip.byteLength),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
