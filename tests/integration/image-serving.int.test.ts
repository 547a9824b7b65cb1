import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fetchRemoteImage } from '@/modules/media'

import { getTestPayload } from './payload'
import { withEnv } from './with-env'

type Route = (request: Request, context: { params: Promise<{ width: string; height: string }> }) => Promise<Response>

let GET: Route
let photo: string

async function call(width: string, height: string, query: string, accept = 'image/avif,image/webp,*/*') {
  const response = await GET(
    new Request(`http://localhost:3999/api/image-serving/${width}/${height}?${query}`, {
      headers: { accept, 'x-forwarded-for': '203.0.113.50' },
    }),
    {
      params: Promise.resolve({ width, height }),
    },
  )
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('x-image-cache'), body }
}

/** A PNG of only its signature, header and end: enough for a decoder to learn the declared size. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const detail = (body: Buffer) => (JSON.parse(body.toString()) as { detail: string }).detail

beforeAll(async () => {
  await getTestPayload()
  process.env.IMAGE_CACHE_DIR = path.join(process.env.ENRICHMENT_FILES_DIR!, 'image-cache')
  // A photo of our own media library, as an editor would upload it (a 1200×800 JPEG).
  photo = 'image-serving-photo.jpg'
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2563eb' } })
    .jpeg()
    .toFile(path.join(process.env.MEDIA_DIR!, photo))
  GET = (await import('@/app/api/image-serving/[width]/[height]/route')).GET as unknown as Route
})

describe('GET /api/image-serving/{width}/{height}', () => {
  it('resizes our own media into the box, as AVIF or WebP by Accept, and serves the second request from the cache', async () => {
    const avif = await call('300', '0', `url=${encodeURIComponent(`/api/media/file/${photo}`)}`)
    expect(avif.status).toBe(200)
    expect(avif.type).toBe('image/avif')
    expect(avif.cache).toBe('miss')
    const size = await sharp(avif.body).metadata()
    expect([size.format, size.width, size.height]).toEqual(['heif', 300, 200])

    const again = await call('300', '0', `url=${encodeURIComponent(`/api/media/file/${photo}`)}`)
    expect(again.cache).toBe('hit')
    expect(again.body.equals(avif.body)).toBe(true)

    const webp = await call('100', '100', `url=${encodeURIComponent(`http://localhost:3999/api/media/file/${photo}`)}`, 'image/webp,*/*')
    expect(webp.type).toBe('image/webp')
    expect((await sharp(webp.body).metadata()).width).toBe(100)
    const jpeg = await call('2400', '0', `url=${encodeURIComponent(`/api/media/file/${photo}`)}`, '*/*')
    expect(jpeg.type).toBe('image/jpeg')
    // Never enlarged.
    expect((await sharp(jpeg.body).metadata()).width).toBe(1200)
  })

  it('refuses boxes it does not serve, files outside the media folder and unknown files', async () => {
    for (const [width, height] of [
      ['0', '0'],
      ['abc', '10'],
      ['2401', '10'],
      ['-5', '10'],
    ]) {
      expect((await call(width!, height!, `url=/api/media/file/${photo}`)).status).toBe(400)
    }
    // The file names as they reach the route, still percent-encoded inside the url parameter.
    for (const file of ['..%2Fsite.db', '%2E%2E', '.env', 'a%5C..%5Cb', '%00x', '..%2F..%2F..%2Fetc%2Fpasswd']) {
      const response = await call('100', '0', `url=${encodeURIComponent(`/api/media/file/${file}`)}`)
      expect(response.status, file).toBe(400)
    }
    // Decoded once by the query string, a path with dots is resolved by the URL parser first: it
    // stays inside the media path and names a file that does not exist.
    expect((await call('100', '0', 'url=/api/media/file/a%5C..%5C..%5C..%5Cetc%5Cpasswd')).status).not.toBe(200)
    const missing = await call('100', '0', 'url=/api/media/file/no-such-file.png')
    expect(missing.status).toBe(404)
    expect((await call('100', '0', '')).status).toBe(400)
  })

  it('fetches only https images of allow-listed hosts, and never from an address that is not public (SSRF)', async () => {
    const notListed = await call('100', '0', `url=${encodeURIComponent('https://images.example.com/logo.png')}`)
    expect(notListed.status).toBe(400)
    expect(detail(notListed.body)).toMatch(/images\.example\.com are not served/)
    await withEnv({ IMAGE_SERVING_ALLOWED_HOSTS: 'localhost, images.example.com' }, async () => {
      const plainHttp = await call('100', '0', `url=${encodeURIComponent('http://images.example.com/logo.png')}`)
      expect(detail(plainHttp.body)).toMatch(/Only https/)
      const credentials = await call('100', '0', `url=${encodeURIComponent('https://user:secret@images.example.com/logo.png')}`)
      expect(detail(credentials.body)).toMatch(/credentials/)
      // Allow-listed by name, but the name resolves to this machine: refused before any connection.
      const loopback = await call('100', '0', `url=${encodeURIComponent('https://localhost:9/logo.png')}`)
      expect(loopback.status).toBe(400)
      expect(detail(loopback.body)).toMatch(/not on the public internet/)
    })
  })

  it('refuses SVG (served only sanitised, elsewhere) and images with too many pixels', async () => {
    fs.writeFileSync(
      path.join(process.env.MEDIA_DIR!, 'drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd"/></svg>',
    )
    const svg = await call('100', '0', 'url=/api/media/file/drawing.svg')
    expect(svg.status).toBe(400)
    expect(detail(svg.body)).toMatch(/Only JPEG, PNG/)
    // A PNG whose header declares 20,000 × 20,000 pixels (a "pixel bomb"): never decoded.
    fs.writeFileSync(path.join(process.env.MEDIA_DIR!, 'bomb.png'), pngHeader(20_000, 20_000))
    const refused = await call('100', '0', 'url=/api/media/file/bomb.png')
    expect(refused.status).toBe(400)
    fs.writeFileSync(path.join(process.env.MEDIA_DIR!, 'not-an-image.png'), 'hello')
    expect((await call('100', '0', 'url=/api/media/file/not-an-image.png')).status).toBe(400)
  })
})

describe('remote fetch (a real HTTP server; the address check is the one thing replaced)', () => {
  let server: http.Server
  let base: string
  const png = sharp({ create: { width: 40, height: 20, channels: 4, background: '#16a34a' } })
    .png()
    .toBuffer()

  beforeAll(async () => {
    const image = await png
    server = http.createServer((request, response) => {
      if (request.url === '/logo.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(image)
      if (request.url === '/moved') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end()
      if (request.url === '/page') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
      if (request.url === '/drip') {
        // A byte every 100 ms: never idle long enough for the socket timeout.
        response.writeHead(200, { 'content-type': 'image/png' })
        const timer = setInterval(() => response.write('x'), 100)
        response.on('close', () => clearInterval(timer))
        return
      }
      if (request.url === '/huge') {
        response.writeHead(200, { 'content-type': 'image/png' })
        const chunk = Buffer.alloc(1024 * 1024)
        for (let index = 0; index < 11; index += 1) response.write(chunk)
        return response.end()
      }
      response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    // By name, so the connection goes through the lookup whose address check the tests replace.
    base = `http://localhost:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const allowAll = { isAllowedAddress: () => true }

  it('reads an image, and refuses redirects, non-images and bodies over 10 MB', async () => {
    const data = await fetchRemoteImage(new URL(`${base}/logo.png`), allowAll)
    expect((await sharp(data).metadata()).width).toBe(40)
    await expect(fetchRemoteImage(new URL(`${base}/moved`), allowAll)).rejects.toThrow(/redirects/)
    await expect(fetchRemoteImage(new URL(`${base}/page`), allowAll)).rejects.toThrow(/not an image/)
    await expect(fetchRemoteImage(new URL(`${base}/huge`), allowAll)).rejects.toThrow(/larger than 10 MB/)
    await expect(fetchRemoteImage(new URL(`${base}/missing`), allowAll)).rejects.toThrow(/answered 404/)
    await expect(fetchRemoteImage(new URL(`${base}/drip`), { ...allowAll, deadlineMs: 600 })).rejects.toThrow(/did not answer in time/)
  })

  it('with the real address check, the same server is refused by name or by address: it is on this machine', async () => {
    const port = new URL(base).port
    for (const address of [
      `http://localhost:${port}/logo.png`,
      `http://127.0.0.1:${port}/logo.png`,
      `http://[::1]:${port}/logo.png`,
      `http://[::ffff:127.0.0.1]:${port}/logo.png`,
    ]) {
      await expect(fetchRemoteImage(new URL(address)), address).rejects.toThrow(/not on the public internet/)
    }
  })
})

describe('GET /api/image-serving/logo', () => {
  it('serves a customer logo of our media sanitised, under a policy that lets it run and load nothing, and refuses what is not an SVG', async () => {
    const { GET: logoRoute } = await import('@/app/api/image-serving/logo/route')
    fs.writeFileSync(
      path.join(process.env.MEDIA_DIR!, 'customer-logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60" onload="alert(1)"><script>alert(2)</script><rect width="160" height="60" fill="#0b1b3f"/><image href="https://evil.example/track.png"/></svg>',
    )
    const call = async (query: string) => {
      const response = await logoRoute(
        new Request(`http://localhost:3999/api/image-serving/logo?${query}`, { headers: { 'x-forwarded-for': '203.0.113.51' } }),
        undefined,
      )
      return { response, body: await response.text() }
    }
    const { response, body } = await call('url=/api/media/file/customer-logo.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60"><rect width="160" height="60" fill="#0b1b3f"></rect></svg>',
    )
    expect((await call('url=/api/media/file/customer-logo.svg')).response.headers.get('x-image-cache')).toBe('hit')

    expect((await call(`url=/api/media/file/${photo}`)).response.status).toBe(400)
    expect((await call(`url=${encodeURIComponent('https://logos.example.com/a.svg')}`)).response.status).toBe(400)
    expect((await call(`url=${encodeURIComponent('/api/media/file/..%2Fsite.db')}`)).response.status).toBe(400)
  })
})
