/**
 * The free-list allowance behind the drop zone's `hasAccess` (spec doc 2 §5 "Access", §6 "Upload
 * gate"): each visitor may start matching a number of lists per calendar month (UTC), set by
 * editors in the CMS (Global config → "Free enrichment lists a month"). A visitor is the client
 * address and the business e-mail domain, as in the matching queue: a list counts against both,
 * and a new one is refused when either has used the month's allowance. Pure rules here; the count
 * is allowance.ts.
 */

/** Lists a visitor may start a month when the CMS setting has never been saved. */
export const DEFAULT_FREE_LISTS_PER_MONTH = 25

export type ListAllowance = {
  /** Lists allowed this month (the CMS setting). */
  limit: number
  /** Lists started this month by the visitor (address or domain, whichever has started more). */
  used: number
  /** Whether one more list may be uploaded and set up. */
  has_access: boolean
  /** When the allowance starts again: the first instant of next month, UTC. */
  resets_at: string
}

/** The first instant of the month `at` falls in, UTC. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
}

/** The first instant of the month after `at`, UTC. */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
}

export function allowanceOf(limit: number, used: number, now: Date): ListAllowance {
  return { limit, used, has_access: used < limit, resets_at: nextMonthStart(now).toISOString() }
}

/** The refusal's text: what was reached, and when it renews (the date in English, as the API's other messages). */
export function allowanceMessage(allowance: ListAllowance): string {
  const renews = new Date(allowance.resets_at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const lists = allowance.limit === 1 ? '1 free list' : `${allowance.limit} free lists`
  return `You have reached the import file limits: ${lists} a month for your company and address. It renews on ${renews}; book a demo to enrich more.`
}
