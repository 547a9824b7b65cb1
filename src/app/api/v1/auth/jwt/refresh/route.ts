// POST /api/v1/auth/jwt/refresh - exchange a refresh token for a new { access, refresh } (the old refresh token stops working)
import { NextResponse } from 'next/server'

import { NO_STORE } from '@/app/api/_http/account-http'
import { refreshInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { refreshSession } from '@/modules/auth'

export const POST = apiRoute(
  refreshInput,
  async ({ body }) => NextResponse.json(await refreshSession(await getPayloadClient(), body.refresh), { headers: NO_STORE }),
  { rateLimit: () => publicFormLimit('account-refresh') },
)
