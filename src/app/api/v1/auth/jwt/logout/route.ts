// POST /api/v1/auth/jwt/logout - sign out: revokes the session of the refresh token (the body's, else the browser's cookie) and/or of the
// Bearer access token, and clears the browser's session cookies
import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, withCappedBody } from '@/lib/api-route'
import { NO_STORE, bearerToken } from '@/app/api/_http/account-http'
import { forgetSessionCookies, refreshFromCookie } from '@/app/api/_http/account-cookies'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { signOut } from '@/modules/auth'

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, publicFormLimit('account-logout'))
  // The body is optional (a Bearer header alone signs out) but still capped like every form.
  const text = await (await withCappedBody(request)).text()
  let body: unknown = {}
  try {
    body = text.trim() ? JSON.parse(text) : {}
  } catch {
    body = {}
  }
  const refresh =
    typeof (body as { refresh?: unknown } | null)?.refresh === 'string'
      ? (body as { refresh: string }).refresh.slice(0, 200)
      : refreshFromCookie(request)
  await signOut(await getPayloadClient(), { refresh, access: bearerToken(request) || null })
  return forgetSessionCookies(new NextResponse(null, { status: 204, headers: NO_STORE }), request)
})
