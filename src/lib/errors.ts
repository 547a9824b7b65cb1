/**
 * What went wrong, as the API answers it: every error a client can act on is one of these codes,
 * and this table is the only place a code becomes an HTTP status.
 */
export const STATUS_BY_ERROR_CODE = {
  /** The input cannot be acted on as sent (a field, the body, the query). */
  invalid: 400,
  /** No valid credentials: sign in (again). */
  unauthenticated: 401,
  /** Signed in, but this is not offered to this account (a paid agent). */
  forbidden: 403,
  not_found: 404,
  /** The resource is in a state that refuses this (matching already started). */
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  /** A service we depend on (a sign-in provider) did not answer usefully. */
  upstream_failed: 502,
  /** Not now, try again after Retry-After: the matching queue is full (or a service we depend on is briefly out). */
  busy: 503,
} as const

export type ErrorCode = keyof typeof STATUS_BY_ERROR_CODE

/**
 * The one typed error of the API: domain modules and route handlers throw it, and the route
 * wrapper (lib/api-route.ts) answers with the code's status and the body the screens read:
 * `{ "<field>": [...], "detail": message }`. The message is safe to show. Framework-free on purpose,
 * so modules can throw it without knowing about HTTP.
 */
export class ApiError extends Error {
  readonly status: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly headers: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ApiError'
    this.status = STATUS_BY_ERROR_CODE[code]
  }
}
