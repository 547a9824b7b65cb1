/**
 * Every public POST reads its body through the one capped reader: an oversized body is answered
 * 413 after reading at most the route's cap, whether or not the client declared its length. The
 * routes are found on disk, so a new POST route is covered (and must hold) without editing this file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'

import { resetRateLimits } from '@/lib/rate-limit'

import { getTestPayload } from './payload'

const API_ROOT = path.resolve(process.cwd(), 'src/app/api/v1')
const CHUNK = 64 * 1024
/** The largest cap of any route (the enrichment upload's file limit and framing) is far below this. */
const ENDLESS_BYTES = 256 * 1024 * 1024
const MAX_READ_BYTES = 64 * 1024 * 1024

type RouteModule = { POST?: (request: Request, context: unknown) => Promise<Response> }

/** Route files with a POST handler, with a sample value for each dynamic segment. */
function postRoutes(): { file: string; urlPath: string; params: Record<string, string> }[] {
  const files = fs.readdirSync(API_ROOT, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('route.ts'))
  return files
    .filter((file) => /export const POST\b/.test(fs.readFileSync(path.join(API_ROOT, file), 'utf8')))
    .map((file) => {
      const params: Record<string, string> = {}
      const segments = path.dirname(file).split(path.sep).map((segment) => {
        const name = segment.match(/^\[(\w+)\]$/)?.[1]
        if (!name) return segment
        params[name] = SAMPLE_PARAMS[name] ?? 'sample'
        return params[name]
      })
      return { file, urlPath: `/api/v1/${segments.join('/')}`, params }
    })
}

/** Values that get a request past its route's own checks to the body (a real product with a trial). */
const SAMPLE_PARAMS: Record<string, string> = { productId: 'business-information-report', sessionKey: 'a'.repeat(32) }

/** A body that never ends on its own, counting how much of it the route pulled. */
function endlessBody() {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= ENDLESS_BYTES) return controller.close()
      pulled += CHUNK
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20))
    },
  })
  return { stream, pulled: () => pulled }
}

beforeEach(() => resetRateLimits())

describe('oversized bodies', () => {
  const routes = postRoutes()

  it('finds the public POST routes', () => {
    expect(routes.map((route) => route.urlPath).sort()).toEqual(
      expect.arrayContaining(['/api/v1/crm/shop/book', '/api/v1/crm/shop/apply', '/api/v1/enrichment/companies/session/upload', '/api/v1/checkout/orders']),
    )
  })

  it.each(postRoutes().map((route) => [route.urlPath, route] as const))('%s answers 413 to an endless body without reading it all', async (_, route) => {
    await getTestPayload()
    const routeModule = (await import(/* @vite-ignore */ path.join(API_ROOT, route.file))) as RouteModule
    const body = endlessBody()
    const contentType = /apply|upload/.test(route.urlPath) ? 'multipart/form-data; boundary=x' : 'application/json'
    const request = new Request(`http://localhost:3999${route.urlPath}?lang=en`, {
      method: 'POST',
      body: body.stream,
      headers: { 'content-type': contentType },
      duplex: 'half',
    } as RequestInit)
    const response = await routeModule.POST!(request, { params: Promise.resolve(route.params) })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { detail: string }).detail).toMatch(/too large|larger than/)
    expect(body.pulled()).toBeLessThan(MAX_READ_BYTES)
  })

  it.each(postRoutes().map((route) => [route.urlPath, route] as const))('%s answers 413 at once to a declared length above its cap', async (_, route) => {
    const routeModule = (await import(/* @vite-ignore */ path.join(API_ROOT, route.file))) as RouteModule
    const body = endlessBody()
    const request = new Request(`http://localhost:3999${route.urlPath}?lang=en`, {
      method: 'POST',
      body: body.stream,
      headers: { 'content-type': 'application/json', 'content-length': String(ENDLESS_BYTES) },
      duplex: 'half',
    } as RequestInit)
    const response = await routeModule.POST!(request, { params: Promise.resolve(route.params) })
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK)
  })

  it('a JSON form of 3 MB (the size that used to be parsed to the end) is refused', async () => {
    const { POST } = (await import('@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route')) as Required<RouteModule>
    const huge = JSON.stringify({ email: 'a@acme-industries.com', config: { '0': 'x'.repeat(3 * 1024 * 1024) } })
    const response = await POST(new Request('http://localhost:3999/api/v1/enrichment/companies/session/abc/setup', { method: 'POST', body: huge }), {
      params: Promise.resolve({ sessionKey: 'abc' }),
    })
    expect(response.status).toBe(413)
  })

  it('editor sign-in refuses an oversized body before Payload reads it', async () => {
    await getTestPayload()
    const { POST } = await import('@/app/(payload)/api/[...slug]/route')
    const body = endlessBody()
    const response = await POST(
      new Request('http://localhost:3999/api/users/login', { method: 'POST', body: body.stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThan(256 * 1024)
  })
})
