import 'server-only'

import crypto from 'node:crypto'

import { parseCookies } from '@/lib/cookies'
import { ApiError } from '@/lib/errors'
import { hitRateLimit, signInLimit } from '@/lib/rate-limit'
import { resolvePayloadSecret } from '@/lib/secret'

import { servedOverHttps } from './account-cookies'

/**
 * Browsers an editor has signed in from. Payload's own lock counted failures against the account from
 * anywhere, so strangers with eleven addresses kept its owner out (issue 56). Instead, sign-ins at one
 * account from browsers it does not know share a budget (ten addresses' worth of tries per window);
 * a browser that signed in to the account before carries an HttpOnly cookie saying so, signed by the
 * site, and is never held by that budget. This is OWASP's "device cookie" answer to lockout attacks.
 * The cookie proves nothing about who types the password: the password is still checked, and the
 * per-address and per-address-and-account limits still apply to everyone.
 */
export const EDITOR_DEVICE_COOKIE = 'editor_device'

/** As long as an editor is likely to come back from the same browser. */
const DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60

/** Unknown browsers share this many addresses' worth of tries at one account (SIGN_IN_RATE_LIMIT each). */
const UNKNOWN_BROWSER_ADDRESSES = 10

const keys = new Map<string, Buffer>()

function deviceKey(): Buffer {
  const secret = resolvePayloadSecret()
  let key = keys.get(secret)
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, 'editor-devices', 'device-cookie', 32))
    keys.set(secret, key)
  }
  return key
}

const canonicalEmail = (email: string) => email.trim().toLowerCase()

function signature(email: string, issuedAt: number): Buffer {
  return crypto
    .createHmac('sha256', deviceKey())
    .update(`${canonicalEmail(email)}\n${issuedAt}`)
    .digest()
}

/** Whether the request comes from a browser that signed in to this account within the cookie's lifetime. */
export function isKnownEditorBrowser(request: Request, email: string, now = Date.now()): boolean {
  const value = parseCookies(request.headers.get('cookie'))[EDITOR_DEVICE_COOKIE]
  const [issued, mac] = value?.split('.') ?? []
  const issuedAt = Number(issued)
  if (!Number.isSafeInteger(issuedAt) || !mac) return false
  const age = now / 1000 - issuedAt
  if (age < 0 || age > DEVICE_TTL_SECONDS) return false
  const presented = Buffer.from(mac, 'base64url')
  const expected = signature(email, issuedAt)
  return presented.length === expected.length && crypto.timingSafeEqual(presented, expected)
}

/** A sign-in at the named account from a browser it does not know spends the account's shared budget. */
export async function enforceEditorAccountBudget(request: Request, email: string): Promise<void> {
  if (isKnownEditorBrowser(request, email)) return
  const single = signInLimit('sign-in-account')
  const waitSeconds = await hitRateLimit({ ...single, limit: single.limit * UNKNOWN_BROWSER_ADDRESSES }, canonicalEmail(email))
  if (waitSeconds > 0)
    throw new ApiError(
      'rate_limited',
      `Too many attempts. Please try again in ${waitSeconds} seconds.`,
      {},
      { 'Retry-After': String(waitSeconds) },
    )
}

/**
 * Payload's answer to a successful sign-in (or password reset, which signs in) with the browser
 * remembered for the signed-in account: its cookie goes only to that collection's sign-in calls.
 */
export async function rememberEditorBrowser(response: Response, request: Request, collection: string): Promise<Response> {
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { email?: unknown } } | null
  const email = answer?.user?.email
  if (typeof email !== 'string' || !email) return response
  const issuedAt = Math.floor(Date.now() / 1000)
  const cookie = [
    `${EDITOR_DEVICE_COOKIE}=${issuedAt}.${signature(email, issuedAt).toString('base64url')}`,
    `Path=/api/${collection}`,
    `Max-Age=${DEVICE_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(servedOverHttps(request) ? ['Secure'] : []),
  ].join('; ')
  // Payload's own cookies are kept as they are: the header is appended, never rewritten.
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', cookie)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
