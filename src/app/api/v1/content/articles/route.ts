// GET /api/v1/content/articles - article cards by kind, topic and author (filtered lists), or by title (article search)
import { NextResponse } from 'next/server'

import { findArticleCards } from '@/components/articles/article-data'
import { articlesInput } from '@/app/api/v1/_contract/site'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { loadNavigation } from '@/modules/content'
import { DRAFT_CACHE_CONTROL, draftPreviewEditor } from '@/payload/drafts'
import { DEFAULT_ARTICLES_PER_PAGE, SEARCH_LIMIT, searchTerm } from '@/templates/blog/list-logic'

/** The same for every caller, so any cache may keep it a minute. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60'

export const GET = apiRoute(articlesInput, async ({ query }) => {
  const payload = await getPayloadClient()
  // The blog's lists and search call this from the page, so an editor previewing the blog filters and
  // searches the drafts the page shows. Only a draft preview with a live editor session reads them (the
  // reads below take the same per-request answer, src/payload/drafts.ts), and that answer is for this
  // browser only. Anyone else, the draft-mode cookie or not, gets the public answer: the same bytes and
  // headers, so a shared cache may keep it without varying on cookies.
  const cacheControl = (await draftPreviewEditor(payload)) ? DRAFT_CACHE_CONTROL : PUBLIC_CACHE_CONTROL
  const [navigation, config] = await Promise.all([
    loadNavigation(payload, query.lang),
    payload.findGlobal({ slug: 'site-config', depth: 0 }),
  ])
  if (query.q !== undefined) {
    // Titles containing the term, newest first; a term under 2 characters finds nothing.
    const term = searchTerm(query.q)
    const result = term
      ? await findArticleCards(payload, query.lang, navigation, { kind: query.kind, titleContains: term, limit: SEARCH_LIMIT })
      : { cards: [], page: 1, totalPages: 1, totalDocs: 0 }
    return NextResponse.json(
      { results: result.cards.map(({ id, title, href }) => ({ id, title, href })) },
      { headers: { 'Cache-Control': cacheControl } },
    )
  }
  const result = await findArticleCards(payload, query.lang, navigation, {
    kind: query.kind ?? 'blog',
    topic: query.type ?? null,
    authorId: query.id ?? null,
    page: query.paage,
    limit: config.articles_per_page || DEFAULT_ARTICLES_PER_PAGE,
  })
  return NextResponse.json(result, { headers: { 'Cache-Control': cacheControl } })
})
