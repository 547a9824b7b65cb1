'use client'

import { useId, useState, type InputHTMLAttributes } from 'react'

/** A labelled input with its error under it, tied together for screen readers. */
export function Field({
  label,
  error,
  hint,
  name,
  testId,
  ...input
}: { label: string; error?: string | null; hint?: string; name: string; testId: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} data-testid={testId} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A password input with a "show password" switch. */
export function PasswordField(props: Omit<Parameters<typeof Field>[0], 'type'> & { showLabel: string }) {
  const { showLabel, ...field } = props
  const [visible, setVisible] = useState(false)
  const toggleId = useId()
  return (
    <div className="agents-password">
      <Field {...field} type={visible ? 'text' : 'password'} />
      <label className="agents-password__toggle" htmlFor={toggleId}>
        <input id={toggleId} type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        {showLabel}
      </label>
    </div>
  )
}
