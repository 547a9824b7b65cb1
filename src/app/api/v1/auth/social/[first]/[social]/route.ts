// POST /api/v1/auth/social/{app}/{social}?state&code[&iss] - finish a social sign-in with the pending sign-in cookie: { access, refresh }, and the refresh token in the browser's cookie
import { apiKeysAreaLink, enforceAccountLimits } from '@/app/api/_http/account-http'
import { tokenAnswer } from '@/app/api/_http/account-cookies'
import { apiRoute, parseQuery, withCappedBody } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { parseCookies } from '@/lib/cookies'
import { SOCIAL_COOKIE, socialCookieOptions, socialProviderFor } from '@/app/api/_http/social-http'
import { getPayloadClient } from '@/components/site-data'
import { authSettings, completeSocialSignIn, openPendingSignIn, signInWithIdentity, SocialSignInError } from '@/modules/auth'
import { ACCOUNT_APPS, socialCallbackQuerySchema, type AccountApp } from '@/modules/auth/schemas'

type Context = { params: Promise<{ first: string; social: string }> }

export const POST = apiRoute(async (request, context: Context) => {
  const { first: app, social } = await context.params
  if (!(ACCOUNT_APPS as readonly string[]).includes(app)) throw new ApiError('not_found', 'Unknown application.')
  await enforceAccountLimits(request, 'account-social')
  // Nothing is read from the body; a client sending one still gets the cap every form has.
  await withCappedBody(request)
  const provider = socialProviderFor(social)
  const query = parseQuery(request, socialCallbackQuerySchema)
  const settings = authSettings()
  const sealed = parseCookies(request.headers.get('cookie'))[SOCIAL_COOKIE]
  const pending = sealed ? await openPendingSignIn(sealed, settings.sealKey) : null
  if (!pending) throw new ApiError('invalid', 'This sign-in could not be verified. Please start again.')
  // A refused sign-in (SocialSignInError) is an ApiError: the wrapper answers it.
  const identity = await completeSocialSignIn(provider, pending, { state: query.state, code: query.code, iss: query.iss ?? null })
  // An address the provider does not vouch for must not open (or create) an account under it.
  if (!identity.emailVerified) throw new SocialSignInError('email_unverified', provider.name)
  const payload = await getPayloadClient()
  const tokens = await signInWithIdentity(payload, app as AccountApp, identity, {
    lang: query.lang,
    settings,
    apiKeysLink: apiKeysAreaLink(payload),
  })
  const response = tokenAnswer(request, tokens)
  response.cookies.set(SOCIAL_COOKIE, '', { ...socialCookieOptions(request), maxAge: 0 })
  return response
})
