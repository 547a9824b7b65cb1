/**
 * Download Sample e-mails the visitor their sample (issue 20, point 7): a session matched by the
 * real job, the sample asked for through the real book handler, the outbox delivered through a real
 * SMTP server, and the received message read back — recipient, language, the .xlsx attachment read
 * with the site's own reader (header, at most the blur threshold's rows, numbered as in the file and
 * without the uploaded cells, which the unproved address must not receive) — beside the sales
 * e-mail; once per session, even when two requests race.
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { unzipSync, strFromU8 } from 'fflate'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as bookRoute } from '@/app/api/v1/crm/shop/book/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { defaultDelivery, deliverDueMessages } from '@/modules/outbox'
import { parseUploadedFile } from '@/modules/spreadsheet'
import { createRegistryCandidateSource, defaultJobOptions, drainQueue, RESULT_FIELDS } from '@/modules/enrichment'
import { sqlRunnerFor } from '@/modules/db'
import { registryStoreFor } from '@/modules/registry'
import { SOURCE_COLUMNS } from '@/modules/registry/sources'

import { getTestPayload } from './payload'
import { withEnv } from './with-env'

const BASE = 'http://localhost:3999/api/v1'
const SALES = 'sales-desk@example.com'
const FORMULA = '=HYPERLINK("http://evil.example","Click")'
/** Later than any time a test uses, so delivering at it sends everything pending. */
const FAR_FUTURE = Date.now() + 365 * 24 * 3600 * 1000

const COMPANIES = [
  {
    country: 'gb',
    name: 'Quillfeather Analytics Ltd',
    registration_number: '09100001',
    website: 'https://quillfeather.co.uk',
    status: 'active',
  },
  { country: 'gb', name: 'Marrowbone Shipping Ltd', registration_number: '09100002', website: 'marrowbone.co.uk', status: 'active' },
  { country: 'de', name: 'Tannenhof Präzisionstechnik GmbH', registration_number: 'HRB 998877', status: 'active' },
  { country: 'fr', name: 'Cidrerie Belvoir SARL', registration_number: '552100554', status: 'active' },
]

/** 14 rows: found, not found and a formula among the first ten; four more past the blur threshold. */
const LIST = [
  'Company,Country,Company number',
  'Quillfeather Analytics Limited,United Kingdom,9100001',
  'Marrowbone Shipping Ltd,GB,',
  `"${FORMULA.replace(/"/g, '""')}",GB,`,
  'Tannenhof Prazisionstechnik,Germany,',
  'Cidrerie Belvoir,FR,552 100 554',
  'Zyxwv Nonexistent Widgets,GB,',
  'Quillfeather Analytics Ltd,GB,',
  'Unknown Firm Seven,GB,',
  'Unknown Firm Eight,GB,',
  'Unknown Firm Nine,GB,',
  'Past The Threshold One,GB,',
  'Past The Threshold Two,GB,',
  'Past The Threshold Three,GB,',
  'Past The Threshold Four,GB,',
].join('\r\n')

let sequence = 0
const uniqueEmail = (label: string) => `${label}.${++sequence}.${Date.now().toString(36)}@belvoir-customer.fr`

type Json = Record<string, unknown>

function jsonRequest(url: string, body: unknown): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
    body: JSON.stringify(body),
  })
}

async function book(body: Json, lang: string): Promise<{ status: number; body: Json }> {
  const response = await bookRoute(jsonRequest(`${BASE}/crm/shop/book?lang=${lang}`, body), undefined as never)
  return { status: response.status, body: (await response.json()) as Json }
}

const sampleRequest = (sessionKey: string, extra: Json = {}) => ({
  type: 'ENRICHMENT',
  session_key: sessionKey,
  additional_data: { request: 'sample' },
  ...extra,
})

/** Uploads the list and starts matching for `email`; the job has not run yet. */
async function setUpSession(email: string, fullName = 'Dana Buyer'): Promise<string> {
  const form = new FormData()
  form.append('file', new File([LIST], 'Prospects Q3.csv', { type: 'text/csv' }))
  const upload = await uploadRoute(
    new Request(`${BASE}/enrichment/companies/session/upload`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': '192.0.2.77' },
    }),
    undefined as never,
  )
  expect(upload.status).toBe(201)
  const sessionKey = ((await upload.json()) as { session_key: string }).session_key
  const setup = await setupRoute(
    jsonRequest(`${BASE}/enrichment/companies/session/${sessionKey}/setup?lang=en`, {
      name: 'Prospects Q3.csv',
      config: { '0': 'name', '1': 'country', '2': 'registration_number' },
      first_row_headers: true,
      full_name: fullName,
      phone: '+44 20 7946 0018',
      email,
    }),
    { params: Promise.resolve({ sessionKey }) },
  )
  expect(setup.status).toBe(200)
  return sessionKey
}

/** Runs the real matching job over every queued session. */
async function runJob(payload: Payload) {
  const sql = sqlRunnerFor(payload)
  await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
}

type OutboxDoc = { id: number; kind: string; status: string; last_error?: string | null; message: Json & { to?: string } }

async function sampleMessages(payload: Payload, to: string): Promise<OutboxDoc[]> {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { kind: { equals: 'enrichment_sample' } },
    depth: 0,
    overrideAccess: true,
    sort: 'id',
    limit: 100,
  })
  return (docs as unknown as OutboxDoc[]).filter((doc) => doc.message.to === to)
}

// ---------------------------------------------------------------------------------------------
// A real SMTP server, and enough MIME to read what it received.

type Received = { to: string[]; raw: string }
const received: Received[] = []
let server: SMTPServer
let smtpUrl = ''

type MimePart = { headers: Record<string, string>; body: Buffer }

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  const head = end < 0 ? normalized : normalized.slice(0, end)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body: end < 0 ? '' : normalized.slice(end + 2) }
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body.replace(/=\n/g, '').replace(/=([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    )
  }
  return Buffer.from(body, 'utf8')
}

function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
    (encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        )
    ).toString('utf8'),
  )
}

/** A received message: its headers, subject, plain text and attachments (multipart/mixed or a single part). */
function readMessage(raw: string): {
  headers: Record<string, string>
  subject: string
  text: string
  attachments: { filename: string; contentType: string; bytes: Buffer }[]
} {
  const { headers, body } = splitHeaders(raw)
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  const parts: MimePart[] = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => {
          const split = splitHeaders(part.replace(/^\n/, ''))
          return { headers: split.headers, body: decodeBody(split.headers, split.body.replace(/\n$/, '')) }
        })
    : [{ headers, body: decodeBody(headers, body) }]
  const textPart = parts.find(
    (part) =>
      (part.headers['content-type'] ?? 'text/plain').startsWith('text/plain') &&
      !/attachment/i.test(part.headers['content-disposition'] ?? ''),
  )
  const attachments = parts
    .filter((part) => /attachment/i.test(part.headers['content-disposition'] ?? ''))
    .map((part) => ({
      filename: decodeWords(/filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? ''),
      contentType: (part.headers['content-type'] ?? '').split(';')[0]!.trim(),
      bytes: part.body,
    }))
  return { headers, subject: decodeWords(headers.subject ?? ''), text: textPart?.body.toString('utf8') ?? '', attachments }
}

function receivedBy(address: string) {
  return received.filter((mail) => mail.to.includes(address)).map((mail) => readMessage(mail.raw))
}

/** Delivers everything pending through the SMTP server (the mailer reads SMTP_URL when it is made). */
async function deliverAll(payload: Payload) {
  return withEnv({ SMTP_URL: smtpUrl }, () => deliverDueMessages(payload, defaultDelivery(), FAR_FUTURE))
}

const savedEnv = { SALES_NOTIFICATION_EMAIL: process.env.SALES_NOTIFICATION_EMAIL, MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR }
let mailDirectory = ''

beforeAll(async () => {
  process.env.SALES_NOTIFICATION_EMAIL = SALES
  // Should a message ever miss the SMTP server, the file mailer writes here, not into the working tree.
  mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-it-sample-mail-'))
  process.env.MAIL_OUTBOX_DIR = mailDirectory
  const payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies(COMPANIES)
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  fs.rmSync(mailDirectory, { recursive: true, force: true })
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => resetRateLimits())

// ---------------------------------------------------------------------------------------------

describe('Download Sample', () => {
  it('e-mails the visitor the first rows of their list, enriched, as a formula-safe workbook; sales still hears of it; once only', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('dana')
    const sessionKey = await setUpSession(email)
    await runJob(payload)

    const answer = await book(sampleRequest(sessionKey), 'en')
    expect(answer).toEqual({ status: 201, body: { data: { received: true, follow_up: null } } })
    const queued = await sampleMessages(payload, email)
    expect(queued).toHaveLength(1)
    expect(queued[0]!.status).toBe('pending')

    const report = await deliverAll(payload)
    expect(report.failed).toBe(0)
    expect(report.retried).toBe(0)

    const [mail, ...more] = receivedBy(email)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Your enriched sample')
    expect(mail!.headers['reply-to']).toContain(SALES)
    // The address was typed at setup and never proved: no name, no file name (issue 56).
    expect(mail!.text).toContain('Hello,\n')
    expect(mail!.text).not.toContain('Dana Buyer')
    expect(mail!.text).not.toContain('Prospects Q3')
    expect(mail!.text).toContain('its first 10 rows')
    expect(mail!.attachments).toHaveLength(1)
    const attachment = mail!.attachments[0]!
    expect(attachment.filename).toMatch(/^enrichment-sample-\d{4}-\d{2}-\d{2}\.xlsx$/)
    expect(attachment.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')

    // Read back with the site's own reader: the header, then exactly the blur threshold's rows (10 of 14),
    // each numbered as in the file (row 1 is its header) in place of the uploaded cells (issue 56).
    const workbook = await parseUploadedFile(new Uint8Array(attachment.bytes), 'sample.xlsx')
    expect(workbook.rows[0]).toEqual(['file_row', 'match_grade', 'match_status', ...RESULT_FIELDS, ...SOURCE_COLUMNS])
    expect(workbook.rows).toHaveLength(11)
    expect(workbook.rows.slice(1).map((row) => row[0])).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11'])
    expect(workbook.rows[1]!.slice(0, 3)).toEqual(['2', 'A', 'found'])
    expect(workbook.rows[1]).toContain('Quillfeather Analytics Ltd')
    expect(workbook.rows.map((row) => row[2])).not.toContain('pending')
    // None of the uploaded cells: not the names, not the formula a visitor could make the site mail to anyone.
    const cells = workbook.rows.flat().join(' ')
    for (const uploaded of ['Quillfeather Analytics Limited', 'Zyxwv', 'Unknown Firm', 'Past The Threshold', 'HYPERLINK', 'evil.example'])
      expect(cells).not.toContain(uploaded)
    const sheet = strFromU8(unzipSync(new Uint8Array(attachment.bytes))['xl/worksheets/sheet1.xml']!)
    expect(sheet).not.toMatch(/<f[ >]/)

    // Sales still gets its request e-mail.
    const sales = receivedBy(SALES).filter((message) => message.subject === 'New lead: Enrichment sample request — Dana Buyer')
    expect(sales).toHaveLength(1)
    expect(sales[0]!.attachments).toHaveLength(0)

    // The stored copy no longer holds the visitor's data once sent.
    const [sent] = await sampleMessages(payload, email)
    expect(sent!.status).toBe('sent')
    expect(sent!.message.attachments).toBeUndefined()
    expect(sent!.message.removedAttachments).toEqual([
      { filename: attachment.filename, contentType: attachment.contentType, bytes: attachment.bytes.byteLength },
    ])
    expect(JSON.stringify(sent!.message)).not.toContain(Buffer.from(attachment.bytes).toString('base64').slice(0, 40))

    // A second request is answered the same way and sends nothing new.
    const before = received.length
    expect((await book(sampleRequest(sessionKey), 'en')).status).toBe(201)
    expect(await sampleMessages(payload, email)).toHaveLength(1)
    await deliverAll(payload)
    expect(received.length).toBe(before)

    // An admin requeueing the sent sample gets a clear failure, not an e-mail promising a missing file.
    await payload.update({ collection: 'outbox', id: sent!.id, data: { status: 'pending' }, overrideAccess: true })
    expect(await deliverAll(payload)).toMatchObject({ sent: 0, retried: 1 })
    const requeued = (await payload.findByID({
      collection: 'outbox',
      id: sent!.id,
      depth: 0,
      overrideAccess: true,
    })) as unknown as OutboxDoc
    expect(requeued.last_error).toContain('attachment removed')
    expect(received.length).toBe(before)
    await payload.update({ collection: 'outbox', id: sent!.id, data: { status: 'failed' }, overrideAccess: true })
  })

  it('writes in Spanish, follows the configured blur threshold, and sends only to the address the session was set up with', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('lucia')
    const sessionKey = await setUpSession(email, 'Lucía Pérez')
    await runJob(payload)
    const stranger = uniqueEmail('stranger')
    await payload.updateGlobal({ slug: 'site-config', data: { enrichment_blur_threshold: 3 }, overrideAccess: true })
    try {
      // The "Where should we send it?" form sent another address: sales hears of it, the list does not go there.
      const answer = await book(sampleRequest(sessionKey, { full_name: 'Someone Else', email: stranger, phone: '+34 600 123 456' }), 'es')
      expect(answer.status).toBe(201)
    } finally {
      await payload.updateGlobal({ slug: 'site-config', data: { enrichment_blur_threshold: 10 }, overrideAccess: true })
    }
    await deliverAll(payload)
    expect(receivedBy(stranger)).toHaveLength(0)
    expect(await sampleMessages(payload, stranger)).toHaveLength(0)
    const [mail, ...more] = receivedBy(email)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Su muestra enriquecida')
    expect(mail!.text).toContain('Hola:\n')
    expect(mail!.text).not.toContain('Lucía Pérez')
    expect(mail!.text).toContain('sus primeras 3 filas')
    expect(mail!.text).toContain('Si usted no ha pedido esta muestra')
    const workbook = await parseUploadedFile(new Uint8Array(mail!.attachments[0]!.bytes), 'sample.xlsx')
    expect(workbook.rows).toHaveLength(4)
    const lead = await payload.find({
      collection: 'leads',
      where: { and: [{ email: { equals: stranger } }, { type: { equals: 'enrichment_sample' } }] },
      overrideAccess: true,
    })
    expect(lead.docs).toHaveLength(1)
  })

  it('refuses, in the visitor language, while the sample rows are not matched yet, records nothing, and sends once the job has run', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('early')
    const sessionKey = await setUpSession(email)
    const early = await book(sampleRequest(sessionKey), 'es')
    expect(early.status).toBe(409)
    expect(early.body.detail).toBe(
      'Su muestra aún no está lista: vuelva a intentarlo cuando se hayan procesado las primeras filas de su lista.',
    )
    expect((await book(sampleRequest(sessionKey), 'en')).body.detail).toBe(
      'Your sample is not ready yet: please try again once the first rows of your list have been matched.',
    )
    const leads = await payload.find({
      collection: 'leads',
      where: { and: [{ email: { equals: email } }, { type: { equals: 'enrichment_sample' } }] },
      overrideAccess: true,
    })
    expect(leads.docs).toHaveLength(0)
    expect(await sampleMessages(payload, email)).toHaveLength(0)

    // Matching not even started: the same kind of refusal, nothing recorded.
    const form = new FormData()
    form.append('file', new File([LIST], 'unstarted.csv', { type: 'text/csv' }))
    const upload = await uploadRoute(
      new Request(`${BASE}/enrichment/companies/session/upload`, { method: 'POST', body: form }),
      undefined as never,
    )
    const unstarted = ((await upload.json()) as { session_key: string }).session_key
    const refused = await book(sampleRequest(unstarted), 'en')
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe('Start matching with your contact details first.')

    await runJob(payload)
    expect((await book(sampleRequest(sessionKey), 'en')).status).toBe(201)
    expect(await sampleMessages(payload, email)).toHaveLength(1)
  })

  it('queues one sample when two requests for a session arrive at once', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('race')
    const sessionKey = await setUpSession(email)
    await runJob(payload)
    const answers = await Promise.all([
      book(sampleRequest(sessionKey), 'en'),
      book(sampleRequest(sessionKey), 'en'),
      book(sampleRequest(sessionKey), 'en'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(await sampleMessages(payload, email)).toHaveLength(1)
  })

  it('is rate-limited like the other public forms', async () => {
    await withEnv({ PUBLIC_FORM_RATE_LIMIT: '2' }, async () => {
      await resetRateLimits()
      const statuses: number[] = []
      for (let attempt = 0; attempt < 3; attempt++) statuses.push((await book(sampleRequest('f'.repeat(32)), 'en')).status)
      expect(statuses).toEqual([404, 404, 429])
    })
  })
})
