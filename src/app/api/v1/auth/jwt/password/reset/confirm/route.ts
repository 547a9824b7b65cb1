// POST /api/v1/auth/jwt/password/reset/confirm - { uid, token, new_password } from the reset link; single use, expiring; ends every session
import { NO_STORE, enforceAccountLimits } from '@/app/api/_http/account-http'
import { apiRoute, parseJsonBody } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { confirmPasswordReset } from '@/modules/auth'
import { passwordResetConfirmSchema } from '@/modules/auth/schemas'

export const POST = apiRoute(async (request) => {
  await enforceAccountLimits(request, 'account-reset-confirm')
  const input = passwordResetConfirmSchema.parse(await parseJsonBody(request))
  await confirmPasswordReset(await getPayloadClient(), input)
  return new Response(null, { status: 204, headers: NO_STORE })
})
