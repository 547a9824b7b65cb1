import type { WorkEmailVerdict } from '@/components/lead-capture/work-email'

export type InfoBlockMessages = { empty: string; invalid: string; notBusiness: string }

/**
 * The info block's messages: an empty field shows book_demo_validation, an address that is not an
 * address the format message, a non-business address business_email_validation; a business
 * address has no message and goes on to the book-demo page.
 */
export function infoBlockMessage(verdict: WorkEmailVerdict, messages: InfoBlockMessages): string | null {
  if (verdict === 'empty') return messages.empty
  if (verdict === 'invalid') return messages.invalid
  if (verdict === 'not_business') return messages.notBusiness
  return null
}

/** The book-demo page with the address in its query (`?email=`), keeping any query the link has. */
export function bookDemoWithEmail(bookDemoHref: string, email: string): string {
  const [path = '', query = ''] = bookDemoHref.split('?')
  const params = new URLSearchParams(query)
  params.set('email', email.trim())
  return `${path}?${params.toString()}`
}
