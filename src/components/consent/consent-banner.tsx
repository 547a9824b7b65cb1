'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { CONSENT_CATEGORIES, consentFromSelection, allows, type ConsentCategory } from '@/lib/consent'

import { useConsent } from './consent-state'

export type ConsentTexts = {
  title: string
  text: string
  allowAll: string
  allowSelection: string
  deny: string
  categories: Record<ConsentCategory, string>
}

export function ConsentBanner({ texts }: { texts: ConsentTexts }) {
  const { bannerOpen } = useConsent()
  // Mounted only while open, so each opening starts from the stored choice.
  return bannerOpen ? <ConsentDialog texts={texts} /> : null
}

function ConsentDialog({ texts }: { texts: ConsentTexts }) {
  const { consent, consentId, save } = useConsent()
  const [selected, setSelected] = useState<ConsentCategory[]>(() =>
    CONSENT_CATEGORIES.filter((category) => allows(consent ?? null, category)),
  )
  const titleId = useId()
  const firstButtonRef = useRef<HTMLButtonElement>(null)
  const reopened = Boolean(consent)

  useEffect(() => {
    // When reopened from "Cookie settings", move focus into the banner.
    if (reopened) firstButtonRef.current?.focus()
  }, [reopened])

  const toggle = (category: ConsentCategory) =>
    setSelected((current) => (current.includes(category) ? current.filter((item) => item !== category) : [...current, category]))

  return (
    <section
      className="consent"
      role="region"
      aria-labelledby={titleId}
      data-testid="consent-banner"
      // Not read yet (server HTML, hydration): hidden by CSS when a choice is stored.
      data-consent-pending={consent === undefined ? '' : undefined}
    >
      <div className="consent__body">
        <h2 id={titleId} className="consent__title">
          {texts.title}
        </h2>
        <p className="consent__text">{texts.text}</p>
        <fieldset className="consent__categories">
          <legend className="visually-hidden">{texts.title}</legend>
          {CONSENT_CATEGORIES.map((category) => (
            <label key={category} className="consent__category">
              <input
                type="checkbox"
                name={category}
                checked={category === 'necessary' || selected.includes(category)}
                disabled={category === 'necessary'}
                onChange={() => toggle(category)}
              />
              {texts.categories[category]}
            </label>
          ))}
        </fieldset>
        {consentId ? <p className="consent__id">Consent ID: {consentId}</p> : null}
      </div>
      <div className="consent__actions">
        <button ref={firstButtonRef} type="button" className="button button--secondary" onClick={() => save({ kind: 'none' })}>
          {texts.deny}
        </button>
        <button type="button" className="button button--secondary" onClick={() => save(consentFromSelection(selected))}>
          {texts.allowSelection}
        </button>
        <button type="button" className="button button--primary" onClick={() => save({ kind: 'all' })}>
          {texts.allowAll}
        </button>
      </div>
    </section>
  )
}
