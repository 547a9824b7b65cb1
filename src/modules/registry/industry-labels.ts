import type { SiteLocale } from '@/lib/locales'
import { formatBuiltIn } from '@/lib/message-format'
import { catalogue, messageKeys } from '@/messages'

/**
 * The registry stores industries in English (the generator's and the importers' vocabulary); the
 * catalogue src/messages/<locale>/industries.json holds each known one under a key. Pages in another
 * language show the known ones translated; any other value is shown as stored.
 */
const KEY_OF_STORED = new Map(messageKeys('industries').map((key) => [catalogue('en')[key], key]))

export function industryLabel(industry: string, locale: SiteLocale): string {
  const key = KEY_OF_STORED.get(industry)
  return key ? formatBuiltIn(locale, key) : industry
}
