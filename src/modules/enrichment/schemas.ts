import { z } from 'zod'

import { businessEmailSchema } from '@/modules/crm/business-email'
import { fullNameSchema, phoneSchema } from '@/modules/crm/contact-fields'

import { columnConfigSchema } from './column-config'
import { checkHeaderRow, headerRowField } from './header-row-schema'

export { chosenHeaderRow, headerRowSchema, HEADER_ROW_MESSAGES, type HeaderRowChoice } from './header-row-schema'

/** The contact modal of the enrichment tool (client) and the setup call (server). */
export const enrichmentContactSchema = z.object({
  full_name: fullNameSchema,
  phone: phoneSchema,
  email: businessEmailSchema,
})

/** The setup call. The header row is checked against the file's rows by `headerRowSchema(rows)` once the session is known. */
export const setupSchema = enrichmentContactSchema
  .extend({
    name: z.string().trim().max(200).default(''),
    config: columnConfigSchema,
    first_row_headers: z.boolean(),
    header_row: headerRowField,
  })
  .superRefine(checkHeaderRow())

export type SetupBody = z.infer<typeof setupSchema>
