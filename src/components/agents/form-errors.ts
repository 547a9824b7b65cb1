'use client'

import type { ZodError } from 'zod'

import { readErrorBody } from '@/lib/error-body'

export type FormErrors = { fields: Record<string, string>; general: string | null }

export const NO_ERRORS: FormErrors = { fields: {}, general: null }

export function zodErrors(error: ZodError): FormErrors {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'detail')
    fields[key] ??= issue.message
  }
  return { fields, general: null }
}

/**
 * A failed call as form errors: field messages under their inputs, `detail` or `non_field_errors`
 * as the general message unless it only repeats a field's, and `fallback` when there is no body.
 */
export function serverErrors(error: unknown, shownFields: readonly string[], fallback: string): FormErrors {
  const body = readErrorBody(error)
  if (!body) return { fields: {}, general: fallback }
  const fields: Record<string, string> = {}
  const hidden: string[] = []
  for (const [key, list] of Object.entries(body.fields)) {
    if (shownFields.includes(key)) fields[key] = list.join(', ')
    else hidden.push(list.join(', '))
  }
  const detail = body.detail[0] ?? body.nonField[0] ?? ''
  const repeats = Object.values(fields).includes(detail)
  const general = (!repeats && detail) || hidden[0] || (Object.keys(fields).length ? null : fallback)
  return { fields, general }
}
