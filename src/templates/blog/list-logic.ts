/** Pure rules of the blog and case-study lists: highlight, page sizes, pagination and search. */

/** The first 4 articles of a list's first page form its highlight. */
export const HIGHLIGHT_COUNT = 4

/** The highlight: the first 4 cards of page 1 (none on later pages); its first card is the lead. */
export function highlightCards<Card>(list: { page: number; cards: Card[] }): Card[] {
  return list.page === 1 ? list.cards.slice(0, HIGHLIGHT_COUNT) : []
}
/** Latest articles on home, related in the article footer, on the author page, on thank-you. */
export const HOME_LATEST_COUNT = 7
export const AUTHOR_ARTICLES_COUNT = 7
export const THANK_YOU_STORIES_COUNT = 3
export const DEFAULT_ARTICLES_PER_PAGE = 16
export const DEFAULT_RELATED_COUNT = 9
/** The clicked page shows a loading mark for 350 ms; scroll to top after 370 ms. */
export const PAGINATION_LOADING_MS = 350
export const SCROLL_TO_TOP_MS = 370
/** Article search: debounce, minimum term and number of results. */
export const SEARCH_DEBOUNCE_MS = 250
export const SEARCH_MIN_CHARS = 2
export const SEARCH_LIMIT = 8
/** The list query parameter is spelled `paage`, not `page`. */
export const PAGE_PARAM = 'paage'

/** What the path below a blog, customers or authors entry means. */
export type ListRest =
  { kind: 'list'; page: number } | { kind: 'first-page-alias' } | { kind: 'article'; slug: string } | { kind: 'not-found' }

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function parsePageNumber(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}

/** `[]` list page 1; `['page','N']` page N (N >= 2; `page/1` is an alias of the list); `[slug]` an article. */
export function parseListRest(rest: string[]): ListRest {
  const [first, second, ...extra] = rest
  if (first === undefined) return { kind: 'list', page: 1 }
  if (second === undefined) return SLUG_PATTERN.test(first) && first !== 'page' ? { kind: 'article', slug: first } : { kind: 'not-found' }
  if (!extra.length && first === 'page') {
    const page = parsePageNumber(second)
    if (page === 1) return { kind: 'first-page-alias' }
    return page ? { kind: 'list', page } : { kind: 'not-found' }
  }
  return { kind: 'not-found' }
}

export function totalPages(totalDocs: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalDocs / Math.max(1, perPage)))
}

/** The URL of list page N in path form: page 1 is the list itself, others `/page/N`. */
export function listPageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`
}

/** A filtered list keeps its filters in the query (`?type=…&paage=N`); page 1 drops `paage`. */
export function filteredPageHref(basePath: string, filters: ListFilters, page: number): string {
  const query = new URLSearchParams()
  if (filters.type) query.set('type', filters.type)
  if (filters.id) query.set('id', filters.id)
  if (page > 1) query.set(PAGE_PARAM, String(page))
  const search = query.toString()
  return search ? `${basePath}?${search}` : basePath
}

export type ListFilters = { type: string | null; id: string | null }

/**
 * The list's query: `type` (topic; `category` is read the same way, for links that name a case-study
 * category so), `id` (author id) and `paage`; unknown topics are ignored.
 */
export function parseListQuery(search: string, allowedTypes: readonly string[]): ListFilters & { page: number | null } {
  const params = new URLSearchParams(search)
  const type = params.get('type') ?? params.get('category')
  const id = params.get('id')
  return {
    type: type && allowedTypes.includes(type) ? type : null,
    id: id && /^[1-9]\d{0,9}$/.test(id) ? id : null,
    page: parsePageNumber(params.get(PAGE_PARAM)),
  }
}

export type PageLink = { page: number; current: boolean } | { gap: true; key: string }

/** Page numbers to show: first, last, and two either side of the current page, with gaps. */
export function paginationItems(current: number, total: number): PageLink[] {
  const pages = new Set<number>([1, total])
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= total) pages.add(page)
  const sorted = [...pages].sort((a, b) => a - b)
  const items: PageLink[] = []
  let previous = 0
  for (const page of sorted) {
    if (page - previous > 1) items.push({ gap: true, key: `gap-${previous}` })
    items.push({ page, current: page === current })
    previous = page
  }
  return items
}

/** prev/next link hints of list page N in path form. */
export function pageLinkHints(basePath: string, page: number, total: number): { prev: string | null; next: string | null } {
  return {
    prev: page > 1 ? listPageHref(basePath, page - 1) : null,
    next: page < total ? listPageHref(basePath, page + 1) : null,
  }
}

/** Article search starts only when the term is longer than 1 character. */
export function searchTerm(input: string): string | null {
  const term = input.trim().replace(/\s+/g, ' ')
  return term.length >= SEARCH_MIN_CHARS ? term.slice(0, 100) : null
}

/** Newline-separated tags, trimmed, without blanks or repeats. */
export function parseTags(value: string | null | undefined): string[] {
  if (!value) return []
  return [
    ...new Set(
      value
        .split(/\r?\n/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ]
}
