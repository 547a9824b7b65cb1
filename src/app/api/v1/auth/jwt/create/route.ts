// POST /api/v1/auth/jwt/create - sign in with e-mail and password: { access, refresh }, and the refresh token in the browser's cookie
import { accountLimitsOnBody } from '@/app/api/_http/account-http'
import { tokenAnswer } from '@/app/api/_http/account-cookies'
import { loginInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { signIn } from '@/modules/auth'

export const POST = apiRoute(loginInput, async ({ body }, request) => tokenAnswer(request, await signIn(await getPayloadClient(), body)), {
  beforeValidation: accountLimitsOnBody('account-login', true),
})
