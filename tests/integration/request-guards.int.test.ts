/**
 * The guards in front of every public call, as an attacker and an operator meet them.
 * - Rate limits: a client's own X-Forwarded-For buys no fresh budget unless the operator trusts a
 *   proxy, two web nodes share one budget through PostgreSQL or Redis, and sign-in is limited too.
 * - Bodies: every public POST reads its body through the one capped reader, so an oversized body is
 *   answered 413 after reading at most the route's cap, whether or not the client declared its
 *   length. The routes are found on disk: a new POST route is covered without editing this file.
 * One file, so the suite starts one more site (migrations and seed) per database, not two.
 */
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  DELETE as payloadDelete,
  GET as payloadGet,
  PATCH as payloadPatch,
  POST as payloadPost,
  PUT as payloadPut,
} from '@/app/(payload)/api/[...slug]/route'
import { PAYLOAD_REST_BODY_LIMIT } from '@/app/request-body-limits'
import { GET as advancedSearchRoute } from '@/app/api/v1/credit-reports/search/advanced/route'
import { GET as searchRoute } from '@/app/api/v1/credit-reports/search/route'
import { GET as statesRoute } from '@/app/api/v1/credit-reports/search/states/route'
import { POST as bookRoute } from '@/app/api/v1/crm/shop/book/route'
import { PEER_ADDRESS_HEADER, resetRateLimits } from '@/lib/rate-limit'

import { getTestPayload } from './payload'
import { withEnv } from './with-env'

const run = promisify(execFile)
const INSTANCE = path.resolve(import.meta.dirname, 'fixtures/rate-limit-instance.ts')
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

/** A booking from the same machine each time, claiming another address in X-Forwarded-For. */
function spoofedBooking(index: number): Request {
  return new Request('http://localhost:3999/api/v1/crm/shop/book?lang=en', {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.${index}.1`, [PEER_ADDRESS_HEADER]: '198.51.100.20' },
  })
}

/** Two web nodes, each its own process with its own memory, counting one client against one rule. */
async function twoInstances(env: Record<string, string>, rule: string, limit: number, hitsEach: number) {
  const start = () =>
    run(process.execPath, ['--import', './scripts/node-loader.mjs', INSTANCE, rule, String(limit), String(hitsEach)], {
      env: { ...process.env, ...env, DISABLE_LOGGING: 'true' },
      cwd: process.cwd(),
    }).then(({ stdout }) => JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { store: string; allowed: number; refused: number })
  return Promise.all([start(), start()])
}

afterEach(() => resetRateLimits())

describe('the client address', () => {
  it('with the default TRUSTED_PROXY_HOPS (0), 30 bookings with 30 spoofed X-Forwarded-For share one budget', async () => {
    await withEnv({ TRUSTED_PROXY_HOPS: undefined, PUBLIC_FORM_RATE_LIMIT: '10' }, async () => {
      const statuses: number[] = []
      let refusal: Response | null = null
      for (let index = 0; index < 30; index++) {
        const response = await bookRoute(spoofedBooking(index), undefined as never)
        statuses.push(response.status)
        if (response.status === 429) refusal ??= response
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(20)
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
      expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refusal?.json()).toEqual({ detail: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/) })
    })
  })

  it('an operator who trusts one proxy gets one budget per forwarded client', async () => {
    await withEnv({ TRUSTED_PROXY_HOPS: '1', PUBLIC_FORM_RATE_LIMIT: '10' }, async () => {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, index) => bookRoute(spoofedBooking(index), undefined as never).then((r) => r.status)),
      )
      expect(statuses.filter((status) => status === 429)).toHaveLength(0)
    })
  })
})

describe('two web nodes share one budget', () => {
  const rule = () => `two-nodes-${crypto.randomBytes(4).toString('hex')}`

  const onPostgres = process.env.TEST_DB_KIND === 'postgres'

  it(
    onPostgres ? 'through the PostgreSQL store, which outlives a node' : 'but embedded SQLite nodes count on their own (memory)',
    async () => {
      const results = await twoInstances({ DATABASE_URL: process.env.DATABASE_URL as string }, rule(), 20, 15)
      if (!onPostgres) {
        expect(results.map((result) => result.store)).toEqual(['memory', 'memory'])
        expect(results.map((result) => result.allowed)).toEqual([15, 15])
        return
      }
      expect(results.map((result) => result.store)).toEqual(['postgres', 'postgres'])
      expect(results.reduce((sum, result) => sum + result.allowed, 0)).toBe(20)
      expect(results.reduce((sum, result) => sum + result.refused, 0)).toBe(10)
      // Both processes have ended: the count is in the database, so a restarted node does not start afresh.
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await client.connect()
      const rows = await client.query<{ points: number }>('SELECT points FROM rate_limits WHERE key LIKE $1', ['rl:two-nodes-%'])
      await client.end()
      expect(rows.rows.map((row) => row.points)).toContain(30)
    },
  )

  it('through Redis when REDIS_URL is set', async () => {
    const results = await twoInstances({ REDIS_URL }, rule(), 20, 15)
    expect(results.map((result) => result.store)).toEqual(['redis', 'redis'])
    expect(results.reduce((sum, result) => sum + result.allowed, 0)).toBe(20)
    expect(results.reduce((sum, result) => sum + result.refused, 0)).toBe(10)
  })
})

describe('sign-in', () => {
  const payloadCall = (path: string, body: Record<string, unknown>, address = '198.51.100.30') =>
    payloadPost(
      new Request(`http://localhost:3999${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: address },
      }),
      { params: Promise.resolve({ slug: path.split('/').slice(2) }) },
    )
  const login = (password: string, address?: string, path = '/api/users/login') =>
    payloadCall(path, { email: 'admin@example.com', password }, address)

  it('lets an editor sign in through the limiter, and limits attempts per address and account across login and reset', async () => {
    await getTestPayload()
    await withEnv({ TRUSTED_PROXY_HOPS: undefined, SIGN_IN_RATE_LIMIT: '4' }, async () => {
      const signedIn = await login('integration-admin-password')
      expect(signedIn.status).toBe(200)
      expect(((await signedIn.json()) as { token?: string }).token).toBeTruthy()
      expect((await login('wrong-password')).status).toBe(401)
      // A reset of the same account from the same address spends the same budget.
      expect((await payloadCall('/api/users/forgot-password', { email: 'admin@example.com' })).status).toBe(200)
      expect((await login('wrong-password')).status).toBe(401)
      const refused = await login('integration-admin-password')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // Nobody is locked out by someone else's failures: another address still signs in.
      expect((await login('integration-admin-password', '198.51.100.31')).status).toBe(200)
    })
  })

  it('counts every spelling of the sign-in paths that Payload routes (case, percent-encoding, slashes)', async () => {
    await getTestPayload()
    await withEnv({ TRUSTED_PROXY_HOPS: undefined, SIGN_IN_RATE_LIMIT: '3' }, async () => {
      const variants = ['/api/users/LOGIN', '/api/users/%6cogin', '/api/users/Login/']
      const statuses: number[] = []
      for (const path of variants) statuses.push((await login('wrong-password', '198.51.100.40', path)).status)
      // Each reaches Payload (which may or may not route the encoded one: 401 or 404), and each is counted.
      expect(statuses.every((status) => status === 401 || status === 404)).toBe(true)
      expect((await login('wrong-password', '198.51.100.40', '/api/users/login')).status).toBe(429)
      expect((await payloadCall('/api/users/Forgot-Password', { email: 'admin@example.com' }, '198.51.100.40')).status).toBe(429)
    })
  })

  it('answers an unknown editor address exactly like a wrong password, in the same time', async () => {
    await getTestPayload()
    await withEnv({ TRUSTED_PROXY_HOPS: undefined }, async () => {
      const timed = async (email: string) => {
        const started = performance.now()
        const response = await payloadCall('/api/users/login', { email, password: 'wrong-password' }, '198.51.100.70')
        return { status: response.status, body: await response.text(), ms: performance.now() - started }
      }
      const known = await timed('admin@example.com')
      const unknown = await timed('nobody-here@example.com')
      expect(unknown.status).toBe(known.status)
      expect(unknown.body).toBe(known.body)
      // Both wait for the same floor, which is above what hashing a password takes.
      expect(known.ms).toBeGreaterThanOrEqual(700)
      expect(unknown.ms).toBeGreaterThanOrEqual(700)
      const forgotKnown = await payloadCall('/api/users/forgot-password', { email: 'admin@example.com' }, '198.51.100.71')
      const forgotUnknown = await payloadCall('/api/users/forgot-password', { email: 'nobody-here@example.com' }, '198.51.100.71')
      expect(forgotUnknown.status).toBe(forgotKnown.status)
      expect(await forgotUnknown.text()).toBe(await forgotKnown.text())
    })
  })

  it('answers an unlock or sign-in call without a body as a client error, not a 500', async () => {
    await getTestPayload()
    for (const path of ['/api/users/unlock', '/api/users/login']) {
      const response = await payloadPost(
        new Request(`http://localhost:3999${path}`, { method: 'POST', headers: { [PEER_ADDRESS_HEADER]: '198.51.100.72' } }),
        {
          params: Promise.resolve({ slug: path.split('/').slice(2) }),
        },
      )
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
    }
  })

  it('logs a refused request (no access, no such document, a bad query) as information, not as an error with a stack', async () => {
    const payload = await getTestPayload()
    const levels: string[] = []
    const spies = (['error', 'warn', 'info'] as const).map((level) =>
      vi
        .spyOn(payload.logger, level)
        .mockImplementation(((...args: unknown[]) => void levels.push(`${level}:${JSON.stringify(args).slice(0, 200)}`)) as never),
    )
    try {
      const forbidden = await payloadPost(
        new Request('http://localhost:3999/api/leads', {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.51.100.73' },
        }),
        { params: Promise.resolve({ slug: ['leads'] }) },
      )
      expect(forbidden.status).toBe(403)
      const missing = await payloadGet(new Request('http://localhost:3999/api/pages/999999999'), {
        params: Promise.resolve({ slug: ['pages', '999999999'] }),
      })
      expect(missing.status).toBe(404)
      // A query on a field that does not exist (Payload's QueryError, logged as an error by default).
      const badQuery = await payloadGet(new Request('http://localhost:3999/api/pages?where[no_such_field][equals]=x'), {
        params: Promise.resolve({ slug: ['pages'] }),
      })
      expect(badQuery.status).toBe(400)
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    expect(levels.filter((line) => line.startsWith('error:'))).toEqual([])
    expect(levels.some((line) => line.startsWith('info:'))).toBe(true)
  })

  it('never locks an editor out of a browser that signed in before, while a spray from many addresses meets the account budget (issue 56)', async () => {
    const payload = await getTestPayload()
    const email = `owner-${Date.now()}@example.com`
    const password = 'the owner’s own passphrase'
    await payload.create({ collection: 'users', data: { email, password, role: 'editor' }, overrideAccess: true })
    const signIn = (tried: string, address: string, cookie = '') =>
      payloadPost(
        new Request('http://localhost:3999/api/users/login', {
          method: 'POST',
          body: JSON.stringify({ email, password: tried }),
          headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: address, ...(cookie ? { cookie } : {}) },
        }),
        { params: Promise.resolve({ slug: ['users', 'login'] }) },
      )
    await withEnv({ TRUSTED_PROXY_HOPS: undefined, SIGN_IN_RATE_LIMIT: '10' }, async () => {
      // The owner signs in at the office: the answer remembers this browser.
      const atTheOffice = await signIn(password, '198.51.100.80')
      expect(atTheOffice.status).toBe(200)
      const device = atTheOffice.headers
        .getSetCookie()
        .filter((line) => line.startsWith('editor_device='))
        .map((line) => line.split(';')[0]!)
        .join('; ')

      // Eleven addresses, each within its own limit (ten tries at one account), fail at the owner's account.
      const statuses: number[] = []
      for (let address = 0; address < 11; address++) {
        const tries = Array.from({ length: 10 }, () => signIn('a wrong guess 123', `198.51.100.${101 + address}`))
        statuses.push(...(await Promise.all(tries)).map((response) => response.status))
      }
      // Browsers the account does not know get ten addresses' worth of tries (the owner's first sign-in was one of them).
      expect(statuses.filter((status) => status === 401)).toHaveLength(99)
      expect(statuses.filter((status) => status === 429)).toHaveLength(11)
      expect((await signIn(password, '198.51.100.120')).status).toBe(429)
      // The owner's browser still signs in, at the office or anywhere else: nobody can lock the owner out.
      expect((await signIn(password, '198.51.100.80', device)).status).toBe(200)
      expect((await signIn(password, '198.51.100.121', device)).status).toBe(200)
      // A made-up cookie is not the owner's browser.
      expect((await signIn(password, '198.51.100.122', 'editor_device=1.forged')).status).toBe(429)
      // From a new browser the owner gets in with a reset link: asking for one is not held by the account budget.
      const forgot = await payloadPost(
        new Request('http://localhost:3999/api/users/forgot-password', {
          method: 'POST',
          body: JSON.stringify({ email }),
          headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.51.100.123' },
        }),
        { params: Promise.resolve({ slug: ['users', 'forgot-password'] }) },
      )
      expect(forgot.status).toBe(200)
    })
  })

  it('limits one address across accounts too (a spray), at five accounts’ worth of attempts', async () => {
    await getTestPayload()
    await withEnv({ TRUSTED_PROXY_HOPS: undefined, SIGN_IN_RATE_LIMIT: '2' }, async () => {
      const statuses: number[] = []
      for (let account = 0; account < 11; account++) {
        statuses.push(
          (await payloadCall('/api/users/login', { email: `editor-${account}@example.com`, password: 'guess-123' }, '198.51.100.50'))
            .status,
        )
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
      expect(statuses[10]).toBe(429)
    })
  })
})

// ---------------------------------------------------------------------------------------------
// Scraping

describe('registry reads', () => {
  const routes = { search: searchRoute, 'search/advanced': advancedSearchRoute, 'search/states': statesRoute }
  const call = (path: keyof typeof routes, query: string, address: string) =>
    routes[path](
      new Request(`http://localhost:3999/api/v1/credit-reports/${path}?${query}`, { headers: { [PEER_ADDRESS_HEADER]: address } }),
      undefined as never,
    )

  it('answers the 61st search in a minute from one address 429 with Retry-After, while another address still gets 200', async () => {
    await getTestPayload()
    await withEnv({ TRUSTED_PROXY_HOPS: undefined, REGISTRY_READ_RATE_LIMIT: undefined }, async () => {
      // Search, advanced search and states share the budget: a scraper cannot switch between them.
      const reads = [
        ['search', 'country=gb&company=ltd&page=1'],
        ['search/advanced', 'province=CA&company=inc&page=1'],
        ['search/states', 'country=us'],
      ] as const
      for (let index = 0; index < 60; index++) {
        const [path, query] = reads[index % reads.length]!
        const answer = await call(path, query, '203.0.113.60')
        expect(answer.status, `read ${index + 1}`).toBe(200)
        expect(answer.headers.get('ratelimit-remaining')).toBe(String(59 - index))
      }
      const refused = await call('search', 'country=gb&company=ltd&page=2', '203.0.113.60')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      expect(refused.headers.get('ratelimit-limit')).toBe('60')
      expect(refused.headers.get('ratelimit-remaining')).toBe('0')
      expect(refused.headers.get('ratelimit-policy')).toBe('60;w=60')
      expect(((await refused.json()) as { detail: string; data: unknown[] }).data).toEqual([])

      const other = await call('search', 'country=gb&company=ltd&page=1', '203.0.113.61')
      expect(other.status).toBe(200)
      expect(other.headers.get('ratelimit-remaining')).toBe('59')
    })
  })
})

// ---------------------------------------------------------------------------------------------
// Bodies

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
      const segments = path
        .dirname(file)
        .split(path.sep)
        .map((segment) => {
          const name = segment.match(/^\[(\w+)\]$/)?.[1]
          if (!name) return segment
          params[name] = SAMPLE_PARAMS[name] ?? 'sample'
          return params[name]
        })
      return { file, urlPath: `/api/v1/${segments.join('/')}`, params }
    })
}

/** Values that get a request past its route's own checks to the body (a real product with a trial). */
const SAMPLE_PARAMS: Record<string, string> = {
  productId: 'business-information-report',
  sessionKey: 'a'.repeat(32),
  app: 'ai_agents',
  first: 'ai_agents',
  social: 'google',
}

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

describe('oversized bodies', () => {
  const routes = postRoutes()

  it('finds the public POST routes', () => {
    expect(routes.map((route) => route.urlPath).sort()).toEqual(
      expect.arrayContaining([
        '/api/v1/crm/shop/book',
        '/api/v1/crm/shop/apply',
        '/api/v1/enrichment/companies/session/upload',
        '/api/v1/checkout/orders',
      ]),
    )
  })

  it.each(postRoutes().map((route) => [route.urlPath, route] as const))(
    '%s answers 413 to an endless body without reading it all',
    async (_, route) => {
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
    },
  )

  it.each(postRoutes().map((route) => [route.urlPath, route] as const))(
    '%s answers 413 at once to a declared length above its cap',
    async (_, route) => {
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
    },
  )

  it('a JSON form of 3 MB (the size that used to be parsed to the end) is refused', async () => {
    const { POST } = (await import('@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route')) as Required<RouteModule>
    const huge = JSON.stringify({ email: 'a@acme-industries.com', config: { '0': 'x'.repeat(3 * 1024 * 1024) } })
    const response = await POST(
      new Request('http://localhost:3999/api/v1/enrichment/companies/session/abc/setup', { method: 'POST', body: huge }),
      {
        params: Promise.resolve({ sessionKey: 'abc' }),
      },
    )
    expect(response.status).toBe(413)
  })

  it.each([
    ['POST', '/api/leads'],
    ['POST', '/api/LEADS'],
    ['POST', '/api/%6ceads'],
    ['PATCH', '/api/leads/1'],
    ['PUT', '/api/Leads/1'],
    ['DELETE', '/api/leads/1'],
    ['PATCH', '/api/globals/site-config'],
    ['POST', '/api/users/login'],
    ['POST', '/api/users/%6cogin'],
  ] as const)('Payload REST %s %s answers 413 to an endless body after reading at most its cap', async (method, urlPath) => {
    await getTestPayload()
    const handler = { POST: payloadPost, PATCH: payloadPatch, PUT: payloadPut, DELETE: payloadDelete }[method]
    const body = endlessBody()
    const response = await handler(
      new Request(`http://localhost:3999${urlPath}`, {
        method,
        body: body.stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
      { params: Promise.resolve({ slug: urlPath.split('/').slice(2) }) },
    )
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThanOrEqual(PAYLOAD_REST_BODY_LIMIT + CHUNK)
  })

  it('an anonymous upload to the media library is refused before its body is read', async () => {
    await getTestPayload()
    const body = endlessBody()
    const response = await payloadPost(
      new Request('http://localhost:3999/api/media', {
        method: 'POST',
        body: body.stream,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        duplex: 'half',
      } as RequestInit),
      { params: Promise.resolve({ slug: ['media'] }) },
    )
    expect(response.status).toBe(403)
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK)
  })

  it('editor sign-in refuses an oversized body before Payload reads it', async () => {
    await getTestPayload()
    const body = endlessBody()
    const response = await payloadPost(
      new Request('http://localhost:3999/api/users/login', {
        method: 'POST',
        body: body.stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThan(256 * 1024)
  })
})
