/**
 * Calling the company data API's route handlers as a customer's program would, for the data API
 * suites: a new account signed in, a key made in its account area, and calls with that key.
 */
import { expect } from 'vitest'

import { POST as createKeyRoute } from '@/app/api/v1/account/api-keys/route'
import { POST as confirmEmailRoute } from '@/app/api/v1/auth/email/confirm/route'

import { getTestPayload } from './payload'
import { bearer, lastAccountEmail, nextAddress, params, post, read, uniqueEmail, type Answer } from './route-calls'

export const API = 'http://localhost:3999/api/public/v1'
const PASSWORD = 'correct horse battery'

export type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

export type CallOptions = {
  key?: string
  query?: Record<string, string>
  /** JSON, unless `contentType` says the (string) body is something else. */
  body?: unknown
  contentType?: string
  id?: number | string
  method?: 'GET' | 'POST' | 'DELETE'
  /** The client's address (X-Forwarded-For; the suite trusts one proxy); a new one for each call by default. */
  address?: string
}

/** A call of a route handler; the answer read as JSON (use `callRaw` for other bodies). */
export async function call(handler: Handler, path: string, options: CallOptions = {}): Promise<Answer> {
  return read(await callRaw(handler, path, options))
}

export async function callRaw(handler: Handler, path: string, options: CallOptions = {}): Promise<Response> {
  const url = `${API}${path}${options.query ? `?${new URLSearchParams(options.query)}` : ''}`
  const headers: Record<string, string> = {
    'x-forwarded-for': options.address ?? nextAddress(),
    ...(options.key ? bearer(options.key) : {}),
  }
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json'
  const request = new Request(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : options.contentType ? String(options.body) : JSON.stringify(options.body),
  })
  return handler(request, params(options.id === undefined ? {} : { id: String(options.id) }))
}

/** Confirms an account's address as its owner would: the link of the confirmation e-mail, opened. */
export async function confirmAddress(email: string): Promise<void> {
  const { link } = await lastAccountEmail(await getTestPayload(), email)
  const body = { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }
  expect((await confirmEmailRoute(post('/auth/email/confirm', body), undefined as never)).status).toBe(204)
}

/**
 * A new customer account, signed in: its access token, id and address. Its address is confirmed
 * (API keys need it) unless `confirmed` is false.
 */
export async function newAccount(
  options: { confirmed?: boolean; email?: string } = {},
): Promise<{ access: string; id: number; email: string }> {
  const payload = await getTestPayload()
  const { POST } = await import('@/app/api/v1/register/[app]/route')
  const email = options.email ?? uniqueEmail('data-api')
  const answer = await read(
    await POST(
      post('/register/ai_agents?lang=en', { first_name: 'Grace', last_name: 'Hopper', email, password: PASSWORD }),
      params({ app: 'ai_agents' }),
    ),
  )
  expect(answer.status).toBe(201)
  const { docs } = await payload.find({ collection: 'accounts', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
  if (options.confirmed !== false) await confirmAddress(email)
  return { access: answer.body.access as string, id: docs[0]!.id as number, email }
}

export async function createKey(access: string, body: unknown = { name: 'CRM sync', scopes: ['profiles', 'match'] }): Promise<Answer> {
  return read(await createKeyRoute(post('/account/api-keys', body, { headers: bearer(access) }), undefined as never))
}

/** An account with a key of these scopes (and these custom allowances, when given). */
export async function keyFor(
  scopes = ['profiles', 'match', 'monitoring'],
  allowance?: Record<string, number>,
): Promise<{ key: string; accountId: number; access: string; email: string }> {
  const payload = await getTestPayload()
  const account = await newAccount()
  if (allowance) await payload.update({ collection: 'accounts', id: account.id, data: { api_allowance: allowance }, overrideAccess: true })
  const created = await createKey(account.access, { name: 'test', scopes })
  expect(created.status).toBe(201)
  return { key: (created.body.data as { key: string }).key, accountId: account.id, access: account.access, email: account.email }
}
