import { describe, expect, it } from 'vitest'

import { GET as productMapRoute } from '@/app/api/v1/applications/products/map/route'
import { GET as publicProductRoute } from '@/app/api/v1/applications/products/public/[id]/route'
import { GET as productsRoute } from '@/app/api/v1/applications/products/route'
import { POST as confirmOrderRoute } from '@/app/api/v1/checkout/orders/route'
import { parseOrderItems, priceOrder } from '@/modules/checkout'
import { loadSitemapRoutes, robotsDisallow, sitemapEntries } from '@/modules/content'
import { creditReportPrices, investigationPrice, reportPriceSummary } from '@/modules/registry'

import { getTestPayload } from './payload'

const plan = (data: Record<string, unknown>) =>
  JSON.stringify([{ type: 'plan', data: { id: 'professional', title: 'Professional', period: 'year', currency: 'EUR', ...data } }])

async function getJson(handler: (request: Request, context: never) => Promise<Response>, url: string, context: unknown = {}) {
  const response = await handler(new Request(`http://localhost${url}`), context as never)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { data?: Array<Record<string, unknown>> } }
}

describe('plan checkout', () => {
  it('prices a plan from the CMS for its period and currency, whatever price the link carries', async () => {
    const payload = await getTestPayload()
    const yearly = await priceOrder(payload, parseOrderItems(plan({ price: 1 })))
    expect(yearly).toMatchObject({ total: 468, currency: 'EUR' })
    expect(yearly.lines[0]).toMatchObject({ type: 'plan', codename: 'plan_professional', title: 'Professional', price: 468, country: '' })
    expect(yearly.lines[0]!.details).toMatchObject({ period: 'year', currency: 'EUR', price_per_month: '39' })

    const monthly = await priceOrder(payload, parseOrderItems(plan({ period: 'month', currency: 'GBP', price: 0 })))
    expect(monthly).toMatchObject({ total: 49, currency: 'GBP' })
    // The plan's name in the visitor's language.
    expect((await priceOrder(payload, parseOrderItems(plan({})), 'es')).lines[0]!.title).toBe('Profesional')
  })

  it('follows a price changed in the CMS', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'pricing-plans', where: { code: { equals: 'professional' } } })
    const professional = docs[0]!
    await payload.update({ collection: 'pricing-plans', id: professional.id, data: { prices: { ...professional.prices, eur_year: 35 } } })
    try {
      expect((await priceOrder(payload, parseOrderItems(plan({})))).total).toBe(420)
    } finally {
      await payload.update({ collection: 'pricing-plans', id: professional.id, data: { prices: professional.prices } })
    }
  })

  it('refuses free, custom, unknown and mixed plan orders with a clear message', async () => {
    const payload = await getTestPayload()
    await expect(priceOrder(payload, parseOrderItems(plan({ id: 'starter' })))).rejects.toThrow(/free: sign up/)
    await expect(priceOrder(payload, parseOrderItems(plan({ id: 'enterprise' })))).rejects.toThrow(/ask us for a quote/)
    await expect(priceOrder(payload, parseOrderItems(plan({ id: 'gold-plan' })))).rejects.toThrow(/no longer offered/)
    expect(() => parseOrderItems(plan({ currency: 'USD' }))).toThrow(/not valid/)
    expect(() => parseOrderItems(plan({ period: 'week' }))).toThrow(/not valid/)
    const mixed = JSON.stringify([...JSON.parse(plan({})), ...JSON.parse(plan({ period: 'month' }))])
    await expect(priceOrder(payload, parseOrderItems(mixed))).rejects.toThrow(/bought on its own/)
  })

  it('prices the embedded page products in their market currency', async () => {
    const payload = await getTestPayload()
    const product = (data: Record<string, unknown>) =>
      JSON.stringify([{ type: 'pricing_product', data: { id: 'professional-eu', period: 'year', ...data } }])
    expect(await priceOrder(payload, parseOrderItems(product({ currency: 'GBP', price: 0 })))).toMatchObject({
      total: 468,
      currency: 'EUR',
    })
    expect(await priceOrder(payload, parseOrderItems(product({ id: 'professional-gb', period: 'month' })))).toMatchObject({
      total: 49,
      currency: 'GBP',
    })
    await expect(priceOrder(payload, parseOrderItems(product({ id: 'enterprise-gb', period: 'general' })))).rejects.toThrow(/quote/)
  })

  it('records a confirmed plan order for sales with its currency and billing', async () => {
    const payload = await getTestPayload()
    const response = await confirmOrderRoute(
      new Request('http://localhost/api/v1/checkout/orders', {
        method: 'POST',
        body: JSON.stringify({
          items: plan({ price: 5 }),
          origin: 'http://localhost/pricing',
          full_name: 'Grace Buyer',
          email: 'grace@example.com',
        }),
        headers: { 'Content-Type': 'application/json' },
      }),
      {},
    )
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: { id: number; total: number } }
    expect(data.total).toBe(468)
    const order = await payload.findByID({ collection: 'orders', id: data.id })
    expect(order).toMatchObject({ currency: 'EUR', total: 468, origin: 'http://localhost/pricing' })
    expect(order.items[0]).toMatchObject({
      type: 'plan',
      product_id: 'professional',
      price: 468,
      details: { period: 'year', billing: 'billed yearly' },
    })
  })
})

describe('pricing products API', () => {
  it('maps a country to its market: listed countries properly, the rest to the default', async () => {
    expect((await getJson(productMapRoute, '/api/v1/applications/products/map?country=DE&lang=en')).body).toMatchObject({
      map_properly: true,
      map_to: 'eu',
    })
    expect((await getJson(productMapRoute, '/api/v1/applications/products/map?country=gb')).body).toMatchObject({
      map_properly: true,
      map_to: 'gb',
    })
    expect((await getJson(productMapRoute, '/api/v1/applications/products/map?country=us')).body).toMatchObject({
      map_properly: false,
      map_to: 'gb',
    })
    expect((await getJson(productMapRoute, '/api/v1/applications/products/map')).body).toMatchObject({
      map_properly: false,
      map_to: 'gb',
      link_trial: null,
    })
    const bad = await getJson(productMapRoute, '/api/v1/applications/products/map?country=Germany')
    expect(bad.status).toBe(400)
    expect(bad.body.country).toEqual(['country must be a two-letter code'])
  })

  it('lists a market’s products in the visitor’s language with the presentation and included block asked for', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'presentations', limit: 1 })
    const { body, status } = await getJson(
      productsRoute,
      `/api/v1/applications/products?country=eu&lang=es&presentation_id=${docs[0]!.id}&included_block=every-plan`,
    )
    expect(status).toBe(200)
    expect(body.data!.map((product) => [product.code, product.name, product.currency])).toEqual([
      ['starter-eu', 'Inicial', 'EUR'],
      ['professional-eu', 'Profesional', 'EUR'],
      ['enterprise-eu', 'Empresa', 'EUR'],
    ])
    expect(body.data![1]).toMatchObject({
      price_month: 49,
      price_year: 39,
      best_value: true,
      // "{countries}" in the CMS: the site's one country figure.
      features: ['1.000 perfiles completos', expect.stringMatching(/^Informes de crédito en \d+ países$/), 'Enriquecimiento de listas'],
    })
    expect(body.presentation).toMatchObject({ title: 'Vea los datos antes de comprar', url: '/storage/samples/company-data-sample.csv' })
    expect(body.included_block).toMatchObject({ slug: 'every-plan', title: 'Incluido en todos los planes' })
    expect((await getJson(productsRoute, '/api/v1/applications/products?country=zz')).body.data).toEqual([])
    expect((await getJson(productsRoute, '/api/v1/applications/products?country=eu&included_block=../../x')).status).toBe(400)
  })

  it('GET /applications/products/public/{id} answers one product by id or code, 404 otherwise', async () => {
    const byCode = await getJson(publicProductRoute, '/api/v1/applications/products/public/professional-gb', {
      params: Promise.resolve({ id: 'professional-gb' }),
    })
    expect(byCode.status).toBe(200)
    expect(byCode.body).toMatchObject({ code: 'professional-gb', currency: 'GBP', price_month: 49 })
    const byId = await getJson(publicProductRoute, '/x', { params: Promise.resolve({ id: String(byCode.body.id) }) })
    expect(byId.body.code).toBe('professional-gb')
    expect((await getJson(publicProductRoute, '/x', { params: Promise.resolve({ id: 'nope-404' }) })).status).toBe(404)
    expect((await getJson(publicProductRoute, '/x', { params: Promise.resolve({ id: "1' OR 1=1" }) })).status).toBe(404)
  })
})

describe('embedded page addresses', () => {
  it('keeps frameable pages under embed/ and every other page out of it', async () => {
    const payload = await getTestPayload()
    const embed = await payload.create({ collection: 'pages', data: { title: 'Embed test', page_type: 'pricing_embed' } })
    const plain = await payload.create({ collection: 'pages', data: { title: 'Plain test', page_type: 'content' } })
    const slugError = (slug: string, page: number) =>
      payload.create({ collection: 'navigation', data: { title: 'x', slug, page, languages: ['en'] } }).then(
        () => 'accepted',
        (error: { data?: { errors?: Array<{ path: string; message: string }> } }) =>
          error.data?.errors?.find((entry) => entry.path === 'slug')?.message,
      )
    expect(await slugError('partner-pricing', embed.id)).toMatch(/needs a slug under embed\//)
    expect(await slugError('embed/about', plain.id)).toMatch(/kept for pages other sites embed/)
    const ok = await payload.create({
      collection: 'navigation',
      data: { title: 'x', slug: 'embed/partner', page: embed.id, languages: ['en'] },
    })
    await payload.delete({ collection: 'navigation', id: ok.id })
  })

  it('keeps the seeded embedded page out of search results', async () => {
    const payload = await getTestPayload()
    const routes = await loadSitemapRoutes(payload)
    expect(sitemapEntries('https://atlas.example', routes).map((entry) => entry.url)).not.toContain('https://atlas.example/embed/pricing')
    expect(robotsDisallow(routes)).toEqual(expect.arrayContaining(['/embed/pricing', '/es/embed/pricing']))
  })
})

describe('report prices before checkout (pay-as-you-go)', () => {
  it('groups the prices the checkout charges by price, with the countries that pay each, in the page language', async () => {
    const payload = await getTestPayload()
    const summary = await reportPriceSummary(payload, 'en')
    // A single report costs what the buy button asks: the first list naming the country's report.
    const firstPrice = async (country: string) => Object.values(await creditReportPrices(payload, country)).flat()[0]!.price
    const groupOf = (country: string) => summary.reports.find((group) => group.countries.includes(country))
    expect(groupOf('United Kingdom')?.price).toBe(await firstPrice('gb'))
    expect(groupOf('Germany')?.price).toBe(await firstPrice('de'))
    expect(summary.reports.map((group) => group.price)).toEqual([...summary.reports.map((group) => group.price)].sort((a, b) => a - b))
    // Every country with a report appears once.
    const named = summary.reports.flatMap((group) => group.countries)
    expect(new Set(named).size).toBe(named.length)
    expect(summary.bundles.map((bundle) => bundle.size)).toEqual([5, 20, 50])
    expect((await investigationPrice(payload, 'de'))?.price).toBe(
      summary.investigations.find((group) => group.countries.includes('Germany'))?.price,
    )
    expect((await reportPriceSummary(payload, 'es')).reports.flatMap((group) => group.countries)).toContain('Alemania')
  })

  it('follows a price changed in the price lists', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'price-lists', where: { list: { equals: 'credit_reports' } }, depth: 0 })
    const list = docs[0]!
    const items = list.items ?? []
    const changed = items.map((item) => (item.codename === 'credit_reports_de' ? { ...item, price: 23 } : item))
    await payload.update({ collection: 'price-lists', id: list.id, data: { items: changed } })
    try {
      const summary = await reportPriceSummary(payload, 'en')
      expect(summary.reports.find((group) => group.price === 23)?.countries).toEqual(['Germany'])
    } finally {
      await payload.update({ collection: 'price-lists', id: list.id, data: { items } })
    }
  })
})
