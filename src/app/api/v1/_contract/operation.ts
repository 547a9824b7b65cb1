import { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from 'zod-openapi'

import { MAX_JSON_BODY_BYTES, type RouteInput } from '@/lib/api-route'
import { STATUS_BY_ERROR_CODE, type ErrorCode } from '@/lib/errors'

/**
 * The one error body of the API (lib/api-route.ts): `detail` is a message safe to show, each field
 * with a problem has its messages, `non_field_errors` those of the whole form.
 */
export const errorBodySchema = z
  .object({
    detail: z.string(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.array(z.string()))
  .meta({
    id: 'Error',
    description: 'Field messages by field name, and `detail` (the first message, or what went wrong).',
    example: { full_name: ['Enter your name.'], email: ['Enter a valid e-mail address.'], detail: 'Enter your name.' },
  })

const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  invalid: 'The input cannot be acted on as sent: field messages and `detail`.',
  unauthenticated: 'No valid credentials: the Bearer token is missing, expired or revoked.',
  forbidden:
    "Not offered to this caller: a paid agent (`detail` is `error_guard`), or an enrichment list past the month's free lists (`Retry-After`: seconds to the next month).",
  not_found: 'No such resource.',
  conflict: 'The resource is in a state that refuses this call.',
  too_large: `The body is over its cap (${MAX_JSON_BODY_BYTES / 1024} KB for JSON, the file limit for uploads).`,
  unsupported_media_type: 'The file is not of a type this call takes (by its content, not its name).',
  rate_limited: 'Too many requests from this client: `Retry-After` says when to try again.',
  upstream_failed: 'A service this call depends on (a sign-in provider) did not answer usefully.',
  busy: 'Not now (the enrichment matching queue is full, or a service we depend on is briefly out): `Retry-After` says when to try again.',
}

const errorResponse = (code: ErrorCode) => ({
  description: ERROR_DESCRIPTIONS[code],
  ...(code === 'rate_limited' || code === 'busy'
    ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } } } }
    : {}),
  content: { 'application/json': { schema: errorBodySchema } },
})

/** A JSON response of a schema. */
export const json = (schema: z.ZodType, description: string, headers?: Record<string, { description: string }>) => ({
  description,
  ...(headers
    ? {
        headers: Object.fromEntries(
          Object.entries(headers).map(([name, header]) => [name, { ...header, schema: { type: 'string' as const } }]),
        ),
      }
    : {}),
  content: { 'application/json': { schema } },
})

export const noContent = (description: string) => ({ description })

/** Every operation the document lists: its success responses, and the error codes it can answer with (500 is always possible). */
export type Operation = Omit<ZodOpenApiOperationObject, 'responses'> & {
  operationId: string
  summary: string
  tags: [string]
  responses: ZodOpenApiResponsesObject
  errors: ErrorCode[]
  /** Counted against a per-address limit (apiRoute's `rateLimit`): every answer carries the RateLimit headers. */
  rateLimit?: string
}

const integer = { type: 'integer' as const }
/** The IETF draft's headers, as lib/rate-limit.ts sends them. */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed in the window.', schema: integer },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: integer },
  'RateLimit-Policy': { description: 'The limit and its window in seconds, e.g. `60;w=60`.', schema: { type: 'string' as const } },
}

/** An operation with its error responses, each status taken from the one code table. */
export function operation({ errors, responses, rateLimit, ...rest }: Operation): ZodOpenApiOperationObject {
  const byStatus: ZodOpenApiResponsesObject = { ...responses }
  for (const code of rateLimit ? [...new Set<ErrorCode>([...errors, 'rate_limited'])] : errors)
    byStatus[`${STATUS_BY_ERROR_CODE[code]}` as `${4 | 5}${string}`] = errorResponse(code)
  if (rateLimit) {
    for (const [status, response] of Object.entries(byStatus)) {
      if (status !== '500' && response && typeof response === 'object' && !('$ref' in response)) {
        byStatus[status as `${1 | 2 | 3 | 4 | 5}${string}`] = {
          ...response,
          headers: { ...(response.headers ?? {}), ...RATE_LIMIT_HEADERS },
        }
      }
    }
    rest.description = `${rest.description ? `${rest.description} ` : ''}${rateLimit}`
  }
  byStatus['503'] ??= {
    description: 'A service we depend on (the database) is briefly unreachable: try again after `Retry-After` seconds.',
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: integer } },
    content: { 'application/json': { schema: errorBodySchema } },
  }
  byStatus['500'] = {
    description: 'Something failed on our side; the cause is logged, never returned.',
    content: { 'application/json': { schema: errorBodySchema } },
  }
  return { ...rest, responses: byStatus }
}

/**
 * A route's declared input as the document's parameters and body: the same schemas the route
 * parses with (`apiRoute(input, handler)`), so the document cannot describe another input.
 */
export function routeInput(input: RouteInput, bodyDescription?: string): Pick<ZodOpenApiOperationObject, 'requestParams' | 'requestBody'> {
  const requestParams = {
    ...(input.params ? { path: input.params as z.ZodObject } : {}),
    ...(input.query ? { query: input.query as z.ZodObject } : {}),
  }
  return {
    ...(Object.keys(requestParams).length ? { requestParams } : {}),
    ...(input.body ? { requestBody: jsonBody(input.body, bodyDescription) } : {}),
  }
}

/** A JSON request body: capped at MAX_JSON_BODY_BYTES (413 above). */
export const jsonBody = (schema: z.ZodType, description?: string) => ({
  required: true,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema } },
})

/** The public forms' limit (apiRoute's `rateLimit` with lib/rate-limit.ts#publicFormLimit). */
export const FORM_LIMIT =
  'Limited per client address and form: 20 requests a minute (PUBLIC_FORM_RATE_LIMIT); above it, 429 with `Retry-After`.'

/** Bearer authentication (an account's access JWT or a trial token). */
export const BEARER = [{ bearer: [] }]

/** An OpenAPI 3.1 document as the documents' own GET answers it (its parts checked loosely). */
export const openApiDocumentSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string() }).catchall(z.unknown()),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
  servers: z.array(z.object({ url: z.string() }).catchall(z.unknown())).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
})
