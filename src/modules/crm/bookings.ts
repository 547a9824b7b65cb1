import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'

import type { BookBody } from './schemas'
import type { LeadType } from './lead-types'

const LEAD_TYPE_OF: Record<Exclude<BookBody['type'], 'ENRICHMENT'>, LeadType> = {
  BOOK: 'book',
  QUOTE: 'quote',
  SAMPLE: 'sample',
  TRIAL: 'trial',
  CONTACT: 'contact',
}

function leadTypeOf(body: BookBody): LeadType {
  if (body.type === 'ENRICHMENT') return body.additional_data?.request === 'all' ? 'enrichment_all' : 'enrichment_sample'
  return LEAD_TYPE_OF[body.type]
}

/** A key the thank-you page's questionnaire sends back to tie its answers to this lead. */
export function newFollowUpKey(): string {
  return crypto.randomBytes(18).toString('base64url')
}

/**
 * What makes two book calls one submission (submit-once.ts): the whole form in its language; for
 * an enrichment request only its session and kind, which are recorded once per session anyway, so
 * racing requests that differ in the contact typed still record one.
 */
export function bookingContent(body: BookBody, lang: string): unknown {
  if (body.type === 'ENRICHMENT') return { session_key: body.session_key, request: leadTypeOf(body) }
  return { lang, body }
}

type SessionContact = {
  id: number | string
  contact?: { full_name?: string | null; email?: string | null; phone?: string | null } | number | null
}

/**
 * Records a booking as a lead for sales (its notifications are queued with it). Enrichment
 * requests are tied to their session, take the contact from it when the browser no longer has it,
 * and are recorded once per session and kind. Other bookings get a follow-up key for the
 * thank-you page's questionnaire (the caller's, when it has already answered with one).
 */
export async function recordBooking(
  payload: Payload,
  body: BookBody,
  lang: string,
  options: { followUp?: string } = {},
): Promise<{ id: number | string; duplicate: boolean; followUp: string | null }> {
  const type = leadTypeOf(body)
  let sessionId: number | string | undefined
  let contact = { full_name: body.full_name, email: body.email, phone: body.phone }
  if (body.type === 'ENRICHMENT') {
    const { docs } = await payload.find({
      collection: 'enrichment-sessions',
      where: { session_key: { equals: body.session_key } },
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
    const session = docs[0] as unknown as SessionContact | undefined
    if (!session)
      throw new ApiError('not_found', 'This enrichment session does not exist.', {
        session_key: ['This enrichment session does not exist.'],
      })
    sessionId = session.id
    const stored = typeof session.contact === 'object' && session.contact ? session.contact : null
    contact = {
      full_name: contact.full_name ?? stored?.full_name ?? undefined,
      email: contact.email ?? stored?.email ?? undefined,
      phone: contact.phone ?? stored?.phone ?? undefined,
    }
    if (!contact.email || !contact.full_name) throw new ApiError('conflict', 'Start matching with your contact details first.')
    const existing = await payload.find({
      collection: 'leads',
      where: { and: [{ enrichment_session: { equals: sessionId } }, { type: { equals: type } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) return { id: existing.docs[0].id, duplicate: true, followUp: null }
  }
  const followUp = body.type === 'ENRICHMENT' ? null : (options.followUp ?? newFollowUpKey())
  const lead = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: {
      status: 'new',
      type,
      full_name: contact.full_name!,
      email: contact.email!,
      phone: contact.phone,
      message: body.message,
      lang,
      source: body.source,
      enrichment_session: sessionId as number | undefined,
      additional_data: body.additional_data ?? null,
      follow_up_key: followUp,
    },
  })
  return { id: lead.id, duplicate: false, followUp }
}
