/**
 * The hidden field of every public form: people never see it and leave it empty, form-filling bots
 * fill it. A filled one is answered like a success and nothing is stored, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'website'

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}
