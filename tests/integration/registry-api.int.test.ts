import { beforeAll, describe, expect, it } from 'vitest'

import { GET as investigationPriceRoute } from '@/app/api/v1/billing/investigation/price/route'
import { GET as creditReportPriceRoute } from '@/app/api/v1/billing/credit-reports/price/route'
import { GET as countriesRoute } from '@/app/api/v1/credit-reports/countries/route'
import { GET as advancedRoute } from '@/app/api/v1/credit-reports/search/advanced/route'
import { GET as searchRoute } from '@/app/api/v1/credit-reports/search/route'
import { GET as statesRoute } from '@/app/api/v1/credit-reports/search/states/route'
import { GET as nomenclatureRoute } from '@/app/api/v1/nomenclature/countries/route'
import { registryStoreFor } from '@/modules/registry'

import { getTestPayload } from './payload'

type Handler = (request: Request, context: unknown) => Promise<Response>

async function call(handler: Handler, query: Record<string, string>) {
  const url = new URL('http://localhost/api/v1/x')
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  const response = await handler(new Request(url), {})
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { data: unknown } }
}

beforeAll(async () => {
  const payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies([
    {
      country: 'gb',
      name: 'Apiary Analytics Ltd',
      registration_number: '08800001',
      status: 'active',
      city: 'Oxford',
      street: '9 Broad St',
    },
    { country: 'ca', name: 'Apiary North Inc.', registration_number: '1000001', status: 'active', state: 'ON', city: 'Toronto' },
  ])
})

describe('registry API', () => {
  it('GET countries and nomenclature countries give the documented fields', async () => {
    for (const handler of [countriesRoute, nomenclatureRoute]) {
      const { status, body } = await call(handler as Handler, { lang: 'en' })
      expect(status).toBe(200)
      const gb = (body.data as Record<string, unknown>[]).find((country) => country.short_name === 'gb')
      expect(gb).toMatchObject({ name: 'United Kingdom', research: false })
      expect(Object.keys(gb!)).toEqual(expect.arrayContaining(['id', 'short_name', 'name', 'research', 'fresh_investigation']))
    }
  })

  it('GET search returns {data, error} and 400 with a detail for bad parameters', async () => {
    const ok = await call(searchRoute as Handler, { lang: 'en', country: 'gb', company: 'apiary', page: '1' })
    expect(ok.status).toBe(200)
    expect(ok.body.error).toBeNull()
    expect(ok.body.data).toEqual([
      expect.objectContaining({
        name: 'Apiary Analytics Ltd',
        registration_number: '08800001',
        status: 'active',
        address: expect.objectContaining({ city: 'Oxford', street: '9 Broad St' }),
      }),
    ])

    const badQueries: Record<string, string>[] = [
      { country: 'zz', company: 'apiary' },
      { country: 'gb', company: '' },
      { country: 'gb', company: 'apiary', page: '0' },
      { country: 'gb', company: 'apiary', page: 'two' },
      { company: 'apiary' },
    ]
    for (const query of badQueries) {
      const bad = await call(searchRoute as Handler, query)
      expect(bad.status, JSON.stringify(query)).toBe(400)
      expect(typeof bad.body.detail).toBe('string')
      expect(bad.body.data).toEqual([])
    }
  })

  it('GET search survives a 2,000-character query with operators and emoji', async () => {
    const response = await call(searchRoute as Handler, { country: 'gb', company: `"NEAR(*) 🚀 ${'a'.repeat(2000)}` })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual([])
  })

  it('GET search/advanced infers the country from the province', async () => {
    const response = await call(advancedRoute as Handler, { province: 'ON', registered_city: 'Toronto', company: 'apiary', page: '1' })
    expect(response.status).toBe(200)
    expect((response.body.data as { name: string }[]).map((item) => item.name)).toEqual(['Apiary North Inc.'])
    const empty = await call(advancedRoute as Handler, { page: '1' })
    expect(empty.status).toBe(400)
  })

  it('GET states gives a code -> name map', async () => {
    const { status, body } = await call(statesRoute as Handler, { lang: 'en', country: 'ca' })
    expect(status).toBe(200)
    expect((body.data as Record<string, string>).ON).toBe('Ontario')
  })

  it('GET prices: credit reports per list, investigation per country, 400/404 otherwise', async () => {
    const reports = await call(creditReportPriceRoute as Handler, { country_code: 'us', lang: 'en' })
    expect(reports.status).toBe(200)
    const lists = reports.body.data as Record<string, { codename: string; id: string; price: number }[]>
    expect(lists.credit_reports_1![0]).toMatchObject({ codename: 'credit_reports_us' })
    expect(typeof lists.credit_reports_1![0]!.id).toBe('string')

    const investigation = await call(investigationPriceRoute as Handler, { country_code: 'jp' })
    expect(investigation.status).toBe(200)
    expect(investigation.body.data).toMatchObject({ codename: 'fresh_investigation_jp', currency: 'GBP' })

    expect((await call(investigationPriceRoute as Handler, { country_code: 'zz' })).status).toBe(400)
    expect((await call(creditReportPriceRoute as Handler, { country_code: 'g' })).status).toBe(400)
  })
})
