/** The date conventions of each site language (British English for English). */
const DATE_LOCALES: Record<string, string> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', it: 'it-IT', de: 'de-DE' }

/**
 * One formatter per language: building an `Intl.DateTimeFormat` costs far more than formatting with
 * it, and a list renders (and hydrates) dozens of cards.
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>()

function dateFormatter(locale: string): Intl.DateTimeFormat {
  const tag = DATE_LOCALES[locale] ?? 'en-GB'
  let formatter = dateFormatters.get(tag)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    dateFormatters.set(tag, formatter)
  }
  return formatter
}

/** "2026-03-04T…" -> "4 Mar 2026" (en-GB), "4 mar 2026" (es-ES), "4. März 2026" (de-DE); UTC so server and browser agree. */
export function formatArticleDate(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormatter(locale).format(date)
}
