import 'server-only'

import type { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { ACCESS_TOKEN_COOKIE } from '@/lib/access-token'
import { servedOverHttps } from './account-cookies'
import { absoluteSlotUrl } from './account-http'
import { siteSettings } from '@/lib/site-config'
import type { SiteLocale } from '@/lib/locales'

/** The absolute address of the trial thank-you page in a language, where a trial's confirmation link leads. */
export function thankYouTrialUrl(payload: Payload, lang: SiteLocale): Promise<string> {
  return absoluteSlotUrl(payload, 'thank_you_trial', lang)
}

/**
 * Sets the platform access cookie of an open trial, for the trial's period (the provider's domain when
 * configured). The spec's contract keeps it readable: the header reads it, the agents area and the
 * platform on another origin send it as a Bearer token. Narrowed where the contract allows: Secure
 * whenever the visitor is on https (also behind a plain-HTTP proxy), Lax because the platform's own
 * pages are reached by links from elsewhere too.
 */
export function setAccessCookie(response: NextResponse, request: Request, trial: { token: string; trial_days: number }): void {
  response.cookies.set(ACCESS_TOKEN_COOKIE, trial.token, {
    path: '/',
    maxAge: trial.trial_days * 24 * 60 * 60,
    sameSite: 'lax',
    secure: servedOverHttps(request),
    domain: siteSettings.accessCookieDomain ?? undefined,
  })
}
