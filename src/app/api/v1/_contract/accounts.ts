import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'

import { usageResponseSchema } from '@/modules/data-api/schemas'
import {
  ACCOUNT_APPS,
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
  emailConfirmSchema,
  MAX_ACTIVE_API_KEYS,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetSchema,
  profileResponseSchema,
  refreshSchema,
  registerSchema,
  socialCallbackQuerySchema,
  socialStartResponseSchema,
  accessTokenSchema,
  tokenPairSchema,
} from '@/modules/auth/schemas'
import { langQuerySchema } from '@/lib/lang-query'

import { BEARER, FORM_LIMIT, json, noContent, operation, routeInput } from './operation'

/** What each account route takes: its route parses with it, the document below describes it. */
export const registerInput = {
  params: z.object({ app: z.enum(ACCOUNT_APPS, { error: 'Unknown application.' }) }),
  query: langQuerySchema,
  body: registerSchema,
} satisfies RouteInput
export const loginInput = { body: loginSchema } satisfies RouteInput
export const refreshInput = { body: refreshSchema } satisfies RouteInput
export const passwordResetInput = { query: langQuerySchema, body: passwordResetSchema } satisfies RouteInput
export const passwordResetConfirmInput = { body: passwordResetConfirmSchema } satisfies RouteInput
export const emailConfirmInput = { body: emailConfirmSchema } satisfies RouteInput
export const createApiKeyInput = { body: createApiKeySchema } satisfies RouteInput
export const apiUsageInput = { query: langQuerySchema } satisfies RouteInput
export const revokeApiKeyInput = {
  params: z.object({
    id: z.coerce.number({ error: 'No such key.' }).int('No such key.').min(1, 'No such key.').max(Number.MAX_SAFE_INTEGER),
  }),
} satisfies RouteInput

const tags: [string] = ['Accounts']
const apiKeyTags: [string] = ['API keys']
const noStore = { 'Cache-Control': { description: '`no-store`: tokens are never cached.' } }
const sessionCookies = {
  ...noStore,
  'Set-Cookie': {
    description:
      '`account_refresh`: the refresh token, `HttpOnly; SameSite=Strict; Path=/api/v1/auth/jwt` (`Secure` on https), for browsers: ' +
      'refresh and sign-out read it when the body has no token. `account_session=1` (`Path=/`, readable): only says a session is stored.',
  },
}
const tokens = (description: string) => json(tokenPairSchema, description, sessionCookies)
const socialPath = z.object({ social: z.string().meta({ description: 'A configured provider: `google`, `microsoft` or `linkedin`.' }) })

export const accountPaths: ZodOpenApiPathsObject = {
  '/api/v1/register/{app}': {
    post: operation({
      operationId: 'register',
      summary: 'Create a customer account for an app and sign it in',
      description: 'A confirmation link is e-mailed. Rate-limited per client address.',
      tags,
      ...routeInput(registerInput),
      responses: { '201': tokens('Signed in.') },
      errors: ['invalid', 'not_found', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/auth/jwt/create': {
    post: operation({
      operationId: 'signIn',
      summary: 'Sign in with e-mail and password',
      description:
        'Rate-limited per client address and per e-mail typed. A wrong password, an unknown address and a disabled account get the same 401.',
      tags,
      ...routeInput(loginInput),
      responses: { '200': tokens('A new session.') },
      errors: ['invalid', 'unauthenticated', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/auth/jwt/refresh': {
    post: operation({
      operationId: 'refreshTokens',
      summary: 'Exchange a refresh token for a new pair (the old one stops working)',
      description:
        'The token comes in the body, or, with none there, from the `account_refresh` cookie of a call from this site (`Sec-Fetch-Site: same-origin` or none). ' +
        'A token from the body is answered `{ access, refresh }`; one from the cookie `{ access }`, the new refresh token only in the cookie. ' +
        'A token already exchanged, presented again at any time, ends its session: refresh one call at a time.',
      tags,
      rateLimit: FORM_LIMIT,
      ...routeInput(refreshInput),
      responses: {
        '200': json(
          z.union([tokenPairSchema, accessTokenSchema]),
          'A new pair (the refresh token in the cookie when it came from there).',
          sessionCookies,
        ),
      },
      errors: ['invalid', 'unauthenticated', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/auth/jwt/logout': {
    post: operation({
      operationId: 'signOut',
      summary: 'Sign out: revoke the session of the refresh token and/or of the Bearer access token',
      description: 'The refresh token comes in the body, or from the `account_refresh` cookie; both session cookies are cleared.',
      tags,
      security: [...BEARER, {}],
      requestBody: { required: false, content: { 'application/json': { schema: z.object({ refresh: z.string().optional() }) } } },
      responses: { '204': noContent('Signed out (also when nothing matched).') },
      errors: ['too_large', 'rate_limited'],
    }),
  },
  '/api/v1/auth/jwt/logout/everywhere': {
    post: operation({
      operationId: 'signOutEverywhere',
      summary: 'Sign out everywhere: end every session of the account and revoke its API keys and webhooks',
      description:
        'For an owner who fears someone else got in. Every session ends (this one too), every API key is revoked and every ' +
        'watch and pending batch webhook stops; the owner is e-mailed what was revoked. A password reset and a takeover of ' +
        'an unconfirmed address by its owner do the same.',
      tags,
      security: BEARER,
      rateLimit: FORM_LIMIT,
      responses: { '204': noContent('Signed out everywhere.') },
      errors: ['unauthenticated', 'too_large'],
    }),
  },
  '/api/v1/auth/jwt/password/reset': {
    post: operation({
      operationId: 'requestPasswordReset',
      summary: 'E-mail a password reset link',
      description: 'The same 204 whether or not the address has an account; the link works once, for an hour.',
      tags,
      ...routeInput(passwordResetInput),
      responses: { '204': noContent('Sent if the address has an account.') },
      errors: ['invalid', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/auth/jwt/password/reset/confirm': {
    post: operation({
      operationId: 'confirmPasswordReset',
      summary: 'Set a new password from the reset link; every session, API key and webhook of the account ends',
      tags,
      ...routeInput(passwordResetConfirmInput),
      responses: { '204': noContent('The password is changed.') },
      errors: ['invalid', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/auth/email/confirm': {
    post: operation({
      operationId: 'confirmEmail',
      summary: 'Confirm the e-mail address from the confirmation link (single use, 3 days)',
      tags,
      ...routeInput(emailConfirmInput),
      responses: { '204': noContent('Confirmed.') },
      errors: ['invalid', 'too_large', 'rate_limited'],
    }),
  },
  '/api/v1/auth/social/{social}': {
    get: operation({
      operationId: 'startSocialSignIn',
      summary: 'Start a social sign-in',
      description: 'Sets the HttpOnly cookie `social_sign_in` (state, nonce and PKCE verifier, sealed, 10 minutes).',
      tags,
      requestParams: { path: socialPath },
      responses: { '200': json(socialStartResponseSchema, 'Where to send the person.', noStore) },
      errors: ['not_found', 'rate_limited', 'upstream_failed'],
    }),
  },
  '/api/v1/auth/social/{app}/{social}': {
    post: operation({
      operationId: 'finishSocialSignIn',
      summary: "Finish a social sign-in with the provider's answer and the pending sign-in cookie",
      description: 'The account is found by provider subject, else by the provider-verified e-mail, else created.',
      tags,
      requestParams: { path: z.object({ app: z.enum(ACCOUNT_APPS) }).extend(socialPath.shape), query: socialCallbackQuerySchema },
      responses: { '200': tokens('Signed in.') },
      errors: ['invalid', 'not_found', 'too_large', 'rate_limited', 'upstream_failed'],
    }),
  },
  '/api/v1/profile/details': {
    get: operation({
      operationId: 'profile',
      summary: 'Who is behind the Bearer token: an account or a free trial',
      tags,
      security: BEARER,
      responses: { '200': json(profileResponseSchema, 'The account or trial.', noStore) },
      errors: ['unauthenticated'],
    }),
  },
  '/api/v1/account/api-keys': {
    get: operation({
      operationId: 'listApiKeys',
      summary: "The account's API keys for the company data API, newest first (revoked ones too)",
      tags: apiKeyTags,
      security: BEARER,
      responses: { '200': json(apiKeyListSchema, 'The keys (prefixes only).', noStore) },
      errors: ['unauthenticated', 'forbidden'],
    }),
    post: operation({
      operationId: 'createApiKey',
      summary: 'Create an API key: the answer holds the key, this once',
      description: `Stored as a hash. At most ${MAX_ACTIVE_API_KEYS} keys at once (409 above). An account's access token only (a trial token gets 403), and only once its e-mail address is confirmed (403 before).`,
      tags: apiKeyTags,
      security: BEARER,
      rateLimit: FORM_LIMIT,
      ...routeInput(createApiKeyInput),
      responses: { '201': json(createdApiKeySchema, 'The new key.', noStore) },
      errors: ['invalid', 'unauthenticated', 'forbidden', 'conflict', 'too_large'],
    }),
  },
  '/api/v1/account/api-keys/{id}': {
    delete: operation({
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key: every node refuses it from the next call',
      tags: apiKeyTags,
      security: BEARER,
      ...routeInput(revokeApiKeyInput),
      responses: { '204': noContent('Revoked (also when it already was).') },
      errors: ['unauthenticated', 'forbidden', 'not_found'],
    }),
  },
  '/api/v1/account/api-usage': {
    get: operation({
      operationId: 'apiUsage',
      summary: "The account's API plan, this month's allowance and use, and the last 30 days",
      tags: apiKeyTags,
      security: BEARER,
      ...routeInput(apiUsageInput),
      responses: { '200': json(usageResponseSchema, 'Usage.', noStore) },
      errors: ['unauthenticated', 'forbidden'],
    }),
  },
}
