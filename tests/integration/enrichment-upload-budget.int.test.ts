/**
 * The byte budget of unclaimed uploads (issue 56): uploads never set up are kept a day, so one
 * address, and everyone together, may hold only so many bytes of them. Through the real upload and
 * setup routes on this file's database.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { sqlRunnerFor } from '@/modules/db'

import { getTestPayload } from './payload'
import { nextAddress, read } from './route-calls'

const BASE = 'http://localhost:3999/api/v1/enrichment/companies'
const KIB = 1024

/** A CSV list of about `kib` KiB, as a browser sends it: multipart with its length declared. */
async function listBody(kib: number): Promise<{ body: ArrayBuffer; contentType: string }> {
  const line = 'Quenby Glassworks Ltd,gb,09410001\r\n'
  const csv = `Company,Country,Number\r\n${line.repeat(Math.ceil((kib * KIB) / line.length))}`
  const form = new FormData()
  form.append('file', new File([csv], 'list.csv', { type: 'text/csv' }))
  const encoded = new Response(form)
  return { body: await encoded.arrayBuffer(), contentType: encoded.headers.get('content-type')! }
}

async function upload(address: string, kib: number) {
  const { body, contentType } = await listBody(kib)
  return read(
    await uploadRoute(
      new Request(`${BASE}/session/upload`, {
        method: 'POST',
        body,
        headers: { 'content-type': contentType, 'content-length': String(body.byteLength), 'x-forwarded-for': address },
      }),
      undefined as never,
    ),
  )
}

async function setUp(sessionKey: string) {
  const answer = await setupRoute(
    new Request(`${BASE}/session/${sessionKey}/setup?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({
        name: 'list.csv',
        config: { '0': 'name', '1': 'country', '2': 'registration_number' },
        first_row_headers: true,
        full_name: 'Ada Lovelace',
        email: `ada.${sessionKey.slice(0, 8)}@northwind-trading.com`,
        phone: '+44 20 7946 0000',
        company: 'Northwind Trading',
        accept_terms: true,
      }),
    }),
    { params: Promise.resolve({ sessionKey }) },
  )
  expect(answer.status, await answer.clone().text()).toBeLessThan(300)
}

beforeEach(async () => {
  await resetRateLimits()
  await sqlRunnerFor(await getTestPayload()).transaction([{ sql: 'DELETE FROM enrichment_upload_budget', args: [] }])
  process.env.ENRICHMENT_UNCLAIMED_UPLOAD_MB_PER_ADDRESS = '1'
  process.env.ENRICHMENT_UNCLAIMED_UPLOAD_MB_TOTAL = '3'
})
afterEach(() => {
  delete process.env.ENRICHMENT_UNCLAIMED_UPLOAD_MB_PER_ADDRESS
  delete process.env.ENRICHMENT_UNCLAIMED_UPLOAD_MB_TOTAL
})

describe('unclaimed uploads have a byte budget', () => {
  it("refuses an address's upload past its budget (an IPv6 client by its /64) until it sets a list up", async () => {
    const first = await upload('2001:db8:77:1::1', 600)
    expect(first.status).toBe(201)
    const over = await upload('2001:db8:77:1::2', 600)
    expect(over.status).toBe(429)
    expect(over.body.detail).toMatch(/Your uploads not set up yet hold 0\.6 MB of the 1 MB we keep for one visitor/)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not held back by this one.
    expect((await upload('2001:db8:77:2::1', 600)).status).toBe(201)
    // Once the first list is set up it no longer counts: the client may upload again.
    await setUp(first.body.session_key as string)
    expect((await upload('2001:db8:77:1::3', 600)).status).toBe(201)
  })

  it("pauses everyone's uploads past the total budget, with Retry-After", async () => {
    for (const address of ['198.51.100.201', '198.51.100.202', '198.51.100.203', '198.51.100.204']) {
      expect((await upload(address, 700)).status).toBe(201)
    }
    const paused = await upload('198.51.100.205', 700)
    expect(paused.status).toBe(503)
    expect(paused.body.detail).toMatch(/Uploads are paused for a while/)
    expect(paused.headers.get('retry-after')).toBe('600')
  })

  it('refuses before the body is read, and a refused or failed upload holds nothing', async () => {
    expect((await upload('203.0.113.90', 900)).status).toBe(201)
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * KIB
        controller.enqueue(new Uint8Array(64 * KIB))
        if (pulled >= 900 * KIB) controller.close()
      },
    })
    const refused = await uploadRoute(
      new Request(`${BASE}/session/upload`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(900 * KIB),
          'x-forwarded-for': '203.0.113.90',
        },
      } as RequestInit),
      undefined as never,
    )
    expect(refused.status).toBe(429)
    // Only what the stream buffers ahead by itself, never the body.
    expect(pulled).toBeLessThanOrEqual(128 * KIB)
    // A malformed upload from another address is refused by the reader and leaves no reservation behind.
    const broken = await uploadRoute(
      new Request(`${BASE}/session/upload`, {
        method: 'POST',
        body: 'not a form',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': '203.0.113.91' },
      }),
      undefined as never,
    )
    expect(broken.status).toBeGreaterThanOrEqual(400)
    const [row] = await sqlRunnerFor(await getTestPayload()).query(`SELECT count(*) AS n FROM enrichment_upload_budget`)
    expect(Number(row!.n)).toBe(1)
  })
})
