/** Structured data of an article page (schema.org Article, BreadcrumbList, FAQPage). */

export type ArticleJsonLdInput = {
  url: string
  title: string
  description?: string | null
  image?: string | null
  datePublished: string
  dateModified?: string | null
  authorName?: string | null
  authorUrl?: string | null
  publisherName: string
  breadcrumb: { name: string; url?: string | null }[]
  faq: { question: string; answer: string }[]
}

export function buildArticleJsonLd(input: ArticleJsonLdInput): Record<string, unknown>[] {
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    mainEntityOfPage: input.url,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    publisher: { '@type': 'Organization', name: input.publisherName },
  }
  if (input.description) article.description = input.description
  if (input.image) article.image = [input.image]
  if (input.authorName) {
    article.author = { '@type': 'Person', name: input.authorName, ...(input.authorUrl ? { url: input.authorUrl } : {}) }
  }
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: input.breadcrumb.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  }
  const result = [article, breadcrumb]
  if (input.faq.length) {
    result.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: input.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    })
  }
  return result
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators are
 * escaped so CMS text can never close the script element or start a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
