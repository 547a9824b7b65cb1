/**
 * A PostgreSQL that cannot be reached is an outage, not the client's fault and not a refusal of its
 * rights (issue 56): the public lead forms and Payload's REST API answer 503 `busy` with
 * Retry-After, never 500 or 403, and work again once the database is back, on the same pools. The
 * site's connections (Payload's pool, the SQL runner, the rate limits' store) go through a TCP relay
 * on a loopback port that the test cuts and restores. PostgreSQL only (vitest.config.ts): SQLite is a
 * file, it cannot go away like this.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetRateLimits } from '@/lib/rate-limit'

import { getTestPayload } from './payload'
import { BASE, nextAddress, params, post, read, uniqueEmail, type Answer } from './route-calls'
import { TcpRelay } from './tcp-relay'

// Before anything reads the site's configuration (the routes import Payload's config, which makes
// the database adapter; setup-database.ts starts Payload in its beforeAll): every connection to this
// file's database goes through the relay. The routes are therefore imported only after this.
const database = new URL(process.env.DATABASE_URL!)
const relay = await TcpRelay.open({ host: database.hostname, port: Number(database.port || 5432) })
database.hostname = '127.0.0.1'
database.port = String(relay.port)
process.env.DATABASE_URL = database.toString()
// A database that accepts and never answers is given up on after this (the site's default is 10 s).
process.env.DATABASE_CONNECT_TIMEOUT_MS = '1500'

const { GET: payloadGet, POST: payloadPost } = await import('@/app/(payload)/api/[...slug]/route')
const { POST: trialRoute } = await import('@/app/api/v1/billing/trial/[productId]/route')
const { POST: applyRoute } = await import('@/app/api/v1/crm/shop/apply/route')
const { POST: bookRoute } = await import('@/app/api/v1/crm/shop/book/route')
const { POST: questionnaireRoute } = await import('@/app/api/v1/crm/shop/questionnaire/route')

const SITE = 'http://localhost:3999'
const BUSY = 'The service is briefly unavailable. Please try again in a moment.'
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')

let editorToken = ''

beforeAll(async () => {
  const payload = await getTestPayload()
  const { token } = await payload.login({
    collection: 'users',
    data: { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! },
  })
  editorToken = token!
})

afterAll(async () => {
  await relay.close()
})

/** Payload's REST API as the admin calls it, signed in. */
async function rest(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: { authorization: `JWT ${editorToken}`, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const context = { params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) }
  return read(await (method === 'GET' ? payloadGet : payloadPost)(request, context))
}

const booking = () => ({ type: 'BOOK', full_name: 'Ada Lovelace', email: uniqueEmail('outage'), phone: '+44 20 7946 0001' })

/** Every lead form, posted once each. */
async function leadForms(): Promise<Record<string, Answer>> {
  const application = new FormData()
  for (const [key, value] of Object.entries({ name: 'Appl Icant', email: uniqueEmail('outage-cv'), phone: '+34 600 000 001' }))
    application.append(key, value)
  application.append('file', new File([PDF], 'cv.pdf'))
  const trial = { email: uniqueEmail('outage-trial'), phone: '+34 600 123 456', first_name: 'Grace', last_name: 'Hopper', country_id: 'es' }
  const answers = { role: 'sales', team_size: '2-10', interest: 'api', timeline: 'now', comment: uniqueEmail('outage-comment') }
  return {
    book: await read(await bookRoute(post('/crm/shop/book?lang=en', booking()), undefined as never)),
    trial: await read(await trialRoute(post('/billing/trial/platform?lang=en', trial), params({ productId: 'platform' }))),
    questionnaire: await read(await questionnaireRoute(post('/crm/shop/questionnaire?lang=en', answers), undefined as never)),
    apply: await read(
      await applyRoute(
        new Request(`${BASE}/crm/shop/apply?lang=en`, { method: 'POST', body: application, headers: { 'x-forwarded-for': nextAddress() } }),
        undefined as never,
      ),
    ),
  }
}

function expectBusy(answer: Answer) {
  expect({ status: answer.status, retryAfter: answer.headers.get('retry-after') }).toEqual({ status: 503, retryAfter: '5' })
}

describe('PostgreSQL out of reach', () => {
  it('the lead forms and the admin REST API answer 503 busy with Retry-After, and work again once it is back', async () => {
    // Reachable: the forms store and the admin reads.
    for (const answer of Object.values(await leadForms())) expect(answer.status).toBe(201)
    expect((await rest('GET', '/api/leads?limit=1')).status).toBe(200)

    await relay.close()
    try {
      const started = Date.now()
      const forms = await leadForms()
      for (const [form, answer] of Object.entries(forms)) {
        expect({ form, status: answer.status }).toEqual({ form, status: 503 })
        expectBusy(answer)
        expect(answer.body.detail).toBe(BUSY)
      }
      // Payload's REST API: not a 403 (the admin's rights were never refused) nor a 500.
      const list = await rest('GET', '/api/leads?limit=1')
      expectBusy(list)
      expect(list.body).toEqual({ errors: [{ message: BUSY }] })
      expectBusy(await rest('GET', '/api/users/me'))
      expectBusy(await rest('POST', '/api/leads', { type: 'book', full_name: 'Ada Lovelace', email: uniqueEmail('outage-admin') }))
      expect(Date.now() - started).toBeLessThan(20_000)
    } finally {
      await relay.open()
      await resetRateLimits()
    }

    // Back: the same pools reconnect, and nothing needs a restart.
    await expect.poll(async () => (await rest('GET', '/api/leads?limit=1')).status, { timeout: 15_000, interval: 250 }).toBe(200)
    expect((await read(await bookRoute(post('/crm/shop/book?lang=en', booking()), undefined as never))).status).toBe(201)
  })

  it('a database that accepts connections and never answers: the admin REST API answers 503 once the wait for a connection runs out', async () => {
    // The lead forms are left out here: the rate limits' own PostgreSQL pool has no such wait (src/lib/rate-limit.ts).
    expect((await rest('GET', '/api/leads?limit=1')).status).toBe(200)
    await relay.close()
    await relay.open({ silent: true })
    try {
      const started = Date.now()
      const [list, me] = await Promise.all([rest('GET', '/api/leads?limit=1'), rest('GET', '/api/users/me')])
      expectBusy(list)
      expectBusy(me)
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      await relay.close()
      await relay.open()
    }
    await expect.poll(async () => (await rest('GET', '/api/leads?limit=1')).status, { timeout: 15_000, interval: 250 }).toBe(200)
  })
})
