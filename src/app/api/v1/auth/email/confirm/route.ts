// POST /api/v1/auth/email/confirm - { uid, token } from the confirmation e-mail; marks the address confirmed (single use)
import { NO_STORE, enforceAccountLimits } from '@/app/api/_http/account-http'
import { apiRoute, parseJsonBody } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { confirmEmail } from '@/modules/auth'
import { emailConfirmSchema } from '@/modules/auth/schemas'

export const POST = apiRoute(async (request) => {
  await enforceAccountLimits(request, 'account-email-confirm')
  await confirmEmail(await getPayloadClient(), emailConfirmSchema.parse(await parseJsonBody(request)))
  return new Response(null, { status: 204, headers: NO_STORE })
})
