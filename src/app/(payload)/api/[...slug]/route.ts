// /api/* - Payload's REST API for the CMS (collections, globals, auth, uploads)
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import type { Payload } from 'payload'

import { PAYLOAD_REST_BODY_LIMIT, payloadCollectionOf, requestBodyLimit, signInOperation } from '@/app/request-body-limits'
import { enforceSignInLimits } from '@/app/api/_http/account-http'
import { enforceEditorAccountBudget, rememberEditorBrowser } from '@/app/api/_http/editor-devices'
import { apiRoute, isOutage, OUTAGE_DETAIL, OUTAGE_HEADERS, withCappedBody } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/components/site-data'
import { sqlRunnerFor } from '@/modules/db'

type Context = { params: Promise<{ slug?: string[] }> }
type PayloadHandler = (request: Request, context: Context) => Promise<Response>

/** The account a sign-in style body names (JSON, or a form with Payload's `_payload` JSON field), if any. */
async function accountNamed(request: Request): Promise<string | null> {
  const text = await request.clone().text()
  const fromObject = (value: unknown) => {
    const email = (value as { email?: unknown } | null)?.email
    return typeof email === 'string' && email.trim() ? email.slice(0, 320) : null
  }
  try {
    return fromObject(JSON.parse(text))
  } catch {
    const form = await request
      .clone()
      .formData()
      .catch(() => null)
    const embedded = form?.get('_payload')
    if (typeof embedded === 'string') {
      try {
        return fromObject(JSON.parse(embedded))
      } catch {
        return null
      }
    }
    const email = form?.get('email')
    return typeof email === 'string' ? email : null
  }
}

/**
 * Payload answers an unknown address at once and a known one after hashing the password (and a
 * reset after writing a token), and says "locked" only of accounts that exist: each tells whether an
 * editor's address is registered. So every sign-in style answer takes the same floor time, and a
 * refused login, locked or not, gets Payload's one wrong-credentials message.
 */
const SIGN_IN_ANSWER_FLOOR_MS = 750
const WRONG_CREDENTIALS = 'The email or password provided is incorrect.'

async function answerAlike(operation: string, run: () => Promise<Response>): Promise<Response> {
  const started = performance.now()
  let response = await run()
  if (operation === 'login' && response.status === 401) {
    response = Response.json({ errors: [{ message: WRONG_CREDENTIALS }] }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  }
  const wait = SIGN_IN_ANSWER_FLOOR_MS - (performance.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return response
}

/**
 * Every Payload call that may carry a body reads it through the capped reader first (Payload
 * itself reads any size before it decides access): sign-in calls at the forms' 64 KB after their
 * rate limit, editors' file uploads at the upload limit and only for a signed-in user, the rest at
 * the REST limit. The production server has already refused a declared length above these.
 */
function guarded(handler: PayloadHandler): PayloadHandler {
  return apiRoute(async (request: Request, context: Context) => {
    const { pathname } = new URL(request.url)
    const operation = request.method === 'POST' ? signInOperation(pathname) : null
    if (operation) {
      const capped = await withCappedBody(request)
      const account = operation === 'reset-password' ? null : await accountNamed(capped)
      // One budget for all of them: an attacker switching from login to reset gains nothing.
      await enforceSignInLimits(capped, 'sign-in', account)
      // Tries at one account from browsers it does not know share a budget; its owner's browser is never held.
      if (operation === 'login' && account) await enforceEditorAccountBudget(capped, account)
      const response = await answerAlike(operation, () => handler(capped, context))
      const signedIn = (operation === 'login' || operation === 'reset-password') && response.status === 200
      return signedIn ? rememberEditorBrowser(response, capped, payloadCollectionOf(pathname) ?? 'users') : response
    }
    const limit = requestBodyLimit(request.method, pathname)
    if (limit > PAYLOAD_REST_BODY_LIMIT) {
      // A file upload: nobody but a signed-in editor gets a body this large read.
      const { user } = await (await getPayloadClient()).auth({ headers: request.headers })
      if (!user) throw new ApiError('forbidden', 'You are not allowed to perform this action.')
    }
    return handler(await withCappedBody(request, limit), context)
  })
}

/** Whether a call carries an editor's credentials (Payload's cookie, or an Authorization header: JWT or API key). */
function carriesCredentials(request: Request, cookiePrefix: string): boolean {
  if (request.headers.get('authorization')) return true
  const cookies = (request.headers.get('cookie') ?? '').split(';').map((cookie) => cookie.trim())
  return cookies.some((cookie) => cookie.startsWith(`${cookiePrefix}-token=`))
}

/** Whether the database answers now; any failure but an outage (lib/api-route.ts isOutage) counts as an answer. */
async function databaseAnswers(payload: Payload): Promise<boolean> {
  try {
    await sqlRunnerFor(payload).query('SELECT 1')
    return true
  } catch (error) {
    return !isOutage(error)
  }
}

/**
 * Payload's REST API while the database is out of reach answers 503 busy with Retry-After, as the
 * site's own API does, never a 403 or a 500 (issue 56). Payload's check of a token or cookie
 * swallows a failed user lookup and carries on as a visitor, so an editor's call would be refused
 * for rights nobody took away (or `me` would say nobody is signed in), and a failed query is its
 * generic 500. So a call with credentials is answered only once the database answered a probe, and
 * an answer that may come from the database's absence (any 5xx; a 401 or 403 to credentials) is
 * checked by a probe after the fact. Answers in Payload's error shape, which its admin panel reads.
 */
function outageAware(handler: PayloadHandler): PayloadHandler {
  const outage = (request: Request) => {
    logger.warn({ method: request.method, path: new URL(request.url).pathname }, 'cms api request met an outage')
    return Response.json({ errors: [{ message: OUTAGE_DETAIL }] }, { status: 503, headers: OUTAGE_HEADERS })
  }
  return async (request, context) => {
    const payload = await getPayloadClient()
    const credentialed = carriesCredentials(request, payload.config.cookiePrefix)
    if (credentialed && !(await databaseAnswers(payload))) return outage(request)
    const response = await handler(request, context)
    const mayBeOutage = response.status >= 500 || (credentialed && (response.status === 401 || response.status === 403))
    if (mayBeOutage && !(await databaseAnswers(payload))) return outage(request)
    return response
  }
}

export const GET = apiRoute(outageAware(REST_GET(config)))
export const POST = guarded(outageAware(REST_POST(config)))
export const DELETE = guarded(outageAware(REST_DELETE(config)))
export const PATCH = guarded(outageAware(REST_PATCH(config)))
export const PUT = guarded(outageAware(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
