'use client'

import type { ZodError } from 'zod'

import { HttpError } from '@/lib/http-client'

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
  const body = error instanceof HttpError && error.data && typeof error.data === 'object' ? (error.data as Record<string, unknown>) : null
  if (!body) return { fields: {}, general: fallback }
  const fields: Record<string, string> = {}
  const hidden: string[] = []
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' || key === 'non_field_errors' || !Array.isArray(value)) continue
    const text = value.filter((item): item is string => typeof item === 'string').join(', ')
    if (!text) continue
    if (shownFields.includes(key)) fields[key] = text
    else hidden.push(text)
  }
  const detail = typeof body.detail === 'string' ? body.detail : Array.isArray(body.non_field_errors) ? String(body.non_field_errors[0] ?? '') : ''
  const repeats = Object.values(fields).includes(detail)
  const general = (!repeats && detail) || hidden[0] || (Object.keys(fields).length ? null : fallback)
  return { fields, general }
}
