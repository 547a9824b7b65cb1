/**
 * The matching queue through the public calls, on SQLite and PostgreSQL: the per-visitor cap (429),
 * the global cap (503 `busy`), both keeping the upload for a later setup; the fair order the worker
 * claims lists in; and the "lists ahead" a waiting list's status reports.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { apiOperations } from '@/app/api/v1/_contract/document'
import { errorBodySchema } from '@/app/api/v1/_contract/operation'
import { GET as firstListRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/list/first/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { claimSession, createRegistryCandidateSource, defaultJobOptions, drainQueue, runSessionToEnd } from '@/modules/enrichment'
import { sqlRunnerFor } from '@/modules/db'
import { resultListSchema } from '@/modules/enrichment/schemas'

import { getTestPayload } from './payload'
import { BASE, params, read, type Answer } from './route-calls'
import { withEnv } from './with-env'

const ENRICHMENT = `${BASE}/enrichment/companies`

/** A list of `rows` data rows under a header row. */
function csv(rows: number): string {
  return ['Company,Country', ...Array.from({ length: rows }, (_, index) => `Queue Test Holdings ${index} Ltd,GB`)].join('\n')
}

async function upload(rows: number, address: string): Promise<string> {
  const form = new FormData()
  form.append('file', new File([csv(rows)], 'queue.csv', { type: 'text/csv' }))
  const answer = await read(
    await uploadRoute(
      new Request(`${ENRICHMENT}/session/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': address } }),
      undefined as never,
    ),
  )
  expect(answer.status).toBe(201)
  return answer.body.session_key as string
}

let emailCounter = 0
/** A business e-mail no other setup used, at `domain`. */
const email = (domain: string) => `buyer.${++emailCounter}.${Math.random().toString(36).slice(2, 8)}@${domain}`

async function setup(sessionKey: string, address: string, domain: string, contact = email(domain)): Promise<Answer> {
  const request = new Request(`${ENRICHMENT}/session/${sessionKey}/setup?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      name: 'queue.csv',
      config: { '0': 'name', '1': 'country' },
      first_row_headers: true,
      full_name: 'Dana Buyer',
      phone: '+44 20 7946 0018',
      email: contact,
    }),
  })
  return read(await setupRoute(request, params({ sessionKey })))
}

async function queued(rows: number, address: string, domain: string): Promise<string> {
  const key = await upload(rows, address)
  const answer = await setup(key, address, domain)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return key
}

/** What the results screen polls: the list's status and the lists ahead of it. */
async function listStatus(sessionKey: string) {
  const answer = await read(
    await firstListRoute(new Request(`${ENRICHMENT}/session/${sessionKey}/list/first?lang=en`), params({ sessionKey })),
  )
  expect(answer.status).toBe(200)
  return resultListSchema.parse(answer.body.data).upload
}

/** The answer conforms to what the OpenAPI document lists for the setup call at its status. */
function expectDocumented(answer: Answer): void {
  const setupOperation = apiOperations().find((entry) => entry.operation.operationId === 'setupList')?.operation
  expect(setupOperation?.responses?.[String(answer.status) as `${4 | 5}${string}`], `setupList documents ${answer.status}`).toBeDefined()
  expect(errorBodySchema.safeParse(answer.body).success).toBe(true)
}

async function drain(): Promise<void> {
  const payload = await getTestPayload()
  const sql = sqlRunnerFor(payload)
  await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
}

beforeEach(async () => {
  await resetRateLimits()
  await drain()
})
afterEach(drain)

describe('the per-visitor cap on queued rows', () => {
  it('refuses a visitor’s list past the cap with 429 and Retry-After, keeps the upload, and takes it once the earlier list is matched', async () => {
    await withEnv({ ENRICHMENT_MAX_QUEUED_ROWS_PER_VISITOR: '30' }, async () => {
      await queued(20, '203.0.113.10', 'first-visitor.com')
      // Same address, another invented domain: the same visitor.
      const second = await upload(20, '203.0.113.10')
      const refused = await setup(second, '203.0.113.10', 'another-domain.com')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.body.detail).toMatch(/20 rows waiting/)
      expect(refused.body.detail).toMatch(/Your file is kept/)
      expectDocumented(refused)

      // Same e-mail domain from another address: the same visitor too.
      const third = await upload(20, '203.0.113.11')
      expect((await setup(third, '203.0.113.11', 'first-visitor.com')).status).toBe(429)

      // Someone else is not held up by the first visitor's cap.
      await queued(20, '203.0.113.12', 'someone-else.com')

      // The refused list is still there, untouched, and its e-mail was not used up.
      expect(
        (await read(await firstListRoute(new Request(`${ENRICHMENT}/session/${second}/list/first`), params({ sessionKey: second }))))
          .status,
      ).toBe(409)
      const contact = email('another-domain.com')
      expect((await setup(second, '203.0.113.10', 'another-domain.com', contact)).status).toBe(429)
      await drain()
      const accepted = await setup(second, '203.0.113.10', 'another-domain.com', contact)
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    })
  })

  it('stores a keyed hash of the client address, not the address', async () => {
    const key = await queued(3, '203.0.113.99', 'hash-check.com')
    const payload = await getTestPayload()
    const rows = await sqlRunnerFor(payload).query(`SELECT address_key FROM enrichment_session_visitors WHERE session_key = ?`, [key])
    expect(rows).toHaveLength(1)
    expect(String(rows[0]!.address_key)).toMatch(/^[0-9a-f]{32}$/)
    expect(String(rows[0]!.address_key)).not.toContain('203.0.113')
  })
})

describe('the global cap on queued rows', () => {
  it('answers 503 busy with Retry-After once the whole queue is full, keeps the upload, and takes it later', async () => {
    await withEnv({ ENRICHMENT_MAX_QUEUED_ROWS: '50' }, async () => {
      await queued(20, '203.0.113.20', 'one.com')
      await queued(20, '203.0.113.21', 'two.com')
      const late = await upload(20, '203.0.113.22')
      const refused = await setup(late, '203.0.113.22', 'three.com')
      expect(refused.status).toBe(503)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.body.detail).toMatch(/queue is full/)
      expect(refused.body.detail).toMatch(/Your file is kept/)
      expectDocumented(refused)
      // A small list still fits.
      await queued(5, '203.0.113.23', 'four.com')
      await drain()
      expect((await setup(late, '203.0.113.22', 'three.com')).status).toBe(200)
    })
  })
})

describe('the fair queue', () => {
  it('reports the lists ahead of a waiting list, and the worker takes another visitor’s first list before a visitor’s second', async () => {
    const a1 = await queued(4, '203.0.113.30', 'many-lists.com')
    const a2 = await queued(4, '203.0.113.30', 'many-lists.com')
    const a3 = await queued(4, '203.0.113.30', 'many-lists.com')
    const b1 = await queued(4, '203.0.113.31', 'one-list.com')

    expect(await listStatus(a1)).toMatchObject({ status: 'pending', lists_ahead: 0 })
    expect(await listStatus(b1)).toMatchObject({ status: 'pending', lists_ahead: 1 })
    expect(await listStatus(a2)).toMatchObject({ status: 'pending', lists_ahead: 2 })
    expect(await listStatus(a3)).toMatchObject({ status: 'pending', lists_ahead: 3 })

    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const options = defaultJobOptions()
    const first = await claimSession(sql, options)
    expect(first?.sessionKey).toBe(a1)
    // a1 is being matched: it no longer waits, and is still ahead of the others.
    expect(await listStatus(a1)).toMatchObject({ status: 'processing', lists_ahead: null })
    expect(await listStatus(b1)).toMatchObject({ status: 'pending', lists_ahead: 1 })
    expect(await listStatus(a3)).toMatchObject({ status: 'pending', lists_ahead: 3 })
    // The next worker takes b1, not a2, though a2 is older.
    const claimed = [await claimSession(sql, options), await claimSession(sql, options)]
    expect(claimed.map((session) => session?.sessionKey)).toEqual([b1, a2])
    // The claimed lists are matched to the end, so no lease is left held for the next test.
    const source = createRegistryCandidateSource(sql)
    for (const session of [first, ...claimed]) await runSessionToEnd(sql, source, options, session!)
    expect(await listStatus(a1)).toMatchObject({ status: 'finish', lists_ahead: null })
  })
})
