/**
 * The client side of the business e-mail rule: the same module the server uses, loaded
 * only when a form checks an address, so pages do not carry the free-mail list up front.
 */
export type WorkEmailVerdict = 'empty' | 'invalid' | 'not_business' | 'ok'

export async function checkWorkEmail(email: string): Promise<WorkEmailVerdict> {
  if (!email.trim()) return 'empty'
  const { emailDomain, isBusinessEmail } = await import('@/modules/crm/client')
  if (!emailDomain(email)) return 'invalid'
  return isBusinessEmail(email) ? 'ok' : 'not_business'
}

/** Starts loading the rule (e.g. when the e-mail field gets focus) so the check on submit is instant. */
export function preloadWorkEmailRule(): void {
  void import('@/modules/crm/client')
}
