import { z } from 'zod'

import { DEFAULT_LOCALE, isSiteLocale, localizedPath, SITE_LOCALES, splitLocaleFromPath } from './locales'

/** `lang` of every public API query: a site language; the default one when missing or unknown. */
export const langField = z.enum(SITE_LOCALES).catch(DEFAULT_LOCALE).default(DEFAULT_LOCALE)

/** A query of `?lang=` alone, for the calls that read nothing else from their query string. */
export const langQuerySchema = z.object({ lang: langField })

/**
 * Where a page address carrying `?lang=` belongs: the same page in that language, without the
 * parameter (`/pricing?lang=es` -> `/es/pricing`, `/es/pricing?lang=en` -> `/pricing`). Pages have
 * one address per language, so the query redirects instead of rendering a second copy (the
 * canonical and hreflang links keep naming the prefixed address). Null when there is no `lang` or
 * it names no site language: an unknown `lang` is ignored, as on the API.
 */
export function langQueryTarget(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search)
  const wanted = params.get('lang')
  if (wanted === null) return null
  const lang = wanted.trim().toLowerCase()
  const { slug } = splitLocaleFromPath(pathname)
  if (!isSiteLocale(lang)) return null
  // Also when the page already is in that language: the redundant parameter goes, so the page
  // keeps one address.
  params.delete('lang')
  const rest = params.toString()
  return `${localizedPath(lang, slug)}${rest ? `?${rest}` : ''}`
}
