import { z } from 'zod'

import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from '@/lib/locales'
import { I18N_MAX_KEYS, TRANSLATION_KEY_PATTERN } from './translation-keys'
import { fillFigureText, type SiteFigures } from './site-figures'
import { type CmsStrings, resolveText } from './translator'

/**
 * `GET /api/v1/i18n?key=a&key=b&lang=es` or `?key=a,b`: one key or a list. `lang` falls back to
 * the default language when missing or unknown, as on every public call.
 */
export const i18nQuerySchema = z.object({
  lang: z.enum(SITE_LOCALES).catch(DEFAULT_LOCALE),
  key: z
    .array(
      z
        .string()
        .max(120, 'A key is 120 characters at most.')
        .regex(TRANSLATION_KEY_PATTERN, 'A key holds lower-case letters, digits and “_” only.'),
    )
    .min(1, 'Ask for at least one key.')
    .max(I18N_MAX_KEYS, `Ask for ${I18N_MAX_KEYS} keys at most.`),
})

/** The query string as the schema reads it: every `key` parameter, each split at commas. */
export function i18nQueryInput(url: URL): { lang: string | null; key: string[] } {
  const key = url.searchParams
    .getAll('key')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  return { lang: url.searchParams.get('lang'), key: [...new Set(key)] }
}

/** Each asked key's text in the language, with the site's fallbacks; keys no text exists for are listed apart. */
export function lookupTexts(
  locale: SiteLocale,
  cms: CmsStrings,
  keys: readonly string[],
  figures: SiteFigures = {},
): { data: Record<string, string>; missing: string[] } {
  const data: Record<string, string> = {}
  const missing: string[] = []
  for (const key of keys) {
    const text = resolveText(locale, cms, key)
    if (text === null) missing.push(key)
    else data[key] = fillFigureText(text, figures)
  }
  return { data, missing }
}
