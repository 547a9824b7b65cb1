import { z } from 'zod'

import { fullNameSchema, phoneSchema } from './contact-fields'

import { businessEmailSchema } from './business-email'

/** An optional field: an empty string counts as left out. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/**
 * BOOK (demo), QUOTE, SAMPLE (the request form with request_sample), TRIAL (free-trial form without
 * a product), CONTACT (contacts page) and ENRICHMENT (sample / full list of an enrichment session).
 */
export const BOOK_TYPES = ['BOOK', 'QUOTE', 'SAMPLE', 'TRIAL', 'CONTACT', 'ENRICHMENT'] as const
export type BookType = (typeof BOOK_TYPES)[number]

/**
 * The book call (POST /api/v1/crm/shop/book): demo and quote bookings, and the enrichment sample / full-list
 * requests, which name their session and may leave the contact out (the session has it).
 */
export const bookSchema = z
  .object({
    type: z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), z.enum(BOOK_TYPES)),
    full_name: optional(fullNameSchema),
    email: optional(businessEmailSchema),
    phone: optional(phoneSchema),
    message: z.string().trim().max(2000, 'Use at most 2,000 characters.').optional(),
    session_key: z.string().trim().max(64).optional(),
    /** The page address; kept for sales, cut rather than refused (tracking parameters make some long). */
    source: z.string().trim().transform((value) => value.slice(0, 500)).optional(),
    additional_data: z
      .object({
        product: z.string().trim().max(200).optional(),
        request: z.enum(['sample', 'all']).optional(),
        /** The free-trial form without a product books instead; it keeps the chosen country. */
        country: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, 'Choose your country.').optional(),
      })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.type === 'ENRICHMENT') {
      if (!body.session_key) context.addIssue({ code: 'custom', path: ['session_key'], message: 'The enrichment session is missing.' })
      return
    }
    for (const field of ['full_name', 'email', 'phone'] as const) {
      if (!body[field]) context.addIssue({ code: 'custom', path: [field], message: 'This field is required.' })
    }
  })

export type BookBody = z.infer<typeof bookSchema>
