import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { ApiError } from '@/lib/errors'
import { sameSecret } from '@/lib/secret'
import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from '@/lib/locales'

import { isPageVariableTemplate } from './page-variables'
import { PUBLISHED_ONLY_CONTEXT } from './preview'

/**
 * The content delivery endpoint (spec doc 2 §7.5): `/content-type/delivery/{type}/list/` answers the
 * published CMS content of one of the spec's content types (§3 "Content types read from the CMS"),
 * a page at a time, in the language of `Accept-Language`, to callers holding the application token.
 *
 * Each type names where its content lives in this CMS. Types the specification lists that this CMS
 * keeps no content for (ranks, request_demo, our_benefits, roadmap, our_team, features: their texts
 * are page blocks and UI strings here) are not served: inventing empty lists for them would tell a
 * caller the content exists and is empty.
 */

type Filter = { field: string; kind: 'text' | 'boolean' | 'id' }

type CollectionSource = {
  kind: 'collection'
  collection: CollectionSlug
  /** Spec doc 2 §9 "CMS page sizes"; DEFAULT_PAGE_SIZE otherwise. */
  pageSize?: number
  depth: number
  sort?: string
  /** Query parameters a caller may narrow the list with, and the field each compares (equality). */
  filters?: Record<string, Filter>
  /** What "published" means for the collection: the site hides the rest too. */
  published?: Where
}
type GlobalSource = { kind: 'global'; global: GlobalSlug; depth: number }
type Source = CollectionSource | GlobalSource

/** Page size of a type the specification gives none for (the academy faculties' 25). */
export const DEFAULT_PAGE_SIZE = 25

const DELIVERY_TYPES: Record<string, Source> = {
  global_config: { kind: 'global', global: 'site-config', depth: 0 },
  author: { kind: 'collection', collection: 'authors', depth: 1, sort: 'full_name' },
  // "pages" are the articles (blog and case studies): depth 2, newest first (spec doc 2 §9).
  pages: {
    kind: 'collection',
    collection: 'articles',
    depth: 2,
    sort: '-published_at',
    filters: { kind: { field: 'kind', kind: 'text' }, type: { field: 'type', kind: 'text' } },
  },
  customers_list: { kind: 'collection', collection: 'customers', depth: 1, sort: 'order' },
  // One collection of testimonials serves both the reviews and the customer feedback carousel.
  review: { kind: 'collection', collection: 'testimonials', depth: 1, sort: 'order' },
  customers_feedback: { kind: 'collection', collection: 'testimonials', depth: 1, sort: 'order' },
  web_technologies: { kind: 'collection', collection: 'web-technologies', pageSize: 2000, depth: 0, sort: 'order' },
  web_technology: {
    kind: 'collection',
    collection: 'web-technologies',
    pageSize: 352,
    depth: 0,
    sort: 'order',
    filters: { parent: { field: 'parent', kind: 'id' } },
  },
  frequency_questions: {
    kind: 'collection',
    collection: 'faq-items',
    depth: 0,
    sort: 'position',
    published: { disabled: { not_equals: true } },
  },
  careers: {
    kind: 'collection',
    collection: 'vacancies',
    depth: 0,
    sort: 'name',
    filters: { category: { field: 'category', kind: 'text' } },
    published: { open: { equals: true } },
  },
  career_benefits: { kind: 'collection', collection: 'career-benefits', depth: 0, sort: 'order' },
  pricing_card: {
    kind: 'collection',
    collection: 'pricing-products',
    depth: 1,
    filters: { country: { field: 'country', kind: 'text' }, standalone: { field: 'standalone', kind: 'boolean' } },
  },
  pricing_country_map: { kind: 'global', global: 'pricing-country-map', depth: 0 },
  presentation: { kind: 'collection', collection: 'presentations', pageSize: 1, depth: 1 },
  included_block: {
    kind: 'collection',
    collection: 'included-blocks',
    pageSize: 1,
    depth: 1,
    filters: { slug: { field: 'slug', kind: 'text' } },
  },
  agents: { kind: 'collection', collection: 'agents', pageSize: 100, depth: 0, sort: 'position' },
}

/** The types served, page_var_{template} standing for one type per page-variable template. */
export const DELIVERY_TYPE_NAMES = [...Object.keys(DELIVERY_TYPES), 'page_var_{template}'] as const

/** Where a type's content lives, or null for a type this CMS does not serve. */
export function deliverySource(type: string): Source | null {
  if (Object.hasOwn(DELIVERY_TYPES, type)) return DELIVERY_TYPES[type]!
  const template = /^page_var_(.+)$/.exec(type)?.[1]
  if (template && isPageVariableTemplate(template)) {
    // depth -1 in the specification: the variables themselves, no related documents.
    return {
      kind: 'collection',
      collection: 'page-variables',
      depth: 0,
      sort: 'suffix',
      filters: { suffix: { field: 'suffix', kind: 'text' } },
      published: { template: { equals: template } },
    }
  }
  return null
}

/** The filters a type takes, by query parameter name (for the route's validation and the document). */
export function deliveryFilters(type: string): string[] {
  const source = deliverySource(type)
  return source?.kind === 'collection' ? Object.keys(source.filters ?? {}) : []
}

/**
 * The language of an Accept-Language header: the first of the site's languages by the caller's
 * preference (q values honoured, `es-MX` read as `es`), else the default language.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): SiteLocale {
  if (!header) return DEFAULT_LOCALE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.language).find(isSiteLocale) ?? DEFAULT_LOCALE
}

/**
 * Whether `presented` is the application token. Unset, no token opens the endpoint. Both sides are
 * hashed first so the comparison takes the same time whatever their lengths.
 */
export function applicationTokenMatches(presented: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !presented) return false
  return sameSecret(presented, expected)
}

export type DeliveryPage = {
  count: number
  page: number
  total_pages: number
  next: number | null
  previous: number | null
  results: Record<string, unknown>[]
}

/** Fields no caller outside the admin needs: kept out of every answer, at any depth. */
const INTERNAL_KEYS = new Set(['_status', 'globalType', 'sizes', 'prefix', 'lockUntil', 'loginAttempts'])

/**
 * The internal keys dropped, recursively into related documents. Fields a collection hides
 * (`hidden`) or keeps from the public (field access) Payload already leaves out of a read with
 * `overrideAccess: false` and without `showHiddenFields`.
 */
function stripInternal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => stripInternal(item))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !INTERNAL_KEYS.has(key))
      .map(([key, item]) => [key, stripInternal(item)]),
  )
}

function filterValue(filter: Filter, raw: string): unknown {
  if (filter.kind === 'boolean') {
    if (raw === 'true' || raw === '1') return true
    if (raw === 'false' || raw === '0') return false
    throw new ApiError('invalid', 'Use true or false.', {})
  }
  if (filter.kind === 'id') {
    if (!/^[1-9]\d{0,15}$/.test(raw)) throw new ApiError('invalid', 'Use a numeric id.', {})
    return Number(raw)
  }
  return raw
}

/**
 * One page of a type's published content in a language. Reads as an anonymous visitor would
 * (`overrideAccess: false`), so a field or document the CMS does not show the public stays out.
 */
export async function deliverContent(
  payload: Payload,
  type: string,
  options: { locale: SiteLocale; page: number; filters: Record<string, string> },
): Promise<DeliveryPage> {
  const source = deliverySource(type)
  if (!source) throw unknownType(type)
  if (source.kind === 'global') {
    const document = await payload.findGlobal({
      slug: source.global,
      depth: source.depth,
      locale: options.locale,
      fallbackLocale: DEFAULT_LOCALE,
      overrideAccess: false,
    })
    // A global is one document: a list of one, on page 1 only.
    const results = options.page === 1 ? [stripInternal(document) as Record<string, unknown>] : []
    return { count: 1, page: options.page, total_pages: 1, next: null, previous: options.page > 1 ? 1 : null, results }
  }
  const collection = payload.collections[source.collection]?.config
  const conditions: Where[] = source.published ? [source.published] : []
  // A collection with drafts keeps each document's latest save in place: only published ones go out.
  if (collection?.versions && typeof collection.versions === 'object' && collection.versions.drafts)
    conditions.push({ _status: { equals: 'published' } })
  for (const [name, raw] of Object.entries(options.filters)) {
    const filter = source.filters?.[name]
    if (!filter) continue
    try {
      conditions.push({ [filter.field]: { equals: filterValue(filter, raw) } })
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError('invalid', `${name}: ${error.message}`, { [name]: [error.message] })
      throw error
    }
  }
  const limit = source.pageSize ?? DEFAULT_PAGE_SIZE
  const found = await payload.find({
    collection: source.collection,
    depth: source.depth,
    locale: options.locale,
    fallbackLocale: DEFAULT_LOCALE,
    overrideAccess: false,
    draft: false,
    // A caller of this endpoint reads what is published, even from a browser in an editor's draft preview.
    context: { [PUBLISHED_ONLY_CONTEXT]: true },
    limit,
    page: options.page,
    ...(source.sort ? { sort: source.sort } : {}),
    ...(conditions.length ? { where: conditions.length === 1 ? conditions[0]! : { and: conditions } } : {}),
  })
  return {
    count: found.totalDocs,
    page: options.page,
    total_pages: Math.max(1, found.totalPages),
    next: found.hasNextPage ? options.page + 1 : null,
    previous: options.page > 1 ? options.page - 1 : null,
    results: found.docs.map((document) => stripInternal(document) as Record<string, unknown>),
  }
}

export function unknownType(type: string): ApiError {
  const shown = type.length > 60 ? `${type.slice(0, 60)}…` : type
  return new ApiError('not_found', `There is no content type "${shown}". Known types: ${DELIVERY_TYPE_NAMES.join(', ')}.`)
}
