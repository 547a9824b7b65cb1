import type { CollectionBeforeOperationHook, CollectionConfig, PayloadRequest, Where } from 'payload'
import { draftMode } from 'next/headers'

import { configuredSiteUrl } from '@/lib/site-config'
import { type PreviewableCollection, previewUrl } from '@/modules/content'

import { contentAccess } from './access/content-access'

/**
 * Drafts, versions and scheduled publishing for what editors write (issue 41, item 6): pages, articles and
 * case studies, academy courses, pricing plans and products.
 *
 * Payload keeps the published document in the collection's table and every draft in its versions table, so
 * saving a draft over a published document changes nothing the public reads. What is left to the site:
 * - a document never published (created as a draft) or unpublished is in the table with `_status: draft`:
 *   every read without a signed-in editor gets `_status = published` added to its query, so neither a
 *   page nor the public API ever shows one;
 * - in a draft preview (Next.js draft mode, turned on only by /api/preview for a signed-in editor), reads
 *   ask for the newest version of each document instead, so the real templates show the draft;
 * - a draft save invalidates no cached page; a publish, an unpublish or a restore does (revalidate-site.ts).
 */

export const editorialVersions: CollectionConfig['versions'] = {
  drafts: {
    // The live preview follows the editor's typing: each autosave refreshes the preview frame.
    autosave: { interval: 1500 },
    schedulePublish: true,
  },
  maxPerDoc: 50,
}

export const PUBLISHED_ONLY: Where = { _status: { equals: 'published' } }

/** The request's context key that tells the change hooks a save wrote a draft only. */
const SAVING_DRAFT = 'savingDraftOnly'

export function savedDraftOnly(context: PayloadRequest['context']): boolean {
  return context[SAVING_DRAFT] === true
}

/** Whether this render is an editor's draft preview (false outside a request, as in scripts and tests). */
export async function isDraftPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/** A signed-in user of the admin (not a customer account): reads drafts. */
const isBackOfficeUser = (req: PayloadRequest) => req.user?.collection === 'users'

const and = (where: Where | undefined, condition: Where): Where => (where ? { and: [where, condition] } : condition)

export const publishedUnlessEditing: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'create' || operation === 'update') {
    const { data, draft } = args as { data?: { _status?: string }; draft?: boolean }
    // Created from code (the seed, an import) without a status: published, as before drafts existed. The
    // admin always sends one ("Save draft" or "Publish").
    if (operation === 'create' && data && data._status === undefined && !draft) data._status = 'published'
    req.context[SAVING_DRAFT] = Boolean(draft) && data?._status !== 'published'
    return args
  }
  if (operation === 'restoreVersion') {
    // Restored as a draft, the published document stays as it is.
    req.context[SAVING_DRAFT] = Boolean((args as { draft?: boolean }).draft)
    return args
  }
  if (operation !== 'read' && operation !== 'count') return args
  const readArgs = args as { where?: Where; draft?: boolean }
  // Back-office users read drafts (their access decides what else); so does the server's own code when it
  // asks for them. A `?draft=true` from an anonymous REST call does not.
  if (isBackOfficeUser(req) || req.context.includeDrafts) return args
  if (readArgs.draft && req.payloadAPI === 'local') return args
  if (await isDraftPreview()) return { ...args, draft: true }
  return { ...args, draft: false, where: and(readArgs.where, PUBLISHED_ONLY) }
}

/**
 * Read access for the REST API and the admin: back-office users read drafts, anyone else what is published
 * (this also covers a read of one document by id, which the hook above cannot narrow).
 */
export const editorialAccess = {
  ...contentAccess,
  read: ({ req }: { req: PayloadRequest }) => (isBackOfficeUser(req) ? true : PUBLISHED_ONLY),
}

/** The hooks a collection of editorial content adds for drafts. */
export const draftHooks = { beforeOperation: [publishedUnlessEditing] }

const PREVIEW_BREAKPOINTS = [
  { label: 'Phone', name: 'phone', width: 390, height: 844 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

/**
 * The admin's preview settings for a collection: the live preview beside the form and the Preview button,
 * both on the real page in the language being edited (app/api/preview).
 */
export function editorialPreview(collection: PreviewableCollection): NonNullable<CollectionConfig['admin']> {
  // Absolute: the admin posts its messages to the preview frame with this address as the target origin.
  const url = (id: unknown, locale: string, req: PayloadRequest) =>
    typeof id === 'number' || typeof id === 'string'
      ? new URL(previewUrl(collection, id, locale), configuredSiteUrl() ?? req.origin).href
      : null
  return {
    livePreview: { url: ({ data, locale, req }) => url(data?.id, locale.code, req) ?? '', breakpoints: PREVIEW_BREAKPOINTS },
    preview: (doc, { locale, req }) => url(doc.id, locale, req),
  }
}
