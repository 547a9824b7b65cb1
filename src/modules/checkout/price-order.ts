import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { creditReportCodename, freshInvestigationCodename, PRICE_LISTS, registryStoreFor } from '@/modules/registry'
import { amountDue, type BillingPeriod, type PricingCurrency } from '@/modules/pricing'

import { paymentItemsSchema, type PaymentItemInput } from './schemas'

export type PricedLine = {
  type: PaymentItemInput['type']
  codename: string
  product_id: string
  title: string
  /** Empty for plans, which are not bought for a country. */
  country: string
  source_id: number | null
  price: number
  details: Record<string, string>
}

export type PricedOrder = { lines: PricedLine[]; total: number; currency: PricingCurrency }

type PlanItem = Extract<PaymentItemInput, { type: 'plan' | 'pricing_product' }>
type RegistryItem = Exclude<PaymentItemInput, PlanItem>
type PlanPeriod = BillingPeriod | 'general'

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
export class OrderError extends ApiError {
  constructor(message: string) {
    super('invalid', message)
    this.name = 'OrderError'
  }
}

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
export async function priceOrder(payload: Payload, items: PaymentItemInput[], locale?: string): Promise<PricedOrder> {
  const isPlan = (item: PaymentItemInput): item is PlanItem => item.type === 'plan' || item.type === 'pricing_product'
  const planItem = items.find(isPlan)
  if (planItem) {
    // A subscription has its own currency and billing; mixing it with reports would make one total of two things.
    if (items.length > 1) throw new OrderError('A plan is bought on its own: this link holds a plan and other items.')
    const line = await pricePlan(payload, planItem, locale)
    return { lines: [line.line], total: line.line.price, currency: line.currency }
  }
  return priceRegistryItems(
    payload,
    items.filter((item): item is RegistryItem => !isPlan(item)),
  )
}

/** Credit reports and fresh investigations, priced from the price lists in GBP. */
async function priceRegistryItems(payload: Payload, items: RegistryItem[]): Promise<PricedOrder> {
  const { docs } = await payload.find({ collection: 'price-lists', limit: PRICE_LISTS.length, depth: 0, pagination: false })
  const products = new Map<string, { codename: string; price: number }>()
  for (const list of docs) for (const item of list.items ?? []) if (item.id) products.set(item.id, item)
  const store = registryStoreFor(payload)

  const lines: PricedLine[] = []
  for (const [index, item] of items.entries()) {
    const label = `Item ${index + 1}`
    const product = products.get(item.data.id)
    const expected = item.type === 'credit_report' ? creditReportCodename(item.data.country) : freshInvestigationCodename(item.data.country)
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

const PERIOD_DETAIL: Record<PlanPeriod, string> = { month: 'billed monthly', year: 'billed yearly', general: 'one-off' }

/**
 * A plan (pricing-plans) or a product of the embedded page (pricing-products), priced from the CMS:
 * a yearly plan is paid for twelve months at its per-month yearly price. Free plans are signed up
 * for, custom ones are quoted by sales: neither can be bought here.
 */
async function pricePlan(payload: Payload, item: PlanItem, locale?: string): Promise<{ line: PricedLine; currency: PricingCurrency }> {
  const query = { where: { code: { equals: item.data.id } }, limit: 1, depth: 0, locale: locale as never } as const
  const period: PlanPeriod = item.data.period
  let name: string
  let currency: PricingCurrency
  let perPeriod: number | null | undefined
  if (item.type === 'plan') {
    const [plan] = (await payload.find({ collection: 'pricing-plans', ...query })).docs
    if (!plan) throw new OrderError('This plan is no longer offered.')
    currency = item.data.currency
    const monthly = plan.prices?.[currency === 'GBP' ? 'gbp_month' : 'eur_month'] ?? null
    const yearly = plan.prices?.[currency === 'GBP' ? 'gbp_year' : 'eur_year'] ?? null
    perPeriod = period === 'year' ? yearly : monthly
    name = plan.name
    if (perPeriod === 0) throw new OrderError(`${plan.name} is free: sign up instead of paying.`)
  } else {
    const [product] = (await payload.find({ collection: 'pricing-products', ...query })).docs
    if (!product) throw new OrderError('This product is no longer offered.')
    currency = product.currency
    perPeriod =
      period === 'general' ? (product.price_offer ?? product.price_general) : period === 'year' ? product.price_year : product.price_month
    name = product.name
    if (perPeriod === 0) throw new OrderError(`${product.name} is free: start it from the pricing page instead of paying.`)
  }
  if (perPeriod === null || perPeriod === undefined) {
    throw new OrderError(`${name} has no ${PERIOD_DETAIL[period]} price in ${currency}: ask us for a quote.`)
  }
  const price = period === 'general' ? perPeriod : amountDue(perPeriod, period)
  return {
    currency,
    line: {
      type: item.type,
      codename: `${item.type}_${item.data.id}`,
      product_id: item.data.id,
      title: name,
      country: '',
      source_id: null,
      price,
      details: {
        period,
        billing: PERIOD_DETAIL[period],
        currency,
        ...(period === 'general' ? {} : { price_per_month: String(perPeriod) }),
      },
    },
  }
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
        country: line.country || undefined,
        source_id: line.source_id ?? undefined,
        price: line.price,
        details: line.details,
      })),
    },
  })
  return { id: order.id, total: priced.total }
}
