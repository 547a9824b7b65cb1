import { http } from '@/lib/http-client'

import type { ListPage, SearchResult } from './article-types'

/**
 * The blog's calls: a filtered page of article cards, and the title search. The answers are typed
 * from the content module's schemas but not parsed with them: that file carries the string tables,
 * too much to load for a list.
 */
export const ARTICLES_PATH = '/api/v1/content/articles'

export type ArticleFilter = { lang: string; kind: string; type?: string | null; id?: string | number | null; page?: number | null }

/** The list call's query; the API names the page `paage` (its contract, kept for the links already out). */
export function articleListQuery(filter: ArticleFilter): Record<string, string> {
  return {
    lang: filter.lang,
    kind: filter.kind,
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.id ? { id: String(filter.id) } : {}),
    paage: String(filter.page ?? 1),
  }
}

/** One page of cards for a query made by `articleListQuery`. */
export async function fetchArticleList(query: Record<string, string>, signal?: AbortSignal): Promise<ListPage> {
  const response = await http.get<ListPage>(ARTICLES_PATH, { query, signal })
  if (!response.ok) throw new Error('Empty article list response')
  return response.data
}

/** Titles containing `term`. The answer is `{ results }`: read whole, not unwrapped. */
export async function searchArticles(lang: string, term: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const response = await http.get<{ results: SearchResult[] }>(ARTICLES_PATH, { query: { lang, q: term }, signal, wholeBody: true })
  return response.data.results ?? []
}
