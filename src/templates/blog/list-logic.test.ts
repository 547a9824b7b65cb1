import { describe, expect, it } from 'vitest'

import {
  filteredPageHref,
  highlightCards,
  listPageHref,
  pageLinkHints,
  paginationItems,
  parseListQuery,
  parseListRest,
  parseTags,
  searchTerm,
  totalPages,
} from './list-logic'

describe('parseListRest', () => {
  it('reads the list, list pages, articles and rejects anything else', () => {
    expect(parseListRest([])).toEqual({ kind: 'list', page: 1 })
    expect(parseListRest(['page', '3'])).toEqual({ kind: 'list', page: 3 })
    expect(parseListRest(['page', '1'])).toEqual({ kind: 'first-page-alias' })
    expect(parseListRest(['how-to-check-a-supplier'])).toEqual({ kind: 'article', slug: 'how-to-check-a-supplier' })
    expect(parseListRest(['page'])).toEqual({ kind: 'not-found' })
    expect(parseListRest(['page', '0'])).toEqual({ kind: 'not-found' })
    expect(parseListRest(['page', '02'])).toEqual({ kind: 'not-found' })
    expect(parseListRest(['page', 'two'])).toEqual({ kind: 'not-found' })
    expect(parseListRest(['Bad_Slug'])).toEqual({ kind: 'not-found' })
    expect(parseListRest(['a', 'b'])).toEqual({ kind: 'not-found' })
    expect(parseListRest(['page', '2', 'x'])).toEqual({ kind: 'not-found' })
  })
})

describe('pagination', () => {
  it('counts pages with at least one page for an empty list', () => {
    expect(totalPages(0, 16)).toBe(1)
    expect(totalPages(16, 16)).toBe(1)
    expect(totalPages(17, 16)).toBe(2)
  })

  it('links page 1 to the list itself and other pages to /page/N', () => {
    expect(listPageHref('/blog', 1)).toBe('/blog')
    expect(listPageHref('/es/blog', 4)).toBe('/es/blog/page/4')
  })

  it('gives prev and next hints only where those pages exist', () => {
    expect(pageLinkHints('/blog', 1, 3)).toEqual({ prev: null, next: '/blog/page/2' })
    expect(pageLinkHints('/blog', 2, 3)).toEqual({ prev: '/blog', next: '/blog/page/3' })
    expect(pageLinkHints('/blog', 3, 3)).toEqual({ prev: '/blog/page/2', next: null })
    expect(pageLinkHints('/blog', 1, 1)).toEqual({ prev: null, next: null })
  })

  it('shows first, last and two pages around the current one with gaps', () => {
    const pages = (current: number, total: number) => paginationItems(current, total).map((item) => ('gap' in item ? '…' : item.page))
    expect(pages(1, 3)).toEqual([1, 2, 3])
    expect(pages(6, 12)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 12])
    expect(pages(1, 12)).toEqual([1, 2, 3, '…', 12])
    expect(paginationItems(2, 3).filter((item) => 'page' in item && item.current)).toEqual([{ page: 2, current: true }])
  })

  it('keeps filters in the query with paage, dropping it on page 1', () => {
    expect(filteredPageHref('/blog', { type: 'news', id: null }, 1)).toBe('/blog?type=news')
    expect(filteredPageHref('/blog', { type: 'news', id: '7' }, 3)).toBe('/blog?type=news&id=7&paage=3')
    expect(filteredPageHref('/blog', { type: null, id: null }, 1)).toBe('/blog')
  })
})

describe('parseListQuery', () => {
  it('reads type, id and paage and ignores unknown topics and malformed values', () => {
    expect(parseListQuery('?type=news&id=12&paage=2', ['news'])).toEqual({ type: 'news', id: '12', page: 2 })
    expect(parseListQuery('type=hacking&id=abc&paage=-1', ['news'])).toEqual({ type: null, id: null, page: null })
    expect(parseListQuery('', ['news'])).toEqual({ type: null, id: null, page: null })
  })

  it('reads category as the topic too (case-study links), type first when both are given', () => {
    expect(parseListQuery('?category=category_2', ['category_1', 'category_2'])).toEqual({ type: 'category_2', id: null, page: null })
    expect(parseListQuery('?type=category_1&category=category_2', ['category_1', 'category_2']).type).toBe('category_1')
    expect(parseListQuery('?category=evil', ['category_1']).type).toBeNull()
  })
})

describe('searchTerm', () => {
  it('starts a search only from 2 characters, trimmed', () => {
    expect(searchTerm('')).toBeNull()
    expect(searchTerm(' a ')).toBeNull()
    expect(searchTerm('ab')).toBe('ab')
    expect(searchTerm('  due   diligence ')).toBe('due diligence')
    expect(searchTerm('x'.repeat(300))).toHaveLength(100)
  })
})

describe('parseTags', () => {
  it('splits newline-separated tags without blanks or repeats', () => {
    expect(parseTags('KYB\r\n\n Due diligence \nKYB')).toEqual(['KYB', 'Due diligence'])
    expect(parseTags(null)).toEqual([])
  })
})

describe('highlightCards', () => {
  it('is the first 4 cards of page 1 and nothing on later pages', () => {
    const cards = [1, 2, 3, 4, 5, 6]
    expect(highlightCards({ page: 1, cards })).toEqual([1, 2, 3, 4])
    expect(highlightCards({ page: 1, cards: [1, 2] })).toEqual([1, 2])
    expect(highlightCards({ page: 2, cards })).toEqual([])
  })
})
