import { z } from 'zod'

import { fullNameSchema, phoneSchema } from '@/modules/enrichment/schemas'

import { businessEmailSchema } from './business-email'

/** An optional field: an empty string counts as left out. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const BOOK_TYPES = ['BOOK', 'QUOTE', 'ENRICHMENT'] as const

/**
 * The book call (spec 7.1): demo and quote bookings, and the enrichment sample / full-list
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
    source: z.string().trim().max(500).optional(),
    additional_data: z
      .object({ product: z.string().trim().max(200).optional(), request: z.enum(['sample', 'all']).optional() })
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

/** The hidden `website` field of public forms: people leave it empty, form-filling bots do not. */
export function isHoneypotFilled(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as { website?: unknown }).website === 'string' && Boolean((body as { website: string }).website.trim())
}
