import 'server-only'

import type { Payload } from 'payload'

import { enforceRateLimit } from './api-route'
import { ApiError } from './errors'
import { hitRateLimit, signInLimit } from './rate-limit'
import { siteUrl } from './site-config'
import { loadNavigation, slotHref, DEFAULT_LOCALE, type SiteLocale } from '@/modules/content'

/** The token of an `Authorization: Bearer …` header, or ''. */
export function bearerToken(request: Request): string {
  return request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? ''
}

/** The absolute address of the AI agents area in a language, for the links of account e-mails. */
export async function agentsAreaUrl(payload: Payload, lang: SiteLocale): Promise<string> {
  const navigation = await loadNavigation(payload, lang)
  const path = slotHref(navigation, 'ai_agents', lang) ?? slotHref(navigation, 'ai_agents', DEFAULT_LOCALE) ?? '/'
  return new URL(path, `${siteUrl()}/`).toString()
}

/**
 * Sign-in style calls are limited twice: per client address (one machine trying many accounts) and
 * per e-mail address (many machines trying one account). The e-mail budget is counted whether or
 * not an account exists, so its 429 reveals nothing either.
 */
export async function enforceAccountLimits(request: Request, name: string, email?: string): Promise<void> {
  await enforceRateLimit(request, signInLimit(name))
  if (!email) return
  const waitSeconds = await hitRateLimit(signInLimit(`${name}-email`), email.trim().toLowerCase())
  if (waitSeconds > 0) throw new ApiError('rate_limited', `Too many attempts. Please try again in ${waitSeconds} seconds.`, {}, { 'Retry-After': String(waitSeconds) })
}

/** Token answers must never be cached by a browser or a proxy. */
export const NO_STORE = { 'Cache-Control': 'no-store' }
