'use client'

import { hasStoredAccess } from '@/lib/access-token'
import { reportClientError } from '@/lib/client-log'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

/** Where the lead forms keep the visitor's name, e-mail and phone in local storage. */
export const LEAD_DATA_STORAGE_KEY = 'lead-data'

type LeadData = { full_name?: string; email?: string; phone?: string }

function readRawLeadData(): string | null {
  try {
    return window.localStorage.getItem(LEAD_DATA_STORAGE_KEY)
  } catch {
    return null
  }
}

export function parseLeadData(raw: string | null): LeadData {
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' ? (parsed as LeadData) : {}
  } catch (error) {
    reportClientError('Could not read saved lead data', error)
    return {}
  }
}

/** Where sign-in goes: the signed-in area (the platform, or this site's agents area) with a token, else the login page prefilled with the lead. */
export function signInHref(target: { platformUrl: string; loginUrl: string }, hasToken: boolean, lead: LeadData): string {
  if (hasToken) return target.platformUrl
  const url = new URL(target.loginUrl, 'http://relative.invalid')
  if (lead.full_name) url.searchParams.set('name', lead.full_name)
  if (lead.email) url.searchParams.set('email', lead.email)
  if (lead.phone) url.searchParams.set('phone', lead.phone)
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString()
}

/**
 * Sign-in, prefilled with the lead's name, e-mail and phone: to the external platform, or to this
 * site's agents area when there is none. Reads "Platform" and opens the signed-in area directly
 * when an access token is stored.
 */
export function SignInButton({
  platformUrl,
  loginUrl,
  labels,
}: {
  platformUrl: string
  loginUrl: string
  labels: { signIn: string; platform: string }
}) {
  const hasToken = useBrowserSnapshot(() => hasStoredAccess(document.cookie), false)
  const rawLead = useBrowserSnapshot(readRawLeadData, null)
  return (
    <a
      className="button button--ghost"
      href={signInHref({ platformUrl, loginUrl }, hasToken, parseLeadData(rawLead))}
      data-testid="sign-in"
    >
      {hasToken ? labels.platform : labels.signIn}
    </a>
  )
}
