// GET /downloads/company-check-extension.zip - the browser extension, made for this site (src/lib/browser-extension.ts)
import { extensionDownload } from '@/lib/browser-extension'
import { siteSettings } from '@/lib/site-config'

// The zip names the address this server answers at, read when asked (never frozen into the build).
export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  return extensionDownload(request, { siteName: siteSettings.siteName })
}
