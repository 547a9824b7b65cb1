import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'

/** The localized field that every translated document has: without it, the document has no text in that language. */
const REQUIRED_TEXT = { articles: 'title', vacancies: 'name', 'academy-courses': 'name', 'academy-faculties': 'title' } as const

/**
 * The documents among `ids` that have no text of their own in `locale`. The site shows them in the default language
 * (Payload's locale fallback), and the page marks that text with its language (WCAG 3.1.2, language of parts): a
 * screen reader then reads it with the right voice, and a browser offers to translate it. One query per list.
 */
export async function untranslatedIds(
  payload: Payload,
  collection: keyof typeof REQUIRED_TEXT,
  locale: SiteLocale,
  ids: number[],
): Promise<Set<number>> {
  if (locale === DEFAULT_LOCALE || ids.length === 0) return new Set()
  const field = REQUIRED_TEXT[collection]
  const result = await payload.find({
    collection,
    locale,
    fallbackLocale: false,
    where: { id: { in: ids } },
    select: { [field]: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
  })
  return new Set(result.docs.filter((doc) => !(doc as unknown as Record<string, unknown>)[field]).map((doc) => doc.id))
}

/** The language to mark a document's own text with: the default language when it is shown untranslated, else none. */
export function contentLangOf(untranslated: Set<number>, id: number): SiteLocale | null {
  return untranslated.has(id) ? DEFAULT_LOCALE : null
}
