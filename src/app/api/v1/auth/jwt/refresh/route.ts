// POST /api/v1/auth/jwt/refresh - exchange a refresh token for a new { access, refresh } (the old refresh token stops working)
import { NextResponse } from 'next/server'

import { NO_STORE } from '@/app/api/_http/account-http'
import { apiRoute, enforceRateLimit, parseJsonBody } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { refreshSession } from '@/modules/auth'
import { refreshSchema } from '@/modules/auth/schemas'

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, publicFormLimit('account-refresh'))
  const { refresh } = refreshSchema.parse(await parseJsonBody(request))
  return NextResponse.json(await refreshSession(await getPayloadClient(), refresh), { headers: NO_STORE })
})
