'use client'

import { useId, useState, type FormEvent } from 'react'

import { presentFailure } from '@/lib/error-body'
import { checkForm, type FieldErrors } from '@/lib/form-validation'
import { confirmOrderSchema } from '@/modules/checkout/schemas'

import { postOrder } from './api'

type Texts = { intro: string; name: string; email: string; submit: string; done: string; error: string }

type OrderField = 'full_name' | 'email'
const FIELDS: readonly OrderField[] = ['full_name', 'email']

/**
 * Confirms the order; the server prices it again and records it for sales. Checked first with the
 * orders route's schema (its messages are the form's texts); a failure shows its field messages
 * under the inputs, else one alert.
 */
export function ConfirmOrderForm({ items, origin, texts }: { items: string; origin: string | null; texts: Texts }) {
  const id = useId()
  const [fullName, setFullName] = useState('')
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle')
  const [errors, setErrors] = useState<FieldErrors<OrderField | 'detail'>>({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { items, origin: origin ?? undefined, full_name: fullName, email }
    const checked = checkForm(confirmOrderSchema, body, { full_name: fullName, email }, {}, (path) =>
      FIELDS.includes(path[0] as OrderField) ? (path[0] as OrderField) : null,
    )
    // An issue of the link's items is left to the server, which answers it as the alert.
    if (!checked.ok && Object.keys(checked.errors).length) return setErrors(checked.errors)
    setState('sending')
    setErrors({})
    try {
      await postOrder(body)
      setState('done')
    } catch (error) {
      // Placement: the fields' messages under the inputs; without one, the general message or the form's error text.
      const feedback = presentFailure(error, FIELDS)
      const hasField = FIELDS.some((field) => feedback.fields[field])
      setErrors({ ...feedback.fields, detail: hasField ? undefined : (feedback.general ?? texts.error) })
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
            aria-describedby={errors.full_name ? `${id}-name-error` : undefined}
            onChange={(event) => setFullName(event.target.value)}
          />
          {errors.full_name ? (
            <p id={`${id}-name-error`} className="field__error">
              {errors.full_name}
            </p>
          ) : null}
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
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="field__error">
              {errors.email}
            </p>
          ) : null}
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
