import { z } from 'zod'

export const COMPANY_REQUIRED = 'Enter a company name.'
export const COUNTRY_REQUIRED = 'Choose a country.'

/** The agent company search (POST /api/v1/agent-ai/company/search/{type}); the same schema checks the form. */
export const agentSearchSchema = z.object({
  title: z.string(COMPANY_REQUIRED).trim().min(1, COMPANY_REQUIRED).max(200, 'Use at most 200 characters.'),
  location_countries: z
    .array(z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, COUNTRY_REQUIRED), COUNTRY_REQUIRED)
    .length(1, COUNTRY_REQUIRED),
  type: z.string().max(40).optional(),
})

export type AgentSearchInput = z.infer<typeof agentSearchSchema>
