import type { z } from 'zod'

import { http } from '@/lib/http-client'
import type { trialConfirmResponseSchema, trialResponseSchema } from '@/modules/crm/schemas'

/**
 * The lead-capture calls (booking, questionnaire, trial) as the forms use them; the forms call
 * nothing else. Answers are parsed with the CRM's response schemas, loaded with the module's
 * schemas when a form is sent (they carry the free-mail list, which pages do not load up front).
 */
const crmSchemas = () => import('@/modules/crm/schemas')
export const BOOK_PATH = '/api/v1/crm/shop/book'
export const QUESTIONNAIRE_PATH = '/api/v1/crm/shop/questionnaire'
export const trialPath = (productId: string) => `/api/v1/billing/trial/${encodeURIComponent(productId)}`
export const TRIAL_CONFIRM_PATH = '/api/v1/billing/trial/confirm'

/** Session storage key of the last booking's follow-up key (the thank-you questionnaire sends it back). */
export const FOLLOW_UP_STORAGE_KEY = 'lead-follow-up'

/** The source of a booking is the page address, then '#', then the type. */
export function bookingSource(pageHref: string, type: string): string {
  return `${pageHref.split('#')[0]}#${type.toLowerCase()}`
}

export type BookingBody = {
  type: 'BOOK' | 'QUOTE' | 'SAMPLE' | 'TRIAL' | 'CONTACT'
  full_name: string
  email: string
  phone: string
  message?: string
  session_key?: string
  source: string
  additional_data?: { product?: string; country?: string }
  website?: string
}

function rememberFollowUp(key: unknown): void {
  if (typeof key !== 'string') return
  try {
    window.sessionStorage.setItem(FOLLOW_UP_STORAGE_KEY, key)
  } catch {
    // Private mode: the questionnaire is then stored without the link to the booking.
  }
}

export function readFollowUp(): string | undefined {
  try {
    return window.sessionStorage.getItem(FOLLOW_UP_STORAGE_KEY) ?? undefined
  } catch {
    return undefined
  }
}

export async function postBooking(body: BookingBody, lang: string): Promise<void> {
  const response = await http.post(BOOK_PATH, body, { query: { lang } })
  if (!response.ok) throw new Error('Empty booking response')
  const { bookResponseSchema } = await crmSchemas()
  rememberFollowUp(bookResponseSchema.parse(response.data).data.follow_up)
}

export type TrialBody = {
  email: string
  phone: string
  first_name: string
  last_name: string
  country_id: string
  source: string
  website?: string
}
/** The trial call's answer, inferred from the schema the server answers with. */
export type TrialAnswer = z.infer<typeof trialResponseSchema>['data']

export async function postTrial(productId: string, body: TrialBody, lang: string): Promise<TrialAnswer> {
  const response = await http.post(trialPath(productId), body, { query: { lang } })
  if (!response.ok) throw new Error('Empty trial response')
  const { trialResponseSchema } = await crmSchemas()
  return trialResponseSchema.parse(response.data).data
}

/** The confirmation's answer: the open trial (its access cookie is set by the answer itself). */
export type TrialConfirmation = z.infer<typeof trialConfirmResponseSchema>['data']

/**
 * Confirms a trial from the `uid` and `token` of its e-mailed link. The answer sets the access
 * cookie (as the trial call used to); a refusal rejects with the HttpError and its body.
 */
export async function postTrialConfirmation(link: { uid: string; token: string }): Promise<TrialConfirmation> {
  const response = await http.post(TRIAL_CONFIRM_PATH, link)
  if (!response.ok) throw new Error('Empty trial confirmation response')
  const { trialConfirmResponseSchema } = await crmSchemas()
  return trialConfirmResponseSchema.parse(response.data).data
}

export type QuestionnaireBody = { role: string; team_size: string; interest: string; timeline: string; comment?: string; website?: string }

export async function postQuestionnaire(body: QuestionnaireBody, lang: string): Promise<void> {
  const response = await http.post(QUESTIONNAIRE_PATH, { ...body, follow_up: readFollowUp() }, { query: { lang } })
  if (!response.ok) throw new Error('Empty questionnaire response')
  const { receivedResponseSchema } = await crmSchemas()
  receivedResponseSchema.parse(response.data)
}
