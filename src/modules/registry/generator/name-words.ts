import { asciiFold } from '../identifiers/ascii-fold'

/** Word stocks: 'en' English, 'enIn' Indian English, 'zhEn' English names of Chinese companies. */
export type Language = 'en' | 'enIn' | 'zhEn' | 'de' | 'fr' | 'it' | 'es' | 'nl' | 'pt'

/**
 * A name fragment with its precomputed ASCII slug, so per-company work is concatenation only.
 * Generic words (trades, places, "Group") never make a website domain on their own.
 */
export type Word = { readonly text: string; readonly slug: string; readonly generic?: boolean }

const NOT_SLUG = /[^a-z0-9]/g

/** Lower-case ASCII letters and digits only; German umlauts become ae/oe/ue as in German domains. */
export function slugOf(text: string, language: Language): string {
  return asciiFold(text, { german: language === 'de' })
    .toLowerCase()
    .replace(NOT_SLUG, '')
}

export function word(text: string, language: Language, generic = false): Word {
  return generic ? { text, slug: slugOf(text, language), generic } : { text, slug: slugOf(text, language) }
}

/** Words that join other words in a name and never make it into a domain. */
const CONNECTORS = new Set([
  '&',
  'and',
  'und',
  'et',
  'e',
  'y',
  'en',
  'of',
  'the',
  'de',
  'del',
  'della',
  'di',
  'du',
  'des',
  'la',
  'le',
  'da',
  'do',
  'dos',
  'das',
])

export function connector(text: string): Word {
  return { text, slug: '' }
}

/** '|'-separated list -> Words; connector words get an empty slug. */
export function words(list: string, language: Language, generic = false): Word[] {
  return list
    .split('|')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => (CONNECTORS.has(text.toLowerCase()) ? connector(text) : word(text, language, generic)))
}

/** '|'-separated list -> strings. */
export function list(text: string): string[] {
  return text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean)
}
