import { z } from 'zod'

import { businessEmailSchema } from '@/modules/crm/business-email'
import { fullNameSchema, phoneSchema } from '@/modules/crm/contact-fields'

import { columnConfigSchema } from './column-config'


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
