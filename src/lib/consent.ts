/**
 * Cookie consent state. Stored in the cookies `consent` (all, none, or the chosen
 * categories joined by commas) and `consent-id` (a random id the visitor can quote to support).
 */
export const CONSENT_COOKIE = 'consent'
export const CONSENT_ID_COOKIE = 'consent-id'
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

/**
 * Runs in <head> before the first paint: marks the page when a consent choice is stored, so the
 * banner that the (cached, cookie-blind) server HTML holds stays hidden for returning visitors.
 */
export const CONSENT_STORED_SCRIPT = `if(/(?:^|;\\s*)${CONSENT_COOKIE}=[^;]/.test(document.cookie))document.documentElement.setAttribute('data-consent-stored','')`

export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing', 'unclassified'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

export type ConsentState = { kind: 'all' } | { kind: 'none' } | { kind: 'selection'; categories: ConsentCategory[] }

export function parseConsent(value: string | undefined | null): ConsentState | null {
  if (!value) return null
  if (value === 'all') return { kind: 'all' }
  if (value === 'none') return { kind: 'none' }
  const categories = value
    .split(',')
    .map((item) => item.trim())
    .filter((item): item is ConsentCategory => (CONSENT_CATEGORIES as readonly string[]).includes(item))
  return categories.length ? { kind: 'selection', categories: normalise(categories) } : null
}

function normalise(categories: ConsentCategory[]): ConsentCategory[] {
  const chosen = new Set<ConsentCategory>(['necessary', ...categories])
  return CONSENT_CATEGORIES.filter((category) => chosen.has(category))
}

/** A selection of every optional category is stored as `all`, an empty one as `none`. */
export function consentFromSelection(categories: ConsentCategory[]): ConsentState {
  const chosen = normalise(categories)
  if (chosen.length === CONSENT_CATEGORIES.length) return { kind: 'all' }
  if (chosen.length === 1) return { kind: 'none' }
  return { kind: 'selection', categories: chosen }
}

export function serializeConsent(state: ConsentState): string {
  if (state.kind === 'selection') return state.categories.join(',')
  return state.kind
}

/** Necessary cookies never need consent; other categories need an explicit yes. */
export function allows(state: ConsentState | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true
  if (!state || state.kind === 'none') return false
  if (state.kind === 'all') return true
  return state.categories.includes(category)
}
