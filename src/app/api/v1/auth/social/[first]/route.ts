// GET /api/v1/auth/social/{social} - start a social sign-in: { authorization_url }, and the pending sign-in (state, nonce, PKCE verifier) sealed in an HttpOnly cookie
import { NextResponse } from 'next/server'

import { NO_STORE, agentsAreaUrl, enforceAccountLimits } from '@/app/api/_http/account-http'
import { apiRoute } from '@/lib/api-route'
import { SOCIAL_COOKIE, socialCookieOptions, socialProviderFor } from '@/app/api/_http/social-http'
import { getPayloadClient } from '@/components/site-data'
import { DEFAULT_LOCALE } from '@/lib/locales'
import { authSettings, beginSocialSignIn, sealPendingSignIn } from '@/modules/auth'

type Context = { params: Promise<{ first: string }> }

export const GET = apiRoute(async (request, context: Context) => {
  await enforceAccountLimits(request, 'account-social')
  const provider = socialProviderFor((await context.params).first)
  // One return address for every language: the provider has one redirect URI registered.
  const redirectUri = await agentsAreaUrl(await getPayloadClient(), DEFAULT_LOCALE)
  // A refused sign-in (SocialSignInError) is an ApiError: the wrapper answers it.
  const { authorizationUrl, pending } = await beginSocialSignIn(provider, redirectUri)
  const response = NextResponse.json({ authorization_url: authorizationUrl }, { headers: NO_STORE })
  response.cookies.set(SOCIAL_COOKIE, await sealPendingSignIn(pending, authSettings().sealKey), socialCookieOptions(request))
  return response
})
