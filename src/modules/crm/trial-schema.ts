import { z } from 'zod'

import { businessEmailSchema } from './business-email'
import { personNameSchema, phoneSchema } from './contact-fields'

const CHOOSE_COUNTRY = 'Choose your country.'

/** The trial call's body (POST /api/v1/billing/trial/{product_id}); the same schema checks the form. */
export const trialSchema = z.object({
  email: businessEmailSchema,
  phone: phoneSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  /** The id of an item of the country list, or its two-letter code. */
  country_id: z
    .union([z.number().int().positive(CHOOSE_COUNTRY), z.string().trim().min(1, CHOOSE_COUNTRY)], CHOOSE_COUNTRY)
    .transform(String),
  /** The page address; kept for sales, cut rather than refused (tracking parameters make some long). */
  source: z.string().trim().transform((value) => value.slice(0, 500)).optional(),
})

export type TrialInput = z.infer<typeof trialSchema>

/** The product part of the trial path: a product's id or its code. */
export const productRefSchema = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,40}$/i, 'Unknown product.')
