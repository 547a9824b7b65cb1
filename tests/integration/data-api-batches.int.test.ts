/**
 * Batch match through the company data API's real route handlers on this file's database: records
 * sent as JSON, JSON lines or CSV, matched by the enrichment job, results read back as JSON lines and
 * CSV with the single match's grades, the allowance reserved and given back, and the signed
 * `batch.finished` webhook delivered by the outbox to a real local HTTP receiver, checked with an
 * independent Standard Webhooks implementation.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as batchRoute } from '@/app/api/public/v1/match/batches/[id]/route'
import { GET as resultsRoute } from '@/app/api/public/v1/match/batches/[id]/results/route'
import { GET as listBatchesRoute, POST as createBatchRoute } from '@/app/api/public/v1/match/batches/route'
import { POST as matchRoute } from '@/app/api/public/v1/match/route'
import { GET as usageRoute } from '@/app/api/public/v1/usage/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { settleFinishedBatches } from '@/modules/data-api'
import { sqlRunnerFor } from '@/modules/db'
import { createRegistryCandidateSource, defaultJobOptions, drainQueue } from '@/modules/enrichment'
import { deliverDueMessages, OUTBOX_MAX_ATTEMPTS, type OutboxDelivery } from '@/modules/outbox'
import { registryStoreFor } from '@/modules/registry'

import { call, callRaw, type Handler, keyFor } from './data-api-calls'
import { getTestPayload } from './payload'
import { type Receiver, startReceiver, verifiedEvent } from './webhook-receiver'

const COMPANIES = [
  {
    country: 'gb',
    name: 'Thornbury Glassworks Ltd',
    registration_number: '09400001',
    website: 'https://thornbury-glass.co.uk',
    status: 'active',
    city: 'Bristol',
  },
  { country: 'gb', name: 'Thornbury Gardens Ltd', registration_number: '09400002', status: 'dissolved', city: 'Bath' },
  {
    country: 'de',
    name: 'Kesselring Antriebstechnik GmbH',
    registration_number: 'HRB 940003',
    vat: 'DE 811 907 980',
    status: 'active',
    city: 'Augsburg',
  },
  { country: 'fr', name: 'Valmorel Ingénierie SAS', registration_number: '940100004', status: 'active', city: 'Lyon' },
]

const RECORDS = [
  { name: 'Thornbury Glassworks Limited', country: 'United Kingdom' },
  { name: 'Thornbury Glasworks', country: 'GB' },
  { vat: 'DE811907980' },
  { name: 'Valmorel Ingenierie' },
  { website: 'www.thornbury-glass.co.uk' },
  { name: 'Qwzx Unheard Of Holdings', country: 'GB' },
]

let payload: Payload

let receiver: Receiver

/** The outbox's delivery with mail dropped (this file checks webhooks; they go out over real HTTP). */
const webhooksOnly: OutboxDelivery = { mailer: { send: async () => {} }, marketingForms: null }

async function matchQueued(): Promise<void> {
  const sql = sqlRunnerFor(payload)
  await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
  await settleFinishedBatches(payload)
}

type BatchBody = {
  id: string
  status: string
  records: number
  processed: number
  matched: number
  not_matched: number
  reserved_basic_profiles: number
  results: { jsonl: string; csv: string } | null
  webhook: { url: string; status: string; attempts: number; last_error: string | null; delivered_at: string | null } | null
  webhook_secret?: string | null
}

async function send(key: string, body: unknown, options: { contentType?: string; query?: Record<string, string> } = {}) {
  return call(createBatchRoute as Handler, '/match/batches', { key, body, ...options })
}

async function batch(key: string, id: string): Promise<BatchBody> {
  const answer = await call(batchRoute as Handler, `/match/batches/${id}`, { key, id })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data as BatchBody
}

async function results(key: string, id: string, format: 'jsonl' | 'csv'): Promise<{ status: number; type: string | null; text: string }> {
  const response = await callRaw(resultsRoute as Handler, `/match/batches/${id}/results`, { key, id, query: { format } })
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

/** The outbox row's own record of the batch webhook's last failure (the back office's, not the customer's). */
async function storedError(batchId: string): Promise<string | null> {
  const [row] = await sqlRunnerFor(payload).query(
    'SELECT o.last_error FROM outbox o JOIN api_batches b ON b.webhook_outbox_id = o.id WHERE b.id = ?',
    [batchId],
  )
  return (row?.last_error as string | null | undefined) ?? null
}

async function basicProfilesUsed(key: string): Promise<number> {
  const usage = await call(usageRoute as Handler, '/usage', { key, query: { lang: 'en' } })
  return (usage.body.data as { quotas: { metric: string; used: number }[] }).quotas.find((quota) => quota.metric === 'basic_profiles')!.used
}

beforeAll(async () => {
  payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies(COMPANIES)
  receiver = await startReceiver()
  process.env.WEBHOOK_TEST_HOSTS = receiver.host
})

afterAll(async () => {
  delete process.env.WEBHOOK_TEST_HOSTS
  await receiver.close()
})

beforeEach(async () => {
  await resetRateLimits()
  receiver.received.length = 0
  receiver.answers.length = 0
})

describe('batch match', () => {
  it('matches a JSON batch as the single match does, gives back the unmatched reservation and delivers a signed webhook', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 100 })
    const sent = await send(key, { records: RECORDS }, { query: { webhook_url: receiver.url, name: 'November prospects' } })
    expect(sent.status, JSON.stringify(sent.body)).toBe(202)
    const created = sent.body.data as BatchBody
    expect(created).toMatchObject({ status: 'queued', records: 6, processed: 0, reserved_basic_profiles: 6, results: null })
    expect(created.id).toMatch(/^bat_[0-9a-f]{24}$/)
    expect(created.webhook).toMatchObject({ url: receiver.url, status: 'waiting', attempts: 0 })
    expect(created.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(sent.headers.get('location')).toBe(`/api/public/v1/match/batches/${created.id}`)
    expect(sent.headers.get('quota-used')).toBe('6')
    expect(sent.headers.get('quota-remaining')).toBe('94')
    // The secret is shown once: reading the batch never shows it again.
    expect(JSON.stringify(await batch(key, created.id))).not.toContain(created.webhook_secret!)

    await matchQueued()
    const finished = await batch(key, created.id)
    expect(finished).toMatchObject({ status: 'finished', records: 6, processed: 6 })
    expect(finished.matched + finished.not_matched).toBe(6)
    expect(finished.matched).toBeGreaterThanOrEqual(4)
    expect(finished.reserved_basic_profiles).toBe(finished.matched)
    expect(finished.results?.jsonl).toMatch(new RegExp(`/api/public/v1/match/batches/${created.id}/results\\?format=jsonl$`))
    // What matched nothing was given back: the month counts the matches only.
    expect(await basicProfilesUsed(key)).toBe(finished.matched)

    // The results, in the order sent, grade for grade what the single match answers for each record.
    const lines = await results(key, created.id, 'jsonl')
    expect(lines.status).toBe(200)
    expect(lines.type).toBe('application/x-ndjson; charset=utf-8')
    const parsed = lines.text
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            index: number
            matched: boolean
            grade: string | null
            company: { id: number; name: string } | null
            record: Record<string, string | null>
            explain: unknown
          },
      )
    expect(parsed.map((line) => line.index)).toEqual([0, 1, 2, 3, 4, 5])
    const { key: singleKey } = await keyFor(['match'], { basic_profiles: 100 })
    for (const [index, record] of RECORDS.entries()) {
      const single = (await call(matchRoute as Handler, '/match', { key: singleKey, body: record })).body.data as {
        matched: boolean
        grade: string | null
        company: { id: number } | null
      }
      expect(
        { matched: parsed[index]!.matched, grade: parsed[index]!.grade, company: parsed[index]!.company?.id ?? null },
        JSON.stringify(record),
      ).toEqual({
        matched: single.matched,
        grade: single.grade,
        company: single.company?.id ?? null,
      })
      expect(parsed[index]!.record).toMatchObject(record)
    }
    expect(parsed[5]).toMatchObject({ matched: false, grade: null, company: null })
    expect(parsed[0]!.explain).not.toBeNull()

    // The webhook, delivered by the outbox over HTTP, verifies with the secret shown at creation.
    const report = await deliverDueMessages(payload, webhooksOnly)
    expect(report.sent).toBeGreaterThanOrEqual(1)
    expect(receiver.received).toHaveLength(1)
    const delivery = receiver.received[0]!
    const event = verifiedEvent<{ type: string; data: BatchBody }>(created.webhook_secret!, delivery)
    expect(event.type).toBe('batch.finished')
    expect(event.data).toMatchObject({ id: created.id, status: 'finished', matched: finished.matched, records: 6 })
    expect(delivery.headers['content-type']).toBe('application/json')
    // A signature under another secret, or over another body, does not verify.
    expect(() => verifiedEvent(`whsec_${Buffer.alloc(24, 7).toString('base64')}`, delivery)).toThrow()
    expect(() => verifiedEvent(created.webhook_secret!, { ...delivery, body: delivery.body.replace('finished', 'failed') })).toThrow()
    expect((await batch(key, created.id)).webhook).toMatchObject({ status: 'delivered', attempts: 1, last_error: null })

    // Settled once: another round neither gives back again nor queues a second webhook.
    expect(await settleFinishedBatches(payload)).toBe(0)
    await deliverDueMessages(payload, webhooksOnly)
    expect(receiver.received).toHaveLength(1)
    expect(await basicProfilesUsed(key)).toBe(finished.matched)
  })

  it('takes JSON lines and CSV, answers CSV results, and lists the account’s batches', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 100 })
    const jsonl = await send(
      key,
      RECORDS.slice(0, 3)
        .map((record) => JSON.stringify(record))
        .join('\n') + '\n',
      { contentType: 'application/x-ndjson' },
    )
    expect(jsonl.status, JSON.stringify(jsonl.body)).toBe(202)
    expect((jsonl.body.data as BatchBody).records).toBe(3)
    const csv = await send(
      key,
      '\uFEFFName;Country;VAT\r\nThornbury Glassworks Ltd;GB;\r\n;;DE811907980\r\n"=cmd|\' /C calc\'!A0";GB;\r\n',
      {
        contentType: 'text/csv; charset=utf-8',
      },
    )
    expect(csv.status, JSON.stringify(csv.body)).toBe(202)
    const csvBatch = csv.body.data as BatchBody
    expect(csvBatch.records).toBe(3)
    expect(csvBatch.webhook).toBeNull()
    expect(csv.body.data).toMatchObject({ webhook_secret: null })

    const early = await results(key, csvBatch.id, 'csv')
    expect(early.status).toBe(409)
    expect(JSON.parse(early.text).detail).toMatch(/queued .*results are ready when it has finished/)

    await matchQueued()
    const table = await results(key, csvBatch.id, 'csv')
    expect(table.status).toBe(200)
    expect(table.type).toBe('text/csv; charset=utf-8')
    const rows = table.text.trim().split('\r\n')
    expect(rows[0]).toBe(
      'index,name,country,registration_number,vat,website,email,phone,linkedin_company_url,linkedin_person_url,matched,status,grade,probability,company_id,company_name,company_country,company_registration_number,company_vat,company_status,company_website,company_street,company_city,company_postcode,error',
    )
    expect(rows).toHaveLength(4)
    expect(rows[1]).toMatch(/^0,Thornbury Glassworks Ltd,GB,.*,true,found,A,/)
    expect(rows[2]).toContain('Kesselring Antriebstechnik GmbH')
    // A formula in a record comes back neutralised, never as a formula a spreadsheet would run.
    expect(rows[3]).toMatch(/^2,"?'=cmd/)

    const listed = await call(listBatchesRoute as Handler, '/match/batches', { key })
    expect((listed.body.data as BatchBody[]).map((entry) => entry.id)).toEqual([csvBatch.id, (jsonl.body.data as BatchBody).id])
    expect((listed.body.data as BatchBody[])[0]!.status).toBe('finished')
  })

  it('refuses a batch with any bad record, naming it, and queues or counts nothing', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 100 })
    const bad = await send(key, { records: [{ name: 'Thornbury Glassworks' }, { country: 'GB' }, { name: 'x'.repeat(301) }] })
    expect(bad.status).toBe(400)
    expect(bad.body['records.1.name']).toEqual([expect.stringMatching(/company name or an identifier/)])
    expect(bad.body['records.2.name']).toEqual(['The company name is at most 300 characters.'])
    expect(bad.body.detail).toMatch(/^2 records are not valid; nothing was queued/)
    expect(await basicProfilesUsed(key)).toBe(0)
    expect((await call(listBatchesRoute as Handler, '/match/batches', { key })).body.data).toEqual([])

    const unknownColumn = await send(key, 'company,country\nThornbury,GB\n', { contentType: 'text/csv' })
    expect(unknownColumn.status).toBe(400)
    expect(unknownColumn.body.detail).toMatch(/names the columns: name, country, .*\(not "company"\)/)
    const notJson = await send(key, '{"records": [', { contentType: 'application/json' })
    expect(notJson.body.detail).toBe('The body is not valid JSON.')
    const badLine = await send(key, '{"name": "Thornbury"}\nnot json\n', { contentType: 'application/x-ndjson' })
    expect(badLine.body.detail).toBe('Line 2 is not a JSON object.')
    const xml = await send(key, '<records/>', { contentType: 'application/xml' })
    expect(xml.status).toBe(415)
    const empty = await send(key, { records: [] })
    expect(empty.body.records).toEqual(['Send at least one record.'])
    const tooMany = await send(key, '{"name":"a"}\n'.repeat(100_001), { contentType: 'application/x-ndjson' })
    expect(tooMany.status).toBe(413)
    expect(tooMany.body.detail).toMatch(/at most 100,000 records/)
    expect(await basicProfilesUsed(key)).toBe(0)
  })

  it('answers 429 with the quota body when the month cannot cover the batch, and queues nothing', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 5 })
    const over = await send(key, { records: RECORDS })
    expect(over.status).toBe(429)
    expect(over.body.quota).toEqual(['basic_profiles'])
    expect(over.body.detail).toMatch(/5 basic profiles for this month are used up/)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await basicProfilesUsed(key)).toBe(0)
    const fits = await send(key, { records: RECORDS.slice(0, 5) })
    expect(fits.status).toBe(202)
    expect(fits.headers.get('quota-remaining')).toBe('0')
  })

  it('sends webhooks only to https addresses on the public internet, never to the site', async () => {
    const { key } = await keyFor(['match'])
    for (const [address, message] of [
      ['http://hooks.example.com/x', 'The webhook address must start with https://.'],
      ['https://127.0.0.1/x', 'The webhook address must be on the public internet.'],
      ['https://[::1]/x', 'The webhook address must be on the public internet.'],
      ['https://169.254.169.254/latest/meta-data', 'The webhook address must be on the public internet.'],
      ['https://10.0.0.8/x', 'The webhook address must be on the public internet.'],
      ['https://localhost/x', 'The webhook address must be on the public internet.'],
      ['https://intranet/x', 'The webhook address must be on the public internet.'],
      ['https://user:secret@hooks.example.com/x', 'The webhook address may not hold a user name or password.'],
      ['not a url', 'The webhook address is not a valid URL (https://…).'],
    ] as const) {
      const answer = await send(key, { records: RECORDS.slice(0, 1) }, { query: { webhook_url: address } })
      expect(answer.status, address).toBe(400)
      expect(answer.body.webhook_url, address).toEqual([message])
    }
    const ownSite = await send(key, { records: RECORDS.slice(0, 1) }, { query: { webhook_url: 'http://localhost:3999/api/v1/leads' } })
    expect(ownSite.body.webhook_url).toEqual(['The webhook address must start with https://.'])
    const siteUrl = process.env.SITE_URL
    process.env.SITE_URL = 'https://www.company-atlas.example'
    try {
      for (const ownAddress of ['https://WWW.company-atlas.example/api/v1/leads', 'https://www.company-atlas.example./api/v1/leads']) {
        const answer = await send(key, { records: RECORDS.slice(0, 1) }, { query: { webhook_url: ownAddress } })
        expect(answer.body.webhook_url, ownAddress).toEqual(['The webhook address may not be this site.'])
      }
    } finally {
      process.env.SITE_URL = siteUrl
    }
    expect(await basicProfilesUsed(key)).toBe(0)
  })

  it('retries a webhook the endpoint refuses, showing each failure on the batch, until it is delivered', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 100 })
    const sent = await send(key, { records: RECORDS.slice(0, 2) }, { query: { webhook_url: receiver.url } })
    const created = sent.body.data as BatchBody
    await matchQueued()
    receiver.answers.push(503)
    const now = Date.now()
    await deliverDueMessages(payload, webhooksOnly, now)
    expect(receiver.received).toHaveLength(1)
    const failing = (await batch(key, created.id)).webhook!
    // The customer sees the failure's class; the endpoint's answer stays in the outbox row.
    expect(failing).toMatchObject({ status: 'pending', attempts: 1, last_error: 'http_5xx' })
    expect(await storedError(created.id)).toBe('[http_5xx] The endpoint answered 503: thanks.')
    // Not due again before its back-off has passed, then delivered with the same webhook id.
    await deliverDueMessages(payload, webhooksOnly, now + 1_000)
    expect(receiver.received).toHaveLength(1)
    await deliverDueMessages(payload, webhooksOnly, now + 31_000)
    expect(receiver.received).toHaveLength(2)
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id'])
    expect((await batch(key, created.id)).webhook).toMatchObject({ status: 'delivered', attempts: 2 })
  })

  it('shows a delivery that never got through only as `unreachable`, naming no host or port, after every retry', async () => {
    const closed = await startReceiver()
    await closed.close()
    process.env.WEBHOOK_TEST_HOSTS = `${receiver.host},${closed.host}`
    try {
      const { key } = await keyFor(['match'], { basic_profiles: 100 })
      const created = (await send(key, { records: RECORDS.slice(0, 1) }, { query: { webhook_url: closed.url } })).body.data as BatchBody
      await matchQueued()
      let now = Date.now()
      for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
        await deliverDueMessages(payload, webhooksOnly, now)
        now += 2 * 60 * 60_000
      }
      const webhook = (await batch(key, created.id)).webhook!
      expect(webhook).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, last_error: 'unreachable' })
      const port = closed.host.split(':')[1]!
      expect(JSON.stringify({ ...webhook, url: null })).not.toMatch(new RegExp(`ECONNREFUSED|127\\.0\\.0\\.1|${port}`))
      expect(await storedError(created.id)).toMatch(/^\[unreachable\] The endpoint could not be reached \(ECONNREFUSED\)/)
    } finally {
      process.env.WEBHOOK_TEST_HOSTS = receiver.host
    }
  })

  it('keeps batches to their account and needs the match scope', async () => {
    const owner = await keyFor(['match'], { basic_profiles: 100 })
    const created = (await send(owner.key, { records: RECORDS.slice(0, 1) })).body.data as BatchBody
    const stranger = await keyFor(['match'])
    const foreign = await call(batchRoute as Handler, `/match/batches/${created.id}`, { key: stranger.key, id: created.id })
    expect(foreign.status).toBe(404)
    expect(foreign.body.detail).toBe('No such batch.')
    expect((await results(stranger.key, created.id, 'jsonl')).status).toBe(404)
    const malformed = await call(batchRoute as Handler, '/match/batches/../../x', { key: owner.key, id: '../../x' })
    expect(malformed.status).toBe(404)
    const profilesOnly = await keyFor(['profiles'])
    expect((await send(profilesOnly.key, { records: RECORDS.slice(0, 1) })).status).toBe(403)
  })
})
