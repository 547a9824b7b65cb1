/**
 * Tags on cached pages, so that a CMS change re-renders the pages that showed or could show what changed,
 * in the languages it changed in, on every node (issue 41; docs/decisions.md "Page cache tags").
 *
 * While a page renders, every CMS read tags it (src/payload/hooks/revalidate-site.ts):
 * - `d:<collection>:<id>@<locale>`: a document it showed;
 * - `q:<collection>.<field>@<locale>`: a query it ran filtered or sorted on that field, whose result could
 *   change when a document's field changes (a slug, a publication date, a category);
 * - `q:<collection>@<locale>`: a query it ran on the collection, whose result could change when a document
 *   is created, published or deleted;
 * - `c:<collection>@<locale>`: it read so many documents of the collection (the menus, the UI strings) that
 *   any change to the collection re-renders it, rather than carrying one tag per document;
 * - `g:<global>@<locale>`: a global it read.
 * A change then names only the tags it touches (`tagsForDocumentChange`).
 */

/** A page keeps at most this many document tags per collection and language, then one collection tag. */
export const MAX_DOCUMENT_TAGS_PER_COLLECTION = 20

export const documentTag = (collection: string, id: string | number, locale: string) => `d:${collection}:${id}@${locale}`
export const queryFieldTag = (collection: string, field: string, locale: string) => `q:${collection}.${field}@${locale}`
export const membershipTag = (collection: string, locale: string) => `q:${collection}@${locale}`
export const collectionTag = (collection: string, locale: string) => `c:${collection}@${locale}`
export const globalTag = (global: string, locale: string) => `g:${global}@${locale}`

type Where = Record<string, unknown>

/** The top-level fields a query filters on (through `and` / `or`) or sorts by. */
export function queriedFields(where: Where | undefined, sort: string | string[] | undefined): string[] {
  const fields = new Set<string>()
  const visit = (clause: unknown) => {
    if (!clause || typeof clause !== 'object') return
    for (const [key, value] of Object.entries(clause as Where)) {
      if ((key === 'and' || key === 'or') && Array.isArray(value)) value.forEach(visit)
      else fields.add(topLevelField(key))
    }
  }
  visit(where)
  for (const entry of typeof sort === 'string' ? sort.split(',') : (sort ?? [])) {
    const field = entry.trim().replace(/^-/, '')
    if (field) fields.add(topLevelField(field))
  }
  return [...fields]
}

const topLevelField = (fieldPath: string) => fieldPath.split('.')[0]!

/** Fields every save rewrites; they matter to queries sorted by them, not to what a page shows. */
const BOOKKEEPING_FIELDS = new Set(['updatedAt', 'createdAt'])

export type DocumentChange = {
  collection: string
  id: string | number
  /** The language the editor saved in, or `all` when every language was written at once. */
  locale: string
  operation: 'create' | 'update' | 'delete'
  /** Top-level fields whose value differs between the previous and the saved document (updates only). */
  changedFields: readonly string[]
  /** Top-level fields stored per language. */
  localizedFields: ReadonlySet<string>
  siteLocales: readonly string[]
  /** The language an empty localized field falls back to: a change in it can show in every language. */
  fallbackLocale: string
}

/** The languages a change of localized fields can show in. */
function localesShowingChange(change: Pick<DocumentChange, 'locale' | 'siteLocales' | 'fallbackLocale'>): readonly string[] {
  const { locale, siteLocales } = change
  return locale === change.fallbackLocale || !siteLocales.includes(locale) ? siteLocales : [locale]
}

/** The tags a saved or deleted document invalidates. */
export function tagsForDocumentChange(change: DocumentChange): string[] {
  const { collection, id, siteLocales } = change
  const savedIn = localesShowingChange(change)
  const tags = new Set<string>()
  const addFor = (locales: readonly string[], tagFor: (locale: string) => string) => locales.forEach((l) => tags.add(tagFor(l)))

  if (change.operation !== 'update') {
    // A document appearing or disappearing can change any query on the collection, in every language.
    addFor(siteLocales, (l) => membershipTag(collection, l))
    addFor(siteLocales, (l) => documentTag(collection, id, l))
    addFor(siteLocales, (l) => collectionTag(collection, l))
    return [...tags]
  }
  for (const field of change.changedFields) {
    const locales = change.localizedFields.has(field) ? savedIn : siteLocales
    addFor(locales, (l) => queryFieldTag(collection, field, l))
    if (BOOKKEEPING_FIELDS.has(field)) continue
    addFor(locales, (l) => documentTag(collection, id, l))
    addFor(locales, (l) => collectionTag(collection, l))
  }
  return [...tags]
}

/** The tags a saved global invalidates: its languages when only localized fields changed, else all. */
export function tagsForGlobalChange(change: Omit<DocumentChange, 'id' | 'operation' | 'collection'> & { global: string }): string[] {
  const { siteLocales } = change
  const content = change.changedFields.filter((field) => !BOOKKEEPING_FIELDS.has(field))
  if (!content.length) return []
  const onlyLocalized = content.every((field) => change.localizedFields.has(field))
  const locales = onlyLocalized ? localesShowingChange(change) : siteLocales
  return locales.map((locale) => globalTag(change.global, locale))
}

/**
 * Top-level fields whose stored value differs. Compared as JSON with related documents reduced to their
 * ids: Payload hands the hook the previous document and the saved one populated to different depths, and a
 * relationship is the same whether it arrives as an id or as the document.
 */
export function changedTopLevelFields(
  previous: Record<string, unknown> | undefined,
  next: Record<string, unknown>,
  fieldNames: readonly string[],
): string[] {
  if (!previous) return [...fieldNames]
  const comparable = (value: unknown) => JSON.stringify({ value: value ?? null }, relatedDocumentsAsIds)
  return fieldNames.filter((name) => comparable(previous[name]) !== comparable(next[name]))
}

/** A populated document (an object with an id and a save time, unlike a block or an array row) becomes its id. */
function relatedDocumentsAsIds(this: unknown, key: string, value: unknown): unknown {
  if (key === '' || !value || typeof value !== 'object' || Array.isArray(value)) return value
  const record = value as Record<string, unknown>
  return 'id' in record && 'updatedAt' in record ? record.id : value
}

/**
 * What one render has tagged so far, so that a page showing many documents of a collection carries one
 * collection tag instead of a tag per document.
 */
export class RenderTagSet {
  private readonly documents = new Map<string, Set<string>>()
  constructor(private readonly add: (tag: string) => void) {}

  document(collection: string, id: string | number, locale: string): void {
    const key = collectionTag(collection, locale)
    let ids = this.documents.get(key)
    if (!ids) this.documents.set(key, (ids = new Set()))
    if (ids.size >= MAX_DOCUMENT_TAGS_PER_COLLECTION) {
      this.add(key)
      return
    }
    ids.add(String(id))
    this.add(documentTag(collection, id, locale))
  }

  query(collection: string, locale: string, fields: readonly string[]): void {
    this.add(membershipTag(collection, locale))
    for (const field of fields) this.add(queryFieldTag(collection, field, locale))
  }

  global(slug: string, locale: string): void {
    this.add(globalTag(slug, locale))
  }
}
