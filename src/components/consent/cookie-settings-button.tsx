'use client'

import { useConsent } from './consent-state'

/** "Change consent" is offered only while a consent exists. */
export function CookieSettingsButton({ label }: { label: string }) {
  const { consent, change } = useConsent()
  if (!consent) return null
  return (
    <button type="button" className="link-button" onClick={change} data-testid="change-consent">
      {label}
    </button>
  )
}
