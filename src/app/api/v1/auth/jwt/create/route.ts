// POST /api/v1/auth/jwt/create - sign in with e-mail and password: { access, refresh }
import { NextResponse } from 'next/server'

import { NO_STORE, enforceAccountLimits } from '@/app/api/_http/account-http'
import { apiRoute, parseJsonBody } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { signIn } from '@/modules/auth'
import { loginSchema } from '@/modules/auth/schemas'

export const POST = apiRoute(async (request) => {
  const body = await parseJsonBody(request)
  const email = typeof (body as { email?: unknown })?.email === 'string' ? (body as { email: string }).email : undefined
  await enforceAccountLimits(request, 'account-login', email)
  const input = loginSchema.parse(body)
  return NextResponse.json(await signIn(await getPayloadClient(), input), { headers: NO_STORE })
})
