'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'

import { checkWorkEmail, preloadWorkEmailRule } from '@/components/lead-capture/work-email'
import { Icon } from '@/components/ui/icon'
import { reportClientError } from '@/lib/client-log'

import { bookDemoWithEmail, infoBlockMessage, type InfoBlockMessages } from './info-block-target'

export type InfoBlockTexts = InfoBlockMessages & { title: string; text: string; label: string; placeholder: string; button: string }

/**
 * The info block: an e-mail form that takes a business address on to the
 * book-demo page (`?email=`), where the request form is prefilled with it.
 */
export function InfoBlock({ bookDemoHref, texts }: { bookDemoHref: string; texts: InfoBlockTexts }) {
  const id = useId()
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (checking) return
    setChecking(true)
    let message: string | null = null
    try {
      message = infoBlockMessage(await checkWorkEmail(email), texts)
    } catch (loadError) {
      // The rule could not be loaded (offline?): the book-demo form checks the address again.
      reportClientError('Could not check the e-mail address', loadError)
    }
    if (message) {
      setChecking(false)
      setError(message)
      inputRef.current?.focus()
      return
    }
    // Stays busy while the book-demo page loads.
    router.push(bookDemoWithEmail(bookDemoHref, email))
  }

  const errorId = `${id}-error`
  return (
    // Tight: it always follows a section that already ends with its own spacing.
    <section className="section section--tight info-block-section">
      <div className="container">
        <div className="info-block" data-testid="info-block">
          <div className="info-block__copy">
            <h2 className="info-block__title">{texts.title}</h2>
            <p className="info-block__text">{texts.text}</p>
          </div>
          <form className="info-block__form" onSubmit={submit} noValidate aria-busy={checking}>
            <label className="info-block__label" htmlFor={`${id}-email`}>
              {texts.label}
            </label>
            <div className="info-block__row">
              <div className="info-block__field">
                <span className="info-block__input">
                  <Icon name="mail" size={20} className="info-block__icon" />
                  <input
                    ref={inputRef}
                    id={`${id}-email`}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    maxLength={254}
                    placeholder={texts.placeholder}
                    value={email}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onFocus={preloadWorkEmailRule}
                    onChange={(event) => {
                      setEmail(event.target.value)
                      setError(null)
                    }}
                    data-testid="info-block-email"
                  />
                </span>
                {error ? (
                  <p id={errorId} className="info-block__error" role="alert" data-testid="info-block-error">
                    {error}
                  </p>
                ) : null}
              </div>
              <button type="submit" className="button button--primary button--large" disabled={checking} data-testid="info-block-submit">
                {checking ? <span className="spinner" aria-hidden="true" /> : null}
                {texts.button}
              </button>
            </div>
          </form>
        </div>
      </div>
    </section>
  )
}
