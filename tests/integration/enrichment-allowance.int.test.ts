/**
 * The free-list allowance (the drop zone's hasAccess, spec doc 2 §5 "Access") through the public
 * calls on the real database: lists set up this month count against the client address and the
 * e-mail domain, the CMS setting is the limit, the upload and the setup refuse past it (403 with
 * Retry-After), the access call tells the drop zone, and uploads never set up or lists of an
 * earlier month do not count.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as accessRoute } from '@/app/api/v1/enrichment/companies/access/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { sqlRunnerFor } from '@/modules/db'
import { DEFAULT_FREE_LISTS_PER_MONTH } from '@/modules/enrichment/client'
import { listAllowanceSchema } from '@/modules/enrichment/schemas'

import { getTestPayload } from './payload'
import { BASE, params, read, type Answer } from './route-calls'

const ENRICHMENT = `${BASE}/enrichment/companies`
const CSV = 'Company,Country\nAllowance Test Holdings Ltd,GB\nSecond Allowance Trading Ltd,GB\n'

async function upload(address: string): Promise<Answer> {
  const form = new FormData()
  form.append('file', new File([CSV], 'allowance.csv', { type: 'text/csv' }))
  return read(
    await uploadRoute(
      new Request(`${ENRICHMENT}/session/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': address } }),
      undefined as never,
    ),
  )
}

let counter = 0
async function setup(sessionKey: string, address: string, domain: string): Promise<Answer> {
  const request = new Request(`${ENRICHMENT}/session/${sessionKey}/setup?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      name: 'allowance.csv',
      config: { '0': 'name', '1': 'country' },
      first_row_headers: true,
      full_name: 'Dana Buyer',
      phone: '+44 20 7946 0018',
      email: `buyer.${++counter}.${Math.random().toString(36).slice(2, 8)}@${domain}`,
    }),
  })
  return read(await setupRoute(request, params({ sessionKey })))
}

/** A list uploaded and set up: the session key. */
async function startList(address: string, domain: string): Promise<string> {
  const uploaded = await upload(address)
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
  const key = uploaded.body.session_key as string
  const answer = await setup(key, address, domain)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return key
}

async function access(address: string) {
  const answer = await read(
    await accessRoute(new Request(`${ENRICHMENT}/access`, { headers: { 'x-forwarded-for': address } }), undefined as never),
  )
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('private, no-store')
  return listAllowanceSchema.parse(answer.body.data)
}

async function setFreeLists(value: number) {
  const payload = await getTestPayload()
  await payload.updateGlobal({
    slug: 'site-config',
    data: { enrichment_free_lists_per_month: value },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  await getTestPayload()
  await resetRateLimits()
})

describe('free enrichment lists a month', () => {
  it('starts from the default of the CMS setting, and a fresh visitor has access', async () => {
    const allowance = await access('192.0.2.10')
    expect(allowance).toMatchObject({ limit: DEFAULT_FREE_LISTS_PER_MONTH, used: 0, has_access: true })
    const now = new Date()
    expect(allowance.resets_at).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString())
  })

  it('counts lists by address and by e-mail domain, and refuses the upload and the setup past the limit', async () => {
    await setFreeLists(2)
    const [first, second, third] = ['192.0.2.21', '192.0.2.22', '192.0.2.23']

    // An upload never set up is not a list.
    expect((await upload(first)).status).toBe(201)
    expect(await access(first)).toMatchObject({ limit: 2, used: 0, has_access: true })

    await startList(first, 'allowance-one.com')
    expect(await access(first)).toMatchObject({ used: 1, has_access: true })
    // The same company from another address: the domain now has two lists, the second address one.
    await startList(second, 'allowance-one.com')
    expect(await access(second)).toMatchObject({ used: 1, has_access: true })

    // A third address may upload (its own count is 0) but not start a third list for that company.
    const uploaded = await upload(third)
    expect(uploaded.status).toBe(201)
    const refusedSetup = await setup(uploaded.body.session_key as string, third, 'allowance-one.com')
    expect(refusedSetup.status).toBe(403)
    expect(refusedSetup.body.detail).toMatch(/^You have reached the import file limits: 2 free lists a month/)
    expect(Number(refusedSetup.headers.get('retry-after'))).toBeGreaterThan(0)
    // …and nothing was recorded for the refused setup: the upload can still be set up for another company.
    expect((await setup(uploaded.body.session_key as string, third, 'allowance-two.com')).status).toBe(200)

    // The first address's second list (another company) uses up its own allowance.
    await startList(first, 'allowance-three.com')
    expect(await access(first)).toMatchObject({ used: 2, has_access: false })
    const refusedUpload = await upload(first)
    expect(refusedUpload.status).toBe(403)
    expect(refusedUpload.body.file).toEqual([refusedUpload.body.detail])
    expect(refusedUpload.body.detail).toMatch(/It renews on \d{1,2} [A-Z][a-z]+ \d{4}/)
  })

  it('forgets the lists of earlier months, follows the CMS setting, and 0 closes the tool', async () => {
    await setFreeLists(1)
    const address = '192.0.2.31'
    const key = await startList(address, 'allowance-four.com')
    expect(await access(address)).toMatchObject({ limit: 1, used: 1, has_access: false })

    // The same list dated last month no longer counts.
    const payload = await getTestPayload()
    const now = new Date()
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString()
    await sqlRunnerFor(payload).transaction([
      { sql: 'UPDATE enrichment_sessions SET created_at = ? WHERE session_key = ?', args: [lastMonth, key] },
    ])
    expect(await access(address)).toMatchObject({ used: 0, has_access: true })

    // An editor raising the limit opens it again at once; 0 closes it for everyone.
    await setFreeLists(0)
    expect(await access('192.0.2.32')).toMatchObject({ limit: 0, used: 0, has_access: false })
    expect((await upload('192.0.2.32')).status).toBe(403)
    await setFreeLists(DEFAULT_FREE_LISTS_PER_MONTH)
    expect(await access('192.0.2.32')).toMatchObject({ has_access: true })
  })
})
