/**
 * The browser extension's lookup (extension/src/lookup.ts) against the company data API's real route
 * handlers on this file's database: what the popup shows for a website in the registry, for one that
 * is not, for a plan without full profiles, and for a revoked key or a key without the scope; and the
 * site's /credit-report address that its "Buy the credit report" link opens.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as creditReportRoute } from '@/app/(site)/[locale]/credit-report/route'
import { DELETE as revokeKeyRoute } from '@/app/api/v1/account/api-keys/[id]/route'
import { GET as listKeysRoute } from '@/app/api/v1/account/api-keys/route'
import { GET as profileRoute } from '@/app/api/public/v1/companies/[id]/route'
import { GET as searchRoute } from '@/app/api/public/v1/companies/search/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { registryStoreFor } from '@/modules/registry'

import { API_PATH, creditReportUrl, lookUpDomain } from '../../extension/src/lookup'

import { keyFor } from './data-api-calls'
import { getTestPayload } from './payload'
import { bearer, nextAddress, params, read } from './route-calls'

const SITE = 'http://localhost:3999'

const COMPANIES = [
  {
    country: 'gb',
    name: 'Quenby Glassworks Ltd',
    registration_number: '09410001',
    website: 'https://www.quenby-glassworks.co.uk',
    status: 'active',
    street: '12 Furnace Row',
    city: 'Stourbridge',
    postcode: 'DY8 1AB',
    legal_form: 'Private limited company',
    officers: [
      { full_name: 'Hester Quenby', job_function: 'Managing Director', seniority_level: 'C-Level' },
      { full_name: 'Owain Price', job_function: 'Finance Director', seniority_level: 'C-Level' },
    ],
  },
]

/** The popup's `fetch`, answered by the API's route handlers as the server would route them. */
async function apiFetch(input: string, init?: RequestInit): Promise<Response> {
  const url = new URL(input)
  expect(url.origin).toBe(SITE)
  const headers = new Headers(init?.headers)
  headers.set('x-forwarded-for', nextAddress())
  const request = new Request(url, { headers })
  const path = url.pathname.slice(API_PATH.length)
  if (path === '/companies/search') return searchRoute(request, params({}))
  const profile = /^\/companies\/(\d+)$/.exec(path)
  if (profile) return profileRoute(request, params({ id: profile[1]! }))
  throw new Error(`The extension called ${url.pathname}, which it should not`)
}

beforeAll(async () => {
  await registryStoreFor(await getTestPayload()).upsertCompanies(COMPANIES)
})

beforeEach(async () => {
  await resetRateLimits()
})

describe('the browser extension looks up the website of the active tab', () => {
  it('shows the registry record with its officers when the plan has full profiles', async () => {
    const { key } = await keyFor(['profiles'], { full_profiles: 10 })
    const lookup = await lookUpDomain({ site: SITE, key, domain: 'quenby-glassworks.co.uk', fetch: apiFetch })
    expect(lookup).toMatchObject({
      kind: 'found',
      company: {
        name: 'Quenby Glassworks Ltd',
        registration_number: '09410001',
        status: 'active',
        address: { street: '12 Furnace Row', city: 'Stourbridge', postcode: 'DY8 1AB' },
      },
      officersNote: null,
      others: 0,
    })
    expect(lookup.kind === 'found' && lookup.officers?.map((officer) => officer.full_name).sort()).toEqual(['Hester Quenby', 'Owain Price'])
  })

  it("shows the record without officers, with the API's reason, when the plan has no full profiles", async () => {
    const { key } = await keyFor(['profiles'])
    const lookup = await lookUpDomain({ site: SITE, key, domain: 'quenby-glassworks.co.uk', fetch: apiFetch })
    expect(lookup).toMatchObject({ kind: 'found', company: { name: 'Quenby Glassworks Ltd' }, officers: null })
    expect(lookup.kind === 'found' && lookup.officersNote).toMatch(/full profiles/)
  })

  it('says a website is not in the registry', async () => {
    const { key } = await keyFor(['profiles'])
    expect(await lookUpDomain({ site: SITE, key, domain: 'no-such-company-anywhere.example', fetch: apiFetch })).toEqual({
      kind: 'not-found',
    })
  })

  it('asks for another key when the key is revoked or lacks the profiles scope', async () => {
    const { key, access } = await keyFor(['profiles'])
    const listed = await read(
      await listKeysRoute(new Request(`${SITE}/api/v1/account/api-keys`, { headers: bearer(access) }), undefined as never),
    )
    const [created] = listed.body.data as { id: number }[]
    const revoked = await revokeKeyRoute(
      new Request(`${SITE}/api/v1/account/api-keys/${created!.id}`, { method: 'DELETE', headers: bearer(access) }),
      params({ id: String(created!.id) }),
    )
    expect(revoked.status).toBe(204)
    expect(await lookUpDomain({ site: SITE, key, domain: 'quenby-glassworks.co.uk', fetch: apiFetch })).toEqual({ kind: 'key-refused' })

    const { key: matchOnly } = await keyFor(['match'])
    expect(await lookUpDomain({ site: SITE, key: matchOnly, domain: 'quenby-glassworks.co.uk', fetch: apiFetch })).toEqual({
      kind: 'scope-missing',
    })
  })
})

describe('the credit report link', () => {
  it("opens the credit search on the company, in the browser's language when the site has it", async () => {
    const link = new URL(creditReportUrl(SITE, 'es-ES', { name: 'Quenby Glassworks Ltd', country: 'gb' }))
    expect(link.pathname).toBe('/es/credit-report')
    const answer = await creditReportRoute(new Request(link), { params: Promise.resolve({ locale: 'es' }) })
    expect(answer.status).toBe(307)
    const location = new URL(answer.headers.get('location')!, SITE)
    expect(location.pathname).toMatch(/^\/es\/[a-z-]+/)
    expect(Object.fromEntries(location.searchParams)).toEqual({ company: 'Quenby Glassworks Ltd', country: 'gb' })

    const english = await creditReportRoute(new Request(`${SITE}/credit-report?company=%20&country=x1`), {
      params: Promise.resolve({ locale: 'en' }),
    })
    const plain = new URL(english.headers.get('location')!, SITE)
    expect(plain.pathname).not.toMatch(/^\/es/)
    expect(plain.search).toBe('')
  })
})
