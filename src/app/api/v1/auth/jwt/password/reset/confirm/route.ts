// POST /api/v1/auth/jwt/password/reset/confirm - { uid, token, new_password } from the reset link; single use, expiring; ends every session,
// every API key and webhook (the owner is e-mailed what stopped)
import { NO_STORE, accountLimitsOnBody, apiKeysAreaLink } from '@/app/api/_http/account-http'
import { passwordResetConfirmInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { confirmPasswordReset } from '@/modules/auth'

export const POST = apiRoute(
  passwordResetConfirmInput,
  async ({ body }) => {
    const payload = await getPayloadClient()
    await confirmPasswordReset(payload, body, { apiKeysLink: apiKeysAreaLink(payload) })
    return new Response(null, { status: 204, headers: NO_STORE })
  },
  { beforeValidation: accountLimitsOnBody('account-reset-confirm', false) },
)
