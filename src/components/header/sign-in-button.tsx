'use client'

import { useEffect, useState } from 'react'

import { getBrowserCookie } from '@/lib/cookies'

/** Cookie that holds the platform access token (set after a trial sign-up or a sign-in). */
export const ACCESS_TOKEN_COOKIE = 'access_token'
/** Spec: lead data kept in local storage under `lead-data`. */
export const LEAD_DATA_STORAGE_KEY = 'lead-data'

type LeadData = { full_name?: string; email?: string; phone?: string }

export function readLeadData(): LeadData {
  try {
    const raw = window.localStorage.getItem(LEAD_DATA_STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return parsed && typeof parsed === 'object' ? (parsed as LeadData) : {}
  } catch (error) {
    console.error('Could not read saved lead data', error)
    return {}
  }
}

/**
 * Sign-in to the external platform, prefilled with the lead's name, e-mail and phone. Reads
 * "Platform" and opens the platform directly when an access token is stored.
 */
export function SignInButton({ platformUrl, labels }: { platformUrl: string; labels: { signIn: string; platform: string } }) {
  const [state, setState] = useState<{ hasToken: boolean; href: string }>({
    hasToken: false,
    href: `${platformUrl}/login`,
  })

  useEffect(() => {
    const hasToken = Boolean(getBrowserCookie(ACCESS_TOKEN_COOKIE))
    if (hasToken) {
      setState({ hasToken, href: platformUrl })
      return
    }
    const lead = readLeadData()
    const params = new URLSearchParams()
    if (lead.full_name) params.set('name', lead.full_name)
    if (lead.email) params.set('email', lead.email)
    if (lead.phone) params.set('phone', lead.phone)
    const query = params.toString()
    setState({ hasToken, href: `${platformUrl}/login${query ? `?${query}` : ''}` })
  }, [platformUrl])

  return (
    <a className="button button--ghost" href={state.href} data-testid="sign-in">
      {state.hasToken ? labels.platform : labels.signIn}
    </a>
  )
}
