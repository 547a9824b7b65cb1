// POST /api/v1/register/{app}?lang - create a customer account for an app (ai_agents) and sign it in: { access, refresh }
import { NextResponse } from 'next/server'

import { NO_STORE, accountLimitsOnBody, agentsAreaUrl } from '@/app/api/_http/account-http'
import { registerInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { getPayloadClient } from '@/components/site-data'
import { registerAccount } from '@/modules/auth'
import { isHoneypotFilled } from '@/modules/crm'

export const POST = apiRoute(
  registerInput,
  async ({ params: { app }, query: { lang }, body }) => {
    const payload = await getPayloadClient()
    const tokens = await registerAccount(payload, app, body, { lang, agentsUrl: await agentsAreaUrl(payload, lang) })
    return NextResponse.json(tokens, { status: 201, headers: NO_STORE })
  },
  {
    beforeValidation: async (body, request) => {
      await accountLimitsOnBody('account-register', false)(body, request)
      if (isHoneypotFilled(body)) throw new ApiError('invalid', 'Check the form.')
      return null
    },
  },
)
