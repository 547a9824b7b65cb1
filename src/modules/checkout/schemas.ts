import { z } from 'zod'

/** At most this many items in one order (a long list in a URL is almost certainly not a person). */
export const MAX_ORDER_ITEMS = 20

const country = z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'country must be a two-letter code')
const optionalText = (max: number) => z.string().trim().max(max).optional()

/** Items as the payment summary link carries them (see registry/payment-link.ts). Prices are not read. */
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
])

export const paymentItemsSchema = z.array(paymentItemSchema).min(1, 'The order has no items.').max(MAX_ORDER_ITEMS)

export type PaymentItemInput = z.infer<typeof paymentItemSchema>

export const confirmOrderSchema = z.object({
  items: z.string().min(1).max(50_000),
  origin: z.string().max(2000).optional(),
  full_name: z.string({ error: 'Enter your name.' }).trim().min(2, 'Enter your name.').max(200),
  email: z.email({ error: 'Enter a valid e-mail address.' }).max(254),
})
