'use client'

import { useEffect, useRef, useState } from 'react'

import { postTrialConfirmation } from '@/components/lead-capture/api'
import { trialLinkWithOrigin } from '@/components/request-form/request-mode'
import { presentFailure } from '@/lib/error-body'
import { HttpError } from '@/lib/http-client'

import { confirmsTrial, EMPTY_THANK_YOU_QUERY, type ThankYouQuery } from './thank-you-query'
import { useThankYouQuery } from './use-thank-you-query'

export type TrialConfirmTexts = {
  title: string
  text: string
  button: string
  working: string
  active: string
  redirecting: string
  invalid: string
  conflict: string
  failed: string
  restart: string
}

type State =
  { kind: 'idle' } | { kind: 'working' } | { kind: 'success'; redirecting: boolean } | { kind: 'error'; message: string; canRetry: boolean }

type Props = { slot: string | null; texts: TrialConfirmTexts; freeTrialHref: string }

/** What a refused confirmation says: the page's own texts for a bad link or an existing trial, else the API's message. */
export function confirmationErrorMessage(
  error: unknown,
  texts: Pick<TrialConfirmTexts, 'invalid' | 'conflict' | 'failed'>,
): { message: string; canRetry: boolean } {
  const status = error instanceof HttpError ? error.status : 0
  if (status === 400) return { message: texts.invalid, canRetry: false }
  if (status === 409) return { message: texts.conflict, canRetry: false }
  return { message: presentFailure(error, []).general ?? texts.failed, canRetry: true }
}

/**
 * The confirmation of a trial on the trial thank-you page, opened from the e-mailed link
 * (`confirm_trial=1&uid=…&token=…`). Nothing is confirmed on load: a mail scanner that opens the
 * link must not use it up, so the visitor presses the button and the browser POSTs the link. The
 * answer sets the access cookie; the visitor then goes to the trial link with the origin, or reads
 * that the trial is active when the product has no link.
 */
export function TrialConfirmationView({ slot, texts, freeTrialHref, query }: Props & { query: ThankYouQuery }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const messageRef = useRef<HTMLParagraphElement>(null)
  const link = query.confirmTrial

  useEffect(() => {
    if (state.kind === 'success' || state.kind === 'error') messageRef.current?.focus()
  }, [state])

  if (!confirmsTrial(slot, query) || !link) return null

  const working = state.kind === 'working'
  const confirm = async () => {
    if (working) return
    setState({ kind: 'working' })
    try {
      const trial = await postTrialConfirmation(link)
      setState({ kind: 'success', redirecting: !!trial.link_trial })
      if (trial.link_trial)
        window.location.assign(trialLinkWithOrigin(trial.link_trial, `${window.location.origin}${window.location.pathname}`))
    } catch (error) {
      setState({ kind: 'error', ...confirmationErrorMessage(error, texts) })
    }
  }

  const showButton = state.kind === 'idle' || state.kind === 'working' || (state.kind === 'error' && state.canRetry)
  return (
    <section className="trial-confirm" aria-labelledby="trial-confirm-title" data-testid="trial-confirm" data-state={state.kind}>
      <h2 className="trial-confirm__title" id="trial-confirm-title">
        {texts.title}
      </h2>
      {state.kind === 'idle' || state.kind === 'working' ? <p className="trial-confirm__text">{texts.text}</p> : null}
      <p
        className="trial-confirm__status"
        role="status"
        aria-live="polite"
        ref={state.kind === 'success' ? messageRef : undefined}
        tabIndex={-1}
        data-testid="trial-confirm-status"
      >
        {working ? texts.working : null}
        {state.kind === 'success' ? (state.redirecting ? `${texts.active} ${texts.redirecting}` : texts.active) : null}
      </p>
      {state.kind === 'error' ? (
        <div className="trial-confirm__error" role="alert" data-testid="trial-confirm-error">
          <p ref={messageRef} tabIndex={-1}>
            {state.message}
          </p>
          <a href={freeTrialHref} data-testid="trial-confirm-restart">
            {texts.restart}
          </a>
        </div>
      ) : null}
      {showButton ? (
        <button
          type="button"
          className="button button--primary button--large"
          onClick={confirm}
          disabled={working}
          aria-busy={working}
          data-testid="trial-confirm-button"
        >
          {texts.button}
        </button>
      ) : null}
    </section>
  )
}

export function TrialConfirmation(props: Props) {
  return <TrialConfirmationView {...props} query={useThankYouQuery()} />
}

/** The cached HTML has no query: nothing to confirm until the browser reads it. */
export function TrialConfirmationFallback(props: Props) {
  return <TrialConfirmationView {...props} query={EMPTY_THANK_YOU_QUERY} />
}
