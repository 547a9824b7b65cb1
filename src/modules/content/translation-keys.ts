// Browser-safe constants of the UI strings, apart from the translator (which loads every catalogue):
// schemas.ts, a face the browser may import, reads them.

/** What a UI string key may hold: lower-case letters, digits and underscores. */
export const TRANSLATION_KEY_PATTERN = /^[a-z0-9_]+$/

/** One request to the i18n endpoint may ask for this many keys at most (a page's worth). */
export const I18N_MAX_KEYS = 200
