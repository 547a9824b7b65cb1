'use client'

import { useState } from 'react'

import { HttpError } from '@/lib/http-client'

import { signOutEverywhere } from './api'
import { placeFailure } from './form-errors'
import type { AgentsTexts } from './texts'

/**
 * "Sign out everywhere" under the API keys: for an owner who fears someone else got in. It asks
 * first, because it also revokes every key and webhook (issue 56): programs stop at once. When the
 * server has done it, the area forgets this session too (`onSignedOut`).
 */
export function SignOutEverywhere({ texts, onSignedOut }: { texts: AgentsTexts; onSignedOut: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function signOut() {
    setBusy(true)
    setError(null)
    try {
      await signOutEverywhere()
      onSignedOut()
    } catch (failure) {
      // Already signed out elsewhere: the session this screen had is gone either way.
      if (failure instanceof HttpError && failure.status === 401) return onSignedOut()
      setError(placeFailure(failure, [], texts.apikeys_error).general)
      setBusy(false)
    }
  }

  return (
    <section className="agents-card api-keys__security" aria-labelledby="api-security-title" data-testid="sign-out-everywhere">
      <h3 id="api-security-title" className="api-keys__title">
        {texts.apikeys_security_title}
      </h3>
      <p>{texts.apikeys_security_text}</p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <p className="api-keys__confirm" role="group" aria-label={texts.apikeys_security_title}>
          <span>{texts.apikeys_security_confirm}</span>
          <button
            type="button"
            className="button button--small api-keys__revoke-yes"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void signOut()}
            data-testid="sign-out-everywhere-confirm"
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {texts.apikeys_security_yes}
          </button>
          <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => setConfirming(false)}>
            {texts.apikeys_cancel}
          </button>
        </p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(true)}
          data-testid="sign-out-everywhere-start"
        >
          {texts.apikeys_security_button}
        </button>
      )}
    </section>
  )
}
