import { z } from 'zod'

import { businessEmailSchema } from '@/modules/crm/business-email'

import { columnConfigSchema } from './column-config'

export const fullNameSchema = z.string().trim().min(2, 'Enter your full name.').max(120, 'Use at most 120 characters.')
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'Enter a valid phone number.')

/** The contact modal of the enrichment tool (client) and the setup call (server). */
export const enrichmentContactSchema = z.object({
  full_name: fullNameSchema,
  phone: phoneSchema,
  email: businessEmailSchema,
})

export const setupSchema = enrichmentContactSchema.extend({
  name: z.string().trim().max(200).default(''),
  config: columnConfigSchema,
  first_row_headers: z.boolean(),
})

export type SetupBody = z.infer<typeof setupSchema>
