// `npm run build:extension` (part of `npm run build`): compiles the browser extension (extension/) into
// extension/build: the popup's script bundled for Chromium browsers, its page and styles, PNG icons drawn
// from the SVG, the messages, and a Manifest V3 manifest whose one host permission is the placeholder
// the site fills in when it hands the zip out (src/lib/browser-extension.ts).
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const source = path.join(root, 'extension')
const output = path.join(source, 'build')
const ICON_SIZES = [16, 32, 48, 128] as const

const started = Date.now()
fs.rmSync(output, { recursive: true, force: true })
fs.mkdirSync(path.join(output, 'icons'), { recursive: true })

await build({
  entryPoints: [path.join(source, 'src', 'popup.ts')],
  outfile: path.join(output, 'popup.js'),
  bundle: true,
  format: 'esm',
  // What Manifest V3's popup needs and the oldest browser the manifest admits.
  target: 'chrome120',
  minify: true,
  legalComments: 'none',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
})
for (const file of ['popup.html', 'popup.css']) fs.copyFileSync(path.join(source, 'static', file), path.join(output, file))
fs.cpSync(path.join(source, '_locales'), path.join(output, '_locales'), { recursive: true })

const svg = fs.readFileSync(path.join(source, 'static', 'icon.svg'))
const icons: Record<string, string> = {}
for (const size of ICON_SIZES) {
  const file = `icons/icon-${size}.png`
  await sharp(svg, { density: Math.ceil((72 * size) / 128) * 4 })
    .resize(size, size)
    .png()
    .toFile(path.join(output, file))
  icons[String(size)] = file
}

const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
const manifest = {
  manifest_version: 3,
  name: '__MSG_extension_name__',
  description: '__MSG_extension_description__',
  version,
  default_locale: 'en',
  minimum_chrome_version: '120',
  icons,
  action: { default_popup: 'popup.html', default_title: '__MSG_action_title__', default_icon: icons },
  // The tab's address only when the user clicks the extension, storage for the key; the site's API only.
  permissions: ['activeTab', 'storage'],
  host_permissions: ['{origin}/*'],
}
fs.writeFileSync(path.join(output, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

const files = fs.readdirSync(output, { recursive: true }).length
console.log(`built the browser extension into extension/build (${files} entries) in ${Date.now() - started} ms`)
