/**
 * Enrichment screen constants, each with the specification's value (spec 4.1, 5, 9). The server
 * side owns its own limits in `src/modules/enrichment`; these are the ones the screens apply.
 */

/** Spec 5/9: accepted files, compared case-insensitively by the end of the name, one at a time. */
export const ENRICHMENT_FILE_TYPES = ['.csv', '.txt', '.xlsx'] as const
export const ENRICHMENT_FILE_COUNT = 1

/** Spec 2.1/9: the select of an unselected card shakes for 500 ms. */
export const SHAKE_MS = 500

/** Spec 4.1/9: the first list is polled every second, at most 200 times. */
export const POLL_INTERVAL_MS = 1000
export const MAX_POLLS = 200

/** Spec 4.1/9: scores are requested 1 s after each change of the list. */
export const SCORE_DELAY_MS = 1000

/** Spec 4.1/9: the Download Sample thank-you dialog hides after 1.3 s. */
export const SAMPLE_DIALOG_MS = 1300

/** Spec 4.1/9: with more than 10 rows only 10 show unless "View more" is on. */
export const PREVIEW_ROWS = 10

/** Spec 9: rows beyond the blur threshold (configurable, default 10) are blurred. */
export const DEFAULT_BLUR_THRESHOLD = 10

/** Spec 9: enrichment modals are 630 px wide at most. */
export const ENRICHMENT_MODAL_WIDTH = 630

/** Spec 4.1: local storage key of the session being enriched; its presence makes the view "data". */
export const SESSION_STORAGE_KEY = 'enrichment_session'

/** Spec 4.1: session storage key that records the session a sample was requested for. */
export const SAMPLE_SESSION_STORAGE_KEY = 'sample_session'

/** Spec 4.1/5: this setup error on the e-mail opens the "Request free trial" modal instead. */
export { EMAIL_TAKEN_MESSAGE as EMAIL_TAKEN_ERROR } from '@/modules/enrichment/identifiers'

/** Spec 2.1: an empty sample value. */
export const EMPTY_SAMPLE = '——'

/** Sample values shown on a column card (rows below the first). */
export const COLUMN_SAMPLE_COUNT = 3

/** Spec 3: a missing score shows '---'. */
export const MISSING_SCORE = '---'

/** Spec 9: the desktop table from 768 px (CSS), row height 58 px (CSS and the overlay height). */
export const RESULT_ROW_HEIGHT_PX = 58

export const ENRICHMENT_API_BASE = '/api/v1/enrichment/companies'
export const BOOK_API_PATH = '/api/v1/crm/shop/book'
