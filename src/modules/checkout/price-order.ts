import type { Payload } from 'payload'

import { InputError } from '@/lib/errors'
import { creditReportCodename, freshInvestigationCodename, PRICE_LISTS } from '@/modules/registry/constants'
import { registryStoreFor } from '@/modules/registry/store'

import { paymentItemsSchema, type PaymentItemInput } from './schemas'

export type PricedLine = {
  type: PaymentItemInput['type']
  codename: string
  product_id: string
  title: string
  country: string
  source_id: number | null
  price: number
  details: Record<string, string>
}

export type PricedOrder = { lines: PricedLine[]; total: number; currency: 'GBP' }

const INVESTIGATION_DETAIL_FIELDS = [
  'phone',
  'address_city',
  'address_full',
  'address_postcode',
  'vat_number',
  'reg_number',
  'additional_info',
] as const

/** Refused orders: the message is shown on the payment summary page as it is. */
export class OrderError extends InputError {}

/** Parses the `items` query value; anything that is not the expected list is refused as a whole. */
export function parseOrderItems(raw: string | null | undefined): PaymentItemInput[] {
  if (!raw) throw new OrderError('This payment link has no order in it.')
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    throw new OrderError('This payment link is damaged: the order cannot be read.')
  }
  const parsed = paymentItemsSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = typeof issue?.path[0] === 'number' ? `Item ${issue.path[0] + 1}: ` : ''
    throw new OrderError(`This payment link is not valid. ${where}${issue?.message ?? ''}`.trim())
  }
  return parsed.data
}

/**
 * Prices every item on the server from the price lists: the product id must exist and belong to
 * the item's type and country, and a credit report must name a company of that country.
 * Nothing the link says about money is used.
 */
export async function priceOrder(payload: Payload, items: PaymentItemInput[]): Promise<PricedOrder> {
  const { docs } = await payload.find({ collection: 'price-lists', limit: PRICE_LISTS.length, depth: 0, pagination: false })
  const products = new Map<string, { codename: string; price: number }>()
  for (const list of docs) for (const item of list.items ?? []) if (item.id) products.set(item.id, item)
  const store = registryStoreFor(payload)

  const lines: PricedLine[] = []
  for (const [index, item] of items.entries()) {
    const label = `Item ${index + 1}`
    const product = products.get(item.data.id)
    const expected =
      item.type === 'credit_report' ? creditReportCodename(item.data.country) : freshInvestigationCodename(item.data.country)
    if (!product) throw new OrderError(`${label}: this product is no longer offered.`)
    if (product.codename !== expected) throw new OrderError(`${label}: the product does not match the country of the order.`)

    if (item.type === 'credit_report') {
      const company = await store.findCompany(item.data.source_id)
      if (!company || company.country !== item.data.country) {
        throw new OrderError(`${label}: the company of this credit report was not found.`)
      }
      lines.push({
        type: item.type,
        codename: product.codename,
        product_id: item.data.id,
        title: company.name,
        country: company.country,
        source_id: company.id,
        price: product.price,
        details: {},
      })
    } else {
      const { name, country } = item.data
      const details: Record<string, string> = {}
      for (const field of INVESTIGATION_DETAIL_FIELDS) {
        const value = item.data[field]
        if (value) details[field] = value
      }
      lines.push({
        type: item.type,
        codename: product.codename,
        product_id: item.data.id,
        title: name,
        country,
        source_id: null,
        price: product.price,
        details,
      })
    }
  }
  // Pence arithmetic avoids binary rounding in the total.
  const total = lines.reduce((sum, line) => sum + Math.round(line.price * 100), 0) / 100
  return { lines, total, currency: 'GBP' }
}

/** Records a confirmed order for sales (/admin → Orders). Prices are computed again here. */
export async function recordOrder(
  payload: Payload,
  input: { items: PaymentItemInput[]; origin?: string; full_name: string; email: string },
): Promise<{ id: number | string; total: number }> {
  const priced = await priceOrder(payload, input.items)
  const order = await payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      status: 'new',
      full_name: input.full_name,
      email: input.email,
      total: priced.total,
      currency: priced.currency,
      origin: input.origin?.slice(0, 2000),
      items: priced.lines.map((line) => ({
        type: line.type,
        codename: line.codename,
        product_id: line.product_id,
        title: line.title,
        country: line.country,
        source_id: line.source_id ?? undefined,
        price: line.price,
        details: line.details,
      })),
    },
  })
  return { id: order.id, total: priced.total }
}
