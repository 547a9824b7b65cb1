import { http, HttpError } from '@/lib/http-client'
import { HONEYPOT_FIELD } from '@/modules/crm/client'

/** The careers page's calls. The job application: multipart with file, name, email, phone (docs/API.md). */
export const APPLY_PATH = '/api/v1/crm/shop/apply'

export type ApplicationBody = { name: string; email: string; phone: string; vacancy: string; file: File; website: string }

export async function postApplication(body: ApplicationBody, lang: string): Promise<void> {
  const form = new FormData()
  form.set('name', body.name)
  form.set('email', body.email)
  form.set('phone', body.phone)
  form.set('vacancy', body.vacancy)
  form.set(HONEYPOT_FIELD, body.website)
  form.set('file', body.file, body.file.name)
  const response = await http.post(APPLY_PATH, form, { query: { lang } })
  // Loaded with the form's own check (lib/form-validation.ts), not with the page.
  const { receivedResponseSchema } = await import('@/modules/crm/schemas')
  if (response.ok) receivedResponseSchema.parse(response.data)
}

/** A failure with an empty error object also goes to the thank-you page, like a success. */
export function isEmptyFailure(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    Boolean(error.data) &&
    typeof error.data === 'object' &&
    !Array.isArray(error.data) &&
    Object.keys(error.data as object).length === 0
  )
}
