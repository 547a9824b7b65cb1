import { presentFailure } from '@/lib/error-body'
import type { FieldErrors } from '@/lib/form-validation'

/**
 * Where the agents area's forms show errors: each field's message under its input, and one general
 * alert. This is only the placement; the failed call is read by lib/error-body.ts's presenter and
 * the form is checked with the module's schema by lib/form-validation.ts.
 */
export type FormErrors = { fields: FieldErrors<string>; general: string | null }

export const NO_ERRORS: FormErrors = { fields: {}, general: null }

/** A failed call: the general alert is the call's general message, else a hidden field's, else `fallback` when nothing was readable. */
export function placeFailure(error: unknown, shownFields: readonly string[], fallback: string): FormErrors {
  const feedback = presentFailure(error, shownFields)
  return { fields: feedback.fields, general: feedback.general ?? feedback.others[0] ?? (feedback.unreadable ? fallback : null) }
}
