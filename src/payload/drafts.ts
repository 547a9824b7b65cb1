import type { CollectionBeforeOperationHook, CollectionConfig, Payload, PayloadRequest, Where } from 'payload'
import { draftMode, headers } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'

import { configuredSiteUrl } from '@/lib/site-config'
import { PUBLISHED_ONLY_CONTEXT, type PreviewableCollection, previewUrl } from '@/modules/content'
import type { User } from '@/payload-types'

import { contentAccess } from './access/content-access'
import { hasRole } from './access/roles'

/**
 * Drafts, versions and scheduled publishing for what editors write (issue 41, item 6): pages, articles and
 * case studies, academy courses, pricing plans and products.
 *
 * Payload keeps the published document in the collection's table and every draft in its versions table, so
 * saving a draft over a published document changes nothing the public reads. What is left to the site:
 * - a document never published (created as a draft) or unpublished is in the table with `_status: draft`:
 *   every read without a signed-in editor gets `_status = published` added to its query, so neither a
 *   page nor the public API ever shows one;
 * - in a draft preview, reads ask for the newest version of each document instead, so the real templates
 *   show the draft. A draft preview is Next.js's draft mode (turned on by /api/preview for a signed-in
 *   editor) together with a live editor session, checked again on every request (`draftPreviewEditor`);
 * - code that must answer published content whatever the request (the content delivery endpoint) says so
 *   with PUBLISHED_ONLY_CONTEXT;
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

/**
 * What a response that may carry drafts tells caches: this browser only, and never stored, so no shared
 * cache (nor the browser's back button after the editor signs out) hands a draft to anyone else.
 */
export const DRAFT_CACHE_CONTROL = 'private, no-store'

/** One session check per request, however many reads a render makes (keyed by the request's own headers). */
const editorByRequest = new WeakMap<Headers, Promise<User | null>>()

/**
 * The editor whose draft preview this request is, or null: the public's view.
 *
 * Draft mode alone proves nothing: its cookie holds one value for every editor, node and deployment of a
 * build, and outlives the editor's session (issue 56). So the request must also carry a live session of
 * an admin or editor: the token verified and its session found in the database, on every request.
 * Null outside a request (scripts, tests, the jobs runner) and in every render that may be cached: those
 * never see draft mode on, and the request's headers are read only when it is on.
 */
export async function draftPreviewEditor(payload: Payload): Promise<User | null> {
  let requestHeaders: Headers
  try {
    if (!(await draftMode()).isEnabled) return null
    requestHeaders = await headers()
  } catch (error) {
    unstable_rethrow(error)
    return null
  }
  let editor = editorByRequest.get(requestHeaders)
  if (!editor) {
    editor = liveEditor(payload, requestHeaders)
    editorByRequest.set(requestHeaders, editor)
  }
  return editor
}

async function liveEditor(payload: Payload, requestHeaders: Headers): Promise<User | null> {
  const credentials = new Headers(requestHeaders)
  // A development auto-login stands for no one: without a token there is no session.
  credentials.set('DisableAutologin', 'true')
  // Reads the users collection only, which has no draft hooks: the check never waits on itself.
  const { user } = await payload.auth({ headers: credentials })
  return user?.collection === 'users' && hasRole(user, 'admin', 'editor') ? user : null
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
  const publishedOnly = { ...args, draft: false, where: and(readArgs.where, PUBLISHED_ONLY) }
  // Draft mode is the site's own (its renders and routes): a REST or GraphQL caller needs a back-office user.
  if (req.payloadAPI !== 'local') return publishedOnly
  if (req.context[PUBLISHED_ONLY_CONTEXT]) return publishedOnly
  if (readArgs.draft) return args
  if (await draftPreviewEditor(req.payload)) return { ...args, draft: true }
  return publishedOnly
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
