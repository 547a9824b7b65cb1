import type { Payload } from 'payload'

import { reusedPerOwnerAndKey } from '@/lib/reused-for'

import { registryStoreFor } from './store'
import type { ShowcaseRow } from './types'

/** A sample contact as a landing page may show it: the company in full, the person's reach masked. */
export type ShowcaseContact = Omit<ShowcaseRow, 'fullName' | 'email' | 'phone'> & { name: string; email: string; phone: string }

export type CountryShowcase = {
  industries: { industry: string; companies: number }[]
  contacts: ShowcaseContact[]
}

export const SHOWCASE_LIMITS = { industries: 12, contacts: 6 } as const

const MASK = '•'

/** 'maria.garcia@grupo-norte.mx' -> 'm•••@grupo-norte.mx': the domain is the company's, the mailbox is what is sold. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return MASK.repeat(6)
  return `${email[0]}${MASK.repeat(3)}@${email.slice(at + 1)}`
}

/** '+52 55 1234 5678' -> '+52 •• •••• ••78': the country code and the last two digits stay, the layout too. */
export function maskPhone(phone: string): string {
  const digitCount = phone.replace(/\D/g, '').length
  const code = /^\+\d{1,3}(?=[\s.-])/.exec(phone)?.[0] ?? ''
  let seen = code.replace(/\D/g, '').length
  return (
    code +
    phone.slice(code.length).replace(/\d/g, (digit) => {
      seen += 1
      return seen > digitCount - 2 ? digit : MASK
    })
  )
}

/** 'María José García López' -> 'María G.': enough to see a real person is behind the row. */
export function maskName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length < 2) return words[0] ?? ''
  // With two surnames (Spanish usage) the first surname is the family name people go by.
  const surname = (words.length >= 4 ? words[words.length - 2] : words[words.length - 1]) ?? ''
  return `${words[0]} ${surname.charAt(0)}.`
}

export function maskShowcaseRow(row: ShowcaseRow): ShowcaseContact {
  const { fullName, email, phone, ...company } = row
  return { ...company, name: maskName(fullName), email: maskEmail(email), phone: maskPhone(phone) }
}

/** The showcase changes with bulk loads only; grouping a country's companies is not free at 1,000,000 rows. */
const SHOWCASE_TTL_MS = 10 * 60_000
const showcaseOf = reusedPerOwnerAndKey(SHOWCASE_TTL_MS, async (payload: Payload, country: string): Promise<CountryShowcase> => {
  const rows = await registryStoreFor(payload).showcase(country, SHOWCASE_LIMITS)
  return { industries: rows.industries, contacts: rows.contacts.map(maskShowcaseRow) }
})

/**
 * A country's leading industries (by company count) and a few sample contacts, masked here on the
 * server so full e-mails and phones never reach a page. Kept ten minutes per process.
 */
export function countryShowcase(payload: Payload, country: string): Promise<CountryShowcase> {
  return showcaseOf(payload, country.toLowerCase())
}
