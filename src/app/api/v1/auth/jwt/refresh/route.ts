// POST /api/v1/auth/jwt/refresh - exchange a refresh token (the body's, else the browser's cookie) for a new one and an access token
import { refreshFromCookie, tokenAnswer } from '@/app/api/_http/account-cookies'
import { refreshInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { refreshSession } from '@/modules/auth'
import { REFRESH_TOKEN_MISSING } from '@/modules/auth/schemas'

export const POST = apiRoute(
  refreshInput,
  async ({ body }, request) => {
    const fromCookie = body.refresh ? null : refreshFromCookie(request)
    const refresh = body.refresh ?? fromCookie
    if (!refresh) throw new ApiError('invalid', REFRESH_TOKEN_MISSING, { refresh: [REFRESH_TOKEN_MISSING] })
    return tokenAnswer(request, await refreshSession(await getPayloadClient(), refresh), { refreshFromCookie: Boolean(fromCookie) })
  },
  { rateLimit: () => publicFormLimit('account-refresh') },
)
