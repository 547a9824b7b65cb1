import 'server-only'

import { ApiError } from '@/lib/errors'
import { isSocialProviderName, socialProvidersFromEnv, type SocialProviderConfig } from '@/modules/auth'

import { servedOverHttps } from './account-cookies'

/** The sealed pending social sign-in, sent back only to the social calls. */
export const SOCIAL_COOKIE = 'social_sign_in'

export function socialCookieOptions(request: Request) {
  return {
    httpOnly: true,
    // The finishing call is a same-site fetch; Lax also survives the provider's top-level redirect.
    sameSite: 'lax' as const,
    secure: servedOverHttps(request),
    path: '/api/v1/auth/social',
    maxAge: 10 * 60,
  }
}

/** The configured provider of a path segment; 404 when unknown or not configured on this site. */
export function socialProviderFor(segment: string): SocialProviderConfig {
  const provider = isSocialProviderName(segment) ? socialProvidersFromEnv().get(segment) : undefined
  if (!provider) throw new ApiError('not_found', 'This sign-in method is not available.')
  return provider
}
