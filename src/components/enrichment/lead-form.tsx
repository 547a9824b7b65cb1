'use client'

import { useId, useState, type FormEvent } from 'react'

import { useLeadData } from '@/components/lead-capture/lead-data'
import { checkForm, firstError, type FieldErrors } from '@/lib/form-validation'

import type { FormErrors } from './form-errors'
import type { LeadData, LeadField } from './types'

export type LeadFormTexts = { fullName: string; phone: string; email: string }

const FIELDS: { name: LeadField; type: string; autoComplete: string; inputMode?: 'tel' | 'email' }[] = [
  { name: 'full_name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
]

/**
 * Full name, phone and business e-mail, prefilled from the saved lead data and saved back 1 s
 * after the last change. Checked first with the setup call's contact schema (its messages are the
 * ones the server would answer); the server's per-field errors show under each field too and its
 * detail under the form. Mounted inside a modal, so it reads local storage only in the browser.
 */
export function LeadForm({
  texts,
  submitLabel,
  busy,
  errors,
  onSubmit,
  onEdit,
  testIdPrefix,
}: {
  texts: LeadFormTexts
  submitLabel: string
  busy: boolean
  errors: FormErrors | null
  onSubmit: (lead: LeadData) => void
  /** A field changed: its server error no longer applies. */
  onEdit?: (field: LeadField) => void
  testIdPrefix: string
}) {
  const id = useId()
  const { lead, update, flush } = useLeadData()
  const [invalid, setInvalid] = useState<FieldErrors<LeadField>>({})

  const change = (field: LeadField, value: string) => {
    update(field, value)
    setInvalid((current) => ({ ...current, [field]: undefined }))
    onEdit?.(field)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const { enrichmentContactSchema } = await import('@/modules/enrichment/schemas')
    const checked = checkForm(enrichmentContactSchema, lead, lead, {})
    setInvalid(checked.ok ? {} : checked.errors)
    if (!checked.ok) {
      const first = firstError(
        FIELDS.map((field) => field.name),
        checked.errors,
      )
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    flush(lead)
    onSubmit(lead)
  }

  const labels: Record<LeadField, string> = { full_name: texts.fullName, phone: texts.phone, email: texts.email }
  const testIds: Record<LeadField, string> = { full_name: 'full-name', phone: 'phone', email: 'email' }
  return (
    <form className="lead-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {FIELDS.map((field) => {
        const error = invalid[field.name] ?? errors?.fields[field.name]
        const inputId = `${id}-${field.name}`
        return (
          <div className="field" key={field.name}>
            <label htmlFor={inputId}>{labels[field.name]}</label>
            <input
              id={inputId}
              name={field.name}
              type={field.type}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              value={lead[field.name]}
              maxLength={field.name === 'email' ? 254 : 120}
              required
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${inputId}-error` : undefined}
              data-testid={`${testIdPrefix}-${testIds[field.name]}`}
              onChange={(event) => change(field.name, event.target.value)}
            />
            {error ? (
              <p id={`${inputId}-error`} className="field__error" data-testid={`${testIdPrefix}-${testIds[field.name]}-error`}>
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      {errors?.detail ? (
        <p className="alert alert--error lead-form__detail" role="alert" data-testid={`${testIdPrefix}-detail`}>
          {errors.detail}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={busy}
        aria-busy={busy}
        data-testid={`${testIdPrefix}-submit`}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {submitLabel}
      </button>
    </form>
  )
}
