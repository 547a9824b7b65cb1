import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'

import {
  agentAnswerResponseSchema,
  agentCountriesResponseSchema,
  agentSearchResponseSchema,
  agentSearchSchema,
} from '@/modules/agents/schemas'
import { langQuerySchema } from '@/lib/lang-query'

import { BEARER, json, operation, routeInput } from './operation'

const tags: [string] = ['AI agents']
const agentType = z
  .string()
  .meta({ description: "An agent's lookup code (`status`, `reg_number`, `directors`…); a paid agent answers 403 `error_guard`." })
const NO_SUCH_COMPANY = 'No company with this id in the registry.'

/** What each agent route takes: its route parses with it, the document below describes it. */
export const agentCountriesInput = { params: z.object({ type: agentType }), query: langQuerySchema } satisfies RouteInput
export const agentSearchInput = { params: z.object({ type: agentType }), body: agentSearchSchema } satisfies RouteInput
export const agentAnswerInput = {
  params: z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, NO_SUCH_COMPANY)
      .meta({ description: 'A registry company id.' }),
    type: agentType,
  }),
} satisfies RouteInput
const privateNoStore = { 'Cache-Control': { description: '`private, no-store`.' } }
const quota = 'Counts towards the daily quota of free calls (429 `error_guard` past it).'

export const agentPaths: ZodOpenApiPathsObject = {
  '/api/v1/agent-ai/countries/{type}': {
    get: operation({
      operationId: 'agentCountries',
      summary: "Countries where the registry holds the agent's data",
      description: 'Free of quota.',
      tags,
      security: BEARER,
      ...routeInput(agentCountriesInput),
      responses: { '200': json(agentCountriesResponseSchema, 'Country codes with their names in `lang`, by name.', privateNoStore) },
      errors: ['unauthenticated', 'forbidden', 'not_found'],
    }),
  },
  '/api/v1/agent-ai/company/search/{type}': {
    post: operation({
      operationId: 'agentSearchCompanies',
      summary: 'Registry companies for the agent, by name or registration number in one country',
      description: quota,
      tags,
      security: BEARER,
      ...routeInput(agentSearchInput),
      responses: { '200': json(agentSearchResponseSchema, "Up to 10, the registry's ranked search.", privateNoStore) },
      errors: ['invalid', 'unauthenticated', 'forbidden', 'not_found', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/agent-ai/company/{id}/{type}': {
    get: operation({
      operationId: 'agentAnswer',
      summary: "The agent's answer about a registry company, naming its source record and date",
      description: `\`found: false\` when the registry has no value for the agent's fields (nothing is invented). ${quota}`,
      tags,
      security: BEARER,
      ...routeInput(agentAnswerInput),
      responses: { '200': json(agentAnswerResponseSchema, 'The answer.', privateNoStore) },
      errors: ['unauthenticated', 'forbidden', 'not_found', 'rate_limited'],
    }),
  },
}
