import { describe, expect, it } from 'vitest'

import { addressLine, creditReportUrl, domainOfPage, isCacheable, lookUpDomain } from './lookup'

describe('domainOfPage', () => {
  it('is the host of a web page without www., and never its path or query', () => {
    expect(domainOfPage('https://www.Quenby-Glassworks.co.uk/about?ref=mail#team')).toBe('quenby-glassworks.co.uk')
    expect(domainOfPage('http://shop.example.de:8080/')).toBe('shop.example.de')
    expect(domainOfPage('https://example.com./')).toBe('example.com')
  })

  it("is null for the browser's own pages, files, addresses and names no company registers", () => {
    for (const url of [
      'chrome://extensions',
      'chrome-extension://abc/popup.html',
      'file:///tmp/a.html',
      'about:blank',
      'http://localhost:3000/',
      'http://192.168.1.20/',
      'http://[::1]/',
      'not a url',
      '',
      undefined,
      null,
    ])
      expect(domainOfPage(url), String(url)).toBeNull()
  })
})

describe('addressLine', () => {
  it('joins the parts the registry has', () => {
    expect(addressLine({ street: '12 Furnace Row', city: 'Stourbridge', postcode: 'DY8 1AB', state: null })).toBe(
      '12 Furnace Row, DY8 1AB Stourbridge',
    )
    expect(addressLine({ street: null, city: 'Ulm', postcode: null, state: 'Baden-Württemberg' })).toBe('Ulm, Baden-Württemberg')
    expect(addressLine({ street: ' ', city: null, postcode: null, state: null })).toBe('')
  })
})

describe('creditReportUrl', () => {
  it("opens the site's credit report address in the browser's language when the site has it", () => {
    const company = { name: 'Quenby & Sons Ltd', country: 'gb' }
    expect(creditReportUrl('https://www.example.com', 'en-GB', company)).toBe(
      'https://www.example.com/credit-report?company=Quenby+%26+Sons+Ltd&country=gb',
    )
    expect(creditReportUrl('https://www.example.com', 'de', company)).toMatch(/^https:\/\/www\.example\.com\/de\/credit-report\?/)
    expect(creditReportUrl('https://www.example.com', 'ja', company)).toMatch(/^https:\/\/www\.example\.com\/credit-report\?/)
  })
})

describe('lookUpDomain', () => {
  const options = { site: 'https://www.example.com', key: `cdk_${'a'.repeat(43)}`, domain: 'example.org' }

  it('says when the site cannot be reached, and keeps only answers of the registry', async () => {
    const lookup = await lookUpDomain({ ...options, fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    expect(lookup).toEqual({ kind: 'unreachable' })
    expect(isCacheable(lookup)).toBe(false)
    expect(isCacheable({ kind: 'not-found' })).toBe(true)
  })

  it("passes on the API's words when it refuses, and its status when it gives none", async () => {
    const limited = await lookUpDomain({
      ...options,
      fetch: async () => Response.json({ detail: 'Too many requests: 30 a minute for this key.' }, { status: 429 }),
    })
    expect(limited).toEqual({ kind: 'refused', detail: 'Too many requests: 30 a minute for this key.' })
    const broken = await lookUpDomain({ ...options, fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }) })
    expect(broken).toEqual({ kind: 'refused', detail: 'The site answered 502.' })
  })

  it("asks for another key only when the refusal names a missing scope; the plan's refusals are passed on", async () => {
    const scope = await lookUpDomain({
      ...options,
      fetch: async () => Response.json({ detail: 'This key does not have the profiles scope.', scope: ['profiles'] }, { status: 403 }),
    })
    expect(scope).toEqual({ kind: 'scope-missing' })
    const plan = "The free plan's API is for business addresses."
    const business = await lookUpDomain({ ...options, fetch: async () => Response.json({ detail: plan }, { status: 403 }) })
    expect(business).toEqual({ kind: 'refused', detail: plan })
  })

  it('sends the key as a bearer token to the API of the given site only, without cookies', async () => {
    const calls: { url: string; init?: RequestInit }[] = []
    await lookUpDomain({
      ...options,
      fetch: async (url, init) => {
        calls.push({ url, init })
        return Response.json({ data: [] })
      },
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('https://www.example.com/api/public/v1/companies/search?domain=example.org&page_size=5')
    expect(calls[0]!.init).toMatchObject({ credentials: 'omit', headers: { Authorization: `Bearer ${options.key}` } })
  })
})

describe('the corporate family', () => {
  const options = { site: 'https://www.example.com', key: `cdk_${'a'.repeat(43)}`, domain: 'quayside.example' }
  const hit = {
    id: 7,
    name: 'QUAYSIDE LEDGER LIMITED',
    country: 'gb',
    registration_number: '09610001',
    status: 'active',
    is_active: true,
    legal_form: 'Ltd',
    address: { street: null, city: 'Bristol', state: null, postcode: null },
    updated_at: '2026-12-01T00:00:00.000Z',
  }
  const member = (lei: string, name: string | null, relationship: 'direct' | 'ultimate', status: 'active' | 'inactive' = 'active') => ({
    lei,
    company: name ? { id: 9, name, country: 'de' } : null,
    relationship,
    status,
    start_date: null,
    end_date: null,
  })

  it('asks for the family of a company with an LEI and names its parents, by LEI when the parent is not loaded', async () => {
    const asked: string[] = []
    const lookup = await lookUpDomain({
      ...options,
      fetch: async (url) => {
        asked.push(new URL(url).pathname)
        if (url.includes('/search')) return Response.json({ data: [hit] })
        if (url.endsWith('/family'))
          return Response.json({
            data: {
              company_id: 7,
              lei: '5299009610001000XX',
              direct_parent: member('529900961009000012', 'Kesselring Beteiligungen GmbH', 'direct'),
              ultimate_parent: member('529900961009100034', null, 'ultimate', 'inactive'),
              head_office: null,
              children: [],
              attribution: 'GLEIF',
            },
          })
        return Response.json({ data: { officers: [], vat: null, lei: '5299009610001000XX' } })
      },
    })
    expect(asked).toEqual(['/api/public/v1/companies/search', '/api/public/v1/companies/7', '/api/public/v1/companies/7/family'])
    expect(lookup).toMatchObject({
      kind: 'found',
      parents: [
        { relation: 'direct', name: 'Kesselring Beteiligungen GmbH', lei: '529900961009000012', active: true },
        { relation: 'ultimate', name: '529900961009100034', active: false },
      ],
    })
  })

  it('spends nothing on the family of a company without an LEI, and a refused family hides nothing else', async () => {
    const asked: string[] = []
    const withoutLei = await lookUpDomain({
      ...options,
      fetch: async (url) => {
        asked.push(new URL(url).pathname)
        return url.includes('/search') ? Response.json({ data: [hit] }) : Response.json({ data: { officers: [], vat: null, lei: null } })
      },
    })
    expect(asked).not.toContain('/api/public/v1/companies/7/family')
    expect(withoutLei).toMatchObject({ kind: 'found', parents: [] })
    const refused = await lookUpDomain({
      ...options,
      fetch: async (url) =>
        url.includes('/search')
          ? Response.json({ data: [hit] })
          : url.endsWith('/family')
            ? Response.json({ detail: 'Monthly allowance used up.' }, { status: 429 })
            : Response.json({ data: { officers: [{ id: 1, full_name: 'Ann Cole', job_function: 'Director' }], vat: 'GB123', lei: 'X' } }),
    })
    expect(refused).toMatchObject({ kind: 'found', parents: [], officers: [{ full_name: 'Ann Cole' }], company: { vat: 'GB123' } })
  })
})
