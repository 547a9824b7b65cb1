import type { Payload } from 'payload'

/**
 * Where an editor's draft is previewed (issue 41, item 6): the public address that shows the document,
 * found from the navigation the way the site routes it. The preview route (app/api/preview) computes the
 * address from the document itself, so no address from a query string is ever redirected to.
 */
export const PREVIEWABLE_COLLECTIONS = ['pages', 'articles', 'academy-courses', 'pricing-plans', 'products'] as const
export type PreviewableCollection = (typeof PREVIEWABLE_COLLECTIONS)[number]

export const isPreviewableCollection = (value: string): value is PreviewableCollection =>
  (PREVIEWABLE_COLLECTIONS as readonly string[]).includes(value)

/**
 * The request context key of a read that answers published content whatever the request (an editor's draft
 * preview included): `context: { [PUBLISHED_ONLY_CONTEXT]: true }` (src/payload/drafts.ts honours it).
 */
export const PUBLISHED_ONLY_CONTEXT = 'publishedOnly'

export const PREVIEW_PATH = '/api/preview'
export const EXIT_PREVIEW_PATH = '/api/preview/exit'

/** The admin's live-preview address of a document in a language. */
export function previewUrl(collection: PreviewableCollection, id: string | number, locale: string): string {
  return `${PREVIEW_PATH}?${new URLSearchParams({ collection, id: String(id), locale })}`
}

/** The page type whose page shows documents of a collection (or a document of a kind). */
function showingPageType(collection: PreviewableCollection, doc: { kind?: unknown }): string | null {
  switch (collection) {
    case 'articles':
      return doc.kind === 'case_study' ? 'customers' : 'blog'
    case 'academy-courses':
      return 'academy'
    case 'pricing-plans':
      return 'pricing'
    case 'products':
      return 'request_form'
    default:
      return null
  }
}

/** The slug (without language prefix) that shows the document, or null when no page shows it yet. */
export async function previewSlug(
  payload: Payload,
  collection: PreviewableCollection,
  doc: { id: string | number; slug?: unknown; kind?: unknown },
): Promise<string | null> {
  const entryWhere =
    collection === 'pages' ? { page: { equals: doc.id } } : { 'page.page_type': { equals: showingPageType(collection, doc) } }
  const { docs } = await payload.find({
    collection: 'navigation',
    where: entryWhere as never,
    sort: 'order',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { slug: true } as never,
  })
  const entry = docs[0] as { slug?: string } | undefined
  if (!entry?.slug) return null
  const ownsChildren = collection === 'articles' || collection === 'academy-courses'
  if (!ownsChildren) return entry.slug
  return typeof doc.slug === 'string' && doc.slug ? `${entry.slug}/${doc.slug}` : null
}
