/**
 * Batch match through the company data API's real route handlers on this file's database: records
 * sent as JSON, JSON lines or CSV, stored unread by the web process and taken in (read, checked,
 * reserved, listed) by the worker's intake, matched by the enrichment job, results read back as JSON lines and
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
import fs from 'node:fs'
import path from 'node:path'

import { runBatchIntake, settleFinishedBatches, sweepBatchBodies } from '@/modules/data-api'
import { batchBodiesDir } from '@/modules/data-api/batch-bodies'
import { takeFromQuota } from '@/modules/data-api/usage'
import { sqlRunnerFor } from '@/modules/db'
import { createRegistryCandidateSource, defaultJobOptions, drainQueue } from '@/modules/enrichment'
import { deliverDueMessages, OUTBOX_MAX_ATTEMPTS, type OutboxDelivery } from '@/modules/outbox'
import { registryStoreFor } from '@/modules/registry'

import { API, call, callRaw, type Handler, keyFor } from './data-api-calls'
import { getTestPayload } from './payload'
import { nextAddress, params, read } from './route-calls'
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

/** What the worker does with a sent batch: the intake, then the job, then the settling. */
async function matchQueued(): Promise<void> {
  const sql = sqlRunnerFor(payload)
  await runBatchIntake(payload)
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
  problems: { detail: string; invalid_records: number; fields: Record<string, string[]> } | null
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

/** A sent batch as the worker's intake leaves it. */
async function takenIn(key: string, sent: { body: Record<string, unknown> }): Promise<BatchBody> {
  await runBatchIntake(payload)
  return batch(key, (sent.body.data as BatchBody).id)
}

async function storedBodies(): Promise<string[]> {
  return fs.promises.readdir(batchBodiesDir()).catch(() => [])
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
    // Stored unread: nothing is counted or reserved until the worker has read and checked it.
    expect(created).toMatchObject({
      status: 'validating',
      records: 0,
      processed: 0,
      reserved_basic_profiles: 0,
      results: null,
      problems: null,
    })
    expect(created.id).toMatch(/^bat_[0-9a-f]{24}$/)
    expect(created.webhook).toMatchObject({ url: receiver.url, status: 'waiting', attempts: 0 })
    expect(created.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(sent.headers.get('location')).toBe(`/api/public/v1/match/batches/${created.id}`)
    expect(sent.headers.get('quota-used')).toBeNull()
    expect(await storedBodies()).toEqual([`${created.id}.json`])
    // The secret is shown once: reading the batch never shows it again.
    expect(JSON.stringify(await batch(key, created.id))).not.toContain(created.webhook_secret!)

    expect(await takenIn(key, sent)).toMatchObject({
      status: 'queued',
      records: 6,
      processed: 0,
      reserved_basic_profiles: 6,
      problems: null,
    })
    expect(await basicProfilesUsed(key)).toBe(6)
    // Read once and deleted: nothing of the body stays on disk.
    expect(await storedBodies()).toEqual([])

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
    const csv = await send(
      key,
      '\uFEFFName;Country;VAT\r\nThornbury Glassworks Ltd;GB;\r\n;;DE811907980\r\n"=cmd|\' /C calc\'!A0";GB;\r\n',
      {
        contentType: 'text/csv; charset=utf-8',
      },
    )
    expect(csv.status, JSON.stringify(csv.body)).toBe(202)
    const csvBatch = csv.body.data as BatchBody
    expect(csvBatch.webhook).toBeNull()
    expect(csv.body.data).toMatchObject({ webhook_secret: null })

    const unread = await results(key, csvBatch.id, 'csv')
    expect(unread.status).toBe(409)
    expect(JSON.parse(unread.text).detail).toMatch(/validating .*results are ready when it has finished/)
    expect((await takenIn(key, jsonl)).records).toBe(3)
    expect((await takenIn(key, csv)).records).toBe(3)
    const early = await results(key, csvBatch.id, 'csv')
    expect(early.status).toBe(409)
    expect(JSON.parse(early.text).detail).toMatch(/queued .*results are ready when it has finished/)

    await matchQueued()
    const table = await results(key, csvBatch.id, 'csv')
    expect(table.status).toBe(200)
    expect(table.type).toBe('text/csv; charset=utf-8')
    const rows = table.text.trim().split('\r\n')
    expect(rows[0]).toBe(
      'index,name,country,registration_number,vat,website,email,phone,linkedin_company_url,linkedin_person_url,matched,status,grade,probability,company_id,company_name,company_country,company_registration_number,company_vat,company_status,company_website,company_street,company_city,company_postcode,error,data_sources,attribution',
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

  it('ends a batch with any bad record rejected, naming the first bad ones, and queues or counts nothing', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 100 })
    const bad = await send(
      key,
      { records: [{ name: 'Thornbury Glassworks' }, { country: 'GB' }, { name: 'x'.repeat(301) }] },
      { query: { webhook_url: receiver.url } },
    )
    expect(bad.status).toBe(202)
    const rejected = await takenIn(key, bad)
    expect(rejected).toMatchObject({ status: 'rejected', records: 3, processed: 0, matched: 0, reserved_basic_profiles: 0, results: null })
    expect(rejected.problems!.invalid_records).toBe(2)
    expect(rejected.problems!.fields['records.1.name']).toEqual([expect.stringMatching(/company name or an identifier/)])
    expect(rejected.problems!.fields['records.2.name']).toEqual(['The company name is at most 300 characters.'])
    expect(rejected.problems!.detail).toMatch(/^2 records are not valid; nothing was queued/)
    expect(await basicProfilesUsed(key)).toBe(0)
    expect(await storedBodies()).toEqual([])
    const noResults = await results(key, rejected.id, 'jsonl')
    expect(noResults.status).toBe(409)
    expect(JSON.parse(noResults.text).detail).toMatch(/^This batch was rejected, so it has no results: 2 records are not valid/)
    // Its webhook says so, as a finished batch's would.
    await deliverDueMessages(payload, webhooksOnly)
    expect(receiver.received).toHaveLength(1)
    const event = verifiedEvent<{ type: string; data: BatchBody }>((bad.body.data as BatchBody).webhook_secret!, receiver.received[0]!)
    expect(event).toMatchObject({ type: 'batch.finished', data: { id: rejected.id, status: 'rejected', problems: { invalid_records: 2 } } })

    const problemOf = async (body: unknown, contentType?: string) => {
      const sent = await send(key, body, { contentType })
      expect(sent.status, JSON.stringify(sent.body)).toBe(202)
      const ended = await takenIn(key, sent)
      expect(ended.status).toBe('rejected')
      return ended.problems!
    }
    expect((await problemOf('company,country\nThornbury,GB\n', 'text/csv')).detail).toMatch(
      /names the columns: name, country, .*\(not "company"\)/,
    )
    expect((await problemOf('{"records": [', 'application/json')).detail).toBe('The body is not valid JSON.')
    expect(await problemOf('{"name": "Thornbury"}\nnot json\n', 'application/x-ndjson')).toMatchObject({
      detail: 'Line 2 is not a JSON object.',
      fields: { 'records.1': ['Line 2 is not a JSON object.'] },
    })
    expect((await problemOf({ records: [] })).fields.records).toEqual(['Send at least one record.'])
    expect((await problemOf('{"name":"a"}\n'.repeat(100_001), 'application/x-ndjson')).detail).toMatch(/at most 100,000 records/)
    // What the request's head tells is still answered at once, before the body is read.
    const xml = await send(key, '<records/>', { contentType: 'application/xml' })
    expect(xml.status).toBe(415)
    const empty = await send(key, '', { contentType: 'application/x-ndjson' })
    expect(empty.status).toBe(400)
    expect(empty.body.detail).toBe('The body is empty: send the records to match.')
    expect(await basicProfilesUsed(key)).toBe(0)
    const listed = (await call(listBatchesRoute as Handler, '/match/batches', { key })).body.data as BatchBody[]
    expect(listed.map((entry) => entry.status)).toEqual(Array(6).fill('rejected'))
    expect(await storedBodies()).toEqual([])
  })

  it('ends a batch the month cannot cover refused, and refuses the next one unread once nothing is left', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 5 })
    const over = await takenIn(key, await send(key, { records: RECORDS }))
    expect(over).toMatchObject({ status: 'refused', records: 6, reserved_basic_profiles: 0, results: null })
    expect(over.problems).toMatchObject({ invalid_records: 0, fields: { quota: ['basic_profiles'] } })
    expect(over.problems!.detail).toMatch(/^This batch has 6 records .* 5 basic profiles for this month have 5 left .*Nothing was charged/)
    expect(await basicProfilesUsed(key)).toBe(0)
    const fits = await takenIn(key, await send(key, { records: RECORDS.slice(0, 5) }))
    expect(fits).toMatchObject({ status: 'queued', records: 5, reserved_basic_profiles: 5 })
    expect(await basicProfilesUsed(key)).toBe(5)
    const none = await send(key, { records: RECORDS.slice(0, 1) })
    expect(none.status).toBe(429)
    expect(none.body.quota).toEqual(['basic_profiles'])
    expect(none.body.detail).toMatch(/5 basic profiles for this month are used up/)
    expect(Number(none.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(none.headers.get('quota-remaining')).toBe('0')
    const { key: without } = await keyFor(['match'], { basic_profiles: 0 })
    const notIncluded = await send(without, { records: RECORDS.slice(0, 1) })
    expect(notIncluded.status).toBe(429)
    expect(notIncluded.body.detail).toMatch(/does not include basic profiles/)
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

const MB = 1024 * 1024
const CHUNK = 64 * 1024

/** A body of JSON lines `bytes` long, made as it is read; `pulled` counts what the route took of it. */
function countingBody(bytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const line = '{"name": "Thornbury Glassworks", "country": "GB"}\n'
  const chunk = Buffer.from(line.repeat(Math.floor(CHUNK / line.length)))
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close()
      const size = Math.min(chunk.byteLength, bytes - pulled)
      pulled += size
      controller.enqueue(new Uint8Array(chunk.subarray(0, size)))
    },
  })
  return { stream, pulled: () => pulled }
}

/** POST /match/batches with a streamed body, as a program sends a large file; the answer and how long it took. */
async function sendStreamed(key: string | null, body: ReadableStream<Uint8Array>, length: number | null) {
  const headers: Record<string, string> = { 'content-type': 'application/x-ndjson', 'x-forwarded-for': nextAddress() }
  if (key) headers.authorization = `Bearer ${key}`
  if (length !== null) headers['content-length'] = String(length)
  const started = performance.now()
  const response = await (createBatchRoute as Handler)(
    new Request(`${API}/match/batches`, { method: 'POST', body, duplex: 'half', headers } as RequestInit),
    params({}),
  )
  return { ...(await read(response)), ms: performance.now() - started }
}

describe('batch bodies on the web process', () => {
  it('refuses a 30 MB body before reading it when the month has no basic profile left, or the key is unknown', async () => {
    const { key, accountId } = await keyFor(['match'], { basic_profiles: 5 })
    expect((await takeFromQuota(sqlRunnerFor(payload), accountId, 'basic_profiles', 5, 5)).allowed).toBe(true)
    const exhausted = countingBody(30 * MB)
    const refused = await sendStreamed(key, exhausted.stream, 30 * MB)
    const answered = `${refused.status} after ${Math.round(refused.ms)} ms: ${JSON.stringify(refused.body)}`
    expect(exhausted.pulled(), answered).toBeLessThan(1 * MB)
    expect(refused.ms, answered).toBeLessThan(1_000)
    expect(refused.status, answered).toBe(429)
    expect(refused.body.quota).toEqual(['basic_profiles'])
    expect(refused.body.detail).toMatch(/5 basic profiles for this month are used up/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const unknown = countingBody(30 * MB)
    const stranger = await sendStreamed(`cda_${'0'.repeat(48)}`, unknown.stream, 30 * MB)
    expect(stranger.status).toBe(401)
    expect(unknown.pulled()).toBeLessThan(1 * MB)
    expect(stranger.ms).toBeLessThan(1_000)
  })

  it('refuses a declared length over the cap unread, and cuts an undeclared one at the cap, storing nothing', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 100 })
    const storedBefore = await storedBodies()
    const declared = countingBody(60 * MB)
    const over = await sendStreamed(key, declared.stream, 60 * MB)
    expect(over.status).toBe(413)
    expect(declared.pulled()).toBeLessThan(1 * MB)

    const undeclared = countingBody(51 * MB)
    const cut = await sendStreamed(key, undeclared.stream, null)
    expect(cut.status).toBe(413)
    expect(cut.body.detail).toMatch(/at most 50 MB/)
    expect(undeclared.pulled()).toBeLessThanOrEqual(50 * MB + 2 * CHUNK)
    expect((await call(listBatchesRoute as Handler, '/match/batches', { key })).body.data).toEqual([])
    expect(await storedBodies()).toEqual(storedBefore)
  })

  it('answers 202 as soon as a large body is stored, and the worker reads its records one by one', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 100_000 })
    const lineBytes = '{"name": "Thornbury Glassworks", "country": "GB"}\n'.length
    const body = countingBody(20_000 * lineBytes)
    const sent = await sendStreamed(key, body.stream, 20_000 * lineBytes)
    expect(sent.status, JSON.stringify(sent.body)).toBe(202)
    expect(sent.body.data).toMatchObject({ status: 'validating', records: 0 })
    expect(body.pulled()).toBe(20_000 * lineBytes)
    expect(await takenIn(key, sent)).toMatchObject({ status: 'queued', records: 20_000, reserved_basic_profiles: 20_000 })
    expect(await basicProfilesUsed(key)).toBe(20_000)
    // Not matched here: 20,000 records are the job's business, not this test's.
    await sqlRunnerFor(payload).transaction([
      {
        sql: `UPDATE enrichment_sessions SET status = 'failed' WHERE session_key = (SELECT session_key FROM api_batches WHERE id = ?)`,
        args: [(sent.body.data as BatchBody).id],
      },
    ])
  })

  it('takes a batch over from a worker that died holding it, once its lease has run out, and lists it once', async () => {
    const { key, accountId } = await keyFor(['match'], { basic_profiles: 100 })
    const sent = await send(key, { records: RECORDS.slice(0, 2) })
    const id = (sent.body.data as BatchBody).id
    const sql = sqlRunnerFor(payload)
    const hold = (expiresAt: number) =>
      sql.transaction([
        { sql: `UPDATE api_batches SET intake_owner = 'a-dead-worker', intake_expires_at = ? WHERE id = ?`, args: [expiresAt, id] },
      ])
    await hold(Date.now() + 60_000)
    expect(await runBatchIntake(payload)).toBe(0)
    expect((await batch(key, id)).status).toBe('validating')
    await hold(Date.now() - 1)
    expect(await takenIn(key, sent)).toMatchObject({ status: 'queued', records: 2, reserved_basic_profiles: 2 })
    // A worker that died between its reservation and its list: the list is made once, the profiles taken once.
    const again = await send(key, { records: RECORDS.slice(0, 3) })
    const againId = (again.body.data as BatchBody).id
    await takeFromQuota(sql, accountId, 'basic_profiles', 100, 3)
    await sql.transaction([
      {
        sql: `UPDATE api_batches SET intake = 'reserved', records = 3, reserved = 3, reserved_at = ?, intake_owner = 'a-dead-worker', intake_expires_at = ? WHERE id = ?`,
        args: [new Date().toISOString(), Date.now() - 1, againId],
      },
    ])
    expect(await takenIn(key, again)).toMatchObject({ status: 'queued', records: 3, reserved_basic_profiles: 3 })
    const [attempts] = await sql.query(`SELECT intake_attempts FROM api_batches WHERE id = ?`, [againId])
    expect(Number(attempts!.intake_attempts)).toBe(1)
    await matchQueued()
    const [first, second] = [await batch(key, id), await batch(key, againId)]
    expect(second).toMatchObject({ status: 'finished', processed: 3 })
    expect(await basicProfilesUsed(key)).toBe(first.matched + second.matched)
    expect(await storedBodies()).toEqual([])
  })

  it('refuses a batch no worker took in within a day, deletes its body, and deletes bodies no batch names', async () => {
    const { key } = await keyFor(['match'], { basic_profiles: 100 })
    const sent = await send(key, { records: RECORDS.slice(0, 1) }, { query: { webhook_url: receiver.url } })
    const id = (sent.body.data as BatchBody).id
    const orphan = path.join(batchBodiesDir(), 'bat_000000000000000000000000.jsonl')
    await fs.promises.writeFile(orphan, '{"name": "left behind"}\n')
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000)
    await fs.promises.utimes(orphan, dayAgo, dayAgo)
    // Within the day, nothing is touched but the orphan.
    expect(await sweepBatchBodies(payload)).toEqual({ refused: 0, filesDeleted: 1 })
    expect(await storedBodies()).toEqual([`${id}.json`])
    expect((await batch(key, id)).status).toBe('validating')
    const later = Date.now() + 25 * 60 * 60_000
    expect(await sweepBatchBodies(payload, later)).toEqual({ refused: 1, filesDeleted: 0 })
    expect(await storedBodies()).toEqual([])
    const refused = await batch(key, id)
    expect(refused).toMatchObject({ status: 'refused', reserved_basic_profiles: 0 })
    expect(refused.problems!.detail).toMatch(/not read within a day/)
    expect(await runBatchIntake(payload)).toBe(0)
    await deliverDueMessages(payload, webhooksOnly)
    expect(receiver.received).toHaveLength(1)
  })
})
