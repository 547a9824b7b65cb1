import { fillPlaceholders } from '@/lib/format'

import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'
import { fillFigureText, type SiteFigures } from './site-figures'
import type { VariableDefinition } from './page-variable-definition'
import { PROMOTION_VARIABLES } from './page-variables-promotion'

/**
 * Page variables (the spec's `page_var_{template}` content types): texts and sections a template
 * shares across all its pages, edited once in the CMS instead of on every country or industry
 * page. A page's `page_var_suffix` picks a variant (`page_var_country_promotion_mx`); a key the
 * variant leaves out is read from the template's default document, then from the texts built in here.
 */
export const PAGE_VARIABLE_TEMPLATES = [
  'country',
  'country_2',
  'industry',
  'country_promotion',
  'api',
  'lead_generation',
  'sales_force',
] as const

export type PageVariableTemplate = (typeof PAGE_VARIABLE_TEMPLATES)[number]

export function isPageVariableTemplate(value: string | null | undefined): value is PageVariableTemplate {
  return (PAGE_VARIABLE_TEMPLATES as readonly string[]).includes(value ?? '')
}

/** No built-in text: a template's pages close with the info block until an editor sets a banner title for them all. */
const COMMON_VARIABLES = {
  book_demo_title: { label: 'Closing demo banner: title (every page of the template)', kind: 'text' },
  book_demo_button: { label: 'Closing demo banner: button', kind: 'text' },
} as const satisfies Record<string, VariableDefinition>

export const PAGE_VARIABLES: Record<PageVariableTemplate, Record<string, VariableDefinition>> = {
  country: COMMON_VARIABLES,
  country_2: COMMON_VARIABLES,
  industry: COMMON_VARIABLES,
  api: COMMON_VARIABLES,
  lead_generation: COMMON_VARIABLES,
  sales_force: COMMON_VARIABLES,
  // The promotion template closes with its own demo / buy / sample buttons (closing_title, demo_button…).
  country_promotion: PROMOTION_VARIABLES,
}

/** Every key any template knows, for the CMS's key select (each is then checked against its template). */
export const PAGE_VARIABLE_KEYS: { value: string; label: string }[] = [
  ...new Map(
    PAGE_VARIABLE_TEMPLATES.flatMap((template) =>
      Object.entries(PAGE_VARIABLES[template]).map(
        ([key, definition]) => [key, { value: key, label: `${definition.label} (${key})` }] as const,
      ),
    ),
  ).values(),
]

export const PAGE_VARIABLE_SUFFIX_PATTERN = /^(_[a-z0-9]+)*$/

/** The CMS check of a suffix, on the variables and on the page that names them. */
export function validateVariableSuffix(value: string | null | undefined): true | string {
  return PAGE_VARIABLE_SUFFIX_PATTERN.test(value ?? '')
    ? true
    : 'Start with an underscore, then lower-case letters and digits (e.g. _mx or _v2).'
}

export function pageVariablesName(template: PageVariableTemplate, suffix: string | null | undefined): string {
  return `page_var_${template}${suffix ?? ''}`
}

/** Why a value cannot be used for its key, or null when it can (the CMS refuses it on save). */
export function invalidVariableValue(template: string, key: string, value: string | null | undefined): string | null {
  if (!isPageVariableTemplate(template)) return 'Choose a template first.'
  const definition = PAGE_VARIABLES[template][key]
  if (!definition) return `“${key}” is not a variable of the ${template} template.`
  const text = (value ?? '').trim()
  if (!text) return null
  switch (definition.kind) {
    case 'number':
      return /^\d{1,15}$/.test(text) ? null : 'Write the number with digits only, e.g. 2387041 (the site groups the digits).'
    case 'percent':
      return /^\d{1,3}$/.test(text) && Number(text) <= 100 ? null : 'Write a whole percentage from 0 to 100, without the % sign.'
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))
        ? null
        : 'Write the date as YYYY-MM-DD, e.g. 2021-06-24.'
    case 'country':
      return /^[a-zA-Z]{2}$/.test(text) ? null : 'Write the country’s two-letter code, e.g. mx.'
    default:
      return null
  }
}

/** One CMS document's values as read in one language (Payload has applied its own locale fallback). */
export type PageVariablesDocument = { variables?: { key?: string | null; value?: string | null }[] | null }

export type PageVariables = {
  /** The text of a key with `{placeholders}` filled, or '' when no document nor the site has one. */
  text(key: string, params?: Record<string, string | number>): string
  /** A number variable, or null when it is empty. */
  number(key: string): number | null
  /** A date variable as ISO 8601 (midnight UTC), or null. */
  date(key: string): string | null
  /** A list variable's non-empty lines. */
  lines(key: string): string[]
}

/**
 * The variables of a page: the suffixed document's values first, then the template's default
 * document, then the built-in text in the page's language, then in English. Values that do not
 * fit their kind (saved before a rule changed) are passed over, never shown.
 */
export function resolvePageVariables(
  template: PageVariableTemplate,
  documents: PageVariablesDocument[],
  locale: SiteLocale,
  figures: SiteFigures = {},
): PageVariables {
  const definitions = PAGE_VARIABLES[template]
  const raw = (key: string): string => {
    for (const document of documents) {
      const value = document.variables?.find((row) => row.key === key)?.value?.trim()
      if (value && !invalidVariableValue(template, key, value)) return value
    }
    const defaults = definitions[key]?.defaults
    return defaults?.[locale] ?? defaults?.[DEFAULT_LOCALE] ?? ''
  }
  return {
    text: (key, params) => {
      // Built-in texts carry figure tokens too ("{customers}+ companies trust our data").
      const value = fillFigureText(raw(key), figures)
      return params ? fillPlaceholders(value, params) : value
    },
    number: (key) => {
      const value = raw(key)
      return value ? Number(value) : null
    },
    date: (key) => {
      const value = raw(key)
      return value ? new Date(`${value}T00:00:00Z`).toISOString() : null
    },
    lines: (key) =>
      raw(key)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
  }
}

/**
 * Shared sections with `{title}` (and any other given placeholder) filled in every text, rich text
 * included; ids, block types and links keep their value.
 */
export function fillSectionPlaceholders<T>(value: T, values: Record<string, string>): T {
  const walk = (node: unknown, key: string | null): unknown => {
    if (typeof node === 'string')
      return key === 'id' || key === 'blockType' || key === 'url' || key === 'button_href' ? node : fillPlaceholders(node, values)
    if (Array.isArray(node)) return node.map((item) => walk(item, null))
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([entryKey, entry]) => [entryKey, walk(entry, entryKey)]))
    return node
  }
  return walk(value, null) as T
}

/** The suffixed document first, then the template's default one (a missing suffix reads only the default). */
export function orderVariableDocuments<T extends { suffix?: string | null }>(documents: T[], suffix: string | null | undefined): T[] {
  const wanted = suffix ?? ''
  const rank = (document: T) => ((document.suffix ?? '') === wanted && wanted ? 0 : (document.suffix ?? '') === '' ? 1 : 2)
  return documents.filter((document) => rank(document) < 2).sort((a, b) => rank(a) - rank(b))
}
