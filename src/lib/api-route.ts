import { NextResponse } from 'next/server'
import { ZodError, type ZodType } from 'zod'

import { InputError } from './errors'
import { clientAddress, hitRateLimit, type RateLimit } from './rate-limit'

/** An error the client can act on; its message is safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

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
  throw new ApiError(400, first, fields)
}

/** The JSON body of a request; anything that is not JSON is a 400 the form can show. */
export async function parseJsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.length > MAX_JSON_BODY_CHARS) throw new ApiError(413, 'The form is too large.')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, 'Send the form as JSON.')
  }
}

/** Public forms are a few fields; anything near this size is not a person typing. */
const MAX_JSON_BODY_CHARS = 64 * 1024

/** Field errors of a schema as the 400 every form understands: each field's messages, and the first as `detail`. */
export function validationError(error: ZodError): ApiError {
  const fields = zodFieldErrors(error)
  return new ApiError(400, Object.values(fields)[0]?.[0] ?? 'Check the form.', fields)
}

/**
 * Wraps a route handler: typed errors become `{ detail, <field>: [..] }` JSON with their status,
 * anything else is logged and answered with a generic 500 (no internals leak).
 */
export function apiRoute<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
  options: { extraErrorBody?: Record<string, unknown> } = {},
) {
  return async (request: Request, context: Context): Promise<Response> => {
    try {
      return await handler(request, context)
    } catch (error) {
      if (error instanceof ApiError) {
        return NextResponse.json(
          { ...options.extraErrorBody, ...error.fields, detail: error.message } satisfies ErrorBody,
          { status: error.status, headers: error.headers },
        )
      }
      if (error instanceof InputError) {
        return NextResponse.json({ ...options.extraErrorBody, ...error.fields, detail: error.message }, { status: error.status })
      }
      if (error instanceof ZodError) {
        const invalid = validationError(error)
        return NextResponse.json({ ...options.extraErrorBody, ...invalid.fields, detail: invalid.message }, { status: 400 })
      }
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed`, error)
      return NextResponse.json({ ...options.extraErrorBody, detail: 'Something went wrong on our side. Please try again.' }, { status: 500 })
    }
  }
}

/** Answers 429 with a Retry-After hint when the client exceeded the rule's limit. */
export function enforceRateLimit(request: Request, rule: RateLimit): void {
  const waitSeconds = hitRateLimit(rule, clientAddress(request))
  if (waitSeconds > 0) throw new ApiError(429, `Too many requests. Please try again in ${waitSeconds} seconds.`, {}, { 'Retry-After': String(waitSeconds) })
}
