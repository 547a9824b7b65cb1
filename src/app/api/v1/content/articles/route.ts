// GET /api/v1/content/articles - article cards by kind, topic and author (filtered lists), or by title (article search)
import { NextResponse } from 'next/server'

import { findArticleCards } from '@/components/articles/article-data'
import { articlesInput } from '@/app/api/v1/_contract/site'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { loadNavigation } from '@/modules/content'
import { DEFAULT_ARTICLES_PER_PAGE, SEARCH_LIMIT, searchTerm } from '@/templates/blog/list-logic'

export const GET = apiRoute(articlesInput, async ({ query }) => {
  const payload = await getPayloadClient()
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
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    )
  }
  const result = await findArticleCards(payload, query.lang, navigation, {
    kind: query.kind ?? 'blog',
    topic: query.type ?? null,
    authorId: query.id ?? null,
    page: query.paage,
    limit: config.articles_per_page || DEFAULT_ARTICLES_PER_PAGE,
  })
  return NextResponse.json(result, { headers: { 'Cache-Control': 'public, max-age=60' } })
})
