'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { ArticleCard, CARD_IMAGE_SIZES, type CardTexts } from '@/components/articles/article-card'

import { articleListQuery, fetchArticleList } from './api'
import type { ListPage } from './article-types'
import {
  PAGINATION_LOADING_MS,
  SCROLL_TO_TOP_MS,
  filteredPageHref,
  highlightCards,
  listPageHref,
  paginationItems,
  parseListQuery,
  type ListFilters,
} from './list-logic'

export type ListTexts = CardTexts & {
  allTopics: string
  topics: string
  empty: string
  pagination: string
  previous: string
  next: string
  page: string
  loading: string
  error: string
}

type ListProps = {
  basePath: string
  kind: 'blog' | 'case_study'
  topics: { value: string; label: string }[]
  texts: ListTexts
}

const NO_FILTERS: ListFilters = { type: null, id: null }

/** Topic tabs, the highlight (first 4 of page 1), the list and the pagination. */
export function ArticleListView({
  basePath,
  topics,
  texts,
  data,
  filters,
  loading = false,
  error = false,
}: ListProps & { data: ListPage | null; filters: ListFilters; loading?: boolean; error?: boolean }) {
  const [loadingPage, setLoadingPage] = useState<number | null>(null)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  const filtered = Boolean(filters.type || filters.id)
  const pageHref = (page: number) => (filtered ? filteredPageHref(basePath, filters, page) : listPageHref(basePath, page))
  const onPageClick = (page: number) => {
    // The clicked page shows a loading mark for 350 ms; the list scrolls to the top after 370 ms.
    setLoadingPage(page)
    timers.current.push(setTimeout(() => setLoadingPage(null), PAGINATION_LOADING_MS))
    timers.current.push(
      setTimeout(() => {
        const top = document.getElementById('article-list')?.getBoundingClientRect().top ?? 0
        window.scrollTo({ top: Math.max(0, window.scrollY + top - 120), behavior: 'smooth' })
      }, SCROLL_TO_TOP_MS),
    )
  }
  const cards = data?.cards ?? []
  const highlight = data ? highlightCards(data) : []
  const rest = cards.slice(highlight.length)
  return (
    <div className="article-list" id="article-list" aria-busy={loading}>
      <nav className="topic-tabs" aria-label={texts.topics}>
        <ul className="topic-tabs__list">
          <li>
            <Link
              className={`topic-tabs__tab ${filters.type ? '' : 'topic-tabs__tab--active'}`}
              aria-current={filters.type ? undefined : 'page'}
              href={filters.id ? filteredPageHref(basePath, { type: null, id: filters.id }, 1) : basePath}
              scroll={false}
              data-testid="topic-tab-all"
            >
              {texts.allTopics}
            </Link>
          </li>
          {topics.map((topic) => {
            const active = filters.type === topic.value
            return (
              <li key={topic.value}>
                <Link
                  className={`topic-tabs__tab ${active ? 'topic-tabs__tab--active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  href={filteredPageHref(basePath, { type: topic.value, id: filters.id }, 1)}
                  scroll={false}
                  data-testid={`topic-tab-${topic.value}`}
                >
                  {topic.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {error ? (
        <p className="article-list__empty" role="alert">
          {texts.error}
        </p>
      ) : loading || !data ? (
        <p className="article-list__loading" data-testid="article-list-loading">
          <span className="spinner" aria-hidden="true" /> {texts.loading}
        </p>
      ) : cards.length === 0 ? (
        <p className="article-list__empty" data-testid="article-list-empty">
          {texts.empty}
        </p>
      ) : (
        <>
          {highlight.length ? (
            <div className="article-highlight" data-testid="article-highlight">
              {highlight.map((card, index) => (
                <ArticleCard
                  key={card.id}
                  card={card}
                  texts={texts}
                  variant={index === 0 ? 'highlight' : 'regular'}
                  headingLevel={2}
                  imageSizes={index === 0 ? CARD_IMAGE_SIZES.lead : CARD_IMAGE_SIZES.side}
                  priority={index === 0}
                />
              ))}
            </div>
          ) : null}
          {rest.length ? (
            <div className="article-grid" data-testid="article-grid">
              {rest.map((card) => (
                <ArticleCard key={card.id} card={card} texts={texts} headingLevel={2} />
              ))}
            </div>
          ) : null}
          {data.totalPages > 1 ? (
            <nav className="pagination" aria-label={texts.pagination} data-testid="pagination">
              {data.page > 1 ? (
                <Link
                  className="pagination__step"
                  href={pageHref(data.page - 1)}
                  rel="prev"
                  scroll={false}
                  onClick={() => onPageClick(data.page - 1)}
                >
                  {texts.previous}
                </Link>
              ) : null}
              <ul className="pagination__pages">
                {paginationItems(data.page, data.totalPages).map((item) =>
                  'gap' in item ? (
                    <li key={item.key} className="pagination__gap" aria-hidden="true">
                      …
                    </li>
                  ) : (
                    <li key={item.page}>
                      <Link
                        className={`pagination__page ${item.current ? 'pagination__page--current' : ''} ${loadingPage === item.page ? 'pagination__page--loading' : ''}`}
                        href={pageHref(item.page)}
                        aria-current={item.current ? 'page' : undefined}
                        aria-label={texts.page.replace('{n}', String(item.page))}
                        scroll={false}
                        onClick={() => onPageClick(item.page)}
                        data-testid={`page-link-${item.page}`}
                      >
                        {loadingPage === item.page ? <span className="spinner spinner--small" aria-hidden="true" /> : item.page}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
              {data.page < data.totalPages ? (
                <Link
                  className="pagination__step"
                  href={pageHref(data.page + 1)}
                  rel="next"
                  scroll={false}
                  onClick={() => onPageClick(data.page + 1)}
                >
                  {texts.next}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}

type FetchState = { url: string; data: ListPage | null; error: boolean }

/**
 * Reports the query string. It sits alone in its own Suspense boundary: on a static page
 * `useSearchParams` makes Next.js render its nearest boundary in the browser only, and this one
 * renders nothing, so the server-rendered list around it is hydrated instead of thrown away and
 * built again (which cost the phone a long task and moved its largest paint after the scripts).
 */
function QueryReader({ onQuery }: { onQuery: (search: string) => void }) {
  const search = useSearchParams().toString()
  // Before paint: a soft navigation to a filtered address never shows the unfiltered list first.
  useLayoutEffect(() => onQuery(search), [search, onQuery])
  return null
}

/**
 * The list as the visitor asked for it. The page is static: the server renders the unfiltered page
 * and the browser reads the query. `?paage=N` alone is an alias of `/page/N` (replaced); `type`
 * (topic) and `id` (author) filter through the articles route.
 */
export function FilteredArticleList({ lang, initial, ...props }: ListProps & { lang: string; initial: ListPage }) {
  // Empty until the query is read: the server's (unfiltered) render and the first browser render agree.
  const [search, setSearch] = useState('')
  const router = useRouter()
  const query = parseListQuery(
    search,
    props.topics.map((topic) => topic.value),
  )
  const filtered = Boolean(query.type || query.id)
  // The request's identity: a new one replaces the answer shown.
  const requestUrl = filtered
    ? new URLSearchParams(articleListQuery({ lang, kind: props.kind, type: query.type, id: query.id, page: query.page })).toString()
    : null
  const [state, setState] = useState<FetchState | null>(null)

  useEffect(() => {
    if (!filtered && query.page) router.replace(listPageHref(props.basePath, query.page), { scroll: false })
  }, [filtered, query.page, props.basePath, router])

  useEffect(() => {
    if (!requestUrl) return
    const controller = new AbortController()
    fetchArticleList(Object.fromEntries(new URLSearchParams(requestUrl)), controller.signal)
      .then((data) => setState({ url: requestUrl, data, error: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: requestUrl, data: null, error: true })
      })
    return () => controller.abort()
  }, [requestUrl])

  const current = state?.url === requestUrl ? state : null
  return (
    <>
      <Suspense fallback={null}>
        <QueryReader onQuery={setSearch} />
      </Suspense>
      {requestUrl ? (
        <ArticleListView
          {...props}
          data={current?.data ?? null}
          filters={{ type: query.type, id: query.id }}
          loading={!current}
          error={current?.error ?? false}
        />
      ) : (
        <ArticleListView {...props} data={initial} filters={NO_FILTERS} />
      )}
    </>
  )
}
