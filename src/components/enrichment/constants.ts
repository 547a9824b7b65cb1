/**
 * Enrichment screen constants: delays, limits and storage keys of the upload and results screens. The server
 * side owns its own limits in `src/modules/enrichment`; these are the ones the screens apply.
 */

/** Accepted files, compared case-insensitively by the end of the name, one at a time. */
export const ENRICHMENT_FILE_TYPES = ['.csv', '.txt', '.xlsx'] as const
export const ENRICHMENT_FILE_COUNT = 1

/** The select of an unselected card shakes for 500 ms. */
export const SHAKE_MS = 500

/** The first list is polled every second, at most 200 times once it runs (polls while it waits in the queue do not count). */
export const POLL_INTERVAL_MS = 1000
export const MAX_POLLS = 200

/** Scores are requested 1 s after each change of the list. */
export const SCORE_DELAY_MS = 1000

/** The Download Sample thank-you dialog hides after 1.3 s. */
export const SAMPLE_DIALOG_MS = 1300

/** With more than 10 rows only 10 show unless "View more" is on. */
export const PREVIEW_ROWS = 10

/** Rows beyond the blur threshold (configurable, default 10) are blurred. */
export const DEFAULT_BLUR_THRESHOLD = 10

/** Enrichment modals are 630 px wide at most. */
export const ENRICHMENT_MODAL_WIDTH = 630

/** Local storage key of the session being enriched; its presence makes the view "data". */
export const SESSION_STORAGE_KEY = 'enrichment_session'

/** Session storage key that records the session a sample was requested for. */
export const SAMPLE_SESSION_STORAGE_KEY = 'sample_session'

/** This setup error on the e-mail opens the "Request free trial" modal instead. */
export { EMAIL_TAKEN_MESSAGE as EMAIL_TAKEN_ERROR } from '@/modules/enrichment/client'

/** A column card's sample value when the cell is empty. */
export const EMPTY_SAMPLE = '——'

/** Sample values shown on a column card (rows below the first). */
export const COLUMN_SAMPLE_COUNT = 3

/** A missing score shows '---'. */
export const MISSING_SCORE = '---'

export const ENRICHMENT_API_BASE = '/api/v1/enrichment/companies'
export const BOOK_API_PATH = '/api/v1/crm/shop/book'
