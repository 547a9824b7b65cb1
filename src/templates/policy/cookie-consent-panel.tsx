'use client'

import { useConsent } from '@/components/consent/consent-state'

import { describeConsent, type ConsentSummaryTexts } from './cookie-policy-data'

/**
 * The visitor's consent on the cookie policy: its state, its consent id and the action to change it.
 * Read from the cookies in the browser, so the cached page is the same for everyone; the change
 * action reopens the consent choices and is offered only while a consent exists.
 */
export function CookieConsentPanel({
  texts,
}: {
  texts: { title: string; state: string; id: string; change: string; summary: ConsentSummaryTexts }
}) {
  const { consent, consentId, change } = useConsent()
  const summary = describeConsent(consent, texts.summary)
  return (
    <section className="cookie-consent" aria-labelledby="cookie-consent-title" data-testid="cookie-consent">
      <h2 id="cookie-consent-title" className="cookie-consent__title">
        {texts.title}
      </h2>
      <dl className="cookie-consent__facts">
        <div>
          <dt>{texts.state}</dt>
          <dd data-testid="cookie-consent-state" data-state={summary?.kind ?? 'loading'} aria-live="polite">
            {summary?.text ?? '\u00a0'}
          </dd>
        </div>
        {consent && consentId ? (
          <div>
            <dt>{texts.id}</dt>
            <dd className="cookie-consent__id" data-testid="cookie-consent-id">
              {consentId}
            </dd>
          </div>
        ) : null}
      </dl>
      {consent ? (
        <button type="button" className="button button--secondary" onClick={change} data-testid="cookie-consent-change">
          {texts.change}
        </button>
      ) : null}
    </section>
  )
}
