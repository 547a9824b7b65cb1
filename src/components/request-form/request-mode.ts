/**
 * What a request form does (trial, book demo or quote): which fields it
 * shows, which call it makes and where the visitor goes next. Pure, so every branch is tested.
 */
export type RequestVariant = 'demo' | 'trial' | 'quote' | 'contact'
export type BookingType = 'BOOK' | 'QUOTE' | 'SAMPLE' | 'TRIAL' | 'CONTACT'
export type RequestField = 'full_name' | 'first_name' | 'last_name' | 'email' | 'phone' | 'country_id' | 'product' | 'message'

/** The static sample file a sample request points the thank-you page to (its sample_link). */
export const SAMPLE_FILE_PATH = '/storage/samples/company-data-sample.csv'

export type RequestQuery = { productId: string | null; requestSample: boolean; email: string; origin: string | null }

const PRODUCT_REF = /^[a-z0-9][a-z0-9-]{0,40}$/i

/** The query a request form reads: product_id or productId, request_sample, email, origin. */
export function readRequestQuery(params: URLSearchParams): RequestQuery {
  const product = (params.get('product_id') ?? params.get('productId') ?? '').trim()
  const sample = params.get('request_sample')
  return {
    productId: PRODUCT_REF.test(product) ? product : null,
    // "Set": present with any value but an explicit false.
    requestSample: sample !== null && !['false', '0'].includes(sample.trim().toLowerCase()),
    email: (params.get('email') ?? '').trim().slice(0, 254),
    origin: params.get('origin'),
  }
}

export type Submission = { kind: 'trial'; productId: string } | { kind: 'booking'; type: BookingType }

/** Trial with a product starts the trial; without one it books instead. */
export function submissionFor(variant: RequestVariant, query: RequestQuery): Submission {
  if (variant === 'trial') return query.productId ? { kind: 'trial', productId: query.productId } : { kind: 'booking', type: 'TRIAL' }
  if (variant === 'quote') return { kind: 'booking', type: 'QUOTE' }
  if (variant === 'contact') return { kind: 'booking', type: 'CONTACT' }
  return { kind: 'booking', type: query.requestSample ? 'SAMPLE' : 'BOOK' }
}

export function fieldsFor(variant: RequestVariant): RequestField[] {
  if (variant === 'trial') return ['first_name', 'last_name', 'email', 'phone', 'country_id']
  if (variant === 'quote') return ['full_name', 'email', 'phone', 'product', 'message']
  if (variant === 'contact') return ['full_name', 'email', 'phone', 'message']
  return ['full_name', 'email', 'phone']
}

function withParams(href: string, params: Record<string, string>): string {
  const [path, existing = ''] = href.split('?')
  const query = new URLSearchParams(existing)
  for (const [key, value] of Object.entries(params)) query.set(key, value)
  return `${path}?${query.toString()}`
}

/** Where a booking lands: the thank-you page with its type, plus the sample block for sample requests. */
export function bookingThankYouHref(thankYouHref: string, type: BookingType): string {
  const params: Record<string, string> = { type: type.toLowerCase() }
  if (type === 'SAMPLE') Object.assign(params, { request_sample: 'true', sample_link: SAMPLE_FILE_PATH })
  return withParams(thankYouHref, params)
}

/** With a token and a trial link the visitor goes to the trial link with the origin. */
export function trialLinkWithOrigin(link: string, origin: string): string {
  const url = new URL(link)
  url.searchParams.set('origin', origin)
  return url.toString()
}

/** "Ada Lovelace King" -> Ada / Lovelace King, for the trial form's prefill from the saved full name. */
export function splitName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  return { first: words[0] ?? '', last: words.slice(1).join(' ') }
}
