import 'server-only'

import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { hitRateLimit, rateLimitClient, signInLimit, type RateLimit } from '@/lib/rate-limit'
import { authorizationBearer } from '@/lib/secret'
import { siteUrl } from '@/lib/site-config'
import { principalForBearer, type Principal } from '@/modules/auth'
import { loadNavigation, slotHrefOrDefault, type NavigationSlot } from '@/modules/content'
import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from '@/lib/locales'

/** The token of an `Authorization: Bearer …` header, or ''. */
export function bearerToken(request: Request): string {
  return authorizationBearer(request.headers.get('authorization'))
}

/** The absolute address of a navigation slot's page in a language (the default language's when it has none), for e-mailed links. */
export async function absoluteSlotUrl(payload: Payload, slot: NavigationSlot, lang: SiteLocale): Promise<string> {
  const navigation = await loadNavigation(payload, lang)
  const path = slotHrefOrDefault(navigation, slot, lang) ?? '/'
  return new URL(path, `${siteUrl()}/`).toString()
}

/** The absolute address of the AI agents area in a language, for the links of account e-mails. */
export function agentsAreaUrl(payload: Payload, lang: SiteLocale): Promise<string> {
  return absoluteSlotUrl(payload, 'ai_agents', lang)
}

/** The API keys screen of the AI agents area in an account's language (the default one for a language the site lacks). */
export function apiKeysAreaLink(payload: Payload): (lang: string) => Promise<string> {
  return async (lang) => {
    const link = new URL(await agentsAreaUrl(payload, isSiteLocale(lang) ? lang : DEFAULT_LOCALE))
    link.searchParams.set('type', 'api-keys')
    return link.toString()
  }
}

/**
 * Sign-in style calls are limited per client address and, when the call names an account, per
 * address and account pair: one machine gets SIGN_IN_RATE_LIMIT tries at one account, and five
 * times that across accounts (an office behind one address). Nothing is counted per account alone,
 * so nobody can lock an owner out by failing sign-ins from elsewhere; a spray from many addresses
 * meets argon2 hashes and a ten-character minimum instead (docs/decisions.md, "Sign-in limits").
 * The pair budget is counted whether or not an account exists, so its 429 reveals nothing either.
 */
export async function enforceAccountLimits(request: Request, name: string, email?: string): Promise<void> {
  await enforceSignInLimits(request, name, email)
}

/**
 * The account limits as an apiRoute `beforeValidation` step: counted on the body as sent (the
 * e-mail it names, when it names one), so a malformed attempt counts like any other.
 */
export function accountLimitsOnBody(name: string, byEmail: boolean) {
  return async (body: unknown, request: Request): Promise<null> => {
    const email = byEmail && typeof (body as { email?: unknown } | null)?.email === 'string' ? (body as { email: string }).email : undefined
    await enforceAccountLimits(request, name, email)
    return null
  }
}

/** The same limits for any sign-in style call, the editors' Payload ones included. */
export async function enforceSignInLimits(request: Request, name: string, email?: string | null): Promise<void> {
  const single = signInLimit(name)
  const address = rateLimitClient(request)
  const rules: [RateLimit, string][] = email
    ? [
        [{ ...single, name: `${name}-address`, limit: single.limit * ADDRESS_BUDGET_ACCOUNTS }, address],
        [{ ...single, name: `${name}-pair` }, `${address}|${email.trim().toLowerCase()}`],
      ]
    : [[single, address]]
  for (const [rule, key] of rules) {
    const waitSeconds = await hitRateLimit(rule, key)
    if (waitSeconds > 0)
      throw new ApiError(
        'rate_limited',
        `Too many attempts. Please try again in ${waitSeconds} seconds.`,
        {},
        { 'Retry-After': String(waitSeconds) },
      )
  }
}

/** How many accounts' worth of attempts one address gets (a shared office address, not one person). */
const ADDRESS_BUDGET_ACCOUNTS = 5

/**
 * The customer account behind the Bearer access token, or a 401; a free-trial token is a 403 (API
 * keys and their usage belong to accounts).
 */
export async function requireAccount(payload: Payload, request: Request): Promise<Extract<Principal, { kind: 'account' }>> {
  const principal = await principalForBearer(payload, bearerToken(request))
  if (!principal) throw new ApiError('unauthenticated', 'Sign in again: the access token is missing, expired or revoked.')
  if (principal.kind !== 'account') throw new ApiError('forbidden', 'API keys belong to customer accounts: create a free account first.')
  return principal
}

/** Token answers must never be cached by a browser or a proxy. */
export const NO_STORE = { 'Cache-Control': 'no-store' }
