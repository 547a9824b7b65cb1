/**
 * Lead capture end to end: the book, trial, questionnaire and profile calls, the transactional
 * outbox with its transports (.eml files, a real SMTP server, a marketing-form provider), rate
 * limits, and what the back office may read and export.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parse as parseCsv } from 'csv-parse/sync'
import type { Payload, PayloadRequest, Where } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as trialRoute } from '@/app/api/v1/billing/trial/[productId]/route'
import { POST as confirmRoute } from '@/app/api/v1/billing/trial/confirm/route'
import { POST as applyRoute } from '@/app/api/v1/crm/shop/apply/route'
import { POST as bookRoute } from '@/app/api/v1/crm/shop/book/route'
import { POST as questionnaireRoute } from '@/app/api/v1/crm/shop/questionnaire/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { GET as profileRoute } from '@/app/api/v1/profile/details/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { sqlRunnerFor } from '@/modules/db'
import { createRegistryCandidateSource, defaultJobOptions, drainQueue } from '@/modules/enrichment'
import {
  defaultDelivery,
  deliverDueMessages,
  OUTBOX_MAX_ATTEMPTS,
  retryDelayMs,
  type OutboxDelivery,
  type SalesEmailMessage,
} from '@/modules/outbox'
import type { User } from '@/payload-types'

import { getTestPayload } from './payload'
import { lastAccountEmail } from './route-calls'
import { withEnv } from './with-env'

const BASE = 'http://localhost:3999/api/v1'
const BUSINESS_EMAIL_MESSAGE = 'Please use your business e-mail address.'
const DAY_SECONDS = 24 * 60 * 60
/** Later than any `now` a test uses, so draining the outbox at this time delivers everything pending. */
const FAR_FUTURE = Date.now() + 365 * DAY_SECONDS * 1000

// ---------------------------------------------------------------------------------------------
// Helpers

let sequence = 0
function uniqueEmail(prefix: string, domain = 'acme-industries.com'): string {
  sequence++
  return `${prefix}.${sequence}.${crypto.randomBytes(3).toString('hex')}@${domain}`
}

type JsonResponse = { status: number; body: Record<string, unknown> & { data?: Record<string, unknown> }; headers: Headers }

async function toJson(response: Response): Promise<JsonResponse> {
  return { status: response.status, body: (await response.json()) as JsonResponse['body'], headers: response.headers }
}

function jsonRequest(url: string, body: unknown, address: string): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function book(body: unknown, options: { lang?: string; address?: string } = {}): Promise<JsonResponse> {
  const url = `${BASE}/crm/shop/book${options.lang ? `?lang=${options.lang}` : ''}`
  return toJson(await bookRoute(jsonRequest(url, body, options.address ?? '192.0.2.10'), undefined as never))
}

const trialContext = (productId: string) => ({ params: Promise.resolve({ productId }) })

async function trialResponse(productId: string, body: unknown, options: { lang?: string; address?: string } = {}): Promise<Response> {
  const url = `${BASE}/billing/trial/${productId}${options.lang ? `?lang=${options.lang}` : ''}`
  return trialRoute(jsonRequest(url, body, options.address ?? '192.0.2.20'), trialContext(productId))
}

async function trial(productId: string, body: unknown, options: { lang?: string; address?: string } = {}): Promise<JsonResponse> {
  return toJson(await trialResponse(productId, body, options))
}

type TrialLink = { uid: string; token: string }

async function confirmResponse(body: unknown, options: { address?: string } = {}): Promise<Response> {
  return confirmRoute(jsonRequest(`${BASE}/billing/trial/confirm`, body, options.address ?? '192.0.2.21'), undefined as never)
}

async function confirm(body: unknown, options: { address?: string } = {}): Promise<JsonResponse> {
  return toJson(await confirmResponse(body, options))
}

/** Starts a trial and reads the confirmation link the address was e-mailed. */
async function startAndReadLink(productId: string, body: { email: string }, options: { lang?: string } = {}): Promise<TrialLink> {
  const started = await trial(productId, body, options)
  if (started.status !== 201) throw new Error(`trial: ${started.status} ${JSON.stringify(started.body)}`)
  const { link } = await lastAccountEmail(await getTestPayload(), body.email)
  return { uid: link.searchParams.get('uid')!, token: link.searchParams.get('token')! }
}

async function questionnaire(body: unknown, options: { lang?: string; address?: string } = {}): Promise<JsonResponse> {
  const url = `${BASE}/crm/shop/questionnaire${options.lang ? `?lang=${options.lang}` : ''}`
  return toJson(await questionnaireRoute(jsonRequest(url, body, options.address ?? '192.0.2.30'), undefined as never))
}

async function profile(authorization?: string): Promise<JsonResponse> {
  const headers: Record<string, string> = authorization ? { authorization } : {}
  return toJson(await profileRoute(new Request(`${BASE}/profile/details`, { headers }), undefined as never))
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  phone: '+44 20 7946 0001',
  ...overrides,
})

const trialBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('trial'),
  phone: '+34 600 123 456',
  first_name: 'Grace',
  last_name: 'Hopper',
  country_id: 'es',
  ...overrides,
})

type LeadDoc = {
  id: number
  type: string
  lang?: string | null
  source?: string | null
  full_name: string
  email: string
  additional_data?: unknown
}

async function leadsFor(email: string): Promise<LeadDoc[]> {
  const payload = await getTestPayload()
  const { docs } = await payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    depth: 0,
    overrideAccess: true,
    sort: 'id',
  })
  return docs as unknown as LeadDoc[]
}

type OutboxDoc = {
  id: number
  kind: string
  status: string
  attempts: number
  next_attempt_at: number
  last_error?: string | null
  message: Record<string, unknown>
}

async function outboxFor(leadId: number): Promise<OutboxDoc[]> {
  const payload = await getTestPayload()
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { lead: { equals: leadId } },
    depth: 0,
    overrideAccess: true,
    sort: 'id',
  })
  return docs as unknown as OutboxDoc[]
}

async function outboxMessage(id: number): Promise<OutboxDoc> {
  const payload = await getTestPayload()
  return (await payload.findByID({ collection: 'outbox', id, depth: 0, overrideAccess: true })) as unknown as OutboxDoc
}

/** A lead booked through the book call, with its outbox messages. */
async function bookLead(type: string, overrides: Record<string, unknown> = {}, lang = 'en') {
  const body = { type, ...contact(overrides) }
  const response = await book(body, { lang })
  expect(response.status).toBe(201)
  const [lead] = await leadsFor(body.email as string)
  expect(lead).toBeDefined()
  return { lead: lead!, messages: await outboxFor(lead!.id), response }
}

const noDelivery: OutboxDelivery = { mailer: { send: async () => {} }, marketingForms: { submit: async () => {} } }

/** Delivers (to nowhere) everything still pending, so each delivery test starts with an empty queue. */
async function drainOutbox(payload: Payload) {
  for (let round = 0; round < 100; round++) {
    const report = await deliverDueMessages(payload, noDelivery, FAR_FUTURE)
    if (report.sent + report.retried + report.failed === 0) return
  }
  throw new Error('The outbox did not drain.')
}

/** Minimal MIME reading for the mails the site sends: unfolded headers, decoded subject, decoded body. */
function readMail(raw: string): { headers: Record<string, string>; subject: string; text: string } {
  const [head = '', ...rest] = raw.replace(/\r\n/g, '\n').split('\n\n')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const bytesOfQ = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    )
  const subject = (headers.subject ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      (encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64') : bytesOfQ(text.replace(/_/g, ' '))).toString('utf8'),
    )
  const body = rest.join('\n\n')
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? bytesOfQ(body.replace(/=\n/g, '')).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body
  return { headers, subject, text }
}

async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex')
}

function parseSetCookie(header: string | null): { name: string; value: string; attributes: Record<string, string> } | null {
  if (!header) return null
  const [pair = '', ...parts] = header.split(/;\s*/)
  const [name = '', ...value] = pair.split('=')
  const attributes: Record<string, string> = {}
  for (const part of parts) {
    const [key = '', ...rest] = part.split('=')
    attributes[key.toLowerCase()] = rest.join('=')
  }
  return { name, value: value.join('='), attributes }
}

// ---------------------------------------------------------------------------------------------
// Fixtures

let mailDirectory = ''
let admin: User
let editor: User
let sales: User
const savedEnv: Record<string, string | undefined> = {}
const FILE_ENV = [
  'MAIL_OUTBOX_DIR',
  'SMTP_URL',
  'MARKETING_FORMS_URL',
  'MARKETING_FORMS_IDS',
  'PLATFORM_URL',
  'ACCESS_COOKIE_DOMAIN',
  'PUBLIC_FORM_RATE_LIMIT',
  'SALES_NOTIFICATION_EMAIL',
]

beforeAll(async () => {
  for (const key of FILE_ENV) savedEnv[key] = process.env[key]
  for (const key of FILE_ENV) delete process.env[key]
  mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-it-mail-'))
  // Without this the file mailer would write into the working tree's data directory.
  process.env.MAIL_OUTBOX_DIR = mailDirectory
  process.env.SALES_NOTIFICATION_EMAIL = 'sales-team@example.com'
  const payload = await getTestPayload()
  admin = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.com' } }, overrideAccess: true }))
    .docs[0] as User
  const account = (role: 'editor' | 'sales') =>
    payload.create({
      collection: 'users',
      data: { email: uniqueEmail(role, 'example.com'), password: 'password-123456', role },
      overrideAccess: true,
    })
  editor = await account('editor')
  sales = await account('sales')
})

afterAll(() => {
  for (const key of FILE_ENV) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
  fs.rmSync(mailDirectory, { recursive: true, force: true })
})

beforeEach(() => resetRateLimits())

// ---------------------------------------------------------------------------------------------

describe('book call', () => {
  it.each([
    ['BOOK', 'book'],
    ['book', 'book'],
    ['QUOTE', 'quote'],
    ['Sample', 'sample'],
    ['TRIAL', 'trial'],
    ['contact', 'contact'],
  ])('stores type %s as a %s lead with its language and source', async (type, leadType) => {
    const body = {
      type,
      ...contact({ message: 'Call me on Tuesday.' }),
      source: `https://site.example/pricing#${type}`,
      // A trial request names the visitor's country (the free-trial form requires it).
      ...(type === 'TRIAL' ? { additional_data: { country: 'gb' } } : {}),
    }
    const { status, body: answer } = await book(body, { lang: 'es' })
    expect(status).toBe(201)
    const [lead, ...others] = await leadsFor(body.email)
    expect(others).toHaveLength(0)
    expect(lead).toMatchObject({
      type: leadType,
      lang: 'es',
      source: `https://site.example/pricing#${type}`,
      full_name: 'Ada Lovelace',
      phone: '+44 20 7946 0001',
      message: 'Call me on Tuesday.',
      status: 'new',
    })
    expect(answer).toEqual({ data: { received: true, follow_up: expect.any(String) } })
    expect((answer.data!.follow_up as string).length).toBeGreaterThanOrEqual(20)
    // The lead's id is the back office's business, not the visitor's.
    expect(JSON.stringify(answer)).not.toContain('"id"')
    expect(Object.keys(answer.data!)).toEqual(['received', 'follow_up'])
  })

  it('falls back to English for an unknown language and stores the address in lower case', async () => {
    const email = uniqueEmail('Mixed.Case')
    const { status } = await book({ type: 'book', ...contact({ email: email.toUpperCase() }) }, { lang: 'xx' })
    expect(status).toBe(201)
    const [lead] = await leadsFor(email.toLowerCase())
    expect(lead).toMatchObject({ type: 'book', lang: 'en' })
  })

  it('keeps a booking from a very long page address, cutting the address', async () => {
    const source = `https://site.example/es/demo?utm_source=ads&gclid=${'x'.repeat(900)}#book`
    const body = { type: 'book', ...contact(), source }
    expect((await book(body)).status).toBe(201)
    const [lead] = await leadsFor(body.email)
    expect(lead!.source).toBe(source.slice(0, 500))
  })

  it('keeps the product of a quote', async () => {
    const body = { type: 'quote', ...contact(), additional_data: { product: 'credit-reports' } }
    expect((await book(body)).status).toBe(201)
    const [lead] = await leadsFor(body.email)
    expect(lead!.additional_data).toMatchObject({ product: 'credit-reports' })
  })

  it.each(['ada@gmail.com', 'ada@mail.yahoo.co.uk', 'ada@GMAIL.com', 'ada@mailinator.com'])(
    'refuses the free mailbox %s with the business e-mail message',
    async (email) => {
      const { status, body } = await book({ type: 'book', ...contact({ email }) })
      expect(status).toBe(400)
      expect(body.email).toEqual([BUSINESS_EMAIL_MESSAGE])
      expect(body.detail).toBe(BUSINESS_EMAIL_MESSAGE)
      expect(await leadsFor(email.toLowerCase())).toHaveLength(0)
    },
  )

  it('accepts company addresses in countries whose registry suffix the free-mail list names', async () => {
    for (const email of [uniqueEmail('ventas', 'empresa.com.ar'), uniqueEmail('sales', 'firma.org.ua')]) {
      const { status, body } = await book({ type: 'book', ...contact({ email }) })
      expect({ email, status, body: body.email }).toEqual({ email, status: 201, body: undefined })
    }
  })

  it.each(['ada.@acme-industries.com', 'ada@acme-industries.c', '"ada"@acme-industries.com', 'ada@acme-.com', 'ada@bücher-verlag.de'])(
    'answers the address %s, which the lead record would not take, with the format message',
    async (email) => {
      const booked = await book({ type: 'book', ...contact({ email }) })
      expect({ status: booked.status, email: booked.body.email }).toEqual({ status: 400, email: ['Enter a valid e-mail address.'] })
      const started = await trial('platform', trialBody({ email }))
      expect({ status: started.status, email: started.body.email }).toEqual({ status: 400, email: ['Enter a valid e-mail address.'] })
    },
  )

  it('names every missing or wrong field', async () => {
    const missing = await book({ type: 'book' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      full_name: ['This field is required.'],
      email: ['This field is required.'],
      phone: ['This field is required.'],
    })
    expect(typeof missing.body.detail).toBe('string')

    const wrong = await book({ type: 'demo', full_name: 'A', email: 'not-an-email', phone: 'call me' })
    expect(wrong.status).toBe(400)
    expect(Object.keys(wrong.body).sort()).toEqual(['detail', 'email', 'full_name', 'phone', 'type'])
    expect(wrong.body.email).toEqual(['Enter a valid e-mail address.'])

    const blank = await book({ type: 'contact', full_name: '', email: '', phone: '' })
    expect(blank.status).toBe(400)
    expect(blank.body).toMatchObject({
      full_name: ['This field is required.'],
      email: ['This field is required.'],
      phone: ['This field is required.'],
    })
  })

  it('answers 400 to a body that is not JSON, or not an object', async () => {
    const broken = await book('{"type": "book", ')
    expect(broken.status).toBe(400)
    expect(broken.body.detail).toEqual(expect.any(String))
    const array = await book([1, 2])
    expect(array.status).toBe(400)
    const nothing = await book('null')
    expect(nothing.status).toBe(400)
  })

  it('answers a bot that fills the hidden field like a person, and stores nothing', async () => {
    const body = { type: 'book', ...contact(), website: 'http://spam.example' }
    const { status, body: answer } = await book(body)
    expect(status).toBe(201)
    expect(answer).toEqual({ data: { received: true, follow_up: expect.any(String) } })
    expect(await leadsFor(body.email)).toHaveLength(0)
  })

  it('records an enrichment sample request once per session, with the contact the session has', async () => {
    const upload = await toJson(
      await uploadRoute(
        (() => {
          const form = new FormData()
          form.append('file', new File(['Company,Country\r\nAcme Widgets Ltd,GB\r\n'], 'list.csv', { type: 'text/csv' }))
          return new Request(`${BASE}/enrichment/companies/session/upload`, {
            method: 'POST',
            body: form,
            headers: { 'x-forwarded-for': '192.0.2.40' },
          })
        })(),
        undefined as never,
      ),
    )
    expect(upload.status).toBe(201)
    const sessionKey = upload.body.session_key as string
    const email = uniqueEmail('enrich')
    const setup = await setupRoute(
      jsonRequest(
        `${BASE}/enrichment/companies/session/${sessionKey}/setup?lang=en`,
        {
          name: 'list.csv',
          config: { '0': 'name', '1': 'country' },
          first_row_headers: true,
          full_name: 'Dana Buyer',
          phone: '+44 20 7946 0018',
          email,
        },
        '192.0.2.40',
      ),
      { params: Promise.resolve({ sessionKey }) },
    )
    expect(setup.status).toBe(200)
    // A sample is sent only once its rows are matched (issue 20; tests/integration/enrichment-sample.int.test.ts).
    const sql = sqlRunnerFor(await getTestPayload())
    await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())

    const sample = await book({ type: 'ENRICHMENT', session_key: sessionKey, additional_data: { request: 'sample' } })
    expect(sample.status).toBe(201)
    expect(sample.body).toEqual({ data: { received: true, follow_up: null } })
    await book({ type: 'ENRICHMENT', session_key: sessionKey, additional_data: { request: 'sample' } })
    const all = await book({ type: 'enrichment', session_key: sessionKey, additional_data: { request: 'all' } })
    expect(all.status).toBe(201)
    const leads = await leadsFor(email)
    expect(leads.map((lead) => lead.type).sort()).toEqual(['enrichment', 'enrichment_all', 'enrichment_sample'])
    expect(leads.find((lead) => lead.type === 'enrichment_sample')).toMatchObject({ full_name: 'Dana Buyer' })
    // Every lead, whichever call made it, owes sales a notification.
    for (const lead of leads) expect((await outboxFor(lead.id)).map((message) => message.kind)).toContain('sales_email')

    const unknown = await book({ type: 'ENRICHMENT', session_key: 'f'.repeat(32), additional_data: { request: 'sample' } })
    expect(unknown.status).toBe(404)
    const noSession = await book({ type: 'ENRICHMENT' })
    expect(noSession.status).toBe(400)
    expect(noSession.body.session_key).toEqual(expect.any(Array))
  })
})

// ---------------------------------------------------------------------------------------------

describe('outbox: what a new lead owes', () => {
  it('queues a sales e-mail with every lead, in the lead transaction', async () => {
    const { lead, messages } = await bookLead('contact', { message: 'Please call.' })
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ kind: 'sales_email', status: 'pending', attempts: 0 })
    const mail = messages[0]!.message as unknown as SalesEmailMessage
    expect(mail.to).toBe('sales-team@example.com')
    expect(mail.replyTo).toBe(lead.email)
    expect(mail.subject).toContain('Ada Lovelace')
    expect(mail.text).toContain(lead.email)
    expect(mail.text).toContain('Please call.')

    // A trial's lead too.
    const body = trialBody()
    expect((await trial('platform', body)).status).toBe(201)
    const [trialLead] = await leadsFor(body.email)
    expect(trialLead).toMatchObject({ type: 'trial', full_name: 'Grace Hopper' })
    expect((await outboxFor(trialLead!.id)).map((message) => message.kind)).toEqual(['sales_email'])
  })

  it('keeps the lead when its messages cannot be queued, and the sweep queues them later', async () => {
    const email = uniqueEmail('sweep')
    // A broken provider setting makes queueing throw after the lead row was written.
    const response = await withEnv({ MARKETING_FORMS_URL: 'https://forms.example/submit', MARKETING_FORMS_IDS: 'default:abc' }, () =>
      book({ type: 'book', ...contact({ email }) }),
    )
    expect(response.status).toBe(201)
    const [lead] = await leadsFor(email)
    expect(lead).toMatchObject({ type: 'book', email })
    expect(await outboxFor(lead!.id)).toHaveLength(0)

    const payload = await getTestPayload()
    const { queueMissingNotifications } = await import('@/modules/crm')
    // Not while the lead may still be queueing its own messages…
    await queueMissingNotifications(payload, Date.now())
    expect(await outboxFor(lead!.id)).toHaveLength(0)
    // …but a minute later, once, with the settings now in force.
    await queueMissingNotifications(payload, Date.now() + 61_000)
    await queueMissingNotifications(payload, Date.now() + 62_000)
    expect((await outboxFor(lead!.id)).map((message) => message.kind)).toEqual(['sales_email'])
  })

  it('copies book and quote forms to the marketing-form provider, with the form of the language', async () => {
    await withEnv(
      { MARKETING_FORMS_URL: 'http://127.0.0.1:9/submit/{formId}', MARKETING_FORMS_IDS: 'default:form-default, es:form-es, it:form-it' },
      async () => {
        const kinds = async (type: string, lang: string) => {
          // A trial request names the visitor's country (the free-trial form requires it).
          const { messages } = await bookLead(type, type === 'trial' ? { additional_data: { country: 'es' } } : {}, lang)
          return messages.map((message) =>
            message.kind === 'marketing_form' ? `marketing:${message.message.formId as string}` : message.kind,
          )
        }
        expect(await kinds('book', 'es')).toEqual(['sales_email', 'marketing:form-es'])
        expect(await kinds('QUOTE', 'fr')).toEqual(['sales_email', 'marketing:form-default'])
        expect(await kinds('book', 'it')).toEqual(['sales_email', 'marketing:form-it'])
        expect(await kinds('book', 'en')).toEqual(['sales_email', 'marketing:form-default'])
        for (const type of ['contact', 'sample', 'trial']) expect(await kinds(type, 'es')).toEqual(['sales_email'])
        const body = trialBody()
        await trial('platform', body, { lang: 'es' })
        const [trialLead] = await leadsFor(body.email)
        expect((await outboxFor(trialLead!.id)).map((message) => message.kind)).toEqual(['sales_email'])
      },
    )
    // Without the provider settings, only sales hears about a booking.
    const { messages } = await bookLead('book', {}, 'es')
    expect(messages.map((message) => message.kind)).toEqual(['sales_email'])
  })
})

// ---------------------------------------------------------------------------------------------

describe('outbox delivery', () => {
  beforeEach(async () => drainOutbox(await getTestPayload()))

  it('writes the sales e-mail as an .eml file when no SMTP server is configured', async () => {
    const payload = await getTestPayload()
    const before = new Set(fs.readdirSync(mailDirectory))
    const { lead, messages } = await bookLead('book', { full_name: 'Fiona Filemail', message: 'Demo for 5 people.' })
    const report = await deliverDueMessages(payload, defaultDelivery())
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await outboxMessage(messages[0]!.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    const files = fs.readdirSync(mailDirectory).filter((file) => !before.has(file))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const mail = readMail(fs.readFileSync(path.join(mailDirectory, files[0]!), 'utf8'))
    expect(mail.headers.to).toContain('sales-team@example.com')
    expect(mail.headers['reply-to']).toContain(lead.email)
    expect(mail.subject).toBe('New lead: Demo booking — Fiona Filemail')
    expect(mail.text).toContain('Fiona Filemail')
    expect(mail.text).toContain(lead.email)
    expect(mail.text).toContain('Demo for 5 people.')
    // Delivered once: a second round has nothing to do.
    expect(await deliverDueMessages(payload, defaultDelivery())).toEqual({ sent: 0, retried: 0, failed: 0 })
  })

  it('keeps the lead, and the mail for later, when the mail outbox cannot be written', async () => {
    const payload = await getTestPayload()
    // A path under a regular file: no process, root included, can create a directory there.
    const blocker = path.join(mailDirectory, 'not-a-directory')
    fs.writeFileSync(blocker, 'x')
    const unwritable = path.join(blocker, 'outbox')
    const before = new Set(fs.readdirSync(mailDirectory))
    const booked = await withEnv({ MAIL_OUTBOX_DIR: unwritable }, async () => {
      const result = await bookLead('book', { full_name: 'Una Unwritable' })
      expect(await deliverDueMessages(payload, defaultDelivery())).toEqual({ sent: 0, retried: 1, failed: 0 })
      return result
    })
    expect(booked.response.status).toBe(201)
    expect(booked.lead).toMatchObject({ full_name: 'Una Unwritable' })
    const waiting = await outboxMessage(booked.messages[0]!.id)
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting.last_error).toMatch(/ENOTDIR|not a directory/i)
    // Once the outbox can be written again, the retry delivers it, once.
    expect(await deliverDueMessages(payload, defaultDelivery(), FAR_FUTURE)).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await outboxMessage(booked.messages[0]!.id)).toMatchObject({ status: 'sent', attempts: 2 })
    const files = fs.readdirSync(mailDirectory).filter((file) => !before.has(file) && file.endsWith('.eml'))
    expect(files).toHaveLength(1)
    fs.rmSync(blocker)
  })

  it('delivers through a real SMTP server', async () => {
    const payload = await getTestPayload()
    const received: { from: string; to: string[]; raw: string }[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    try {
      const { port } = server.server.address() as AddressInfo
      await withEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }, async () => {
        const { lead, messages } = await bookLead('quote', { full_name: 'Sam Smtp' }, 'en')
        const report = await deliverDueMessages(payload, defaultDelivery())
        expect(report.sent).toBe(1)
        expect(await outboxMessage(messages[0]!.id)).toMatchObject({ status: 'sent', attempts: 1 })
        expect(received).toHaveLength(1)
        expect(received[0]!.to).toEqual(['sales-team@example.com'])
        const mail = readMail(received[0]!.raw)
        expect(mail.subject).toBe('New lead: Quote request — Sam Smtp')
        expect(mail.headers['reply-to']).toContain(lead.email)
        expect(mail.text).toContain(lead.email)
      })
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it('keeps the lead when the mail server is down, retries with backoff, gives up, and sends again when an admin requeues', async () => {
    const payload = await getTestPayload()
    const port = await closedPort()
    await withEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }, async () => {
      const { lead, messages } = await bookLead('contact', { full_name: 'Rita Retry' })
      expect(lead).toBeDefined()
      const id = messages[0]!.id
      const start = Date.now()
      expect(await deliverDueMessages(payload, defaultDelivery(), start)).toEqual({ sent: 0, retried: 1, failed: 0 })
      const first = await outboxMessage(id)
      expect(first).toMatchObject({ status: 'pending', attempts: 1 })
      expect(first.last_error).toMatch(/ECONNREFUSED|connect/i)
      expect(Number(first.next_attempt_at)).toBe(start + retryDelayMs(1))
      expect(Number(first.next_attempt_at)).toBeGreaterThan(start)

      // Not tried again before its time.
      expect(await deliverDueMessages(payload, defaultDelivery(), start + retryDelayMs(1) - 1)).toEqual({ sent: 0, retried: 0, failed: 0 })
      expect((await outboxMessage(id)).attempts).toBe(1)

      let now = start
      for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
        now = Number((await outboxMessage(id)).next_attempt_at)
        await deliverDueMessages(payload, defaultDelivery(), now)
        const state = await outboxMessage(id)
        expect(state.attempts).toBe(attempt)
        expect(state.status).toBe(attempt < OUTBOX_MAX_ATTEMPTS ? 'pending' : 'failed')
      }
      // A failed message stays failed, however late it is.
      expect(await deliverDueMessages(payload, defaultDelivery(), FAR_FUTURE)).toEqual({ sent: 0, retried: 0, failed: 0 })
      expect((await outboxMessage(id)).status).toBe('failed')

      // Sales may not requeue; an admin may.
      await expect(
        payload.update({ collection: 'outbox', id, data: { status: 'pending' }, user: sales, overrideAccess: false }),
      ).rejects.toThrow()
      const requeued = await payload.update({ collection: 'outbox', id, data: { status: 'pending' }, user: admin, overrideAccess: false })
      expect(requeued).toMatchObject({ status: 'pending', attempts: 0 })

      await withEnv({ SMTP_URL: undefined }, async () => {
        const before = new Set(fs.readdirSync(mailDirectory))
        expect(await deliverDueMessages(payload, defaultDelivery(), now)).toEqual({ sent: 1, retried: 0, failed: 0 })
        const files = fs.readdirSync(mailDirectory).filter((file) => !before.has(file))
        expect(files).toHaveLength(1)
        expect(readMail(fs.readFileSync(path.join(mailDirectory, files[0]!), 'utf8')).text).toContain('Rita Retry')
      })
      expect(await outboxMessage(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    })
  })

  it('submits book and quote forms to the marketing-form provider, retrying after a provider error', async () => {
    const payload = await getTestPayload()
    const submissions: { url: string; contentType: string; body: unknown }[] = []
    const statuses = [503, 200]
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        submissions.push({
          url: request.url ?? '',
          contentType: request.headers['content-type'] ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        })
        const status = statuses.shift() ?? 200
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(status === 200 ? '{"inlineMessage":"Thanks"}' : '{"message":"busy"}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    try {
      const { port } = server.address() as AddressInfo
      await withEnv(
        { MARKETING_FORMS_URL: `http://127.0.0.1:${port}/submissions/v3/{formId}`, MARKETING_FORMS_IDS: 'default:form-default,es:form-es' },
        async () => {
          const { lead, messages } = await bookLead(
            'book',
            { full_name: 'María José García López', phone: '+34 911 222 333', source: 'https://site.example/es/demo#BOOK' },
            'es',
          )
          const marketing = messages.find((message) => message.kind === 'marketing_form')!
          const mail = messages.find((message) => message.kind === 'sales_email')!
          const start = Date.now()
          expect(await deliverDueMessages(payload, defaultDelivery(), start)).toEqual({ sent: 1, retried: 1, failed: 0 })
          const failedOnce = await outboxMessage(marketing.id)
          expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1 })
          expect(failedOnce.last_error).toContain('503')
          expect(await outboxMessage(mail.id)).toMatchObject({ status: 'sent' })
          expect(submissions).toHaveLength(1)

          expect(await deliverDueMessages(payload, defaultDelivery(), start + retryDelayMs(1))).toEqual({ sent: 1, retried: 0, failed: 0 })
          expect(await outboxMessage(marketing.id)).toMatchObject({ status: 'sent', attempts: 2 })
          expect(submissions).toHaveLength(2)
          const last = submissions[1]!
          expect(last.url).toBe('/submissions/v3/form-es')
          expect(last.contentType).toContain('application/json')
          const body = last.body as { fields: { name: string; value: string }[]; context: Record<string, unknown> }
          expect(Object.fromEntries(body.fields.map((field) => [field.name, field.value]))).toEqual({
            firstname: 'María',
            lastname: 'José García López',
            phone: '+34 911 222 333',
            email: lead.email,
          })
          expect(body.context).toMatchObject({ lang: 'es', pageUri: 'https://site.example/es/demo#BOOK' })
        },
      )
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it('never delivers one message twice when two workers run at once', async () => {
    const payload = await getTestPayload()
    const names = ['Con Current', 'Con Currency', 'Con Currant', 'Con Curring']
    for (const name of names) await bookLead('contact', { full_name: name })
    const deliveries = new Map<string, number>()
    const delivery: OutboxDelivery = {
      mailer: {
        send: async (message) => {
          deliveries.set(message.subject, (deliveries.get(message.subject) ?? 0) + 1)
          await new Promise((resolve) => setTimeout(resolve, 15))
        },
      },
      marketingForms: null,
    }
    const now = Date.now()
    const reports = await Promise.all([deliverDueMessages(payload, delivery, now), deliverDueMessages(payload, delivery, now)])
    expect(reports[0]!.sent + reports[1]!.sent).toBe(names.length)
    expect([...deliveries.values()]).toEqual(names.map(() => 1))
    expect([...deliveries.keys()].sort()).toEqual(names.map((name) => `New lead: Contact form — ${name}`).sort())
  })

  it('does not retry a message early when another worker picked it up before it failed', async () => {
    const payload = await getTestPayload()
    await bookLead('contact', { full_name: 'Slow Sender' })
    await bookLead('contact', { full_name: 'Failing Sender' })
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let entered = () => {}
    const slowStarted = new Promise<void>((resolve) => (entered = resolve))
    let failingAttempts = 0
    const delivery: OutboxDelivery = {
      mailer: {
        send: async (message) => {
          if (message.subject.endsWith('Slow Sender')) {
            entered()
            await gate
          } else {
            failingAttempts++
            throw new Error('mailbox unavailable')
          }
        },
      },
      marketingForms: null,
    }
    const now = Date.now()
    // Worker B lists both messages, then is busy with the slow one.
    const workerB = deliverDueMessages(payload, delivery, now)
    await slowStarted
    // Worker A meanwhile tries the other one, which fails and is scheduled for later.
    expect(await deliverDueMessages(payload, delivery, now)).toEqual({ sent: 0, retried: 1, failed: 0 })
    release()
    await workerB
    expect(failingAttempts).toBe(1)
  })
})

// ---------------------------------------------------------------------------------------------

describe('trial call', () => {
  it('starts a pending trial: no token, no cookie, a trial lead, and the confirmation link e-mailed sealed', async () => {
    const payload = await getTestPayload()
    const body = trialBody({ source: 'https://site.example/free-trial' })
    const response = await withEnv({ PLATFORM_URL: 'https://app.example.test' }, () =>
      trialResponse('credit-reports', body, { lang: 'es' }),
    )
    const { status, body: answer, headers } = await toJson(response)
    expect(status).toBe(201)
    expect(answer).toEqual({ data: { token: null, link_trial: null } })
    expect(headers.get('set-cookie')).toBeNull()

    const { docs } = await payload.find({ collection: 'trials', where: { email: { equals: body.email } }, depth: 0, overrideAccess: true })
    expect(docs).toHaveLength(1)
    const stored = docs[0]!
    expect(stored).toMatchObject({
      status: 'pending',
      product_code: 'credit-reports',
      first_name: 'Grace',
      last_name: 'Hopper',
      country: 'es',
      lang: 'es',
    })
    // The link works 3 days; the trial period starts at confirmation.
    expect(Date.parse(stored.expires_at) - Date.now()).toBeGreaterThan(3 * DAY_SECONDS * 1000 - 60_000)
    expect(Date.parse(stored.expires_at) - Date.now()).toBeLessThanOrEqual(3 * DAY_SECONDS * 1000)
    const [lead] = await leadsFor(body.email)
    expect(lead).toMatchObject({ type: 'trial', lang: 'es', source: 'https://site.example/free-trial' })
    expect(lead!.additional_data).toMatchObject({ product: 'credit-reports', country: 'es' })

    // The e-mail: Spanish, to the address, a link to the Spanish trial thank-you page.
    const mail = await lastAccountEmail(payload, body.email)
    expect(mail.to).toBe(body.email)
    expect(mail.subject).toContain('prueba gratuita')
    // No name: the address is not confirmed yet (issue 56).
    expect(mail.text.split('\n')[0]).toBe('Hola:')
    expect(mail.text).toContain('3 días')
    expect(mail.link.pathname).toBe('/es/thank-you/trial')
    expect(mail.link.searchParams.get('confirm_trial')).toBe('1')
    expect(mail.link.searchParams.get('uid')).toBe(Buffer.from(String(stored.id)).toString('base64url'))
    const secret = mail.link.searchParams.get('token')!
    expect(secret.length).toBeGreaterThanOrEqual(40)

    // The raw rows: only the link's hash, and the secret nowhere readable.
    const sql = sqlRunnerFor(payload)
    const trialRows = await sql.query('SELECT * FROM trials WHERE email = ?', [body.email])
    expect(trialRows[0]!.token_hash).toBe(sha256(secret))
    for (const table of ['trials', 'leads', 'outbox']) {
      expect(JSON.stringify(await sql.query(`SELECT * FROM ${table}`))).not.toContain(secret)
    }
    // A pending link's secret is no access token.
    expect((await profile(`Bearer ${secret}`)).status).toBe(401)
  })

  it('opens the trial on confirmation: token, trial link, access cookie, the period from now, only the token hash stored', async () => {
    const payload = await getTestPayload()
    const body = trialBody()
    const link = await startAndReadLink('credit-reports', body, { lang: 'es' })
    const response = await withEnv({ PLATFORM_URL: 'https://app.example.test' }, () => confirmResponse(link))
    const { status, body: answer, headers } = await toJson(response)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toContain('no-store')
    const token = answer.data!.token as string
    expect(token.length).toBeGreaterThanOrEqual(40)
    expect(token).not.toBe(link.token)
    expect(answer.data).toMatchObject({ link_trial: 'https://app.example.test/', trial_days: 7 })
    expect(Object.keys(answer.data!).sort()).toEqual(['expires_at', 'link_trial', 'token', 'trial_days'])

    const cookie = parseSetCookie(headers.get('set-cookie'))
    expect(cookie).toMatchObject({ name: 'access_token', value: token })
    expect(cookie!.attributes.path).toBe('/')
    expect(cookie!.attributes.samesite?.toLowerCase()).toBe('lax')
    expect(cookie!.attributes['max-age']).toBe(String(7 * DAY_SECONDS))
    expect(cookie!.attributes).not.toHaveProperty('domain')

    const [stored] = (
      await payload.find({ collection: 'trials', where: { email: { equals: body.email } }, depth: 0, overrideAccess: true })
    ).docs
    expect(stored).toMatchObject({ status: 'active', product_code: 'credit-reports' })
    expect(stored!.expires_at).toBe(new Date(answer.data!.expires_at as string).toISOString())
    expect(Date.parse(stored!.expires_at) - Date.now()).toBeGreaterThan(7 * DAY_SECONDS * 1000 - 60_000)
    expect(Date.parse(stored!.expires_at) - Date.now()).toBeLessThanOrEqual(7 * DAY_SECONDS * 1000)
    const sql = sqlRunnerFor(payload)
    expect((await sql.query('SELECT token_hash FROM trials WHERE email = ?', [body.email]))[0]!.token_hash).toBe(sha256(token))
    for (const table of ['trials', 'leads', 'outbox'])
      expect(JSON.stringify(await sql.query(`SELECT * FROM ${table}`))).not.toContain(token)

    // The token works; the link does not work twice.
    expect((await profile(`Bearer ${token}`)).body.data).toMatchObject({ email: body.email, product: 'credit-reports' })
    const again = await confirm(link)
    expect(again.status).toBe(400)
    expect(again.body.detail).toBe('This link is invalid or has expired. Start the trial again.')
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('gives the api product its 14 days and sets the cookie domain only when configured', async () => {
    const link = await startAndReadLink('api', trialBody())
    const response = await withEnv({ ACCESS_COOKIE_DOMAIN: '.example.test' }, () => confirmResponse(link))
    expect(response.status).toBe(200)
    const cookie = parseSetCookie(response.headers.get('set-cookie'))
    expect(cookie!.attributes['max-age']).toBe(String(14 * DAY_SECONDS))
    expect(cookie!.attributes.domain).toBe('.example.test')
  })

  it('takes the product by numeric id and the country by id', async () => {
    const payload = await getTestPayload()
    const product = (await payload.find({ collection: 'products', where: { code: { equals: 'enrichment' } }, overrideAccess: true }))
      .docs[0]!
    const country = (await payload.find({ collection: 'countries', where: { short_name: { equals: 'gb' } }, overrideAccess: true }))
      .docs[0]!
    const body = trialBody({ country_id: country.id })
    const { status, body: answer } = await trial(String(product.id), body)
    expect(status).toBe(201)
    expect(answer.data!.token).toBeNull()
    const { docs } = await payload.find({ collection: 'trials', where: { email: { equals: body.email } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ product_code: 'enrichment', country: 'gb', status: 'pending' })
    // A country code in upper case is fine too.
    expect((await trial('enrichment', trialBody({ country_id: 'GB' }))).status).toBe(201)
  })

  it.each([
    ['an unknown product', 'no-such-product'],
    ['a product without a free trial', 'enterprise'],
    ['an unknown product id', '999999'],
    ['a malformed product reference', 'a%20b'],
  ])('answers 404 to %s and stores nothing', async (_label, productId) => {
    const body = trialBody()
    const { status, body: answer } = await trial(productId, body)
    expect(status).toBe(404)
    expect(typeof answer.detail).toBe('string')
    expect(await leadsFor(body.email)).toHaveLength(0)
  })

  it('refuses a wrong country, a free mailbox and missing fields with field messages', async () => {
    const badCountry = trialBody({ country_id: 'zz' })
    const country = await trial('platform', badCountry)
    expect(country.status).toBe(400)
    expect(country.body.country_id).toEqual([expect.any(String)])
    expect(await leadsFor(badCountry.email as string)).toHaveLength(0)

    const freeMail = await trial('platform', trialBody({ email: 'grace@hotmail.com' }))
    expect(freeMail.status).toBe(400)
    expect(freeMail.body.email).toEqual([BUSINESS_EMAIL_MESSAGE])
    expect(freeMail.body.detail).toBe(BUSINESS_EMAIL_MESSAGE)

    const missing = await trial('platform', {})
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body).sort()).toEqual(['country_id', 'detail', 'email', 'first_name', 'last_name', 'phone'])

    const broken = await trial('platform', 'not json')
    expect(broken.status).toBe(400)
  })

  it("does not let someone else's unconfirmed trial block the owner, and refuses a second active trial", async () => {
    const payload = await getTestPayload()
    const body = trialBody()
    // Someone starts a trial with the owner's address and never confirms it (only the owner gets the
    // link). The stranger's form differs: identical posts within a minute are one submission (races test).
    const strangers = await startAndReadLink('platform', trialBody({ email: body.email, first_name: 'Mallory' }))
    // The owner starts one: the same answer, another link, and it opens.
    const owners = await startAndReadLink('platform', body)
    expect(owners.uid).not.toBe(strangers.uid)
    const opened = await confirm(owners)
    expect(opened.status).toBe(200)
    expect(opened.body.data!.token).toEqual(expect.any(String))
    // The other link now meets an active trial of the product: refused, and it stays unused.
    const second = await confirm(strangers)
    expect(second.status).toBe(409)
    expect(second.body.detail).toBe('This address already has an active trial of this product.')
    expect(second.headers.get('set-cookie')).toBeNull()
    const statuses = (
      await payload.find({ collection: 'trials', where: { email: { equals: body.email } }, sort: 'id', overrideAccess: true })
    ).docs.map((doc) => doc.status)
    expect(statuses).toEqual(['pending', 'active'])
    // Starting again still answers without a token (it tells nobody that the address has a trial).
    expect((await trial('platform', body)).body).toEqual({ data: { token: null, link_trial: null } })
    // Another product is another trial.
    expect((await confirm(await startAndReadLink('api', body))).status).toBe(200)
  })

  it('refuses a wrong, a used, an expired and a malformed link alike, without a cookie', async () => {
    const payload = await getTestPayload()
    const body = trialBody()
    const link = await startAndReadLink('platform', body)
    const INVALID = 'This link is invalid or has expired. Start the trial again.'
    for (const wrong of [
      { ...link, token: `${link.token}x` },
      { ...link, token: sha256(link.token) },
      { ...link, uid: Buffer.from('999999999').toString('base64url') },
      { ...link, uid: 'not-a-uid!' },
    ]) {
      const answer = await confirm(wrong)
      expect({ status: answer.status, detail: answer.body.detail, cookie: answer.headers.get('set-cookie') }).toEqual({
        status: 400,
        detail: INVALID,
        cookie: null,
      })
    }
    const missing = await confirm({})
    expect(missing.status).toBe(400)
    expect((await confirm('not json')).status).toBe(400)

    // Expired: three days have passed.
    const [stored] = (await payload.find({ collection: 'trials', where: { email: { equals: body.email } }, overrideAccess: true })).docs
    await payload.update({
      collection: 'trials',
      id: stored!.id,
      data: { expires_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await confirm(link)).body.detail).toBe(INVALID)
    await payload.update({
      collection: 'trials',
      id: stored!.id,
      data: { expires_at: new Date(Date.now() + DAY_SECONDS * 1000).toISOString() },
      overrideAccess: true,
    })
    // Still unused, so it works now; then it is used.
    expect((await confirm(link)).status).toBe(200)
    expect((await confirm(link)).body.detail).toBe(INVALID)
  })

  it('answers a bot that fills the hidden field without a token and stores or sends nothing', async () => {
    const payload = await getTestPayload()
    const body = trialBody({ website: 'x' })
    const response = await trialResponse('platform', body)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ data: { token: null, link_trial: null } })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await leadsFor(body.email as string)).toHaveLength(0)
    await expect(lastAccountEmail(payload, body.email as string)).rejects.toThrow('No account e-mail')
  })

  it('checks the access token: valid, wrong, expired, revoked', async () => {
    const payload = await getTestPayload()
    const body = trialBody()
    const token = (await confirm(await startAndReadLink('platform', body))).body.data!.token as string
    const valid = await profile(`Bearer ${token}`)
    expect(valid.status).toBe(200)
    expect(valid.body.data).toMatchObject({ email: body.email, first_name: 'Grace', last_name: 'Hopper', product: 'platform' })
    expect(valid.headers.get('cache-control')).toContain('no-store')

    expect((await profile()).status).toBe(401)
    expect((await profile(`Bearer ${token}x`)).status).toBe(401)
    expect((await profile(`Bearer ${sha256(token)}`)).status).toBe(401)
    expect((await profile(token)).status).toBe(401)
    expect((await profile(`Bearer ${'a'.repeat(500)}`)).status).toBe(401)

    const [stored] = (await payload.find({ collection: 'trials', where: { email: { equals: body.email } }, overrideAccess: true })).docs
    // Expired.
    await payload.update({
      collection: 'trials',
      id: stored!.id,
      data: { expires_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await profile(`Bearer ${token}`)).status).toBe(401)
    await payload.update({
      collection: 'trials',
      id: stored!.id,
      data: { expires_at: new Date(Date.now() + DAY_SECONDS * 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await profile(`Bearer ${token}`)).status).toBe(200)
    // Revoked by sales in the back office.
    await payload.update({ collection: 'trials', id: stored!.id, data: { status: 'revoked' }, user: sales, overrideAccess: false })
    const revoked = await profile(`Bearer ${token}`)
    expect(revoked.status).toBe(401)
    expect(typeof revoked.body.detail).toBe('string')
  })
})

// ---------------------------------------------------------------------------------------------

const ANSWERS = { role: 'sales', team_size: '11-50', interest: 'enrichment', timeline: 'quarter' }

describe('questionnaire', () => {
  async function answersWhere(where: Where) {
    const payload = await getTestPayload()
    return (await payload.find({ collection: 'questionnaire-answers', where, depth: 0, overrideAccess: true })).docs
  }

  it('ties the answers to the lead of the follow-up key, once', async () => {
    const { lead, response } = await bookLead('book')
    const followUp = response.body.data!.follow_up as string
    const first = await questionnaire({ ...ANSWERS, comment: 'Looking for EU coverage.', follow_up: followUp }, { lang: 'es' })
    expect(first).toMatchObject({ status: 201, body: { data: { received: true } } })
    const stored = await answersWhere({ lead: { equals: lead.id } })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ ...ANSWERS, email: lead.email, comment: 'Looking for EU coverage.', lang: 'es' })

    const again = await questionnaire({ ...ANSWERS, role: 'data', follow_up: followUp })
    expect(again.status).toBe(201)
    expect(await answersWhere({ lead: { equals: lead.id } })).toHaveLength(1)
  })

  it('keeps answers without a key (or with an unknown one) on their own', async () => {
    const comment = `unlinked ${crypto.randomUUID()}`
    expect((await questionnaire({ ...ANSWERS, comment })).status).toBe(201)
    expect((await questionnaire({ ...ANSWERS, comment, follow_up: 'no-such-key' })).status).toBe(201)
    const stored = await answersWhere({ comment: { equals: comment } })
    expect(stored).toHaveLength(2)
    for (const answer of stored) expect(answer).toMatchObject({ lead: null, email: null })
  })

  it('refuses an option that is not offered, on that field', async () => {
    const comment = `invalid ${crypto.randomUUID()}`
    const { status, body } = await questionnaire({ ...ANSWERS, team_size: '5000', comment })
    expect(status).toBe(400)
    expect(body.team_size).toEqual(['Choose one of the options.'])
    expect(Object.keys(body).sort()).toEqual(['detail', 'team_size'])
    expect(await answersWhere({ comment: { equals: comment } })).toHaveLength(0)
    expect((await questionnaire('{')).status).toBe(400)
  })
})

// ---------------------------------------------------------------------------------------------

describe('rate limits', () => {
  afterEach(() => resetRateLimits())

  it.each([
    ['book', (address: string) => book({ type: 'book' }, { address })],
    ['trial', (address: string) => trial('platform', {}, { address })],
    ['trial confirmation', (address: string) => confirm({}, { address })],
    ['questionnaire', (address: string) => questionnaire({}, { address })],
  ])('answers 429 on the %s call once an address used up its allowance', async (_call, send) => {
    await withEnv({ PUBLIC_FORM_RATE_LIMIT: '3' }, async () => {
      const statuses: number[] = []
      for (let index = 0; index < 3; index++) statuses.push((await send('203.0.113.50')).status)
      expect(statuses).toEqual([400, 400, 400])
      const limited = await send('203.0.113.50')
      expect(limited.status).toBe(429)
      const seconds = Number((limited.body.detail as string).match(/in (\d+) seconds?/)?.[1])
      expect(seconds).toBeGreaterThanOrEqual(1)
      expect(seconds).toBeLessThanOrEqual(60)
      expect(limited.headers.get('retry-after')).toBe(String(seconds))
      expect((await send('203.0.113.51')).status).toBe(400)
      // Only the entry our reverse proxy appended counts: a client's own claim in front of it changes nothing.
      expect((await send('198.51.100.77, 203.0.113.50')).status).toBe(429)
    })
  })
})

// ---------------------------------------------------------------------------------------------

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')

describe('back office', () => {
  const BACK_OFFICE = ['leads', 'trials', 'questionnaire-answers', 'applications', 'outbox'] as const

  beforeAll(async () => {
    // At least one record in each back-office collection.
    await bookLead('book', { full_name: 'Backoffice Booker' })
    await trial('platform', trialBody())
    await questionnaire(ANSWERS)
    const form = new FormData()
    for (const [key, value] of Object.entries({
      name: 'Appl Icant',
      email: uniqueEmail('applicant'),
      phone: '+34 600 000 001',
      vacancy: 'Analyst',
    }))
      form.append(key, value)
    form.append('file', new File([PDF], 'cv.pdf'))
    const applied = await applyRoute(
      new Request(`${BASE}/crm/shop/apply?lang=en`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '192.0.2.90' } }),
      undefined as never,
    )
    expect(applied.status).toBe(201)
  })

  it.each(BACK_OFFICE)('keeps %s from visitors and editors, and shows them to sales', async (collection) => {
    const payload = await getTestPayload()
    await expect(payload.find({ collection, overrideAccess: false, user: null as never })).rejects.toThrow()
    await expect(payload.find({ collection, overrideAccess: false, user: editor })).rejects.toThrow()
    const bySales = await payload.find({ collection, overrideAccess: false, user: sales })
    expect(bySales.totalDocs).toBeGreaterThan(0)
  })

  it('lets nobody create leads, trials or answers through the API, not even an admin', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('forged')
    await expect(
      payload.create({
        collection: 'leads',
        overrideAccess: false,
        user: admin,
        data: { status: 'new', type: 'book', full_name: 'Forged Lead', email },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'leads',
        overrideAccess: false,
        user: sales,
        data: { status: 'new', type: 'book', full_name: 'Forged Lead', email },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'questionnaire-answers', overrideAccess: false, user: admin, data: ANSWERS as never }),
    ).rejects.toThrow()
    expect(await leadsFor(email)).toHaveLength(0)
  })

  it('never shows token hashes or follow-up keys through the API', async () => {
    const payload = await getTestPayload()
    const trials = await payload.find({ collection: 'trials', overrideAccess: false, user: admin, limit: 100 })
    expect(trials.docs.length).toBeGreaterThan(0)
    for (const doc of trials.docs) expect(doc).not.toHaveProperty('token_hash')
    const leads = await payload.find({ collection: 'leads', overrideAccess: false, user: admin, limit: 100 })
    expect(leads.docs.length).toBeGreaterThan(0)
    for (const doc of leads.docs) expect(doc).not.toHaveProperty('follow_up_key')
    // Nor can they be guessed through a filter.
    const [withHash] = (await payload.find({ collection: 'trials', overrideAccess: true, limit: 1 })).docs
    const hash = (withHash as unknown as { token_hash: string }).token_hash
    const probe = await payload
      .find({ collection: 'trials', overrideAccess: false, user: sales, where: { token_hash: { equals: hash } } })
      .then((result) => result.totalDocs)
      .catch(() => 'refused')
    expect(probe).not.toBe(1)
  })

  async function exportCsv(collection: (typeof BACK_OFFICE)[number], user: User | null, where?: Where) {
    const payload = await getTestPayload()
    const endpoints = payload.collections[collection].config.endpoints || []
    const endpoint = endpoints.find((candidate) => candidate.path === '/export' && candidate.method === 'get')
    expect(endpoint).toBeDefined()
    const response = await endpoint!.handler({ payload, user, query: where ? { where } : {} } as unknown as PayloadRequest)
    // Read the bytes: Response.text() would drop the byte-order mark spreadsheet programs need.
    const bytes = Buffer.from(await response.arrayBuffer())
    const text = bytes.toString('utf8')
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      bom: bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])),
      text,
      rows: response.status === 200 ? (parseCsv(text.replace(/^\uFEFF/, '')) as string[][]) : [],
    }
  }

  it('exports leads as CSV for sales: header, filter, and formulas neutralised', async () => {
    const email = uniqueEmail('formula')
    expect(
      (
        await book({
          type: 'quote',
          full_name: '=HYPERLINK("http://evil.example","x")',
          email,
          phone: '+44 20 7946 0002',
          additional_data: { product: 'api' },
        })
      ).status,
    ).toBe(201)
    const filtered = await exportCsv('leads', sales, { email: { equals: email } })
    expect(filtered.status).toBe(200)
    expect(filtered.contentType).toContain('text/csv')
    expect(filtered.bom).toBe(true)
    expect(filtered.rows[0]).toEqual([
      'createdAt',
      'status',
      'type',
      'full_name',
      'email',
      'phone',
      'message',
      'lang',
      'source',
      'additional_data',
    ])
    expect(filtered.rows).toHaveLength(2)
    const row = Object.fromEntries(filtered.rows[0]!.map((column, index) => [column, filtered.rows[1]![index]]))
    expect(row).toMatchObject({ status: 'new', type: 'quote', email, full_name: `'=HYPERLINK("http://evil.example","x")`, lang: 'en' })
    expect(JSON.parse(row.additional_data!)).toEqual({ product: 'api' })
    expect(filtered.text).not.toMatch(/(^|,)=HYPERLINK/m)

    const all = await exportCsv('leads', admin)
    expect(all.rows.length).toBeGreaterThan(3)
    expect(all.text).not.toContain('follow_up')
  })

  it.each([
    [
      'trials',
      ['createdAt', 'status', 'product_code', 'first_name', 'last_name', 'email', 'phone', 'country', 'lang', 'expires_at', 'source'],
    ],
    ['questionnaire-answers', ['createdAt', 'email', 'role', 'team_size', 'interest', 'timeline', 'comment', 'lang']],
    ['applications', ['createdAt', 'status', 'name', 'email', 'phone', 'vacancy', 'lang']],
  ] as const)('exports %s as CSV with its columns', async (collection, header) => {
    const result = await exportCsv(collection, sales)
    expect(result.status).toBe(200)
    expect(result.rows[0]).toEqual(header)
    expect(result.rows.length).toBeGreaterThan(1)
    for (const row of result.rows) expect(row).toHaveLength(header.length)
  })

  it('neutralises formulas and honours filters in the trial, answer and application exports', async () => {
    const trialEmail = uniqueEmail('formula-trial')
    expect((await trial('platform', trialBody({ email: trialEmail, first_name: '+SUM(A1:A9)' }))).status).toBe(201)
    const trials = await exportCsv('trials', sales, { email: { equals: trialEmail } })
    expect(trials.rows).toHaveLength(2)
    expect(trials.rows[1]![trials.rows[0]!.indexOf('first_name')]).toBe("'+SUM(A1:A9)")
    expect(trials.text).not.toContain('token')

    const comment = `@SUM(1) ${crypto.randomUUID()}`
    expect((await questionnaire({ ...ANSWERS, comment })).status).toBe(201)
    const answers = await exportCsv('questionnaire-answers', sales, { comment: { equals: comment } })
    expect(answers.rows).toHaveLength(2)
    expect(answers.rows[1]![answers.rows[0]!.indexOf('comment')]).toBe(`'${comment}`)

    const applicantEmail = uniqueEmail('formula-applicant')
    const form = new FormData()
    for (const [key, value] of Object.entries({
      name: '-2+3 Applicant',
      email: applicantEmail,
      phone: '+34 600 000 002',
      vacancy: 'Analyst',
    }))
      form.append(key, value)
    form.append('file', new File([PDF], 'cv.pdf'))
    expect(
      (
        await applyRoute(
          new Request(`${BASE}/crm/shop/apply`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '192.0.2.91' } }),
          undefined as never,
        )
      ).status,
    ).toBe(201)
    const applications = await exportCsv('applications', sales, { email: { equals: applicantEmail } })
    expect(applications.rows).toHaveLength(2)
    expect(applications.rows[1]![applications.rows[0]!.indexOf('name')]).toBe("'-2+3 Applicant")
  })

  it.each(['leads', 'trials', 'questionnaire-answers', 'applications'] as const)(
    'refuses the %s export to visitors and editors',
    async (collection) => {
      const anonymous = await exportCsv(collection, null)
      expect(anonymous.status).toBe(403)
      expect(anonymous.text).not.toContain('@')
      expect((await exportCsv(collection, editor)).status).toBe(403)
    },
  )
})
