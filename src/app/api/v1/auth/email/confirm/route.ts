// POST /api/v1/auth/email/confirm - { uid, token } from the confirmation e-mail; marks the address confirmed (single use)
import { NO_STORE, accountLimitsOnBody } from '@/app/api/_http/account-http'
import { emailConfirmInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { confirmEmail } from '@/modules/auth'

export const POST = apiRoute(
  emailConfirmInput,
  async ({ body }) => {
    await confirmEmail(await getPayloadClient(), body)
    return new Response(null, { status: 204, headers: NO_STORE })
  },
  { beforeValidation: accountLimitsOnBody('account-email-confirm', false) },
)
