import { describe, expect, it } from 'vitest'

import {
  changedTopLevelFields,
  MAX_DOCUMENT_TAGS_PER_COLLECTION,
  queriedFields,
  RenderTagSet,
  tagsForDocumentChange,
  tagsForGlobalChange,
} from './page-cache-tags'

const LOCALES = ['en', 'es', 'fr']
const article = (overrides: Partial<Parameters<typeof tagsForDocumentChange>[0]>) =>
  tagsForDocumentChange({
    collection: 'articles',
    id: 7,
    locale: 'es',
    operation: 'update',
    changedFields: [],
    localizedFields: new Set(['title', 'body', 'slug']),
    siteLocales: LOCALES,
    fallbackLocale: 'en',
    ...overrides,
  }).sort()

describe('page cache tags', () => {
  it('names the top-level fields a query filters (through and/or) and sorts on', () => {
    expect(
      queriedFields(
        { and: [{ slug: { equals: 'a' } }, { or: [{ 'author.name': { like: 'x' } }, { _status: { equals: 'published' } }] }] },
        '-publishedAt',
      ),
    ).toEqual(['slug', 'author', '_status', 'publishedAt'])
    expect(queriedFields(undefined, ['title', '-order'])).toEqual(['title', 'order'])
    expect(queriedFields(undefined, undefined)).toEqual([])
  })

  it('invalidates a Spanish text edit in Spanish only: the article, pages listing it, queries on the field', () => {
    expect(article({ changedFields: ['title', 'updatedAt'] })).toEqual(
      ['c:articles@es', 'd:articles:7@es', 'q:articles.title@es', ...LOCALES.map((l) => `q:articles.updatedAt@${l}`)].sort(),
    )
  })

  it('invalidates every language when the edit is in the fallback language or of a shared field', () => {
    const english = article({ locale: 'en', changedFields: ['body'] })
    expect(english).toEqual(expect.arrayContaining(LOCALES.map((l) => `d:articles:7@${l}`)))
    const shared = article({ changedFields: ['category'] })
    expect(shared).toEqual(
      expect.arrayContaining([...LOCALES.map((l) => `d:articles:7@${l}`), ...LOCALES.map((l) => `q:articles.category@${l}`)]),
    )
  })

  it('does not touch the page when a save changed nothing shown', () => {
    expect(article({ changedFields: ['updatedAt'] })).toEqual(LOCALES.map((l) => `q:articles.updatedAt@${l}`).sort())
    expect(article({ changedFields: [] })).toEqual([])
  })

  it('invalidates every query on the collection when a document is created or deleted', () => {
    for (const operation of ['create', 'delete'] as const) {
      expect(article({ operation })).toEqual(expect.arrayContaining(LOCALES.map((l) => `q:articles@${l}`)))
    }
  })

  it('invalidates a global in the languages its change shows in', () => {
    const change = { global: 'site-config', localizedFields: new Set(['tagline']), siteLocales: LOCALES, fallbackLocale: 'en' }
    expect(tagsForGlobalChange({ ...change, locale: 'fr', changedFields: ['tagline', 'updatedAt'] })).toEqual(['g:site-config@fr'])
    expect(tagsForGlobalChange({ ...change, locale: 'fr', changedFields: ['figures'] })).toHaveLength(LOCALES.length)
    expect(tagsForGlobalChange({ ...change, locale: 'fr', changedFields: ['updatedAt'] })).toEqual([])
  })

  it('compares fields by value', () => {
    expect(changedTopLevelFields({ a: 1, b: { c: [1] }, d: null }, { a: 1, b: { c: [2] } }, ['a', 'b', 'd'])).toEqual(['b'])
    expect(changedTopLevelFields(undefined, { a: 1 }, ['a'])).toEqual(['a'])
  })

  it('tags a render with one collection tag once it has shown many documents of it', () => {
    const tags: string[] = []
    const render = new RenderTagSet((tag) => tags.push(tag))
    for (let id = 1; id <= MAX_DOCUMENT_TAGS_PER_COLLECTION + 5; id++) render.document('translations', id, 'en')
    render.document('articles', 3, 'en')
    render.query('articles', 'en', ['slug'])
    expect(tags.filter((tag) => tag.startsWith('d:translations:'))).toHaveLength(MAX_DOCUMENT_TAGS_PER_COLLECTION)
    expect(tags).toContain('c:translations@en')
    expect(tags).toEqual(expect.arrayContaining(['d:articles:3@en', 'q:articles@en', 'q:articles.slug@en']))
  })
})

describe('changed fields', () => {
  it('sees a relationship as unchanged whether it is populated or an id, and a block edit as a change', () => {
    const before = { author: { id: 3, name: 'Ada', updatedAt: '2026-01-01' }, layout: [{ id: 'row1', blockType: 'text', text: 'a' }] }
    expect(
      changedTopLevelFields(before, { author: 3, layout: [{ id: 'row1', blockType: 'text', text: 'a' }] }, ['author', 'layout']),
    ).toEqual([])
    expect(
      changedTopLevelFields(before, { author: 4, layout: [{ id: 'row1', blockType: 'text', text: 'b' }] }, ['author', 'layout']),
    ).toEqual(['author', 'layout'])
  })
})
