/**
 * Calling route handlers as a client would, for the integration suites: requests with a client
 * address (the suite's setup trusts one proxy, so X-Forwarded-For names the client), the route
 * context's params, and answers read back as status, JSON body and headers.
 */
import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { type AccountEmailMessage, accountEmailToSend } from '@/modules/outbox'

export const BASE = 'http://localhost:3999/api/v1'

export type Answer = { status: number; body: Record<string, unknown>; headers: Headers }

export async function read(response: Response): Promise<Answer> {
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers }
}

let addressCounter = 0
/** A new client address for each call, so per-address limits do not spill over between tests. */
export function nextAddress(): string {
  addressCounter++
  return `198.51.100.${addressCounter % 250}`
}

type RequestOptions = { address?: string; headers?: Record<string, string> }

export function post(path: string, body: unknown, options: RequestOptions = {}): Request {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.address ?? nextAddress(), ...options.headers },
    body: JSON.stringify(body),
  })
}

export function get(path: string, options: RequestOptions = {}): Request {
  return new Request(`${BASE}${path}`, { headers: { 'x-forwarded-for': options.address ?? nextAddress(), ...options.headers } })
}

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) })
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

let sequence = 0
/** A business address no other test has used. */
export function uniqueEmail(prefix: string): string {
  sequence++
  return `${prefix}.${sequence}.${crypto.randomBytes(3).toString('hex')}@northwind-trading.com`
}

/** The newest account e-mail to an address in the outbox, and the link it carries. */
export async function lastAccountEmail(payload: Payload, to: string): Promise<{ to: string; text: string; subject: string; link: URL }> {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { and: [{ kind: { equals: 'account_email' } }, { summary: { contains: to } }] },
    // By id: two e-mails queued within one millisecond share their createdAt.
    sort: '-id',
    limit: 1,
    overrideAccess: true,
  })
  const stored = docs[0]?.message as AccountEmailMessage | undefined
  if (!stored) throw new Error(`No account e-mail to ${to}`)
  // What the recipient gets: the stored copy holds the link only sealed.
  const message = accountEmailToSend(stored)
  const link = message.text.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error('The e-mail has no link')
  return { to: message.to, text: message.text, subject: message.subject, link: new URL(link) }
}
