// POST /api/v1/auth/jwt/logout - sign out: revokes the session of the refresh token in the body and/or of the Bearer access token
import { apiRoute, enforceRateLimit, parseJsonBody } from '@/lib/api-route'
import { bearerToken } from '@/lib/account-http'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/lib/site-data'
import { signOut } from '@/modules/auth/accounts'

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, publicFormLimit('account-logout'))
  const body = request.headers.get('content-length') === '0' ? {} : await parseJsonBody(request).catch(() => ({}))
  const refresh = typeof (body as { refresh?: unknown })?.refresh === 'string' ? (body as { refresh: string }).refresh.slice(0, 200) : null
  await signOut(await getPayloadClient(), { refresh, access: bearerToken(request) || null })
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
})
