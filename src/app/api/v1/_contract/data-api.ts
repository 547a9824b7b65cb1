import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'
import { langQuerySchema } from '@/lib/lang-query'
import {
  BATCH_BODY_TYPES,
  batchCreatedResponseSchema,
  batchCreateQuerySchema,
  batchJsonBodySchema,
  batchListResponseSchema,
  batchPathSchema,
  batchResponseSchema,
  batchResultLineSchema,
  batchResultsQuerySchema,
  companyPathSchema,
  companyChangedEventSchema,
  companySearchQuerySchema,
  companySearchResponseSchema,
  contactsResponseSchema,
  familyResponseSchema,
  DATA_API_BASE,
  MAX_BATCH_BYTES,
  MAX_BATCH_RECORDS,
  matchRecordSchema,
  matchResponseSchema,
  profileQuerySchema,
  profileResponseSchema,
  usageResponseSchema,
  MAX_WATCHES_PER_ACCOUNT,
  watchCreateBodySchema,
  watchCreatedResponseSchema,
  watchListResponseSchema,
  watchPathSchema,
  watchResponseSchema,
} from '@/modules/data-api/schemas'

import { json, noContent, openApiDocumentSchema, operation, RATE_LIMIT_HEADERS, routeInput, type Operation } from './operation'

/** What each route of the company data API takes: its route parses with it, the document below describes it. */
export const companySearchInput = { query: companySearchQuerySchema } satisfies RouteInput
export const companyProfileInput = { params: companyPathSchema, query: profileQuerySchema } satisfies RouteInput
export const companyContactsInput = { params: companyPathSchema } satisfies RouteInput
export const companyFamilyInput = { params: companyPathSchema } satisfies RouteInput
export const matchInput = { body: matchRecordSchema } satisfies RouteInput
export const usageInput = { query: langQuerySchema } satisfies RouteInput
/** The batch's body is read by its route (JSON, JSON lines or CSV, up to MAX_BATCH_BYTES): only the query is declared here. */
export const batchCreateInput = { query: batchCreateQuerySchema } satisfies RouteInput
export const batchInput = { params: batchPathSchema } satisfies RouteInput
export const batchResultsInput = { params: batchPathSchema, query: batchResultsQuerySchema } satisfies RouteInput
export const watchCreateInput = { body: watchCreateBodySchema } satisfies RouteInput
export const watchInput = { params: watchPathSchema } satisfies RouteInput

const integer = { type: 'integer' as const }
const text = { type: 'string' as const }

/** What a call that uses an allowance adds. */
const QUOTA_HEADERS = {
  'Quota-Metric': {
    description: 'The allowance this call used: `basic_profiles`, `full_profiles` or `contact_lookups` (a month), `searches` (a day).',
    schema: text,
  },
  'Quota-Used': { description: 'Used of it this month (this day, for searches), this call included.', schema: integer },
  'Quota-Limit': { description: "The month's (day's) allowance (absent when the plan sets no limit).", schema: integer },
  'Quota-Remaining': { description: 'Left this month (day) (absent when the plan sets no limit).', schema: integer },
  'Quota-Reset': {
    description: 'When the allowance renews (ISO 8601, UTC: the first of next month, or the next midnight for searches).',
    schema: text,
  },
}

const QUOTA_NOTE =
  'Over the allowance: 429 with `quota: ["<metric>"]` in the body, `Retry-After` (seconds until it renews) and the Quota headers.'

const tags: [string] = ['Company data API']
const KEY = [{ apiKey: [] }]

/** An operation of the API: key-authenticated, limited per key, with its headers on the success answer. */
function dataApiOperation({
  uses,
  responses,
  ...rest
}: Omit<Operation, 'tags' | 'security'> & { uses?: string }): ZodOpenApiOperationObject {
  const withHeaders = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      { ...response, headers: { ...RATE_LIMIT_HEADERS, ...(uses ? QUOTA_HEADERS : {}) } },
    ]),
  ) as Operation['responses']
  return operation({
    ...rest,
    description: [rest.description, uses ? `Uses ${uses}. ${QUOTA_NOTE}` : 'Uses no allowance.'].filter(Boolean).join(' '),
    tags,
    security: KEY,
    responses: withHeaders,
    errors: [...new Set([...rest.errors, 'unauthenticated' as const, 'rate_limited' as const])],
  })
}

const path = (suffix: string) => `${DATA_API_BASE}${suffix}`

const searchExample = {
  data: [
    {
      id: 1042,
      name: 'Quillwright Ltd',
      country: 'gb',
      registration_number: '07700123',
      status: 'active',
      is_active: true,
      legal_form: 'Private limited company',
      address: { street: '1 Mill Lane', city: 'Leeds', state: null, postcode: 'LS1 4AB' },
      updated_at: '2026-11-20T09:30:00.000Z',
    },
  ],
  page: 1,
  page_size: 20,
  has_more: false,
}

export const dataApiPaths: ZodOpenApiPathsObject = {
  [path('/companies/search')]: {
    get: dataApiOperation({
      operationId: 'dataSearchCompanies',
      summary: 'Search companies by name, registration number, VAT number or website',
      description:
        'Exactly one of `name`, `registration_number`, `vat`, `domain`; name and registration number within a `country`. Names rank exact > starts with > all words, active companies first. ' +
        'A page is at most 20 companies, each with what the site search shows a visitor (the VAT number and website are in the profiles). Scope `profiles`.',
      uses: "one of the account's company searches for the day (a malformed search uses none)",
      ...routeInput(companySearchInput),
      responses: {
        '200': {
          description: 'One page of companies.',
          content: { 'application/json': { schema: companySearchResponseSchema, example: searchExample } },
        },
      },
      errors: ['invalid', 'forbidden'],
    }),
  },
  [path('/companies/{id}')]: {
    get: dataApiOperation({
      operationId: 'dataCompanyProfile',
      summary: "A company's profile: basic, or full with its officers",
      description: 'Scope `profiles`.',
      uses: 'one basic profile (`detail=basic`) or one full profile (`detail=full`)',
      ...routeInput(companyProfileInput),
      responses: { '200': json(profileResponseSchema, 'The profile.') },
      errors: ['not_found', 'invalid', 'forbidden'],
    }),
  },
  [path('/companies/{id}/contacts')]: {
    get: dataApiOperation({
      operationId: 'dataCompanyContacts',
      summary: "The company's officers with their e-mail, phone and LinkedIn profile",
      description: 'Scope `profiles`.',
      uses: 'one contact lookup',
      ...routeInput(companyContactsInput),
      responses: { '200': json(contactsResponseSchema, 'The contacts (an empty list when the registry has none).') },
      errors: ['not_found', 'forbidden'],
    }),
  },
  [path('/companies/{id}/family')]: {
    get: dataApiOperation({
      operationId: 'dataCompanyFamily',
      summary: "The company's corporate family: direct and ultimate parent, head office, subsidiaries and branches",
      description:
        'From the GLEIF relationship records (level 2), by LEI at both ends; each relationship with its status and period. A parent not loaded in the registry is given by its LEI with `company: null`. Scope `profiles`.',
      uses: 'one basic profile',
      ...routeInput(companyFamilyInput),
      responses: { '200': json(familyResponseSchema, 'The family (empty when the company has no LEI or no relationship).') },
      errors: ['not_found', 'forbidden'],
    }),
  },
  [path('/match')]: {
    post: dataApiOperation({
      operationId: 'dataMatchRecord',
      summary: 'Match one record to the registry: grade A/B/C, probability, explain plan, closest companies',
      description:
        "The list enrichment tool's engine and grades: a record of any of its columns (a name alone is matched in every country). Scope `match`.",
      uses: 'one basic profile when a company matched (nothing otherwise)',
      ...routeInput(matchInput, 'One record; every field optional, at least a name or an identifier.'),
      responses: { '200': json(matchResponseSchema, 'The match, or `matched: false` with the explain plan.') },
      errors: ['invalid', 'too_large', 'forbidden'],
    }),
  },
  [path('/match/batches')]: {
    post: dataApiOperation({
      operationId: 'dataCreateBatch',
      summary: `Match up to ${MAX_BATCH_RECORDS.toLocaleString('en-GB')} records as a batch: a job, its results, a signed webhook when it has finished`,
      description: [
        `The body is the records as JSON (\`{"records": [...]}\`), JSON lines (one record a line) or CSV (a header row naming the record's fields), at most ${MAX_BATCH_BYTES / 1024 / 1024} MB with a Content-Length.`,
        "What the request's head tells is answered before the body is read: the Content-Type (415), a Content-Length over the cap (413), the query (400), and a month with no basic profile left (429).",
        'The body is stored as sent and the batch answers 202 at once, `validating`; then every record is checked: one bad record ends the batch `rejected`, its `problems` naming the first 20 as `records.<index>.<field>`, and a month that cannot cover the batch ends it `refused`; either way nothing is queued or counted.',
        "A valid batch is matched by the list enrichment tool's queue and engine; GET /match/batches/{id} follows it.",
        'With `webhook_url`, a `batch.finished` event (the batch as GET answers it; also when it ends rejected or refused) is POSTed there, signed as Standard Webhooks says: headers `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the `webhook_secret` of this answer (shown once); retried with back-off (30 s doubling to an hour, 15 attempts) until your endpoint answers 2xx in 10 s.',
        'Scope `match`.',
      ].join(' '),
      uses: 'one basic profile a record, reserved once the batch is validated; the records that matched nothing are given back when it has finished',
      ...routeInput(batchCreateInput),
      requestBody: {
        required: true,
        content: {
          [BATCH_BODY_TYPES.json]: { schema: batchJsonBodySchema },
          [BATCH_BODY_TYPES.jsonl]: {
            schema: { type: 'string' },
            example: '{"name": "Quillwright Limited", "country": "United Kingdom"}\n{"vat": "DE811907980"}\n',
          },
          [BATCH_BODY_TYPES.csv]: {
            schema: { type: 'string' },
            example: 'name,country,website\nQuillwright Limited,United Kingdom,\nNordlicht Logistik GmbH,Germany,nordlicht.example\n',
          },
        },
      },
      responses: { '202': json(batchCreatedResponseSchema, 'Taken: the batch, validating, with its webhook secret (once).') },
      errors: ['invalid', 'too_large', 'unsupported_media_type', 'forbidden', 'busy'],
    }),
    get: dataApiOperation({
      operationId: 'dataListBatches',
      summary: "The key's account's last 50 batches, newest first",
      description: 'Scope `match`.',
      responses: { '200': json(batchListResponseSchema, 'The batches.') },
      errors: ['forbidden'],
    }),
  },
  [path('/match/batches/{id}')]: {
    get: dataApiOperation({
      operationId: 'dataBatch',
      summary: 'A batch: its status, counts, where its results are, and its webhook deliveries',
      description: 'Scope `match`.',
      ...routeInput(batchInput),
      responses: { '200': json(batchResponseSchema, 'The batch.') },
      errors: ['not_found', 'forbidden'],
    }),
  },
  [path('/match/batches/{id}/results')]: {
    get: dataApiOperation({
      operationId: 'dataBatchResults',
      summary: 'The results of a finished batch, one record a line, as JSON lines or CSV',
      description:
        'In the order the records were sent, each with its grade, probability, matched company (basic profile) and explain plan. Before the batch has finished: 409. Kept 30 days after it finished. Scope `match`.',
      ...routeInput(batchResultsInput),
      responses: {
        '200': {
          description: 'The results, streamed.',
          content: {
            'application/x-ndjson': { schema: batchResultLineSchema },
            'text/csv': { schema: { type: 'string' } },
          },
        },
      },
      errors: ['not_found', 'conflict', 'invalid', 'forbidden'],
    }),
  },
  [path('/monitoring/watches')]: {
    post: dataApiOperation({
      operationId: 'dataCreateWatch',
      summary: 'Watch a company: a signed webhook each time the registry changes its status, address or officers',
      description: [
        'The registry import records what changed; each change after the watch was made is POSTed to `webhook_url` as a `company.changed` event (CompanyChangedEvent), signed and retried as the batch webhook is, under the `webhook_secret` of this answer (shown once).',
        `At most ${MAX_WATCHES_PER_ACCOUNT.toLocaleString('en-GB')} watches an account; one watch a company (409 for a second).`,
        'Scope `monitoring`.',
      ].join(' '),
      ...routeInput(watchCreateInput, 'The company and where its changes go.'),
      responses: { '201': json(watchCreatedResponseSchema, 'The watch, with its webhook secret (once).') },
      callbacks: {
        companyChanged: {
          '{$request.body#/webhook_url}': {
            post: {
              summary: 'A watched company changed',
              requestBody: { content: { 'application/json': { schema: companyChangedEventSchema } } },
              responses: { '200': { description: 'Any 2xx answer within 10 s counts as delivered; anything else is retried.' } },
            },
          },
        },
      },
      errors: ['invalid', 'too_large', 'not_found', 'conflict', 'forbidden'],
    }),
    get: dataApiOperation({
      operationId: 'dataListWatches',
      summary: "The key's account's watches, each with its last changes and their deliveries",
      description: 'Scope `monitoring`.',
      responses: { '200': json(watchListResponseSchema, 'The watches.') },
      errors: ['forbidden'],
    }),
  },
  [path('/monitoring/watches/{id}')]: {
    get: dataApiOperation({
      operationId: 'dataWatch',
      summary: 'A watch: the company, its last 20 changes and the delivery of each webhook',
      description: 'Scope `monitoring`.',
      ...routeInput(watchInput),
      responses: { '200': json(watchResponseSchema, 'The watch.') },
      errors: ['not_found', 'forbidden'],
    }),
    delete: dataApiOperation({
      operationId: 'dataDeleteWatch',
      summary: 'Stop watching a company',
      description: 'Changes recorded after this are not sent; webhooks queued before still go out. Scope `monitoring`.',
      ...routeInput(watchInput),
      responses: { '204': noContent('Deleted.') },
      errors: ['not_found', 'forbidden'],
    }),
  },
  [path('/openapi.json')]: {
    get: operation({
      operationId: 'dataApiDocument',
      summary: 'This OpenAPI 3.1 document (no key needed)',
      tags,
      security: [],
      responses: { '200': json(openApiDocumentSchema, 'Generated from the same zod schemas the handlers parse with.') },
      errors: [],
    }),
  },
  [path('/usage')]: {
    get: dataApiOperation({
      operationId: 'dataUsage',
      summary: "The key's account: plan, this month's allowance and use, the last 30 days",
      ...routeInput(usageInput),
      responses: { '200': json(usageResponseSchema, 'Usage.') },
      errors: [],
    }),
  },
}

/** The document's `servers` and security scheme: keys, never a session token. */
export const dataApiSecuritySchemes = {
  apiKey: {
    type: 'http' as const,
    scheme: 'bearer',
    description: 'An API key from your account (API keys): `Authorization: Bearer cdk_…`. Keys are shown once; revoke a key that leaked.',
  },
}
