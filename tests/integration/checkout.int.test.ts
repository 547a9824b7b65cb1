import { beforeAll, describe, expect, it } from 'vitest'

import { POST as confirmOrderRoute } from '@/app/api/v1/checkout/orders/route'
import { OrderError, parseOrderItems, priceOrder, recordOrder } from '@/modules/checkout'
import { creditReportPrices, investigationPrice, registryStoreFor } from '@/modules/registry'

import { getTestPayload } from './payload'

let companyId = 0
let gbReportProduct = ''
let deReportProduct = ''
let jpInvestigationProduct = ''

beforeAll(async () => {
  const payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies([
    { country: 'gb', name: 'Ledger Lane Ltd', registration_number: '06600001', status: 'active' },
  ])
  const page = await registryStoreFor(payload).search({ country: 'gb', query: 'ledger lane', page: 1, pageSize: 5 })
  companyId = page.results[0]!.id
  gbReportProduct = (await creditReportPrices(payload, 'gb')).credit_reports_1[0]!.id
  deReportProduct = (await creditReportPrices(payload, 'de')).credit_reports[0]!.id
  jpInvestigationProduct = (await investigationPrice(payload, 'jp'))!.id
})

const reportItem = (overrides: Record<string, unknown> = {}) => ({
  type: 'credit_report',
  data: { id: gbReportProduct, title: 'Ledger Lane Ltd', pay_one: true, source_id: companyId, country: 'gb', ...overrides },
})

describe('payment summary pricing', () => {
  it('prices items from the price lists and ignores any price in the link', async () => {
    const payload = await getTestPayload()
    const items = parseOrderItems(
      JSON.stringify([
        { ...reportItem(), price: 0 },
        {
          type: 'fresh_investigation',
          data: { id: jpInvestigationProduct, name: 'Kabushiki Test', country: 'jp', reg_number: '123', pay_one: true },
        },
      ]),
    )
    const order = await priceOrder(payload, items)
    expect(order.lines.map((line) => [line.codename, line.price])).toEqual([
      ['credit_reports_gb', 9],
      ['fresh_investigation_jp', 249],
    ])
    expect(order.total).toBe(258)
    expect(order.lines[0]!.title).toBe('Ledger Lane Ltd')
    expect(order.lines[1]!.details).toEqual({ reg_number: '123' })
  })

  it('refuses damaged, tampered or mismatched orders with a clear message', async () => {
    const payload = await getTestPayload()
    expect(() => parseOrderItems(null)).toThrow(OrderError)
    expect(() => parseOrderItems('{not json')).toThrow(/damaged/)
    expect(() => parseOrderItems('[]')).toThrow(/no items/)
    expect(() => parseOrderItems(JSON.stringify([{ type: 'gift_card', data: {} }]))).toThrow(/not valid/)

    await expect(priceOrder(payload, parseOrderItems(JSON.stringify([reportItem({ id: 'no-such-product' })])))).rejects.toThrow(
      /no longer offered/,
    )
    // A cheaper country's product for a company elsewhere.
    await expect(priceOrder(payload, parseOrderItems(JSON.stringify([reportItem({ id: deReportProduct })])))).rejects.toThrow(
      /does not match the country/,
    )
    await expect(priceOrder(payload, parseOrderItems(JSON.stringify([reportItem({ source_id: 999_999_999 })])))).rejects.toThrow(
      /company of this credit report was not found/,
    )
  })

  it('records a confirmed order for sales, priced again on the server', async () => {
    const payload = await getTestPayload()
    const { id, total } = await recordOrder(payload, {
      items: parseOrderItems(JSON.stringify([reportItem()])),
      origin: 'http://localhost/credit-reports',
      full_name: 'Ada Buyer',
      email: 'ada@example.com',
    })
    expect(total).toBe(9)
    const order = await payload.findByID({ collection: 'orders', id })
    expect(order).toMatchObject({ status: 'new', email: 'ada@example.com', total: 9, currency: 'GBP' })
    expect(order.items[0]).toMatchObject({ type: 'credit_report', codename: 'credit_reports_gb', source_id: companyId, price: 9 })
  })

  it('POST /api/v1/checkout/orders validates the contact and the order', async () => {
    const post = async (body: unknown) => {
      const response = await confirmOrderRoute(
        new Request('http://localhost/api/v1/checkout/orders', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json' },
        }),
        {},
      )
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const ok = await post({ items: JSON.stringify([reportItem()]), full_name: 'Ada Buyer', email: 'ada@example.com' })
    expect(ok.status).toBe(201)
    expect(ok.body.data).toMatchObject({ total: 9 })

    const badEmail = await post({ items: JSON.stringify([reportItem()]), full_name: 'Ada', email: 'nope' })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.email).toEqual(['Enter a valid e-mail address.'])

    const tampered = await post({ items: '{', full_name: 'Ada Buyer', email: 'ada@example.com' })
    expect(tampered.status).toBe(400)
    expect(tampered.body.detail).toMatch(/damaged/)
  })

  it('shows orders to sales and admins only', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.create({
        collection: 'orders',
        overrideAccess: false,
        data: {
          status: 'new',
          full_name: 'X',
          email: 'x@example.com',
          total: 0,
          currency: 'GBP',
          items: [{ type: 'credit_report', codename: 'credit_reports_gb', product_id: 'x', title: 'Free', country: 'gb', price: 0 }],
        },
      }),
    ).rejects.toThrow()
    const editor = await payload.create({
      collection: 'users',
      data: { email: `ed-${Date.now()}@example.com`, password: 'password-123456', role: 'editor' },
    })
    await expect(payload.find({ collection: 'orders', user: editor, overrideAccess: false })).rejects.toThrow(/not allowed/)
    const sales = await payload.create({
      collection: 'users',
      data: { email: `sales-${Date.now()}@example.com`, password: 'password-123456', role: 'sales' },
    })
    const { totalDocs } = await payload.find({ collection: 'orders', user: sales, overrideAccess: false })
    expect(totalDocs).toBeGreaterThan(0)
  })
})
