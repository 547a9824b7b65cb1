'use client'

import { useId, useState, type FormEvent } from 'react'

import { readErrorBody } from '@/lib/error-body'
import { http } from '@/lib/http-client'

type Texts = { intro: string; name: string; email: string; submit: string; done: string; error: string }

/** Confirms the order; the server prices it again and records it for sales. */
export function ConfirmOrderForm({ items, origin, texts }: { items: string; origin: string | null; texts: Texts }) {
  const id = useId()
  const [fullName, setFullName] = useState('')
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle')
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setState('sending')
    setErrors({})
    try {
      await http.post('/api/v1/checkout/orders', { items, origin: origin ?? undefined, full_name: fullName, email })
      setState('done')
    } catch (error) {
      const body = readErrorBody(error)
      const fieldError = (field: string) => body?.fields[field]?.[0]
      setErrors({
        full_name: fieldError('full_name') ?? '',
        email: fieldError('email') ?? '',
        detail: fieldError('full_name') || fieldError('email') ? '' : (body?.detail[0] ?? texts.error),
      })
      setState('idle')
    }
  }

  if (state === 'done') {
    return (
      <p className="alert" role="status" data-testid="order-confirmed">
        {texts.done}
      </p>
    )
  }
  return (
    <form className="confirm-order" onSubmit={submit} noValidate>
      <p>{texts.intro}</p>
      <div className="confirm-order__fields">
        <div className="field">
          <label htmlFor={`${id}-name`}>{texts.name}</label>
          <input
            id={`${id}-name`}
            value={fullName}
            autoComplete="name"
            maxLength={200}
            aria-invalid={Boolean(errors.full_name)}
            onChange={(event) => setFullName(event.target.value)}
          />
          {errors.full_name ? <p className="field__error">{errors.full_name}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{texts.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            autoComplete="email"
            maxLength={254}
            aria-invalid={Boolean(errors.email)}
            onChange={(event) => setEmail(event.target.value)}
          />
          {errors.email ? <p className="field__error">{errors.email}</p> : null}
        </div>
        <div className="field field--action">
          <button type="submit" className="button button--primary button--large" disabled={state === 'sending'}>
            {state === 'sending' ? <span className="spinner" aria-hidden="true" /> : null}
            {texts.submit}
          </button>
        </div>
      </div>
      {errors.detail ? (
        <p className="alert alert--error" role="alert">
          {errors.detail}
        </p>
      ) : null}
    </form>
  )
}
