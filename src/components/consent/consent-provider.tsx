'use client'

import Script from 'next/script'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import {
  allows,
  CONSENT_COOKIE,
  CONSENT_ID_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  parseConsent,
  serializeConsent,
  type ConsentState,
} from '@/lib/consent'
import { getBrowserCookie, setBrowserCookie } from '@/lib/cookies'
import { notifyBrowserStateChanged, useBrowserSnapshot } from '@/lib/use-browser-snapshot'

type ConsentContextValue = {
  /** undefined until the cookie has been read in the browser. */
  consent: ConsentState | null | undefined
  consentId: string | null
  bannerOpen: boolean
  save: (state: ConsentState) => void
  /** Reopens the banner; only possible while a consent exists (spec 4.5). */
  change: () => void
}

const ConsentContext = createContext<ConsentContextValue | null>(null)

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext)
  if (!value) throw new Error('useConsent must be used inside ConsentProvider')
  return value
}

function newConsentId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

export function ConsentProvider({
  children,
  analyticsScriptUrl,
  marketingScriptUrl,
}: {
  children: ReactNode
  analyticsScriptUrl: string | null
  marketingScriptUrl: string | null
}) {
  // undefined on the server and during hydration: the server's HTML holds the banner, so a first
  // visit shows it with the page's first paint; a stored choice hides it before paint (layout's
  // CONSENT_STORED_SCRIPT) and closes it once the cookie is read.
  const rawConsent = useBrowserSnapshot(() => getBrowserCookie(CONSENT_COOKIE) ?? null, undefined)
  const consentId = useBrowserSnapshot(() => getBrowserCookie(CONSENT_ID_COOKIE) ?? null, null)
  const consent = useMemo(() => (rawConsent === undefined ? undefined : parseConsent(rawConsent)), [rawConsent])
  const [changing, setChanging] = useState(false)
  const loadedTrackingRef = useRef(false)

  const save = useCallback(
    (state: ConsentState) => {
      const id = consentId ?? newConsentId()
      setBrowserCookie(CONSENT_COOKIE, serializeConsent(state), { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS })
      setBrowserCookie(CONSENT_ID_COOKIE, id, { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS })
      const revokesLoadedTracking =
        loadedTrackingRef.current && (!allows(state, 'statistics') || !allows(state, 'marketing'))
      setChanging(false)
      notifyBrowserStateChanged()
      // Third-party tags cannot be unloaded; a reload is the only way to stop ones already running.
      if (revokesLoadedTracking) window.location.reload()
    },
    [consentId],
  )

  const change = useCallback(() => {
    if (consent) setChanging(true)
  }, [consent])

  const loadAnalytics = Boolean(analyticsScriptUrl && allows(consent ?? null, 'statistics'))
  const loadMarketing = Boolean(marketingScriptUrl && allows(consent ?? null, 'marketing'))
  useEffect(() => {
    if (loadAnalytics || loadMarketing) loadedTrackingRef.current = true
  }, [loadAnalytics, loadMarketing])

  const value = useMemo<ConsentContextValue>(
    () => ({ consent, consentId, bannerOpen: consent === undefined || consent === null || changing, save, change }),
    [consent, consentId, changing, save, change],
  )

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {loadAnalytics && analyticsScriptUrl ? (
        <Script id="analytics-tag" src={analyticsScriptUrl} strategy="afterInteractive" />
      ) : null}
      {loadMarketing && marketingScriptUrl ? (
        <Script id="marketing-tag" src={marketingScriptUrl} strategy="afterInteractive" />
      ) : null}
    </ConsentContext.Provider>
  )
}
