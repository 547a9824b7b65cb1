// POST /api/v1/auth/jwt/password/reset?lang - e-mail a reset link; the same 204 whether or not the address has an account
import { NO_STORE, agentsAreaUrl, enforceAccountLimits } from '@/app/api/_http/account-http'
import { apiRoute, parseJsonBody, parseQuery } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { requestPasswordReset } from '@/modules/auth'
import { passwordResetSchema } from '@/modules/auth/schemas'
import { langQuerySchema } from '@/lib/lang-query'

export const POST = apiRoute(async (request) => {
  const { lang } = parseQuery(request, langQuerySchema)
  const body = await parseJsonBody(request)
  const email = typeof (body as { email?: unknown })?.email === 'string' ? (body as { email: string }).email : undefined
  await enforceAccountLimits(request, 'account-reset', email)
  const input = passwordResetSchema.parse(body)
  const payload = await getPayloadClient()
  await requestPasswordReset(payload, input.email, { lang, agentsUrl: await agentsAreaUrl(payload, lang) })
  return new Response(null, { status: 204, headers: NO_STORE })
})
