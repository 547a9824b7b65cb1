import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentState } from '@/lib/consent'

/** One declaration table per consent category, in the order the consent banner lists them. */
export function groupDeclarations<T extends { category: ConsentCategory }>(
  declarations: T[],
): { category: ConsentCategory; cookies: T[] }[] {
  return CONSENT_CATEGORIES.map((category) => ({ category, cookies: declarations.filter((item) => item.category === category) }))
}

export type ConsentSummaryTexts = {
  all: string
  /** With `{categories}`. */
  selection: string
  none: string
  notGiven: string
  categories: Record<ConsentCategory, string>
}

export type ConsentSummaryKind = 'all' | 'selection' | 'none' | 'not_given'

/** The visitor's consent as a sentence; `undefined` (not read yet, before hydration) gives null. */
export function describeConsent(
  consent: ConsentState | null | undefined,
  texts: ConsentSummaryTexts,
): { kind: ConsentSummaryKind; text: string } | null {
  if (consent === undefined) return null
  if (consent === null) return { kind: 'not_given', text: texts.notGiven }
  if (consent.kind === 'all') return { kind: 'all', text: texts.all }
  if (consent.kind === 'none') return { kind: 'none', text: texts.none }
  const names = consent.categories.map((category) => texts.categories[category])
  return { kind: 'selection', text: texts.selection.replace('{categories}', names.join(', ')) }
}
