import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'

import { extensionBuilt, extensionDownload, extensionPackage } from './browser-extension'

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'extension-build-'))
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(directory, file)), { recursive: true })
  fs.writeFileSync(path.join(directory, file), text)
}

describe('extensionPackage', () => {
  it('is missing until the extension is built', () => {
    expect(extensionBuilt(directory)).toBe(false)
  })

  it('zips the build for the site that hands it out: its origin as the one host permission, its name in the messages', () => {
    write('manifest.json', JSON.stringify({ manifest_version: 3, name: '__MSG_extension_name__', host_permissions: ['{origin}/*'] }))
    write('_locales/en/messages.json', JSON.stringify({ extension_name: { message: '{site} company check' } }))
    write('_locales/de/messages.json', JSON.stringify({ extension_name: { message: '{site} Firmencheck' } }))
    write('popup.js', 'console.log("{site} stays as written in scripts")')
    write('icons/icon-16.png', '\u0089PNG')
    expect(extensionBuilt(directory)).toBe(true)

    const zip = extensionPackage({ origin: 'https://www.example.com/some/path', siteName: 'Acme Data', directory })
    const files = unzipSync(zip)
    expect(Object.keys(files).sort()).toEqual([
      '_locales/de/messages.json',
      '_locales/en/messages.json',
      'icons/icon-16.png',
      'manifest.json',
      'popup.js',
      'site.json',
    ])
    expect(JSON.parse(strFromU8(files['manifest.json']!)).host_permissions).toEqual(['https://www.example.com/*'])
    expect(JSON.parse(strFromU8(files['_locales/de/messages.json']!)).extension_name.message).toBe('Acme Data Firmencheck')
    expect(JSON.parse(strFromU8(files['site.json']!))).toEqual({ origin: 'https://www.example.com', name: 'Acme Data' })
    expect(strFromU8(files['popup.js']!)).toContain('{site}')

    // The same site gets the same bytes; another site its own.
    expect(extensionPackage({ origin: 'https://www.example.com', siteName: 'Acme Data', directory })).toBe(zip)
    const other = unzipSync(extensionPackage({ origin: 'http://localhost:3100', siteName: 'Acme Data', directory }))
    expect(JSON.parse(strFromU8(other['manifest.json']!)).host_permissions).toEqual(['http://localhost:3100/*'])
  })
})

describe('extensionDownload', () => {
  const hostPermissions = async (response: Response) =>
    JSON.parse(strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))['manifest.json']!)).host_permissions as string[]
  const download = (headers: Record<string, string>, env: Record<string, string | undefined>) =>
    extensionDownload(new Request('http://internal:3000/downloads/company-check-extension.zip', { headers }), {
      siteName: 'Acme Data',
      directory,
      env,
    })

  it('is made for SITE_URL when it is set, and may be cached then', async () => {
    const answer = download({ host: 'anything.example' }, { SITE_URL: 'https://www.acme-data.com/' })
    expect(await hostPermissions(answer)).toEqual(['https://www.acme-data.com/*'])
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('is made for the address it was downloaded from without SITE_URL (not localhost), and never kept by a shared cache', async () => {
    const answer = download({ host: 'data.acme-intranet.com:8443' }, { PORT: '3000' })
    expect(await hostPermissions(answer)).toEqual(['http://data.acme-intranet.com:8443/*'])
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    // A forwarded host counts only behind a trusted proxy.
    expect(await hostPermissions(download({ host: 'node-1:3000', 'x-forwarded-host': 'evil.example' }, {}))).toEqual([
      'http://node-1:3000/*',
    ])
    const proxied = download(
      { host: 'node-1:3000', 'x-forwarded-host': 'www.acme-data.com', 'x-forwarded-proto': 'https' },
      { TRUSTED_PROXY_HOPS: '1' },
    )
    expect(await hostPermissions(proxied)).toEqual(['https://www.acme-data.com/*'])
  })

  it('answers 404 while the extension is not built', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'extension-none-'))
    const answer = extensionDownload(new Request('http://localhost/x'), { siteName: 'Acme Data', directory: empty, env: {} })
    expect(answer.status).toBe(404)
    fs.rmSync(empty, { recursive: true, force: true })
  })
})
