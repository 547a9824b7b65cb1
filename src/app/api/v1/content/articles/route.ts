// GET /api/v1/content/articles - article cards by kind, topic and author (filtered lists), or by title (article search)
import { NextResponse } from 'next/server'
import { z } from 'zod'

import { apiRoute, parseQuery } from '@/lib/api-route'
import { getPayloadClient } from '@/lib/site-data'
import { SITE_LOCALES, loadNavigation } from '@/modules/content'
import { findArticleCards } from '@/templates/blog/article-data'
import { DEFAULT_ARTICLES_PER_PAGE, SEARCH_LIMIT, searchTerm } from '@/templates/blog/list-logic'

const querySchema = z.object({
  lang: z.enum(SITE_LOCALES).default('en'),
  kind: z.enum(['blog', 'case_study']).optional(),
  type: z.string().regex(/^[a-z_0-9]{1,40}$/).optional(),
  id: z.coerce.number().int().positive().optional(),
  paage: z.coerce.number().int().min(1).max(100000).default(1),
  q: z.string().max(200).optional(),
})

export const GET = apiRoute(async (request) => {
  const query = parseQuery(request, querySchema)
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
