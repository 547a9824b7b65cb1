// GET /api/preview?collection=&id=&locale= - an editor's draft preview: turns on draft mode for this browser
// and redirects to the public address that shows the document, where the site renders the newest version
// of every document (src/payload/drafts.ts). The admin's live preview frames this address.
import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/components/site-data'
import { isSiteLocale, localizedPath } from '@/lib/locales'
import { isPreviewableCollection, previewSlug } from '@/modules/content'
import { hasRole } from '@/payload/access/roles'

import { redirectTo } from './redirect'

export const dynamic = 'force-dynamic'

const answer = (status: number, text: string) =>
  new NextResponse(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user as { role?: string } | null, 'admin', 'editor')) {
    return answer(401, 'Sign in to the admin as an editor to preview drafts.')
  }
  const query = new URL(request.url).searchParams
  const collection = query.get('collection') ?? ''
  const id = query.get('id') ?? ''
  const locale = query.get('locale') ?? ''
  if (!isPreviewableCollection(collection) || !/^\d{1,12}$/.test(id) || !isSiteLocale(locale)) {
    return answer(400, 'Preview needs a previewable collection, a document id and a site language.')
  }
  const doc = await payload.findByID({
    collection,
    id,
    draft: true,
    locale,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!doc) return answer(404, 'No such document.')
  const slug = await previewSlug(payload, collection, doc as { id: number; slug?: unknown; kind?: unknown })
  if (!slug) return answer(404, 'No page of the site shows this document yet: add it to the navigation first.')
  ;(await draftMode()).enable()
  return redirectTo(localizedPath(locale, slug))
}
