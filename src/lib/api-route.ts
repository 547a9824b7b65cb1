import { NextResponse } from 'next/server'
import { ZodError, type ZodType } from 'zod'

import { ApiError, STATUS_BY_ERROR_CODE } from './errors'
import { logger } from './logger'
import { consumeRateLimit, hitRateLimit, rateLimitClient, rateLimitHeaders, type RateLimit } from './rate-limit'

export type ErrorBody = { detail: string; non_field_errors?: string[] } & Record<string, unknown>

export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors'
    ;(fields[key] ??= []).push(issue.message)
  }
  return fields
}

/** Parses a request's query string with a schema; a mismatch becomes a 400 with field messages. */
export function parseQuery<T>(request: Request, schema: ZodType<T>): T {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const result = schema.safeParse(params)
  if (result.success) return result.data
  const fields = zodFieldErrors(result.error)
  const first = Object.values(fields)[0]?.[0] ?? 'Invalid parameters.'
  throw new ApiError('invalid', first, fields)
}

/** Public forms are a few fields; anything near this size is not a person typing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024

/**
 * The JSON body of a request, read through one capped reader: a declared or actual size above
 * `maxBytes` is a 413 before the rest is read, anything that is not JSON a 400 the form can show.
 */
export async function parseJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(request, maxBytes)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError('invalid', 'Send the form as JSON.')
  }
}

/**
 * A multipart form, read through the same capped reader (`maxBytes` covers the files and the
 * multipart framing), so a body sent without a Content-Length cannot grow past the cap either.
 */
export async function parseFormBody(
  request: Request,
  maxBytes: number,
  tooLarge: { message: string; field?: string },
): Promise<FormData | null> {
  const bytes = await readBodyBytes(request, maxBytes, tooLarge)
  const contentType = request.headers.get('content-type') ?? ''
  return new Response(bytes, { headers: { 'content-type': contentType } }).formData().catch(() => null)
}

/** The same request with its body read through the capped reader (for handlers that read bodies themselves). */
export async function withCappedBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<Request> {
  const bytes = await readBodyBytes(request, maxBytes, { message: 'The form is too large.' })
  // A new request from the parts, not `new Request(request, …)`: that copies the original's body
  // stream, which was read just now, and throws ("already been used") when no body replaces it.
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  const hasBody = bytes.byteLength > 0 && request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(request.url, { method: request.method, headers, body: hasBody ? bytes : null, signal: request.signal })
}

async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(request, maxBytes, { message: 'The form is too large.' })
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError('invalid', 'Send the form as JSON in UTF-8.')
  }
}

/** The one body reader: refuses a declared size above the cap at once, and stops reading at the cap (for bodies that are not JSON forms). */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  limit: { message: string; field?: string },
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new ApiError('too_large', limit.message, limit.field ? { [limit.field]: [limit.message] } : {})
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge()
  if (!request.body) return new Uint8Array(new ArrayBuffer(0))
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(new ArrayBuffer(received))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Field errors of a schema as the 400 every form understands: each field's messages, and the first as `detail`. */
export function validationError(error: ZodError): ApiError {
  const fields = zodFieldErrors(error)
  return new ApiError('invalid', Object.values(fields)[0]?.[0] ?? 'Check the form.', fields)
}

/**
 * What a route takes, declared once: the route parses with it (`apiRoute(input, handler)`) and the
 * OpenAPI contract documents it (`_contract/operation.ts#routeInput`), so the two cannot differ.
 * A path that does not fit `params` is a 404 (no such resource); a query or body that does not fit
 * is a 400 with the field messages.
 */
export type RouteInput = { params?: ZodType; query?: ZodType; body?: ZodType }

type Parsed<Schema> = Schema extends ZodType<infer Output> ? Output : undefined
/** The parsed input a handler receives. */
export type RouteArguments<Input extends RouteInput> = {
  params: Parsed<Input['params']>
  query: Parsed<Input['query']>
  body: Parsed<Input['body']>
}

type RouteOptions = {
  extraErrorBody?: Record<string, unknown>
  /** A per-address limit counted before the handler runs (and before the input is read); every answer carries its RateLimit headers. */
  rateLimit?: () => RateLimit
  /**
   * Runs on the body as sent, before the schema: a response here answers at once (a filled
   * honeypot gets the answer a person would, and nothing is validated or stored); an ApiError
   * thrown here (a per-account attempt limit) answers before the body's own errors would.
   */
  beforeValidation?: (body: unknown, request: Request) => Response | null | Promise<Response | null>
}

/**
 * Wraps a route handler: typed errors (ApiError, and a schema's ZodError as `invalid`) become
 * `{ detail, <field>: [..] }` JSON with their code's status; anything else is logged and answered
 * with a generic 500 (no internals leak). With an `input`, the path parameters, the query and the
 * JSON body are parsed by its schemas before the handler runs.
 */
export function apiRoute<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
  options?: RouteOptions,
): (request: Request, context: Context) => Promise<Response>
export function apiRoute<Input extends RouteInput, Context = { params?: Promise<Record<string, string>> }>(
  input: Input,
  handler: (input: RouteArguments<Input>, request: Request, context: Context) => Promise<Response>,
  options?: RouteOptions,
): (request: Request, context: Context) => Promise<Response>
export function apiRoute<Context>(
  first: RouteInput | ((request: Request, context: Context) => Promise<Response>),
  second?: RouteOptions | ((input: RouteArguments<RouteInput>, request: Request, context: Context) => Promise<Response>),
  third?: RouteOptions,
) {
  const [handler, options] =
    typeof first === 'function'
      ? [first, (second as RouteOptions | undefined) ?? {}]
      : [
          async (request: Request, context: Context) =>
            (second as (input: RouteArguments<RouteInput>, request: Request, context: Context) => Promise<Response>)(
              await parseInput(first, request, context, third ?? {}),
              request,
              context,
            ),
          third ?? {},
        ]
  return async (request: Request, context: Context): Promise<Response> => {
    try {
      const limitHeaders = options.rateLimit ? await countAgainstLimit(request, options.rateLimit()) : null
      const response = await handler(request, context)
      for (const [name, value] of Object.entries(limitHeaders ?? {})) response.headers.set(name, value)
      return response
    } catch (thrown) {
      if (thrown instanceof AnsweredBeforeValidation) return thrown.response
      return errorResponse(thrown, { method: request.method, path: new URL(request.url).pathname }, options.extraErrorBody)
    }
  }
}

/** A response given before the input was validated, carried out of `parseInput`. */
class AnsweredBeforeValidation extends Error {
  constructor(readonly response: Response) {
    super('answered before validation')
  }
}

/** A route's declared input parsed as apiRoute parses it, for wrappers that must act before the input is read (an API key's check). */
export function parseRouteInput<Input extends RouteInput>(
  input: Input,
  request: Request,
  context: unknown,
): Promise<RouteArguments<Input>> {
  return parseInput(input, request, context, {}) as Promise<RouteArguments<Input>>
}

async function parseInput(
  input: RouteInput,
  request: Request,
  context: unknown,
  options: RouteOptions,
): Promise<RouteArguments<RouteInput>> {
  let params: unknown = undefined
  if (input.params) {
    const raw = await (context as { params?: Promise<Record<string, string>> } | undefined)?.params
    const result = input.params.safeParse(raw ?? {})
    if (!result.success) {
      const fields = zodFieldErrors(result.error)
      throw new ApiError('not_found', Object.values(fields)[0]?.[0] ?? 'Not found.', fields)
    }
    params = result.data
  }
  const query = input.query ? parseQuery(request, input.query) : undefined
  let body: unknown = undefined
  if (input.body) {
    const raw = await parseJsonBody(request)
    const early = await options.beforeValidation?.(raw, request)
    if (early) throw new AnsweredBeforeValidation(early)
    const result = input.body.safeParse(raw)
    if (!result.success) throw validationError(result.error)
    body = result.data
  }
  return { params, query, body } as RouteArguments<RouteInput>
}

/**
 * The one error answer of the API, for route handlers (apiRoute) and Payload endpoints alike:
 * an ApiError (or a schema's ZodError, or Payload's refusal of the client's data) as its status
 * with `{ detail, <field>: [..] }`; an outage as a 503 with Retry-After; anything else logged and
 * answered with a generic 500.
 */
export function errorResponse(
  thrown: unknown,
  where: { method: string; path: string },
  extraErrorBody?: Record<string, unknown>,
): Response {
  // A schema mismatch is an `invalid` ApiError like any other: one body, one status table; so is
  // a refusal Payload's Local API makes of the client's data (a field it validates), not a 500.
  const error = thrown instanceof ZodError ? validationError(thrown) : (payloadClientError(thrown) ?? thrown)
  if (error instanceof ApiError) {
    return NextResponse.json({ ...extraErrorBody, ...error.fields, detail: error.message } satisfies ErrorBody, {
      status: error.status,
      headers: error.headers,
    })
  }
  if (isOutage(error)) {
    // The database (or Redis) is unreachable or overloaded: the client did nothing wrong and
    // can try again; a 503 with Retry-After says so, where a 500 would say we broke.
    logger.warn({ err: error, ...where }, 'api request met an outage')
    return NextResponse.json({ ...extraErrorBody, detail: OUTAGE_DETAIL } satisfies ErrorBody, {
      status: STATUS_BY_ERROR_CODE.busy,
      headers: OUTAGE_HEADERS,
    })
  }
  logger.error({ err: error, ...where }, 'api request failed')
  return NextResponse.json({ ...extraErrorBody, detail: 'Something went wrong on our side. Please try again.' }, { status: 500 })
}

/**
 * Payload's own refusals of what a client sent, when a handler's Local API call throws them: a
 * field its validation refuses (ValidationError, with the fields), a query it cannot run, a
 * document that is not there. Duck-typed on Payload's error names so this module needs no Payload.
 */
export function payloadClientError(error: unknown): ApiError | null {
  if (!error || typeof error !== 'object') return null
  const { name, message, data } = error as {
    name?: unknown
    message?: unknown
    data?: { errors?: { path?: unknown; message?: unknown }[] }
  }
  const text = typeof message === 'string' && message ? message : 'Check the form.'
  if (name === 'ValidationError') {
    const fields: Record<string, string[]> = {}
    for (const issue of data?.errors ?? []) {
      if (typeof issue.path === 'string' && typeof issue.message === 'string') (fields[issue.path] ??= []).push(issue.message)
    }
    return new ApiError('invalid', Object.values(fields)[0]?.[0] ?? text, fields)
  }
  if (name === 'QueryError') return new ApiError('invalid', text)
  if (name === 'NotFound') return new ApiError('not_found', text)
  return null
}

const OUTAGE_RETRY_SECONDS = 5
/** What an outage answers: a 503's words and headers, for every API (Payload's REST API wraps the words in its own error shape). */
export const OUTAGE_DETAIL = 'The service is briefly unavailable. Please try again in a moment.'
export const OUTAGE_HEADERS: Readonly<Record<string, string>> = { 'Retry-After': String(OUTAGE_RETRY_SECONDS), 'Cache-Control': 'no-store' }
/** Connection failures, PostgreSQL's "cannot connect now"/admin shutdown/too many connections, SQLite's lock timeout. */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
])
/**
 * The same by their words, for errors that carry no code: node-postgres's lost connection, its pool's
 * wait for a connection running out (DATABASE_CONNECT_TIMEOUT_MS), a client used after its connection
 * broke; a lock timeout, a closed Redis, a name server that did not answer.
 */
const OUTAGE_MESSAGES =
  /database is locked|Connection terminated|connection timeout|timeout exceeded when trying to connect|is not queryable|Connection is closed|getaddrinfo EAI_AGAIN/i

/** True when an error (or one it wraps, as ORMs do) says a service we depend on is unreachable, not that the request was wrong. */
export function isOutage(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && OUTAGE_CODES.has(code)) return true
    if (typeof message === 'string' && OUTAGE_MESSAGES.test(message)) return true
    current = cause
  }
  return false
}

/** Counts the request against the rule: its RateLimit headers, or a 429 carrying them and Retry-After. */
async function countAgainstLimit(request: Request, rule: RateLimit): Promise<Record<string, string>> {
  const state = await consumeRateLimit(rule, rateLimitClient(request))
  const headers = rateLimitHeaders(rule, state)
  if (state.retryAfterSeconds > 0) {
    throw new ApiError(
      'rate_limited',
      `Too many requests. Please try again in ${state.retryAfterSeconds} seconds.`,
      {},
      { ...headers, 'Retry-After': String(state.retryAfterSeconds) },
    )
  }
  return headers
}

/** Answers 429 with a Retry-After hint when the client exceeded the rule's limit. */
export async function enforceRateLimit(request: Request, rule: RateLimit): Promise<void> {
  const waitSeconds = await hitRateLimit(rule, rateLimitClient(request))
  if (waitSeconds > 0)
    throw new ApiError(
      'rate_limited',
      `Too many requests. Please try again in ${waitSeconds} seconds.`,
      {},
      { 'Retry-After': String(waitSeconds) },
    )
}
