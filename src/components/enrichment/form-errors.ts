import { presentFailure } from '@/lib/error-body'

import { EMAIL_TAKEN_ERROR } from './constants'
import type { LeadField } from './types'

/**
 * Where the contact and request forms show a failed call: each field's message under its input,
 * one detail under the form, and the setup's e-mail-taken error as the free-trial modal instead of
 * under the field. Only the placement: the call is read by lib/error-body.ts's presenter.
 */
export type FormErrors = {
  detail: string | null
  fields: Partial<Record<LeadField | 'message', string>>
  emailTaken: boolean
}

const FIELDS = ['full_name', 'phone', 'email', 'message'] as const

/**
 * @param serviceError shown when the call gave no readable answer ('Oops.. Service currently is
 * not working!').
 * @param separateEmailTaken take the setup e-mail error out of the field errors (it opens the
 * free-trial modal); other forms show it under the field like any error.
 */
export function placeFailure(error: unknown, serviceError: string, separateEmailTaken = true): FormErrors {
  const feedback = presentFailure(error, FIELDS)
  const fields = { ...feedback.fields }
  const emailList = feedback.fieldLists.email ?? []
  const emailTaken = separateEmailTaken && emailList.includes(EMAIL_TAKEN_ERROR)
  if (emailTaken) {
    const rest = emailList.filter((message) => message !== EMAIL_TAKEN_ERROR)
    if (rest.length) fields.email = rest.join(', ')
    else delete fields.email
  }
  // Errors of anything the form has no field for (e.g. first_row_headers) are shown as the detail.
  const detail = feedback.general ?? feedback.others[0] ?? (feedback.unreadable ? serviceError : null)
  return { detail, fields, emailTaken }
}

/**
 * The drop zone's message for a failed upload: the call's general message, else a field's (the
 * server names the file's problem under `file` and repeats it as `detail`), else the service error.
 */
export function uploadFailure(error: unknown, serviceError: string): string {
  const feedback = presentFailure(error, [])
  return feedback.general ?? feedback.others[0] ?? serviceError
}
