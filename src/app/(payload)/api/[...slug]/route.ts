// /api/* - Payload's REST API for the CMS (collections, globals, auth, uploads)
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { apiRoute, enforceRateLimit, withCappedBody } from '@/lib/api-route'
import { signInLimit } from '@/lib/rate-limit'

/** Sign-in, password reset and unlock of any auth collection: limited per address before Payload sees them. */
const SIGN_IN_OPERATION = /^\/api\/[^/]+\/(login|forgot-password|reset-password|unlock)\/?$/

type Context = { params: Promise<{ slug?: string[] }> }

const postToPayload = REST_POST(config)

export const GET = REST_GET(config)
export const POST = apiRoute(async (request: Request, context: Context) => {
  const operation = new URL(request.url).pathname.match(SIGN_IN_OPERATION)?.[1]
  // One budget for all of them: an attacker switching from login to reset gains nothing.
  if (!operation) return postToPayload(request, context)
  await enforceRateLimit(request, signInLimit('sign-in'))
  return postToPayload(await withCappedBody(request), context)
})
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
