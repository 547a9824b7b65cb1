/**
 * The company data API (`/api/public/v1`) through its real route handlers on this file's database:
 * keys made and revoked in the account area, per-key limits, monthly allowances, search, profiles,
 * contacts, and single-record matching with the list enrichment tool's grades.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DELETE as revokeKeyRoute } from '@/app/api/v1/account/api-keys/[id]/route'
import { GET as listKeysRoute, POST as createKeyRoute } from '@/app/api/v1/account/api-keys/route'
import { GET as accountUsageRoute } from '@/app/api/v1/account/api-usage/route'
import { GET as firstListRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/list/first/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { GET as contactsRoute } from '@/app/api/public/v1/companies/[id]/contacts/route'
import { GET as profileRoute } from '@/app/api/public/v1/companies/[id]/route'
import { GET as searchRoute } from '@/app/api/public/v1/companies/search/route'
import { POST as matchRoute } from '@/app/api/public/v1/match/route'
import { GET as usageRoute } from '@/app/api/public/v1/usage/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { sqlRunnerFor } from '@/modules/db'
import { createRegistryCandidateSource, defaultJobOptions, drainQueue } from '@/modules/enrichment'
import { registryStoreFor } from '@/modules/registry'

import { API, call, createKey, type Handler, keyFor, newAccount } from './data-api-calls'
import { getTestPayload } from './payload'
import { bearer, nextAddress, params, post, read, uniqueEmail } from './route-calls'

const COMPANIES = [
  {
    country: 'gb',
    name: 'Larkspur Instruments Ltd',
    registration_number: '09300001',
    vat: 'GB 934 5678 26',
    website: 'https://www.larkspur-instruments.co.uk',
    status: 'active',
    city: 'Bristol',
    street: '4 Quay St',
    postcode: 'BS1 4DJ',
    industry: 'Manufacturing',
    officers: [
      {
        full_name: 'Imogen Hale',
        job_function: 'Managing Director',
        seniority_level: 'C-Level',
        contact_email: 'imogen.hale@larkspur-instruments.co.uk',
        contact_phone: '+44 117 496 0001',
      },
    ],
  },
  { country: 'gb', name: 'Larkspur Gardens Ltd', registration_number: '09300002', status: 'dissolved', city: 'Bath' },
  { country: 'gb', name: 'Larkspur Logistics Ltd', registration_number: '09300003', status: 'active', city: 'Leeds' },
  { country: 'de', name: 'Weidenbach Feinmechanik GmbH', registration_number: 'HRB 930004', status: 'active', city: 'Ulm' },
  { country: 'fr', name: 'Brisemarine Conseil SARL', registration_number: '930100005', status: 'active', city: 'Brest' },
]

let payload: Payload
let larkspurId = 0

beforeAll(async () => {
  payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies(COMPANIES)
  const [row] = await sqlRunnerFor(payload).query(
    `SELECT id FROM registry_companies WHERE country = 'gb' AND registration_number = '09300001'`,
  )
  larkspurId = Number(row!.id)
})

beforeEach(async () => {
  await resetRateLimits()
})

describe('API keys in the account area', () => {
  it('creates a key shown once, lists it by prefix only, stores only its hash, and a revoked key is refused at once', async () => {
    const account = await newAccount()
    const created = await createKey(account.access)
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('no-store')
    const key = created.body.data as { id: number; key: string; prefix: string; scopes: string[]; last_used_at: string | null }
    expect(key.key).toMatch(/^cdk_[A-Za-z0-9_-]{43}$/)
    expect(key.key.startsWith(key.prefix)).toBe(true)
    expect(key.scopes).toEqual(['profiles', 'match'])
    expect(key.last_used_at).toBeNull()

    const stored = await sqlRunnerFor(payload).query('SELECT * FROM api_keys WHERE id = ?', [key.id])
    expect(JSON.stringify(stored)).not.toContain(key.key)
    expect(JSON.stringify(stored)).not.toContain(key.key.slice(12))

    const listed = await read(await listKeysRoute(new Request(`${API}/x`, { headers: bearer(account.access) }), undefined as never))
    expect(listed.status).toBe(200)
    expect(JSON.stringify(listed.body)).not.toContain(key.key)
    expect(listed.body.data).toEqual([expect.objectContaining({ id: key.id, name: 'CRM sync', prefix: key.prefix, revoked_at: null })])

    const used = await call(usageRoute as Handler, '/usage', { key: key.key })
    expect(used.status).toBe(200)
    expect(used.headers.get('ratelimit-limit')).toBe('30')
    expect(used.headers.get('ratelimit-remaining')).toBe('29')
    const afterUse = await read(await listKeysRoute(new Request(`${API}/x`, { headers: bearer(account.access) }), undefined as never))
    expect((afterUse.body.data as { last_used_at: string | null }[])[0]!.last_used_at).not.toBeNull()

    // Another account cannot revoke it, nor see it.
    const stranger = await newAccount()
    const refused = await read(
      await revokeKeyRoute(new Request(`${API}/x`, { method: 'DELETE', headers: bearer(stranger.access) }), params({ id: String(key.id) })),
    )
    expect(refused.status).toBe(404)
    expect((await call(usageRoute as Handler, '/usage', { key: key.key })).status).toBe(200)

    const revoked = await revokeKeyRoute(
      new Request(`${API}/x`, { method: 'DELETE', headers: bearer(account.access) }),
      params({ id: String(key.id) }),
    )
    expect(revoked.status).toBe(204)
    const after = await call(usageRoute as Handler, '/usage', { key: key.key })
    expect(after.status).toBe(401)
    expect(after.body.detail).toMatch(/revoked/)
    expect(after.headers.get('www-authenticate')).toMatch(/^Bearer/)
  })

  it('refuses calls without a key, with a sign-in token instead of a key, and keys of a disabled account', async () => {
    const account = await newAccount()
    const missing = await call(usageRoute as Handler, '/usage')
    expect(missing.status).toBe(401)
    expect(missing.body.detail).toMatch(/Authorization: Bearer/)
    expect((await call(usageRoute as Handler, '/usage', { key: account.access })).status).toBe(401)
    expect((await call(usageRoute as Handler, '/usage', { key: `cdk_${'A'.repeat(43)}` })).status).toBe(401)

    const { key, accountId } = await keyFor()
    expect((await call(usageRoute as Handler, '/usage', { key })).status).toBe(200)
    await payload.update({ collection: 'accounts', id: accountId, data: { status: 'disabled' }, overrideAccess: true })
    expect((await call(usageRoute as Handler, '/usage', { key })).status).toBe(401)
  })

  it('checks the form: a name and known scopes; the account API needs an account token', async () => {
    const account = await newAccount()
    const invalid = await createKey(account.access, { name: ' ', scopes: ['admin'] })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.body)).toEqual(expect.arrayContaining(['name', 'scopes.0']))
    const noScopes = await createKey(account.access, { name: 'x', scopes: [] })
    expect(noScopes.body.scopes).toEqual(['Choose at least one scope.'])
    const anonymous = await read(await createKeyRoute(post('/account/api-keys', { name: 'x', scopes: ['match'] }), undefined as never))
    expect(anonymous.status).toBe(401)
  })

  it('holds at most 20 active keys per account; revoking one makes room', async () => {
    const account = await newAccount()
    const ids: number[] = []
    for (let index = 0; index < 20; index++) {
      const created = await createKey(account.access, { name: `key ${index}`, scopes: ['match'] })
      expect(created.status).toBe(201)
      ids.push((created.body.data as { id: number }).id)
    }
    const refused = await createKey(account.access, { name: 'one too many', scopes: ['match'] })
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toMatch(/20 keys at once/)
    const revoked = await revokeKeyRoute(
      new Request(`${API}/x`, { method: 'DELETE', headers: bearer(account.access) }),
      params({ id: String(ids[0]) }),
    )
    expect(revoked.status).toBe(204)
    expect((await createKey(account.access, { name: 'room again', scopes: ['match'] })).status).toBe(201)
  })

  it("refuses a call outside the key's scopes with 403", async () => {
    const { key } = await keyFor(['match'])
    const answer = await call(searchRoute as Handler, '/companies/search', { key, query: { name: 'larkspur', country: 'gb' } })
    expect(answer.status).toBe(403)
    expect(answer.body.detail).toMatch(/profiles scope/)
  })
})

describe('plans, allowances and per-key limits', () => {
  it('counts basic profiles against the month and answers 429 with the documented body after the allowance', async () => {
    const { key, access } = await keyFor(undefined, { basic_profiles: 2 })
    const first = await call(profileRoute as Handler, `/companies/${larkspurId}`, { key, id: larkspurId })
    expect(first.status).toBe(200)
    expect(first.headers.get('quota-metric')).toBe('basic_profiles')
    expect(first.headers.get('quota-limit')).toBe('2')
    expect(first.headers.get('quota-remaining')).toBe('1')
    const second = await call(profileRoute as Handler, `/companies/${larkspurId}`, { key, id: larkspurId })
    expect(second.headers.get('quota-remaining')).toBe('0')
    const third = await call(profileRoute as Handler, `/companies/${larkspurId}`, { key, id: larkspurId })
    expect(third.status).toBe(429)
    expect(third.body).toEqual({
      detail: expect.stringMatching(/2 basic profiles for this month are used up\. They renew on \d{4}-\d{2}-01/),
      quota: ['basic_profiles'],
    })
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(third.headers.get('quota-remaining')).toBe('0')
    expect(third.headers.get('ratelimit-remaining')).not.toBeNull()
    // What was refused is not counted, and the account area shows the month and the day.
    const usage = await read(await accountUsageRoute(new Request(`${API}/x`, { headers: bearer(access) }), undefined as never))
    const report = usage.body.data as {
      plan: { code: string }
      quotas: { metric: string; used: number; remaining: number | null }[]
      daily: Record<string, number | string>[]
    }
    expect(report.plan.code).toBe('starter')
    expect(report.quotas.find((quota) => quota.metric === 'basic_profiles')).toMatchObject({ used: 2, remaining: 0 })
    const today = report.daily.at(-1)!
    expect(today.day).toBe(new Date().toISOString().slice(0, 10))
    expect(today).toMatchObject({ requests: 3, basic_profiles: 2 })
    expect(report.daily).toHaveLength(30)
  })

  it('gives nothing a plan does not include: the free plan has no full profiles', async () => {
    const { key } = await keyFor()
    const answer = await call(profileRoute as Handler, `/companies/${larkspurId}`, { key, id: larkspurId, query: { detail: 'full' } })
    expect(answer.status).toBe(429)
    expect(answer.body.detail).toMatch(/does not include full profiles/)
    expect(answer.body.quota).toEqual(['full_profiles'])
  })

  it("takes the allowance from the account's plan in the CMS, with the account's custom volumes over it", async () => {
    const { key, accountId } = await keyFor()
    const { docs } = await payload.find({
      collection: 'pricing-plans',
      where: { code: { equals: 'professional' } },
      limit: 1,
      overrideAccess: true,
    })
    await payload.update({ collection: 'accounts', id: accountId, data: { api_plan: docs[0]!.id }, overrideAccess: true })
    const full = await call(profileRoute as Handler, `/companies/${larkspurId}`, { key, id: larkspurId, query: { detail: 'full' } })
    expect(full.status).toBe(200)
    expect(full.headers.get('quota-limit')).toBe('1000')
    expect(full.headers.get('ratelimit-limit')).toBe('120')
    const basic = await call(profileRoute as Handler, `/companies/${larkspurId}`, { key, id: larkspurId })
    expect(basic.headers.get('quota-limit')).toBeNull()
    expect(basic.headers.get('quota-used')).toBe('1')
    await payload.update({ collection: 'accounts', id: accountId, data: { api_allowance: { full_profiles: 5 } }, overrideAccess: true })
    const custom = await call(profileRoute as Handler, `/companies/${larkspurId}`, { key, id: larkspurId, query: { detail: 'full' } })
    expect(custom.headers.get('quota-limit')).toBe('5')
    expect(custom.headers.get('quota-remaining')).toBe('3')
  })

  it('limits each key per minute with RateLimit headers, counted apart from other keys', async () => {
    const { key } = await keyFor(undefined, { requests_per_minute: 3 })
    const { key: other } = await keyFor(undefined, { requests_per_minute: 3 })
    const remaining: (string | null)[] = []
    for (let index = 0; index < 3; index++)
      remaining.push((await call(usageRoute as Handler, '/usage', { key })).headers.get('ratelimit-remaining'))
    expect(remaining).toEqual(['2', '1', '0'])
    const refused = await call(usageRoute as Handler, '/usage', { key })
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toMatch(/more than 3 requests in a minute/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(usageRoute as Handler, '/usage', { key: other })).status).toBe(200)
  })
})

describe('search, profiles and contacts', () => {
  it('searches by name within a country, page by page, active companies first', async () => {
    const { key } = await keyFor()
    const first = await call(searchRoute as Handler, '/companies/search', {
      key,
      query: { name: 'larkspur', country: 'gb', page_size: '2' },
    })
    expect(first.status).toBe(200)
    const names = (first.body.data as { name: string }[]).map((company) => company.name)
    expect(names).toHaveLength(2)
    expect(first.body).toMatchObject({ page: 1, page_size: 2, has_more: true })
    const second = await call(searchRoute as Handler, '/companies/search', {
      key,
      query: { name: 'larkspur', country: 'gb', page_size: '2', page: '2' },
    })
    const all = [...names, ...(second.body.data as { name: string }[]).map((company) => company.name)]
    expect(all.sort()).toEqual(['Larkspur Gardens Ltd', 'Larkspur Instruments Ltd', 'Larkspur Logistics Ltd'])
    expect(second.body.has_more).toBe(false)
    // Each search is one of the day's searches (the free plan's 100).
    expect(first.headers.get('quota-metric')).toBe('searches')
    expect(first.headers.get('quota-limit')).toBe('100')
    expect(second.headers.get('quota-remaining')).toBe('98')
  })

  it('finds a company by registration number, VAT number (any form) and website domain', async () => {
    const { key } = await keyFor()
    const search = (query: Record<string, string>) => call(searchRoute as Handler, '/companies/search', { key, query })
    const queries: Record<string, string>[] = [
      { registration_number: '9300001', country: 'gb' },
      { vat: 'gb934567826' },
      { vat: '934 5678 26', country: 'gb' },
      { domain: 'https://larkspur-instruments.co.uk/contact' },
      { domain: 'larkspur-instruments.co.uk', country: 'gb' },
    ]
    for (const query of queries) {
      const answer = await search(query)
      expect(answer.status, JSON.stringify(query)).toBe(200)
      expect(answer.body.data, JSON.stringify(query)).toEqual([
        expect.objectContaining({ id: larkspurId, name: 'Larkspur Instruments Ltd', registration_number: '09300001', is_active: true }),
      ])
    }
    expect((await search({ domain: 'larkspur-instruments.co.uk', country: 'de' })).body.data).toEqual([])
  })

  it('explains what a search needs', async () => {
    const { key } = await keyFor()
    const search = (query: Record<string, string>) => call(searchRoute as Handler, '/companies/search', { key, query })
    expect((await search({ name: 'larkspur' })).body.country).toEqual([expect.stringMatching(/Give the country/)])
    expect((await search({})).body.detail).toMatch(/one of name, registration_number, vat or domain/)
    expect((await search({ name: 'a', vat: 'b' })).status).toBe(400)
    expect((await search({ vat: 'not a vat' })).body.vat).toEqual(['This is not a VAT number we can read.'])
  })

  it('gives the basic profile, the full profile with officers but no contact details, and contacts as a lookup', async () => {
    // Contact lookups are never on a free plan: this account's contract gives it 50.
    const { key } = await keyFor(undefined, { full_profiles: 10, contact_lookups: 50 })
    const basic = await call(profileRoute as Handler, `/companies/${larkspurId}`, { key, id: larkspurId })
    expect(basic.body.data).toMatchObject({
      id: larkspurId,
      name: 'Larkspur Instruments Ltd',
      industry: 'Manufacturing',
      address: { city: 'Bristol' },
    })
    expect(basic.body.data).not.toHaveProperty('officers')
    const full = await call(profileRoute as Handler, `/companies/${larkspurId}`, { key, id: larkspurId, query: { detail: 'full' } })
    expect(full.status).toBe(200)
    expect((full.body.data as { officers: unknown[] }).officers).toEqual([
      expect.objectContaining({ full_name: 'Imogen Hale', job_function: 'Managing Director' }),
    ])
    expect(JSON.stringify(full.body)).not.toContain('imogen.hale@')
    const contacts = await call(contactsRoute as Handler, `/companies/${larkspurId}/contacts`, { key, id: larkspurId })
    expect(contacts.status).toBe(200)
    expect(contacts.headers.get('quota-metric')).toBe('contact_lookups')
    expect(contacts.headers.get('quota-remaining')).toBe('49')
    expect((contacts.body.data as { contacts: unknown[] }).contacts).toEqual([
      expect.objectContaining({ full_name: 'Imogen Hale', email: 'imogen.hale@larkspur-instruments.co.uk', phone: '+44 117 496 0001' }),
    ])
    const missing = await call(profileRoute as Handler, '/companies/999999999', { key, id: 999999999 })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('ratelimit-remaining')).not.toBeNull()
    expect((await call(profileRoute as Handler, '/companies/abc', { key, id: 'abc' as never })).status).toBe(404)
  })
})

describe('single-record match', () => {
  const RECORDS = [
    { name: 'Larkspur Instruments Limited', country: 'United Kingdom', registration_number: '9300001' },
    { name: 'Larkspur Instrumnets Ltd', country: 'GB' },
    { name: 'Weidenbach Feinmechanik', country: 'Deutschland' },
    { name: 'Brisemarine Conseil' },
    { name: 'Zyxwv Nonexistent Widgets', country: 'GB' },
  ]

  /** The same records through the list enrichment tool: upload, map, match with the real job, read the results. */
  async function uploadToolGrades(): Promise<{ grade: string | null; name: string | null }[]> {
    const base = 'http://localhost:3999/api/v1/enrichment/companies'
    const csv = [
      'Company,Country,Number',
      ...RECORDS.map((record) => `${record.name},${record.country ?? ''},${record.registration_number ?? ''}`),
    ].join('\r\n')
    const form = new FormData()
    form.append('file', new File([csv], 'records.csv', { type: 'text/csv' }))
    const uploaded = await uploadRoute(
      new Request(`${base}/session/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': nextAddress() } }),
      undefined as never,
    )
    const key = ((await uploaded.json()) as { session_key: string }).session_key
    const context = { params: Promise.resolve({ sessionKey: key }) }
    const setup = await setupRoute(
      new Request(`${base}/session/${key}/setup?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({
          name: 'records.csv',
          config: { '0': 'name', '1': 'country', '2': 'registration_number' },
          first_row_headers: true,
          full_name: 'Dana Buyer',
          phone: '+44 20 7946 0018',
          email: uniqueEmail('records'),
        }),
      }),
      context,
    )
    expect(setup.status).toBe(200)
    const sql = sqlRunnerFor(payload)
    await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
    const list = (await (await firstListRoute(new Request(`${base}/session/${key}/list/first?lang=en`), context)).json()) as {
      data: { data: { row_index: number; current_result: { score: string | null; data: { company_name?: string } | null } | null }[] }
    }
    return list.data.data
      .sort((a, b) => a.row_index - b.row_index)
      .map((row) => ({ grade: row.current_result?.score ?? null, name: row.current_result?.data?.company_name ?? null }))
  }

  it('grades each record as the upload tool grades the same rows, with the explain plan and the closest companies', async () => {
    const { key } = await keyFor()
    const expected = await uploadToolGrades()
    expect(expected.filter((row) => row.grade).length).toBeGreaterThanOrEqual(3)
    for (const [index, record] of RECORDS.entries()) {
      const answer = await call(matchRoute as Handler, '/match', { key, body: record })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const result = answer.body.data as {
        matched: boolean
        grade: string | null
        company: { name: string } | null
        explain: { fields: { field: string }[]; certainty: { probability: number } | null } | null
        candidates: { name: string; points: number }[]
        probability: number | null
      }
      expect({ grade: result.grade, name: result.company?.name ?? null }, JSON.stringify(record)).toEqual(expected[index])
      expect(result.matched).toBe(expected[index]!.grade !== null)
      expect(result.explain?.fields.map((field) => field.field).sort()).toEqual(Object.keys(record).sort())
      if (result.matched) {
        expect(result.candidates[0]!.name).toBe(result.company!.name)
        expect(result.probability).toBeGreaterThan(0)
        // One number on one scale: the API's probability is the explain block's certainty, never 1.
        expect(result.probability).toBeLessThanOrEqual(0.99)
        expect(Math.round(result.probability! * 100)).toBe(result.explain!.certainty!.probability)
      }
    }
  })

  it('counts a basic profile for a match only, and explains a record with nothing to match', async () => {
    const { key } = await keyFor()
    const miss = await call(matchRoute as Handler, '/match', { key, body: { name: 'Zyxwv Nonexistent Widgets', country: 'gb' } })
    expect(miss.body.data).toMatchObject({ matched: false, grade: null, company: null })
    expect(miss.headers.get('quota-metric')).toBeNull()
    const hit = await call(matchRoute as Handler, '/match', { key, body: { name: 'Larkspur Instruments Ltd', country: 'gb' } })
    expect(hit.headers.get('quota-remaining')).toBe('9')
    const empty = await call(matchRoute as Handler, '/match', { key, body: { country: 'gb' } })
    expect(empty.status).toBe(400)
    expect(empty.body.name).toEqual([expect.stringMatching(/company name or an identifier/)])
  })
})
