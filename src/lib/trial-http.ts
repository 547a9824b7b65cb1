import 'server-only'

import type { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { ACCESS_TOKEN_COOKIE } from './access-token'
import { siteSettings, siteUrl } from './site-config'
import { loadNavigation, slotHref, DEFAULT_LOCALE, type SiteLocale } from '@/modules/content'

/**
 * The absolute address of the trial thank-you page in a language (the default language's when the
 * language has none), where a trial's confirmation link leads.
 */
export async function thankYouTrialUrl(payload: Payload, lang: SiteLocale): Promise<string> {
  const navigation = await loadNavigation(payload, lang)
  const path = slotHref(navigation, 'thank_you_trial', lang) ?? slotHref(navigation, 'thank_you_trial', DEFAULT_LOCALE) ?? '/'
  return new URL(path, `${siteUrl()}/`).toString()
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
