import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStaticAssetHandler, indexPrecompressedAssets, precompressStaticAssets, preferredEncoding } from './static-assets'

describe('preferredEncoding', () => {
  it('prefers brotli when the client takes both, as browsers send it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('br')
  })

  it('follows the q-values, and q=0 refuses an encoding', () => {
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip')
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip')
    expect(preferredEncoding('x-gzip')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('*, br;q=0')).toBe('gzip')
  })

  it('answers null when the client takes neither, or sends no header', () => {
    expect(preferredEncoding(undefined)).toBeNull()
    expect(preferredEncoding('')).toBeNull()
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('deflate, zstd')).toBeNull()
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull()
    expect(preferredEncoding('br;q=abc')).toBeNull()
  })

  it('chooses only among the variants a file has', () => {
    expect(preferredEncoding('gzip, br', ['gzip'])).toBe('gzip')
    expect(preferredEncoding('br', ['gzip'])).toBeNull()
  })
})

const script = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${'"a repeated module body",'.repeat(200)}]);`
const stylesheet = `.site-header{display:flex}${'.card{margin:0 auto;padding:1rem}'.repeat(100)}`

function makeBuild(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'static-assets-'))
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true })
  mkdirSync(path.join(distDir, 'static', 'media'), { recursive: true })
  writeFileSync(path.join(distDir, 'static', 'chunks', 'app.js'), script)
  writeFileSync(path.join(distDir, 'static', 'chunks', 'app.css'), stylesheet)
  writeFileSync(path.join(distDir, 'static', 'chunks', 'tiny.js'), '1')
  writeFileSync(path.join(distDir, 'static', 'media', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  return distDir
}

describe('precompressStaticAssets', () => {
  it('writes brotli and gzip variants that decompress to the file, and leaves images and tiny files alone', () => {
    const distDir = makeBuild()
    try {
      const summary = precompressStaticAssets(distDir)
      const chunks = path.join(distDir, 'static', 'chunks')
      expect(brotliDecompressSync(readFileSync(path.join(chunks, 'app.js.br'))).toString()).toBe(script)
      expect(gunzipSync(readFileSync(path.join(chunks, 'app.js.gz'))).toString()).toBe(script)
      expect(brotliDecompressSync(readFileSync(path.join(chunks, 'app.css.br'))).toString()).toBe(stylesheet)
      expect(() => statSync(path.join(chunks, 'tiny.js.br'))).toThrow()
      expect(() => statSync(path.join(distDir, 'static', 'media', 'logo.png.br'))).toThrow()
      expect(summary.files).toBe(3)
      expect(summary.originalBytes).toBe(script.length + stylesheet.length + 1)
      expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes)
      expect(summary.gzipBytes).toBeLessThan(summary.originalBytes / 5)

      const index = indexPrecompressedAssets(distDir)
      expect([...index.keys()].sort()).toEqual(['/_next/static/chunks/app.css', '/_next/static/chunks/app.js'])
      expect(index.get('/_next/static/chunks/app.js')?.contentType).toBe('application/javascript; charset=UTF-8')
    } finally {
      rmSync(distDir, { recursive: true, force: true })
    }
  })

  it('does not index a variant older than its file', () => {
    const distDir = makeBuild()
    try {
      precompressStaticAssets(distDir)
      const file = path.join(distDir, 'static', 'chunks', 'app.js')
      const later = new Date(Date.now() + 60_000)
      utimesSync(file, later, later)
      expect(indexPrecompressedAssets(distDir).has('/_next/static/chunks/app.js')).toBe(false)
      expect(indexPrecompressedAssets(distDir).has('/_next/static/chunks/app.css')).toBe(true)
    } finally {
      rmSync(distDir, { recursive: true, force: true })
    }
  })
})

describe('the static asset handler over HTTP', () => {
  let distDir: string
  let server: Server
  let port: number
  const siteHeaders = [{ key: 'X-Content-Type-Options', value: 'nosniff' }]

  beforeAll(async () => {
    distDir = makeBuild()
    precompressStaticAssets(distDir)
    const serveStaticAsset = createStaticAssetHandler(distDir, siteHeaders)
    server = createServer((request, response) => {
      if (serveStaticAsset(request, response)) return
      // Stands for Next.js: whatever the handler leaves is answered here.
      response.setHeader('X-Handled-By', 'next')
      response.end('from next')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(distDir, { recursive: true, force: true })
  })

  function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: urlPath, method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      request.on('error', reject)
      request.end()
    })
  }

  it('sends the brotli file to a browser, cacheable for a year, with the site headers', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['vary']).toBe('Accept-Encoding')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(brotliDecompressSync(response.body).toString()).toBe(script)
  })

  it('sends gzip to a client without brotli, and ignores the query string', async () => {
    const response = await get('/_next/static/chunks/app.css?dpl=abc', { 'accept-encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(gunzipSync(response.body).toString()).toBe(stylesheet)
  })

  it('answers HEAD with the headers only', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0)
    expect(response.body.length).toBe(0)
  })

  it('leaves to Next.js what it has no variant for: no compression accepted, unknown, tiny or other files, other methods', async () => {
    const leftToNext = [
      await get('/_next/static/chunks/app.js'),
      await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }),
      await get('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }),
      await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }),
      await get('/_next/static/media/logo.png', { 'accept-encoding': 'br' }),
      await get('/_next/static/chunks/../chunks/app.js', { 'accept-encoding': 'br' }),
      await get('/blog', { 'accept-encoding': 'br' }),
      await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST'),
    ]
    for (const response of leftToNext) {
      expect(response.headers['x-handled-by']).toBe('next')
      expect(response.body.toString()).toBe('from next')
    }
  })
})
