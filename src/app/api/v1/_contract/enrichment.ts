import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'

import { langQuerySchema } from '@/lib/lang-query'
import { DEFAULT_UPLOAD_LIMITS } from '@/modules/spreadsheet'
import {
  enrichmentConfigSchema,
  listAllowanceSchema,
  resultListSchema,
  scoreSummarySchema,
  setupResponseSchema,
  setupSchema,
  uploadResponseSchema,
} from '@/modules/enrichment/schemas'

import { FORM_LIMIT, json, operation, routeInput } from './operation'

const tags: [string] = ['Enrichment']
const sessionPath = z.object({ sessionKey: z.string().meta({ description: 'The key the upload answered with.' }) })

/** What the setup route takes: the route parses with it, the document below describes it. */
export const setupInput = { params: sessionPath, query: langQuerySchema, body: setupSchema } satisfies RouteInput

export const enrichmentPaths: ZodOpenApiPathsObject = {
  '/api/v1/enrichment/companies/config': {
    get: operation({
      operationId: 'enrichmentConfig',
      summary: 'The identifier combinations a column mapping must match',
      tags,
      requestParams: { query: langQuerySchema },
      responses: {
        '200': json(z.object({ data: enrichmentConfigSchema }), 'A mapping is valid only when its identifiers equal one combination.'),
      },
      errors: [],
    }),
  },
  '/api/v1/enrichment/companies/access': {
    get: operation({
      operationId: 'enrichmentAccess',
      summary: "Whether this visitor may start another list this month (the drop zone's access)",
      description:
        'Counted by client address: lists set up this calendar month (UTC) against the free lists a month of the CMS (Global config). Setup also counts the e-mail domain.',
      tags,
      responses: {
        '200': json(z.object({ data: listAllowanceSchema }), 'The allowance.', { 'Cache-Control': { description: '`private, no-store`' } }),
      },
      errors: [],
    }),
  },
  '/api/v1/enrichment/companies/session/upload': {
    post: operation({
      operationId: 'uploadList',
      summary: 'Upload a list (.csv, .txt, .xlsx): parse, store, suggest columns',
      description: `At most ${Math.round(DEFAULT_UPLOAD_LIMITS.maxFileBytes / 1024 / 1024)} MB; the content must really be of its type. Refusals carry \`file: [detail]\`.`,
      tags,
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) } },
      },
      responses: { '201': json(uploadResponseSchema, 'The session, the first rows and the suggested columns.') },
      errors: ['invalid', 'forbidden', 'too_large', 'unsupported_media_type', 'rate_limited'],
    }),
  },
  '/api/v1/enrichment/companies/session/{sessionKey}/setup': {
    post: operation({
      operationId: 'setupList',
      summary: 'Contact details and column mapping; starts matching',
      description:
        "Rows above `header_row` are not matched, listed or counted. One free enrichment per e-mail address. The queue holds a capped number of rows per visitor (client address or e-mail domain; 429 above it) and in all (503 above it); either refusal keeps the upload, so the same session can be set up again after `Retry-After`. Each visitor (address, and e-mail domain) may start the month's free lists (Global config in the CMS, 25 unless set): past them, 403 with `Retry-After` (seconds to the next month, UTC).",
      tags,
      rateLimit: FORM_LIMIT,
      ...routeInput(setupInput),
      responses: { '200': json(setupResponseSchema, 'Queued for matching.') },
      errors: ['invalid', 'forbidden', 'not_found', 'conflict', 'too_large', 'rate_limited', 'busy'],
    }),
  },
  '/api/v1/enrichment/companies/session/{sessionKey}/list/first': {
    get: operation({
      operationId: 'firstResults',
      summary: 'The first 50 result rows and the job status',
      description: 'Rows at or past the blur threshold (10 by default) are `locked` and carry no data.',
      tags,
      requestParams: { path: sessionPath, query: langQuerySchema },
      responses: { '200': json(z.object({ data: resultListSchema }), 'The rows in file order.') },
      errors: ['not_found', 'conflict'],
    }),
  },
  '/api/v1/enrichment/companies/session/{sessionKey}/score': {
    get: operation({
      operationId: 'resultCounts',
      summary: 'How many rows are processed, found, not found and failed',
      tags,
      requestParams: { path: sessionPath, query: langQuerySchema },
      responses: { '200': json(z.object({ data: scoreSummarySchema }), 'The counters.') },
      errors: ['not_found'],
    }),
  },
}
