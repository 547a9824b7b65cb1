// POST /api/v1/register/{app}?lang - create a customer account for an app (ai_agents) and sign it in: { access, refresh }, and the refresh token in the browser's cookie
import { accountLimitsOnBody, agentsAreaUrl } from '@/app/api/_http/account-http'
import { tokenAnswer } from '@/app/api/_http/account-cookies'
import { registerInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { getPayloadClient } from '@/components/site-data'
import { registerAccount } from '@/modules/auth'
import { isHoneypotFilled } from '@/modules/crm'

export const POST = apiRoute(
  registerInput,
  async ({ params: { app }, query: { lang }, body }, request) => {
    const payload = await getPayloadClient()
    const tokens = await registerAccount(payload, app, body, { lang, agentsUrl: await agentsAreaUrl(payload, lang) })
    return tokenAnswer(request, tokens, { status: 201 })
  },
  {
    beforeValidation: async (body, request) => {
      await accountLimitsOnBody('account-register', false)(body, request)
      if (isHoneypotFilled(body)) throw new ApiError('invalid', 'Check the form.')
      return null
    },
  },
)
