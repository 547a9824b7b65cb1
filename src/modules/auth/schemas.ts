import { z } from 'zod'

import { businessEmailSchema, emailSchema, personNameSchema, phoneSchema } from '@/modules/crm/client'
import { langField } from '@/lib/lang-query'

/** The apps an account can be registered for (`POST /register/{app}`). */
export const ACCOUNT_APPS = ['ai_agents'] as const
export type AccountApp = (typeof ACCOUNT_APPS)[number]

export const PASSWORD_MIN_LENGTH = 10
/** argon2 takes any length, but hashing megabytes on request is a denial of service. */
export const PASSWORD_MAX_LENGTH = 128

/**
 * A new password: long enough, not all one character class of digits, and not the e-mail itself
 * (checked where the e-mail is known). Length beats composition rules (NIST SP 800-63B).
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine((value) => !/^\d+$/.test(value), 'Use letters as well as digits.')
  .refine((value) => new Set(value).size >= 4, 'This password is too easy to guess.')

/** A password being checked (sign-in): only bounded, never judged, so old passwords still work. */
const passwordToCheckSchema = z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH, 'Enter your password.')

/** An empty field (or null: the form sends what this schema produced) is no phone; anything typed must be a phone number. */
const optionalPhoneSchema = z
  .string()
  .trim()
  .nullish()
  .refine((value) => !value || phoneSchema.safeParse(value).success, 'Enter a valid phone number.')
  .transform((value) => value || null)

export const registerSchema = z
  .object({
    first_name: personNameSchema,
    last_name: personNameSchema,
    email: businessEmailSchema,
    password: newPasswordSchema,
    phone: optionalPhoneSchema,
  })
  .refine((input) => input.password.toLowerCase() !== input.email, {
    path: ['password'],
    message: 'Do not use your e-mail address as the password.',
  })
export type RegisterInput = z.infer<typeof registerSchema>

export const loginSchema = z.object({ email: emailSchema, password: passwordToCheckSchema })
export type LoginInput = z.infer<typeof loginSchema>

export const REFRESH_TOKEN_MISSING = 'The refresh token is missing.'

/** A refresh call's body: the token, or nothing when the browser's cookie carries it. */
export const refreshSchema = z.object({
  refresh: z.string().trim().min(1, REFRESH_TOKEN_MISSING).max(200, 'The refresh token is not valid.').optional(),
})

export const passwordResetSchema = z.object({ email: emailSchema })

export const passwordResetConfirmSchema = z.object({
  uid: z.string().trim().min(1, 'The link is incomplete.').max(40, 'The link is not valid.'),
  token: z.string().trim().min(1, 'The link is incomplete.').max(200, 'The link is not valid.'),
  new_password: newPasswordSchema,
})

export const emailConfirmSchema = passwordResetConfirmSchema.pick({ uid: true, token: true })

const SIGN_IN_NOT_VERIFIED = 'The sign-in could not be verified. Please start again.'

/** The social sign-in's return (POST /auth/social/{app}/{social}?state&code[&iss]&lang). */
export const socialCallbackQuerySchema = z.object({
  state: z.string().min(1, SIGN_IN_NOT_VERIFIED).max(500),
  code: z.string().min(1, SIGN_IN_NOT_VERIFIED).max(2000),
  iss: z.string().max(500).optional(),
  lang: langField,
})

/*
 * Response schemas of the accounts calls: the OpenAPI document is generated from them and the
 * contract test checks real answers against them.
 */

/** Register, sign in, refresh and social sign-in: a new session's tokens. */
export const tokenPairSchema = z
  .object({
    access: z.string().describe('HS256 JWT, 15 minutes (`sub` account id, `sid` session id, `aud` access).'),
    refresh: z.string().describe('Opaque, single use: a refresh returns a new pair.'),
  })
  .meta({ id: 'TokenPair' })

export type TokenPair = z.infer<typeof tokenPairSchema>

/** A refresh with the browser's cookie: the new refresh token goes back in the cookie only. */
export const accessTokenSchema = tokenPairSchema.pick({ access: true }).meta({ id: 'AccessToken' })

/** GET /auth/social/{social}: where to send the person (the pending sign-in is in an HttpOnly cookie). */
export const socialStartResponseSchema = z.object({ authorization_url: z.string() })

/** GET /profile/details: who is behind the Bearer token. */
export const profileResponseSchema = z.object({
  data: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('account'),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      phone: z.string().nullable(),
      email_verified: z.boolean(),
    }),
    z.object({
      kind: z.literal('trial'),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      product: z.string(),
      expires_at: z.string(),
    }),
  ]),
})

/*
 * API keys of the company data API (the account area's "API keys" screen, /api/v1/account/api-keys).
 */

/**
 * What a key may do: `profiles` search companies and read profiles and contacts, `match` match
 * records, `monitoring` watch companies for changes.
 */
export const API_KEY_SCOPES = ['profiles', 'match', 'monitoring'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

/** Keys an account may hold at once (revoked ones do not count): enough for every app and environment. */
export const MAX_ACTIVE_API_KEYS = 20

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Name the key (what uses it).').max(60, 'Use at most 60 characters.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Unknown scope.' }))
    .min(1, 'Choose at least one scope.')
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
})
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>

export const apiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().describe('The first characters of the key, to recognise it by (the key itself is never shown again).'),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    created_at: z.string(),
    last_used_at: z.string().nullable().describe('Updated at most once a minute.'),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' })
export type ApiKey = z.infer<typeof apiKeySchema>

export const apiKeyListSchema = z.object({ data: z.array(apiKeySchema) })

export const createdApiKeySchema = z.object({
  data: apiKeySchema.extend({
    key: z.string().describe('The key: shown this once, stored only as a hash. Send it as `Authorization: Bearer <key>`.'),
  }),
})
