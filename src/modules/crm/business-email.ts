import { z } from 'zod'

import { freeMailDomains } from './free-mail-domains'

/** Default text; pages may override it with their `business_email_validation` variable. */
export const BUSINESS_EMAIL_MESSAGE = 'Please use your business e-mail address.'
export const EMAIL_FORMAT_MESSAGE = 'Enter a valid e-mail address.'

/**
 * The address shape the records' `email` fields accept (Payload's own check): an address that
 * passed here but not there would make the form fail with a server error instead of this message.
 */
const EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/** The domain part of an address, lower case, or null when it is not an address. */
export function emailDomain(email: string): string | null {
  const trimmed = email.trim().toLowerCase()
  if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed)) return null
  return trimmed.slice(trimmed.lastIndexOf('@') + 1)
}

/** True when the address is at a company's own domain, not a consumer or disposable mailbox. */
export function isBusinessEmail(email: string): boolean {
  const domain = emailDomain(email)
  if (!domain) return false
  const labels = domain.split('.')
  const freeDomains = freeMailDomains()
  for (let index = 0; index < labels.length - 1; index++) {
    if (freeDomains.has(labels.slice(index).join('.'))) return false
  }
  return true
}

/** Any well-formed address (job applicants may use a personal mailbox). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: EMAIL_FORMAT_MESSAGE, abort: true })
  .refine((value) => emailDomain(value) !== null, { message: EMAIL_FORMAT_MESSAGE, abort: true })

/** The work e-mail field of every lead form, on the client and the server. */
export const businessEmailSchema = emailSchema.refine(isBusinessEmail, BUSINESS_EMAIL_MESSAGE)
