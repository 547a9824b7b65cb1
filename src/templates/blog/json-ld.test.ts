import { describe, expect, it } from 'vitest'

import { buildArticleJsonLd, serializeJsonLd } from './json-ld'

const input = {
  url: 'https://example.test/blog/guide',
  title: 'Guide',
  description: 'About it',
  image: 'https://example.test/media/cover.jpg',
  datePublished: '2026-01-02T00:00:00.000Z',
  authorName: 'Wendy',
  authorUrl: 'https://example.test/authors/wendy',
  publisherName: 'Company Atlas',
  breadcrumb: [{ name: 'Blog', url: 'https://example.test/blog' }, { name: 'Guide' }],
  faq: [{ question: 'Q?', answer: 'A.' }],
}

describe('buildArticleJsonLd', () => {
  it('builds Article, BreadcrumbList and FAQPage', () => {
    const [article, breadcrumb, faq] = buildArticleJsonLd(input)
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Guide',
      author: { '@type': 'Person', name: 'Wendy' },
      dateModified: input.datePublished,
    })
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Blog', item: 'https://example.test/blog' },
        { position: 2, name: 'Guide' },
      ],
    })
    expect(faq).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ name: 'Q?', acceptedAnswer: { text: 'A.' } }] })
  })

  it('leaves the FAQPage out without questions', () => {
    expect(buildArticleJsonLd({ ...input, faq: [] }).map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList'])
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element and still parses to the same value', () => {
    const value = { headline: '</script><script>alert(1)</script> & <!--' }
    const json = serializeJsonLd(value)
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})
