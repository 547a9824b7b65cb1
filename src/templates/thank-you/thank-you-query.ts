/**
 * The query of the thank-you route: lang, type, request_sample, sample_link, questionnaire, and
 * confirm_trial with uid and token (a trial's e-mailed confirmation link). Read in the browser: the page itself is cached as one static HTML for everyone.
 */
export type ThankYouQuery = {
  /** The booking language; the page's own language comes from its URL, this is kept for reference. */
  lang: string | null
  /** The kind of request that led here (book, sample, quote, trial, contact). */
  type: string | null
  requestSample: boolean
  /** Raw, unchecked: see safeSampleLink before using it. */
  sampleLink: string | null
  questionnaireCompleted: boolean
  /** The `uid` and `token` of a trial's confirmation link (`confirm_trial=1`), or null. */
  confirmTrial: { uid: string; token: string } | null
}

export const QUESTIONNAIRE_PARAM = 'questionnaire'
export const QUESTIONNAIRE_COMPLETED = 'completed'

type Params = Pick<URLSearchParams, 'get'>

const text = (value: string | null) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

export function readThankYouQuery(params: Params): ThankYouQuery {
  return {
    lang: text(params.get('lang')),
    type: text(params.get('type')),
    // The sample block shows only when request_sample equals true.
    requestSample: params.get('request_sample') === 'true',
    sampleLink: text(params.get('sample_link')),
    questionnaireCompleted: params.get(QUESTIONNAIRE_PARAM) === QUESTIONNAIRE_COMPLETED,
    confirmTrial: readConfirmTrial(params),
  }
}

function readConfirmTrial(params: Params): ThankYouQuery['confirmTrial'] {
  const uid = text(params.get('uid'))
  const token = text(params.get('token'))
  return params.get('confirm_trial') === '1' && uid && token ? { uid, token } : null
}

/** The trial thank-you page confirms a trial when its query is a confirmation link's. */
export function confirmsTrial(slot: string | null, query: Pick<ThankYouQuery, 'confirmTrial'>): boolean {
  return slot === 'thank_you_trial' && query.confirmTrial !== null
}

/** The state the cached HTML is rendered in, before the browser reads the real query. */
export const EMPTY_THANK_YOU_QUERY: ThankYouQuery = {
  lang: null,
  type: null,
  requestSample: false,
  sampleLink: null,
  questionnaireCompleted: false,
  confirmTrial: null,
}

/** The thank-you type of a job application (careers apply form). */
export const APPLICATION_TYPE = 'apply'

/**
 * The follow-up questionnaire is on the plain thank-you page only, until it is completed.
 * It prepares a demo, so a job applicant never gets it.
 */
export function showsQuestionnaire(slot: string | null, query: Pick<ThankYouQuery, 'questionnaireCompleted' | 'type'>): boolean {
  return slot === 'thank_you' && !query.questionnaireCompleted && query.type !== APPLICATION_TYPE
}

/** While the questionnaire shows, the alternate description replaces the normal one (when the editor wrote one). */
export function thankYouDescription(
  page: { description?: string | null; alternate_description?: string | null },
  questionnaireShown: boolean,
): string | null {
  const alternate = page.alternate_description?.trim()
  if (questionnaireShown && alternate) return alternate
  return page.description?.trim() || null
}

/** The same page with questionnaire=completed, every other parameter kept. */
export function questionnaireCompletedHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.set(QUESTIONNAIRE_PARAM, QUESTIONNAIRE_COMPLETED)
  return `${pathname}?${params.toString()}`
}
