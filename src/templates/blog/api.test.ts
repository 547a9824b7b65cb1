import { afterEach, describe, expect, it, vi } from 'vitest'

import { articleListQuery, searchArticles } from './api'

afterEach(() => vi.unstubAllGlobals())

describe('blog calls', () => {
  it('builds the list query with the API page name and without empty filters', () => {
    expect(articleListQuery({ lang: 'es', kind: 'blog', type: 'data', page: 3 })).toEqual({
      lang: 'es',
      kind: 'blog',
      type: 'data',
      paage: '3',
    })
    expect(articleListQuery({ lang: 'en', kind: 'case_study', id: 7, type: null })).toEqual({
      lang: 'en',
      kind: 'case_study',
      id: '7',
      paage: '1',
    })
  })

  it('reads the search answer whole (its results are not unwrapped away)', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ results: [{ id: 1, title: 'Data', href: '/blog/data' }] })))
    vi.stubGlobal('fetch', fetchMock)
    expect(await searchArticles('en', 'da')).toEqual([{ id: 1, title: 'Data', href: '/blog/data' }])
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/v1/content/articles?lang=en&q=da')
  })
})
