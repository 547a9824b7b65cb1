'use client'

import Script from 'next/script'
import { useCallback, useEffect, useMemo, useState } from 'react'

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

type ConsentValue = {
  /** undefined until the cookie has been read in the browser. */
  consent: ConsentState | null | undefined
  consentId: string | null
  bannerOpen: boolean
  save: (state: ConsentState) => void
  /** Reopens the banner; only possible while a consent exists. */
  change: () => void
}

/*
 * The consent lives in the cookies, and the little state around it in this module, not in a React
 * context: a provider around the page changes its value right after hydration (the cookie is only
 * readable in the browser), and React then re-renders the page below it in one synchronous task
 * (118 ms of CPU on the blog list, measured). Each reader subscribes on its own here.
 */
/** "Change your consent" reopened the banner; read through the same browser-state store as the cookies. */
let bannerReopened = false
/** Third-party tags cannot be unloaded; once one ran, revoking its consent needs a reload. */
let trackingLoaded = false

const readConsentCookie = () => getBrowserCookie(CONSENT_COOKIE) ?? null
const readConsentIdCookie = () => getBrowserCookie(CONSENT_ID_COOKIE) ?? null

function newConsentId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** The stored choice: undefined on the server and during hydration, null when none is stored. */
function useStoredConsent(): ConsentState | null | undefined {
  // The server's HTML holds the banner, so a first visit shows it with the page's first paint; a
  // stored choice hides it before paint (layout's CONSENT_STORED_SCRIPT) and closes it once the
  // cookie is read.
  const rawConsent = useBrowserSnapshot(readConsentCookie, undefined)
  return useMemo(() => (rawConsent === undefined ? undefined : parseConsent(rawConsent)), [rawConsent])
}

export function useConsent(): ConsentValue {
  const consent = useStoredConsent()
  const consentId = useBrowserSnapshot(readConsentIdCookie, null)
  const reopened = useBrowserSnapshot(() => bannerReopened, false)

  const save = useCallback(
    (state: ConsentState) => {
      const id = consentId ?? newConsentId()
      setBrowserCookie(CONSENT_COOKIE, serializeConsent(state), { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS })
      setBrowserCookie(CONSENT_ID_COOKIE, id, { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS })
      const revokesLoadedTracking = trackingLoaded && (!allows(state, 'statistics') || !allows(state, 'marketing'))
      bannerReopened = false
      notifyBrowserStateChanged()
      if (revokesLoadedTracking) window.location.reload()
    },
    [consentId],
  )

  const change = useCallback(() => {
    if (!consent) return
    bannerReopened = true
    notifyBrowserStateChanged()
  }, [consent])

  return { consent, consentId, bannerOpen: consent === undefined || consent === null || reopened, save, change }
}

/** The analytics widget waits this long after the page starts loading (spec 4.4), so it never competes with the page. */
export const ANALYTICS_DELAY_MS = 10_000

/** The browser asks not to be tracked: Global Privacy Control, or the older Do Not Track. */
export function trackingDisabledByBrowser(browser: { globalPrivacyControl?: unknown; doNotTrack?: unknown } = navigator): boolean {
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1' || browser.doNotTrack === 'yes'
}

/**
 * The statistics and marketing tags, loaded only with the visitor's consent to each. The analytics
 * widget also waits until 10 s after the page started loading, and stays out when the browser
 * says tracking is disabled, whatever the consent.
 */
export function ConsentScripts({
  analyticsScriptUrl,
  marketingScriptUrl,
}: {
  analyticsScriptUrl: string | null
  marketingScriptUrl: string | null
}) {
  const consent = useStoredConsent()
  const analyticsAllowed = Boolean(analyticsScriptUrl && allows(consent ?? null, 'statistics'))
  const [analyticsDue, setAnalyticsDue] = useState(false)
  useEffect(() => {
    if (!analyticsAllowed || trackingDisabledByBrowser()) return
    const timer = window.setTimeout(() => setAnalyticsDue(true), Math.max(0, ANALYTICS_DELAY_MS - performance.now()))
    return () => window.clearTimeout(timer)
  }, [analyticsAllowed])
  const loadAnalytics = analyticsAllowed && analyticsDue
  const loadMarketing = Boolean(marketingScriptUrl && allows(consent ?? null, 'marketing'))
  useEffect(() => {
    if (loadAnalytics || loadMarketing) trackingLoaded = true
  }, [loadAnalytics, loadMarketing])
  return (
    <>
      {loadAnalytics && analyticsScriptUrl ? <Script id="analytics-tag" src={analyticsScriptUrl} strategy="afterInteractive" /> : null}
      {loadMarketing && marketingScriptUrl ? <Script id="marketing-tag" src={marketingScriptUrl} strategy="afterInteractive" /> : null}
    </>
  )
}
