import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { apiRoute, isOutage, payloadClientError, withCappedBody } from './api-route'
import { readErrorBody } from './error-body'
import { ApiError, STATUS_BY_ERROR_CODE, type ErrorCode } from './errors'
import { HttpError } from './http-client'
import { OrderError } from '@/modules/checkout'
import { RegistryInputError } from '@/modules/registry'
import { AgentNotAnswerableError } from '@/modules/agents'
import { SocialSignInError } from '@/modules/auth'

const request = new Request('http://localhost/api/v1/example', { method: 'POST' })

/** What the wrapper answers when the handler throws `error`: status, headers and JSON body. */
async function answerTo(error: unknown, options?: { extraErrorBody?: Record<string, unknown> }) {
  const response = await apiRoute(async () => {
    throw error
  }, options)(request, {})
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
}

describe('STATUS_BY_ERROR_CODE', () => {
  it('gives every code its own client, gateway or unavailable status', () => {
    const statuses = Object.values(STATUS_BY_ERROR_CODE)
    expect(new Set(statuses).size).toBe(statuses.length)
    for (const status of statuses) expect(status === 502 || status === 503 || (status >= 400 && status < 500)).toBe(true)
  })
})

describe('apiRoute', () => {
  it('answers every error code with its status and the body the screens read', async () => {
    for (const code of Object.keys(STATUS_BY_ERROR_CODE) as ErrorCode[]) {
      const { status, body } = await answerTo(new ApiError(code, `Refused as ${code}.`, { email: ['Use your work address.'] }))
      expect(status).toBe(STATUS_BY_ERROR_CODE[code])
      expect(body).toEqual({ email: ['Use your work address.'], detail: `Refused as ${code}.` })
    }
  })

  it('carries an error’s headers (Retry-After on a rate limit) and the route’s extra body fields', async () => {
    const { status, headers, body } = await answerTo(new ApiError('rate_limited', 'Too many requests.', {}, { 'Retry-After': '30' }), {
      extraErrorBody: { errors: true },
    })
    expect(status).toBe(429)
    expect(headers.get('retry-after')).toBe('30')
    expect(body).toEqual({ errors: true, detail: 'Too many requests.' })
  })

  it('answers the domain modules’ own refusals through the same table', async () => {
    expect((await answerTo(new OrderError('This plan is no longer offered.'))).status).toBe(400)
    expect((await answerTo(new RegistryInputError('Unknown country: zz.'))).body).toEqual({ detail: 'Unknown country: zz.' })
    expect((await answerTo(new AgentNotAnswerableError('nope', 'unknown'))).status).toBe(404)
    expect((await answerTo(new AgentNotAnswerableError('esg_score', 'not_answerable'))).status).toBe(400)
    expect((await answerTo(new SocialSignInError('provider_unavailable', 'google'))).status).toBe(502)
    expect((await answerTo(new SocialSignInError('email_unverified', 'google'))).status).toBe(400)
  })

  it('turns a schema mismatch into a 400 with each field’s messages and the first as detail', async () => {
    const parsed = z
      .object({ email: z.string().email('Enter a valid e-mail address.'), items: z.array(z.string()).min(1, 'Add an item.') })
      .safeParse({ email: 'x', items: [] })
    const { status, body } = await answerTo(parsed.error)
    expect(status).toBe(400)
    expect(body).toEqual({ email: ['Enter a valid e-mail address.'], items: ['Add an item.'], detail: 'Enter a valid e-mail address.' })
  })

  it('answers anything else with a generic 500 that leaks nothing', async () => {
    const { status, body } = await answerTo(new Error('test: an internal failure whose text must not reach the client'))
    expect(status).toBe(500)
    expect(body).toEqual({ detail: 'Something went wrong on our side. Please try again.' })
  })

  it('produces bodies the browser’s one error reader reads back field by field', async () => {
    const { status, body } = await answerTo(
      new ApiError('conflict', 'Matching has already started for this file.', { config: ['Pick the columns again.'] }),
    )
    expect(readErrorBody(new HttpError(new Response(null, { status }), body))).toEqual({
      fields: { config: ['Pick the columns again.'] },
      detail: ['Matching has already started for this file.'],
      nonField: [],
    })
  })
})

describe('apiRoute with a declared input', () => {
  const input = {
    params: z.object({ id: z.string().regex(/^\d+$/, 'No such thing.') }),
    query: z.object({ lang: z.enum(['en', 'es']).default('en') }),
    body: z.object({ email: z.email('Enter a valid e-mail address.'), count: z.number().int() }),
  }
  const echo = apiRoute(input, async (parsed) => Response.json(parsed))
  const call = (id: string, query: string, body: unknown, route = echo) =>
    route(
      new Request(`http://localhost/api/v1/things/${id}${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve({ id }) },
    )

  it('hands the handler the parsed path, query and body', async () => {
    const response = await call('42', '?lang=es', { email: 'ada@example.com', count: 3 })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ params: { id: '42' }, query: { lang: 'es' }, body: { email: 'ada@example.com', count: 3 } })
    // Defaults of the schema apply.
    expect(await (await call('42', '', { email: 'ada@example.com', count: 3 })).json()).toMatchObject({ query: { lang: 'en' } })
  })

  it('answers a path that does not fit with 404 (no such resource), before reading anything else', async () => {
    const response = await call('abc', '?lang=xx', 'not json')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ id: ['No such thing.'], detail: 'No such thing.' })
  })

  it('answers a query or body that does not fit with 400 and the field messages', async () => {
    const badQuery = await call('1', '?lang=xx', { email: 'ada@example.com', count: 3 })
    expect(badQuery.status).toBe(400)
    expect(Object.keys(await badQuery.json())).toContain('lang')
    const badBody = await call('1', '', { email: 'nope', count: 1.5 })
    expect(badBody.status).toBe(400)
    const body = (await badBody.json()) as Record<string, unknown>
    expect(body.email).toEqual(['Enter a valid e-mail address.'])
    expect(body.count).toHaveLength(1)
    expect(body.detail).toBe('Enter a valid e-mail address.')
    expect((await call('1', '', '{not json')).status).toBe(400)
  })

  it('lets a step look at the body as sent: its response answers at once, its ApiError before the schema’s', async () => {
    const seen: unknown[] = []
    const honeypot = apiRoute(input, async () => Response.json({ stored: true }), {
      beforeValidation: (body) => {
        seen.push(body)
        return (body as { website?: string }).website ? Response.json({ stored: false }, { status: 201 }) : null
      },
    })
    const bot = await call('1', '', { website: 'spam', email: 'not an address' }, honeypot)
    expect(bot.status).toBe(201)
    expect(await bot.json()).toEqual({ stored: false })
    expect(seen).toEqual([{ website: 'spam', email: 'not an address' }])
    const limited = apiRoute(input, async () => Response.json({}), {
      beforeValidation: () => {
        throw new ApiError('rate_limited', 'Too many attempts.')
      },
    })
    expect((await call('1', '', { email: 'x' }, limited)).status).toBe(STATUS_BY_ERROR_CODE.rate_limited)
  })
})

describe('withCappedBody', () => {
  const post = (body?: string) =>
    new Request('http://localhost/api/users/unlock', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      body,
    })

  it('gives a request without a body back as one that can still be read (it used to throw)', async () => {
    const capped = await withCappedBody(post())
    expect(capped.method).toBe('POST')
    expect(await capped.text()).toBe('')
    expect(capped.headers.get('authorization')).toBe('Bearer x')
  })

  it('keeps the body, method, headers and address of a request within the cap', async () => {
    const capped = await withCappedBody(post('{"refresh":"abc"}'))
    expect(capped.url).toBe('http://localhost/api/users/unlock')
    expect(capped.headers.get('content-type')).toBe('application/json')
    expect(await capped.json()).toEqual({ refresh: 'abc' })
  })

  it('refuses a body over the cap with a 413', async () => {
    await expect(withCappedBody(post('x'.repeat(100)), 50)).rejects.toMatchObject({ code: 'too_large', status: 413 })
  })
})

describe('outages', () => {
  it('answer 503 with Retry-After, not 500, when the database is unreachable or locked', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    for (const error of [
      refused,
      new Error('Failed query', { cause: refused }),
      new Error('SQLITE_BUSY: database is locked'),
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ]) {
      expect(isOutage(error)).toBe(true)
      const answer = await answerTo(error)
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(answer.body.detail).toMatch(/briefly unavailable/)
    }
  })

  it("answer 503 for node-postgres's own words: its pool's wait running out, a lost connection, a broken client", async () => {
    for (const error of [
      // pg-pool, past DATABASE_CONNECT_TIMEOUT_MS; Payload's Local API passes it on as it is or as a cause.
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isOutage(error)).toBe(true)
      const answer = await answerTo(error)
      expect({ status: answer.status, retryAfter: answer.headers.get('retry-after') }).toEqual({ status: 503, retryAfter: '5' })
    }
  })

  it('leaves our own failures a 500', () => {
    expect(isOutage(new TypeError('x is undefined'))).toBe(false)
    expect(isOutage(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isOutage(null)).toBe(false)
  })
})

describe('Payload refusals of client data', () => {
  it('answer 400 with the fields for a validation error, 400 for a bad query, 404 for a missing document', async () => {
    const validation = Object.assign(new Error('The following field is invalid: email'), {
      name: 'ValidationError',
      data: { errors: [{ path: 'email', message: 'This field is required.' }] },
    })
    const answer = await answerTo(validation)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ email: ['This field is required.'], detail: 'This field is required.' })
    expect((await answerTo(Object.assign(new Error('The following path cannot be queried: x'), { name: 'QueryError' }))).status).toBe(400)
    expect((await answerTo(Object.assign(new Error('Not Found'), { name: 'NotFound' }))).status).toBe(404)
  })

  it('leave other errors alone', () => {
    expect(payloadClientError(new Error('boom'))).toBeNull()
    expect(payloadClientError(Object.assign(new Error('x'), { name: 'Forbidden' }))).toBeNull()
  })
})
