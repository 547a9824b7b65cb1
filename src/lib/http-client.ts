/**
 * JSON HTTP client: responses are parsed as JSON, a body with a
 * `results` field is unwrapped into `data` (unless `wholeBody` is set: a body that has `results`
 * beside other fields, like the article search's, is then returned as it came), a non-ok response
 * is rejected with the response, and a request with no body gives a not-ok result with empty data.
 * The browser calls it only from the features' `api.ts` files.
 */
export type HttpResult<T> = { ok: boolean; status: number; data: T }

export class HttpError<T = unknown> extends Error {
  readonly status: number
  readonly data: T
  readonly response: Response
  /**
   * The body's text when it was not JSON (a proxy's HTML page, a bare "oops"), for logs only: it
   * is never put in `data`, so no form ever shows it to a visitor.
   */
  readonly rawText: string | null

  constructor(response: Response, data: T, rawText: string | null = null) {
    super(`Request failed with status ${response.status}`)
    this.name = 'HttpError'
    this.status = response.status
    this.data = data
    this.response = response
    this.rawText = rawText
  }
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  /** Serialised as JSON unless it is FormData, which is sent as multipart. */
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  fetchImpl?: typeof fetch
  /** Return the parsed body as it is, without unwrapping `results`. */
  wholeBody?: boolean
}

export function withQuery(url: string, query?: RequestOptions['query']): string {
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  if (!search) return url
  return `${url}${url.includes('?') ? '&' : '?'}${search}`
}

function unwrap(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'results' in body) {
    return (body as { results: unknown }).results
  }
  return body
}

async function readJson(response: Response): Promise<{ hasBody: boolean; body: unknown; rawText: string | null }> {
  const text = await response.text()
  if (!text.trim()) return { hasBody: false, body: {}, rawText: null }
  try {
    return { hasBody: true, body: JSON.parse(text), rawText: null }
  } catch {
    // Not JSON: empty data, so the forms read "no readable answer" and show their friendly text;
    // the raw words stay on the error for logging only.
    return { hasBody: true, body: {}, rawText: text.slice(0, 500) }
  }
}

export async function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
  const { body, query, fetchImpl = fetch, headers, wholeBody = false, ...init } = options
  const finalHeaders = new Headers(headers)
  finalHeaders.set('Accept', 'application/json')
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body
  } else if (body !== undefined) {
    finalHeaders.set('Content-Type', 'application/json')
    payload = JSON.stringify(body)
  }
  const response = await fetchImpl(withQuery(url, query), { ...init, headers: finalHeaders, body: payload })
  const { hasBody, body: parsed, rawText } = await readJson(response)
  const data = (wholeBody ? parsed : unwrap(parsed)) as T
  if (!response.ok) throw new HttpError(response, data, rawText)
  if (!hasBody) return { ok: false, status: response.status, data: {} as T }
  return { ok: true, status: response.status, data }
}

export const http = {
  get: <T = unknown>(url: string, options?: RequestOptions) => requestJson<T>(url, { ...options, method: 'GET' }),
  post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => requestJson<T>(url, { ...options, method: 'POST', body }),
}
