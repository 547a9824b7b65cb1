import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'
import { logger } from '@/lib/logger'
import { compileMessage, type CompiledMessage, formatCompiled, type MessageValues, templateOf } from '@/lib/message-format'
import type { MessageTemplate } from '@/lib/message-template'
import { catalogue, isMessageLocale, type MessageKey } from '@/messages'

import { fillFigureText, type SiteFigures } from './site-figures'

/**
 * The site's translator: the built-in messages (ICU catalogues in src/messages), under the texts
 * editors write in the CMS (collection "UI strings", also ICU), which win where they exist.
 */

/** The CMS's texts in the page's language, and in the default language (loadTranslations). */
export type CmsStrings = { current: Record<string, string>; fallback: Record<string, string> }

/** The built-in texts of a language (empty for a language without its own catalogues). */
export function builtInTexts(locale: SiteLocale): Partial<Record<string, string>> {
  return catalogue(locale)
}

/**
 * `t(key, values)`: the message formatted with its values; `t(key)` without values gives a message
 * with arguments as its template (`{name}` placeholders), which client components fill in.
 * `t.template(key)` is the browser's form of any message, plurals included (lib/message-template.ts).
 * An unknown key reads as itself. Keys outside the catalogues (texts that exist only in the CMS,
 * such as FAQ entries) are allowed as plain strings.
 */
export type Translate = ((key: MessageKey | (string & {}), values?: MessageValues) => string) & {
  template: (key: MessageKey) => MessageTemplate
}

type Candidate = { origin: 'cms' | 'built-in'; locale: string; source: string }

/**
 * The texts a key may have, in order: CMS text in the language, built-in text in the language,
 * CMS text in the default language (only for keys with no built-in text in the language), built-in
 * default-language text.
 */
function candidates(locale: SiteLocale, cms: CmsStrings, key: string, figures: SiteFigures = {}): Candidate[] {
  const found: Candidate[] = []
  const add = (origin: Candidate['origin'], language: string, source: string | undefined) => {
    if (source !== undefined) found.push({ origin, locale: language, source: fillFigureText(source, figures) })
  }
  add('cms', locale, cms.current[key])
  add('built-in', locale, isMessageLocale(locale) ? catalogue(locale)[key] : undefined)
  if (locale !== DEFAULT_LOCALE) add('cms', DEFAULT_LOCALE, cms.fallback[key])
  add('built-in', DEFAULT_LOCALE, catalogue(DEFAULT_LOCALE)[key])
  return found
}

/**
 * The text of a key in a language as written (ICU source), or null when neither the CMS nor the
 * catalogues have it; the resolution order of `candidates`.
 */
export function resolveText(locale: SiteLocale, cms: CmsStrings, key: string): string | null {
  return candidates(locale, cms, key).find((candidate) => compiled(key, candidate))?.source ?? null
}

const reported = new Set<string>()

/** A text that cannot be used (it does not parse, or lacks a value it needs) is logged once per text. */
function reportOnce(key: string, candidate: Candidate, error: unknown) {
  const id = `${candidate.origin}:${candidate.locale}:${key}:${candidate.source}`
  if (reported.has(id)) return
  reported.add(id)
  logger.warn(
    { err: error, key, locale: candidate.locale, origin: candidate.origin },
    'A UI string is not valid ICU for its use; the next text of the key is shown instead',
  )
}

function compiled(key: string, candidate: Candidate): CompiledMessage | null {
  const message = compileMessage(`${candidate.origin}:${candidate.locale}:${key}`, candidate.locale, candidate.source)
  if (!(message instanceof Error)) return message
  reportOnce(key, candidate, message)
  return null
}

/** The first of a key's texts that compiles and, given values, formats with them. */
function firstUsable<T>(
  locale: SiteLocale,
  cms: CmsStrings,
  key: string,
  apply: (message: CompiledMessage, source: string) => T,
  figures?: SiteFigures,
): T | null {
  for (const candidate of candidates(locale, cms, key, figures)) {
    const message = compiled(key, candidate)
    if (!message) continue
    try {
      return apply(message, candidate.source)
    } catch (error) {
      reportOnce(key, candidate, error)
    }
  }
  return null
}

/**
 * A message asked for without values: its text, or for one with arguments its template (`{name}`
 * placeholders), or for a plural or select its ICU source (such a message is meant for `template`).
 */
function unfilled(message: CompiledMessage, source: string): string {
  const template = templateOf(message)
  return typeof template === 'string' ? template : source
}

/**
 * The translator of a language. `figures` fill the figure tokens (`{companies}`…) of every text before
 * it is formatted, so a message states the site's figures without its callers passing them.
 */
export function createTranslator(locale: SiteLocale, cms: CmsStrings, figures?: SiteFigures): Translate {
  const translate = (key: string, values?: MessageValues): string =>
    firstUsable(locale, cms, key, (message, source) => (values ? formatCompiled(message, values) : unfilled(message, source)), figures) ??
    key
  return Object.assign(translate, {
    template: (key: MessageKey): MessageTemplate => firstUsable(locale, cms, key, templateOf, figures) ?? key,
  })
}
