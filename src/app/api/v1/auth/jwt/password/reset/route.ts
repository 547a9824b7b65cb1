// POST /api/v1/auth/jwt/password/reset?lang - e-mail a reset link; the same 204 whether or not the address has an account
import { NO_STORE, accountLimitsOnBody, agentsAreaUrl } from '@/app/api/_http/account-http'
import { passwordResetInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { requestPasswordReset } from '@/modules/auth'

export const POST = apiRoute(
  passwordResetInput,
  async ({ query: { lang }, body }) => {
    const payload = await getPayloadClient()
    await requestPasswordReset(payload, body.email, { lang, agentsUrl: await agentsAreaUrl(payload, lang) })
    return new Response(null, { status: 204, headers: NO_STORE })
  },
  { beforeValidation: accountLimitsOnBody('account-reset', true) },
)
