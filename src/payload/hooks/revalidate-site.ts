import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterOperationHook,
  CollectionAfterReadHook,
  FlattenedField,
  GlobalAfterChangeHook,
  GlobalAfterReadHook,
  PayloadRequest,
} from 'payload'
import { revalidateTag } from 'next/cache'
// Next.js's own store of the render in progress: the one place a page's cache tags can be added outside
// a `'use cache'` function (which needs the cacheComponents mode this site does not use). `.external`
// modules are shared by every bundle of the server, so this is the same store Next.js reads the tags from.
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'

import { DEFAULT_LOCALE, SITE_LOCALES } from '@/lib/locales'
import { changedTopLevelFields, queriedFields, RenderTagSet, tagsForDocumentChange, tagsForGlobalChange } from '@/lib/page-cache-tags'

import { savedDraftOnly } from '../drafts'
import { fillFiguresAfterRead } from './fill-figures'

/**
 * Public pages are cached (ISR; in Redis, shared by every node, when REDIS_URL is set). Each CMS read made
 * while a page renders tags the page with what it read (lib/page-cache-tags.ts); each saved change
 * invalidates only the tags it touches, so an article's edit re-renders the pages that showed or listed it,
 * in the languages it changed in, and nothing else.
 *
 * Seeding and tests run Payload outside a Next.js request, where there is no cache to purge.
 */

/** Render stores that end up in the page cache (the kinds whose tags Next.js stores with the page). */
const CACHING_RENDERS = new Set(['prerender', 'prerender-runtime', 'prerender-legacy', 'cache', 'private-cache'])
const renderTagSets = new WeakMap<object, RenderTagSet>()

function currentRenderTags(): RenderTagSet | null {
  const store = workUnitAsyncStorage.getStore() as { type: string; tags?: string[] | null } | undefined
  if (!store || !CACHING_RENDERS.has(store.type)) return null
  let tagSet = renderTagSets.get(store)
  if (!tagSet) {
    tagSet = new RenderTagSet((tag) => {
      if (!store.tags) store.tags = [tag]
      else if (!store.tags.includes(tag)) store.tags.push(tag)
    })
    renderTagSets.set(store, tagSet)
  }
  return tagSet
}

/** The language a request reads or writes in (`all`: every language at once). */
const requestLocale = (req: PayloadRequest): string => (typeof req.locale === 'string' ? req.locale : DEFAULT_LOCALE)

/** The languages a read was made in. */
function readLocales(req: PayloadRequest): readonly string[] {
  const locale = requestLocale(req)
  return locale === 'all' ? SITE_LOCALES : [locale]
}

export function invalidatePageCacheTags(req: PayloadRequest, change: string, tags: readonly string[]): void {
  if (tags.length) req.payload.logger.debug({ change, tags }, 'page cache: invalidating')
  try {
    // `expire: 0`: the next visit renders the new content, rather than being served the old page once more.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (error instanceof Error && /static generation store|outside a request scope|Invariant/i.test(error.message)) {
      return
    }
    throw error
  }
}

const dataFields = (fields: readonly FlattenedField[]) => fields.map((field) => field.name)
const localizedFields = (fields: readonly FlattenedField[]) =>
  new Set(fields.filter((field) => 'localized' in field && field.localized).map((field) => field.name))

const tagDocumentRead: CollectionAfterReadHook = ({ doc, req, collection }) => {
  const tags = currentRenderTags()
  if (tags && doc?.id !== undefined) for (const locale of readLocales(req)) tags.document(collection.slug, doc.id, locale)
  return doc
}

const tagQuery: CollectionAfterOperationHook = ({ operation, args, collection, result }) => {
  if (operation !== 'find' && operation !== 'count') return result
  const tags = currentRenderTags()
  if (!tags) return result
  const { where, sort, req } = args as { where?: Record<string, unknown>; sort?: string | string[]; req?: PayloadRequest }
  const fields = queriedFields(where, sort ?? (typeof collection.defaultSort === 'string' ? collection.defaultSort : undefined))
  for (const locale of req ? readLocales(req) : [DEFAULT_LOCALE]) tags.query(collection.slug, locale, fields)
  return result
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req, collection, context }) => {
  // A draft is saved beside the published document, which the public still reads unchanged.
  if (context.disableRevalidate || savedDraftOnly(context)) return doc
  const fields = collection.flattenedFields
  invalidatePageCacheTags(
    req,
    `${operation} ${collection.slug} ${doc.id}`,
    tagsForDocumentChange({
      collection: collection.slug,
      id: doc.id,
      locale: requestLocale(req),
      operation,
      changedFields: operation === 'update' ? changedTopLevelFields(previousDoc, doc, dataFields(fields)) : [],
      localizedFields: localizedFields(fields),
      siteLocales: SITE_LOCALES,
      fallbackLocale: DEFAULT_LOCALE,
    }),
  )
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, id, req, collection, context }) => {
  if (context.disableRevalidate) return doc
  invalidatePageCacheTags(
    req,
    `delete ${collection.slug} ${id}`,
    tagsForDocumentChange({
      collection: collection.slug,
      id,
      locale: requestLocale(req),
      operation: 'delete',
      changedFields: [],
      localizedFields: new Set(),
      siteLocales: SITE_LOCALES,
      fallbackLocale: DEFAULT_LOCALE,
    }),
  )
  return doc
}

export const tagGlobalRead: GlobalAfterReadHook = ({ doc, req, global }) => {
  const tags = currentRenderTags()
  if (tags) for (const locale of readLocales(req)) tags.global(global.slug, locale)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = ({ doc, previousDoc, req, global, context }) => {
  if (context.disableRevalidate) return doc
  const fields = global.flattenedFields
  invalidatePageCacheTags(
    req,
    `update ${global.slug}`,
    tagsForGlobalChange({
      global: global.slug,
      locale: requestLocale(req),
      changedFields: changedTopLevelFields(previousDoc, doc, dataFields(fields)),
      localizedFields: localizedFields(fields),
      siteLocales: SITE_LOCALES,
      fallbackLocale: DEFAULT_LOCALE,
    }),
  )
  return doc
}

/** Hooks for a global the public pages read: a read tags the page, a change invalidates those pages. */
export const publicGlobalHooks = {
  afterRead: [tagGlobalRead],
  afterChange: [revalidateGlobalAfterChange],
}

/**
 * Hooks for every collection whose documents can appear on public pages: reads tag the page being
 * rendered, a change invalidates the pages it touches, and a public read fills the figure tokens
 * (fill-figures.ts).
 */
export const publicContentHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
  afterOperation: [tagQuery],
  afterRead: [tagDocumentRead, fillFiguresAfterRead],
}
