import type { SiteLocale } from '@/lib/locales'

/**
 * How a value is read: `number` and `percent` as plain digits (no grouping: the site formats them),
 * `date` as YYYY-MM-DD, `country` as an ISO 3166 alpha-2 code, `lines` one item per line.
 */
export type VariableKind = 'text' | 'number' | 'percent' | 'date' | 'country' | 'lines'

export type VariableDefinition = {
  label: string
  kind: VariableKind
  /** Built-in text per language; a key without one shows nothing until an editor fills it. */
  defaults?: Partial<Record<SiteLocale, string>>
}
