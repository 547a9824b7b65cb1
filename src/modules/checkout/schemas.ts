import { z } from 'zod'

import { BILLING_PERIODS, PRICING_CURRENCIES } from '@/modules/pricing/client'

/** At most this many items in one order (a long list in a URL is almost certainly not a person). */
export const MAX_ORDER_ITEMS = 20

const country = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'country must be a two-letter code')
const optionalText = (max: number) => z.string().trim().max(max).optional()

const planCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,40}$/, 'the plan is not known')

/**
 * Items as the payment summary link carries them (see registry/payment-link.ts and
 * pricing/plan-cards.ts). Prices are not read: a `price` in the link is dropped here.
 */
export const paymentItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('credit_report'),
    data: z.object({
      id: z.string().min(1).max(100),
      title: z.string().trim().min(1).max(500),
      pay_one: z.boolean().optional(),
      source_id: z.number().int().positive(),
      country,
    }),
  }),
  z.object({
    type: z.literal('fresh_investigation'),
    data: z.object({
      id: z.string().min(1).max(100),
      name: z.string().trim().min(1, 'name is required').max(300),
      country,
      phone: optionalText(50),
      address_city: optionalText(200),
      address_full: optionalText(500),
      address_postcode: optionalText(20),
      vat_number: optionalText(50),
      reg_number: optionalText(64),
      additional_info: optionalText(2000),
      pay_one: z.boolean().optional(),
    }),
  }),
  z.object({
    type: z.literal('plan'),
    data: z.object({ id: planCode, period: z.enum(BILLING_PERIODS), currency: z.enum(PRICING_CURRENCIES) }),
  }),
  z.object({
    type: z.literal('pricing_product'),
    // A product is sold in its market's currency; the link's currency is not needed.
    data: z.object({ id: planCode, period: z.enum([...BILLING_PERIODS, 'general']) }),
  }),
])

export const paymentItemsSchema = z.array(paymentItemSchema).min(1, 'The order has no items.').max(MAX_ORDER_ITEMS)

export type PaymentItemInput = z.infer<typeof paymentItemSchema>

export const confirmOrderSchema = z.object({
  items: z.string().min(1).max(50_000),
  origin: z.string().max(2000).optional(),
  full_name: z.string({ error: 'Enter your name.' }).trim().min(2, 'Enter your name.').max(200),
  email: z.email({ error: 'Enter a valid e-mail address.' }).max(254),
})

/** POST /checkout/orders (201): the order as recorded, its total priced on the server. */
export const orderResponseSchema = z.object({ data: z.object({ id: z.union([z.number().int(), z.string()]), total: z.number() }) })
