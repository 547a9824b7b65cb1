import 'server-only'

import type { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { ACCESS_TOKEN_COOKIE } from '@/lib/access-token'
import { absoluteSlotUrl } from './account-http'
import { siteSettings } from '@/lib/site-config'
import type { SiteLocale } from '@/lib/locales'

/** The absolute address of the trial thank-you page in a language, where a trial's confirmation link leads. */
export function thankYouTrialUrl(payload: Payload, lang: SiteLocale): Promise<string> {
  return absoluteSlotUrl(payload, 'thank_you_trial', lang)
}

/** Sets the platform access cookie of an open trial, for the trial's period (the provider's domain when configured). */
export function setAccessCookie(response: NextResponse, request: Request, trial: { token: string; trial_days: number }): void {
  response.cookies.set(ACCESS_TOKEN_COOKIE, trial.token, {
    path: '/',
    maxAge: trial.trial_days * 24 * 60 * 60,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    domain: siteSettings.accessCookieDomain ?? undefined,
  })
}
