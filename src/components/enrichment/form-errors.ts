import { readErrorBody } from '@/lib/error-body'

import { EMAIL_TAKEN_ERROR } from './constants'
import type { LeadField } from './types'

/**
 * Server errors of the contact and request forms: per-field messages (an array
 * shows joined by ', '), a general detail (an array shows its first item), and the setup e-mail
 * error that opens the free-trial modal instead of showing under the field.
 */
export type FormErrors = {
  detail: string | null
  fields: Partial<Record<LeadField | 'message', string>>
  emailTaken: boolean
}

const FIELDS = ['full_name', 'phone', 'email', 'message'] as const

/**
 * @param serviceError shown when the failure has no readable body ('Oops.. Service
 * currently is not working!').
 * @param separateEmailTaken take the setup e-mail error out of the field errors (it opens the
 * free-trial modal); other forms show it under the field like any error.
 */
export function readFormErrors(error: unknown, serviceError: string, separateEmailTaken = true): FormErrors {
  const body = readErrorBody(error)
  const result: FormErrors = { detail: null, fields: {}, emailTaken: false }
  if (!body) return { ...result, detail: serviceError }
  // Messages already accounted for by a field; a detail repeating one of them is not shown twice.
  const accounted = new Set<string>()
  for (const field of FIELDS) {
    let list = body.fields[field] ?? []
    for (const message of list) accounted.add(message)
    if (separateEmailTaken && field === 'email' && list.includes(EMAIL_TAKEN_ERROR)) {
      result.emailTaken = true
      list = list.filter((message) => message !== EMAIL_TAKEN_ERROR)
    }
    if (list.length) result.fields[field] = list.join(', ')
  }
  // Errors on anything the form has no field for (e.g. first_row_headers) are shown as the detail.
  const otherMessages = [
    ...body.nonField,
    ...Object.entries(body.fields)
      .filter(([key]) => !(FIELDS as readonly string[]).includes(key))
      .flatMap(([, list]) => list),
  ]
  const detail = body.detail[0] ?? null
  result.detail = (detail && !accounted.has(detail) ? detail : null) ?? otherMessages[0] ?? null
  if (!result.detail && !result.emailTaken && Object.keys(result.fields).length === 0) result.detail = serviceError
  return result
}

/** The detail of a failed upload ("detail", or "errors.detail"), else the service error. */
export function readUploadError(error: unknown, serviceError: string): string {
  return readErrorBody(error)?.detail[0] ?? serviceError
}
