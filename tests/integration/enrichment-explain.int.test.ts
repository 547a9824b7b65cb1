import { beforeAll, describe, expect, it } from 'vitest'

import { GET as firstListRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/list/first/route'
import { GET as scoreRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/score/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { createRegistryCandidateSource, defaultJobOptions, drainQueue } from '@/modules/enrichment'
import { sqlRunnerFor } from '@/modules/db'
import { registryStoreFor } from '@/modules/registry'

import { getTestPayload } from './payload'

const BASE = 'http://localhost:3999/api/v1/enrichment/companies'

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
  { country: 'es', name: 'Olivares del Moncayo SL', registration_number: 'B99100004', status: 'active' },
  { country: 'fr', name: 'Olivares del Moncayo SARL', registration_number: '552100005', status: 'active' },
]

const LIST_CSV = [
  'Company,Country,Company number',
  'Quillfeather Analytics Limited,United Kingdom,9100001',
  'Marrowbone Shiping Ltd,GB,',
  'Zorblatt Vexquin Holdings,Narnia,',
  'Zyxwv Nonexistent Widgets,GB,',
].join('\r\n')

const sessionContext = (sessionKey: string) => ({ params: Promise.resolve({ sessionKey }) })

type Row = Record<string, unknown> & { row_index: number; status: string; explain: Record<string, unknown> | null }

/** Upload, set up and match a list through the real handlers and the real job, on this file's database. */
async function matchedSession(
  csv: string,
  config: Record<string, string> = { '0': 'name', '1': 'country', '2': 'registration_number' },
): Promise<string> {
  const form = new FormData()
  form.append('file', new File([csv], 'explain.csv', { type: 'text/csv' }))
  const uploaded = await uploadRoute(
    new Request(`${BASE}/session/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '10.0.1.20' } }),
    undefined as never,
  )
  expect(uploaded.status).toBe(201)
  const key = ((await uploaded.json()) as { session_key: string }).session_key
  const setup = await setupRoute(
    new Request(`${BASE}/session/${key}/setup?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'explain.csv',
        config,
        first_row_headers: true,
        full_name: 'Dana Buyer',
        phone: '+44 20 7946 0018',
        email: `dana.${Math.random().toString(36).slice(2)}@acme-industries.com`,
      }),
    }),
    sessionContext(key),
  )
  expect(setup.status).toBe(200)
  const sql = sqlRunnerFor(await getTestPayload())
  await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
  return key
}

async function firstList(key: string): Promise<{ status: number; text: string; rows: Row[] }> {
  const response = await firstListRoute(new Request(`${BASE}/session/${key}/list/first?lang=es`), sessionContext(key))
  const text = await response.text()
  return { status: response.status, text, rows: (JSON.parse(text) as { data: { data: Row[] } }).data.data }
}

async function scores(key: string) {
  return (
    (await (await scoreRoute(new Request(`${BASE}/session/${key}/score?lang=es`), sessionContext(key))).json()) as {
      data: Record<string, number>
    }
  ).data
}

beforeAll(async () => {
  await registryStoreFor(await getTestPayload()).upsertCompanies(COMPANIES)
  await resetRateLimits()
})

describe('why a row got its grade, through the results API', () => {
  it('sends each row’s explain in the visitor-safe shape, beside the fields the screens already use', async () => {
    const key = await matchedSession(LIST_CSV)
    const { status, text, rows } = await firstList(key)
    expect(status).toBe(200)
    expect(rows.map((row) => row.status)).toEqual(['found', 'found', 'not_found', 'not_found'])

    const [quillfeather, marrowbone] = rows
    // The existing fields are unchanged.
    expect(quillfeather).toMatchObject({
      row_index: 1,
      name: 'Quillfeather Analytics Limited',
      country: 'United Kingdom',
      registration_number: '9100001',
      status: 'found',
      locked: false,
    })
    expect(quillfeather!.current_result).toMatchObject({
      score: 'A',
      data: { company_name: 'Quillfeather Analytics Ltd', registration_number: '09100001' },
    })
    expect(quillfeather!.explain).toEqual({
      reason_code: expect.stringMatching(/^identifier_/),
      unrecognised_country: null,
      country_from: null,
      certainty: {
        probability: expect.any(Number),
        measures: expect.arrayContaining([{ measure: 'strong_identifier_exact', effect: 'raises' }]),
      },
      fields: [
        {
          field: 'name',
          verdict: 'exact',
          input: 'Quillfeather Analytics Limited',
          registry: 'Quillfeather Analytics Ltd',
          similarity: 100,
        },
        { field: 'country', verdict: 'exact', input: 'United Kingdom', registry: 'United Kingdom', similarity: null },
        { field: 'registration_number', verdict: 'exact', input: '9100001', registry: '09100001', similarity: null },
      ],
    })
    expect(marrowbone!.explain!.fields).toContainEqual({
      field: 'registration_number',
      verdict: 'missing',
      input: null,
      registry: '09100002',
      similarity: null,
    })
    const name = (marrowbone!.explain!.fields as { field: string; verdict: string; similarity: number }[]).find(
      (field) => field.field === 'name',
    )!
    expect(name.verdict).toBe('close')
    expect(name.similarity).toBeGreaterThan(82)
    expect(name.similarity).toBeLessThan(100)

    // The matcher's working record never leaves the server.
    for (const internal of ['"points"', '"retrieval"', '"runnerUp"', '"candidates"', '"candidate"', '"reasonCode"', 'company_id'])
      expect(text).not.toContain(internal)
  })

  it('reports a country nobody recognises as its own reason, with the value the visitor wrote, and counts it as not found', async () => {
    const key = await matchedSession(LIST_CSV)
    const { rows } = await firstList(key)
    const narnia = rows.find((row) => row.country === 'Narnia')!
    expect(narnia).toMatchObject({
      row_index: 3,
      name: 'Zorblatt Vexquin Holdings',
      status: 'not_found',
      current_result: { score: null, data: null },
    })
    // Searched in every country, as a row without one, and found nothing close enough.
    expect(narnia.explain).toMatchObject({
      reason_code: 'country_not_recognised',
      unrecognised_country: 'Narnia',
      country_from: { source: 'all_countries', value: null, country: null },
      fields: [
        { field: 'name', input: 'Zorblatt Vexquin Holdings', registry: null },
        { field: 'country', verdict: 'unrecognised', input: 'Narnia', registry: null, similarity: null },
        // Compared with the closest company, which had a number the row lacks.
        { field: 'registration_number', verdict: 'missing', input: null, registry: null, similarity: null },
      ],
    })
    // The unknown company in a known country keeps its own reason.
    expect(rows[3]!.explain!.reason_code).not.toBe('country_not_recognised')

    // The progress summary adds up: the unrecognised country is one of the not found.
    const summary = await scores(key)
    expect(summary).toEqual({ total: 4, processed: 4, found: 2, not_found: 2, failed: 0 })
    expect(summary.found! + summary.not_found! + summary.failed!).toBe(summary.total)
  })

  it('finds the company of a row whose country nobody recognises in any country, and says the country was not read', async () => {
    const key = await matchedSession(['Company,Country,Company number', 'Tannenhof Präzisionstechnik GmbH,Narnia,'].join('\r\n'))
    const { rows } = await firstList(key)
    expect(rows[0]).toMatchObject({
      status: 'found',
      current_result: { data: { company_name: 'Tannenhof Präzisionstechnik GmbH' } },
      explain: {
        unrecognised_country: 'Narnia',
        country_from: { source: 'all_countries', value: null, country: null },
      },
    })
    expect(rows[0]!.explain!.fields).toContainEqual({
      field: 'country',
      verdict: 'unrecognised',
      input: 'Narnia',
      registry: 'Germany',
      similarity: null,
    })
  })

  it('sends no explain for blurred rows', async () => {
    const payload = await getTestPayload()
    const key = await matchedSession(LIST_CSV)
    await payload.updateGlobal({ slug: 'site-config', data: { enrichment_blur_threshold: 2 }, overrideAccess: true })
    try {
      const { text, rows } = await firstList(key)
      expect(rows.map((row) => [row.locked, row.explain === null])).toEqual([
        [false, false],
        [false, false],
        [true, true],
        [true, true],
      ])
      expect(text).not.toContain('Narnia')
      expect(text).not.toContain('Zorblatt')
    } finally {
      await payload.updateGlobal({ slug: 'site-config', data: { enrichment_blur_threshold: 10 }, overrideAccess: true })
    }
  })

  it('explains rows stored before reasons had codes by their English text', async () => {
    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const key = await matchedSession(LIST_CSV)
    const stored = await sql.query(
      `SELECT row_index, explain FROM enrichment_rows WHERE session_key = ? AND row_index IN (1, 4) ORDER BY row_index`,
      [key],
    )
    const statements = stored.map((row, index) => {
      const plan = JSON.parse(String(row.explain)) as Record<string, unknown>
      delete plan.reasonCode
      // The second row keeps a reason this version does not know.
      if (index === 1) plan.reason = 'a reason from an older matcher'
      return {
        sql: `UPDATE enrichment_rows SET explain = ? WHERE session_key = ? AND row_index = ?`,
        args: [JSON.stringify(plan), key, Number(row.row_index)],
      }
    })
    await sql.transaction(statements)

    const { rows } = await firstList(key)
    expect(rows[0]!.explain!.reason_code).toMatch(/^identifier_/)
    expect(rows[0]!.explain!.fields).toHaveLength(3)
    expect(rows[3]!.explain).toMatchObject({ reason_code: null, unrecognised_country: null })
  })
})

describe('a list without a country column', () => {
  it('matches each row across every country and says where its country came from', async () => {
    const csv = [
      'Company,Website,Phone',
      'Tannenhof Präzisionstechnik GmbH,,',
      'Olivares del Moncayo,,+34 976 12 34 56',
      'Marrowbone Shiping Ltd,www.marrowbone-shipping.co.uk,',
    ].join('\r\n')
    const key = await matchedSession(csv, { '0': 'name', '1': 'website', '2': 'phone' })
    const { status, rows } = await firstList(key)
    expect(status).toBe(200)
    const [tannenhof, olivares, marrowbone] = rows
    expect(tannenhof).toMatchObject({
      status: 'found',
      current_result: { score: 'A', data: { country: 'Germany' } },
      explain: { country_from: { source: 'all_countries', value: null, country: null } },
    })
    // Two countries have the name: the calling code +34 points to the Spanish one, which is no A.
    expect(olivares).toMatchObject({
      status: 'found',
      phone: '+34 976 12 34 56',
      current_result: { score: 'B' },
      explain: { reason_code: 'name_country_hinted', country_from: { source: 'phone', value: '+34', country: 'es' } },
    })
    expect(marrowbone).toMatchObject({
      status: 'found',
      explain: { country_from: { source: 'website', value: 'marrowbone-shipping.co.uk', country: 'gb' } },
    })
    expect(await scores(key)).toMatchObject({ total: 3, found: 3 })
  })
})
