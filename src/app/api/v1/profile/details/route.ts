// GET /api/v1/profile/details - token check: who is behind the Bearer token (a customer account's access JWT or a free-trial token), 401 otherwise
import { NextResponse } from 'next/server'

import { NO_STORE, bearerToken } from '@/app/api/_http/account-http'
import { apiRoute } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { getPayloadClient } from '@/components/site-data'
import { principalForBearer } from '@/modules/auth'

export const GET = apiRoute(async (request) => {
  const principal = await principalForBearer(await getPayloadClient(), bearerToken(request))
  if (!principal) throw new ApiError('unauthenticated', 'Sign in again: the access token is missing, expired or revoked.')
  const profile =
    principal.kind === 'account'
      ? {
          kind: principal.kind,
          email: principal.email,
          first_name: principal.first_name,
          last_name: principal.last_name,
          phone: principal.phone,
          email_verified: principal.email_verified,
        }
      : {
          kind: principal.kind,
          email: principal.email,
          first_name: principal.first_name,
          last_name: principal.last_name,
          product: principal.product,
          expires_at: principal.expires_at,
        }
  return NextResponse.json({ data: profile }, { headers: NO_STORE })
})
