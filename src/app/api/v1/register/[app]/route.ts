// POST /api/v1/register/{app}?lang - create a customer account for an app (ai_agents) and sign it in: { access, refresh }
import { NextResponse } from 'next/server'

import { NO_STORE, agentsAreaUrl, enforceAccountLimits } from '@/app/api/_http/account-http'
import { apiRoute, parseJsonBody, parseQuery } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { getPayloadClient } from '@/components/site-data'
import { registerAccount } from '@/modules/auth'
import { ACCOUNT_APPS, registerSchema, type AccountApp } from '@/modules/auth/schemas'
import { isHoneypotFilled } from '@/modules/crm'
import { langQuerySchema } from '@/lib/lang-query'

type Context = { params: Promise<{ app: string }> }

export const POST = apiRoute(async (request, context: Context) => {
  const { app } = await context.params
  if (!(ACCOUNT_APPS as readonly string[]).includes(app)) throw new ApiError('not_found', 'Unknown application.')
  const { lang } = parseQuery(request, langQuerySchema)
  const body = await parseJsonBody(request)
  await enforceAccountLimits(request, 'account-register')
  if (isHoneypotFilled(body)) throw new ApiError('invalid', 'Check the form.')
  const input = registerSchema.parse(body)
  const payload = await getPayloadClient()
  const tokens = await registerAccount(payload, app as AccountApp, input, { lang, agentsUrl: await agentsAreaUrl(payload, lang) })
  return NextResponse.json(tokens, { status: 201, headers: NO_STORE })
})
