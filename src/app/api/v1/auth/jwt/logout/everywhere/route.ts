// POST /api/v1/auth/jwt/logout/everywhere (Bearer) - sign out everywhere: every session of the account ends, and every
// API key and webhook is revoked (the owner is e-mailed what stopped); this browser's session cookies are cleared
import { NextResponse } from 'next/server'

import { apiKeysAreaLink, bearerToken, NO_STORE } from '@/app/api/_http/account-http'
import { forgetSessionCookies } from '@/app/api/_http/account-cookies'
import { apiRoute, enforceRateLimit, withCappedBody } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { signOutEverywhere } from '@/modules/auth'

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, publicFormLimit('account-logout'))
  // Nothing is read from the body; a client sending one still gets the cap every form has.
  await withCappedBody(request)
  const payload = await getPayloadClient()
  await signOutEverywhere(payload, bearerToken(request), { apiKeysLink: apiKeysAreaLink(payload) })
  return forgetSessionCookies(new NextResponse(null, { status: 204, headers: NO_STORE }), request)
})
