import { z } from 'zod'

import { businessEmailSchema } from './business-email'
import { personNameSchema, phoneSchema } from './contact-fields'

/** The trial call's body (spec 7.2: POST /billing/trial/{product_id}); the same schema checks the form. */
export const trialSchema = z.object({
  email: businessEmailSchema,
  phone: phoneSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  /** The id of an item of the country list, or its two-letter code. */
  country_id: z.union([z.number().int().positive(), z.string().trim().min(1)], 'Choose your country.').transform(String),
  source: z.string().trim().max(500).optional(),
})

export type TrialInput = z.infer<typeof trialSchema>

/** The product part of the trial path: a product's id or its code. */
export const productRefSchema = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,40}$/i, 'Unknown product.')
