// POST /api/v1/auth/jwt/create - sign in with e-mail and password: { access, refresh }
import { NextResponse } from 'next/server'

import { NO_STORE, accountLimitsOnBody } from '@/app/api/_http/account-http'
import { loginInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { signIn } from '@/modules/auth'

export const POST = apiRoute(
  loginInput,
  async ({ body }) => NextResponse.json(await signIn(await getPayloadClient(), body), { headers: NO_STORE }),
  { beforeValidation: accountLimitsOnBody('account-login', true) },
)
