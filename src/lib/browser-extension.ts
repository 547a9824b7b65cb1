import fs from 'node:fs'
import path from 'node:path'

import { strToU8, zipSync } from 'fflate'

import { configuredSiteUrl, requestOrigin } from './site-config'

/**
 * The browser extension as the site hands it out. `npm run build:extension` compiles extension/ into
 * extension/build (scripts, popup, icons, messages) without knowing which site it is for; the zip is
 * made here, for the server that answers, so that the extension calls the address it was downloaded
 * from (SITE_URL, else the origin of the download's request; read per request) and only that address
 * (its one host permission), and carries the site's name. docs/decisions.md says why.
 */

export const EXTENSION_BUILD_DIR = path.join(process.cwd(), 'extension', 'build')
export const EXTENSION_DOWNLOAD_PATH = '/downloads/company-check-extension.zip'
export const EXTENSION_FILE_NAME = 'company-check-extension.zip'

/** Written by the build in place of the site's origin and name. */
const ORIGIN_PLACEHOLDER = '{origin}'
const NAME_PLACEHOLDER = '{site}'

export function extensionBuilt(directory = EXTENSION_BUILD_DIR): boolean {
  return fs.existsSync(path.join(directory, 'manifest.json'))
}

function filesOf(directory: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(directory, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesOf(directory, path.posix.join(prefix, entry.name)) : [path.posix.join(prefix, entry.name)],
    )
    .sort()
}

/** The last zip made (one server answers at one origin, so one is enough). */
let lastPackage: { key: string; zip: Uint8Array } | null = null

/**
 * The zip of the built extension for a site: the manifest's host permission is the site's origin,
 * the messages name the site, and site.json tells the popup where the API is. Kept per origin, name
 * and build (the manifest's modification time), so a new build is picked up without a restart.
 */
export function extensionPackage({
  origin,
  siteName,
  directory = EXTENSION_BUILD_DIR,
}: {
  origin: string
  siteName: string
  directory?: string
}): Uint8Array {
  const site = new URL(origin).origin
  const built = fs.statSync(path.join(directory, 'manifest.json')).mtimeMs
  const cacheKey = JSON.stringify([directory, built, site, siteName])
  if (lastPackage?.key === cacheKey) return lastPackage.zip

  const entries: Record<string, Uint8Array> = {}
  for (const file of filesOf(directory)) {
    const bytes = fs.readFileSync(path.join(directory, file))
    if (file === 'manifest.json') {
      const manifest = JSON.parse(bytes.toString('utf8')) as { host_permissions?: string[] }
      manifest.host_permissions = (manifest.host_permissions ?? []).map((permission) => permission.replace(ORIGIN_PLACEHOLDER, site))
      entries[file] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`)
    } else if (/^_locales\/[^/]+\/messages\.json$/.test(file)) {
      const messages = JSON.parse(bytes.toString('utf8')) as Record<string, { message: string }>
      for (const entry of Object.values(messages)) entry.message = entry.message.split(NAME_PLACEHOLDER).join(siteName)
      entries[file] = strToU8(`${JSON.stringify(messages, null, 2)}\n`)
    } else entries[file] = new Uint8Array(bytes)
  }
  entries['site.json'] = strToU8(`${JSON.stringify({ origin: site, name: siteName })}\n`)
  const zip = zipSync(entries, { level: 9, mtime: new Date(built) })
  lastPackage = { key: cacheKey, zip }
  return zip
}

/**
 * The download's answer: the zip made for SITE_URL when set; without it, for the origin the visitor
 * downloaded from (its Host, or the trusted proxies' forwarded host), as sitemap.xml does, since an
 * extension made for `http://localhost:<port>` would call a server the customer's browser does not
 * have. Such a zip differs by Host, so no shared cache may keep it (a forged Host could otherwise hand
 * others a zip for another site). 404 while the extension is not built.
 */
export function extensionDownload(
  request: Request,
  options: { siteName: string; directory?: string; env?: Record<string, string | undefined> },
): Response {
  const { directory = EXTENSION_BUILD_DIR, env = process.env } = options
  if (!extensionBuilt(directory)) {
    return new Response('The browser extension has not been built on this server (npm run build:extension).\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const zip = extensionPackage({ origin: requestOrigin(request.headers, env), siteName: options.siteName, directory })
  return new Response(zip as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${EXTENSION_FILE_NAME}"`,
      'Content-Length': String(zip.byteLength),
      'Cache-Control': configuredSiteUrl(env) ? 'public, max-age=3600' : 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
