import { beforeAll, describe, expect, it } from 'vitest'

import { ARTICLE_TYPES, CAREER_CATEGORIES, CASE_STUDY_CATEGORIES } from '@/modules/content/navigation-slots'
import type { Article, Media } from '@/payload-types'

import { getTestPayload } from './payload'

type RichText = NonNullable<Article['content']>

/** The plain text of a Lexical document. */
function plainText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const value = node as { text?: unknown; children?: unknown[]; root?: unknown }
  if (typeof value.text === 'string') return value.text
  if (value.root) return plainText(value.root)
  return (value.children ?? []).map(plainText).join(' ')
}

function bodyText(article: Pick<Article, 'content' | 'parts'>): string {
  if (article.content) return plainText(article.content)
  return (article.parts ?? []).map((part) => `${part.title ?? ''} ${plainText(part.content as RichText)}`).join(' ')
}

async function allArticles(locale: 'en' | 'es') {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'articles', locale, fallbackLocale: false, limit: 500, depth: 1, pagination: false })
  return docs
}

describe('seeded content areas', () => {
  // The first use migrates and seeds the database: a hook, whose timeout allows for it.
  beforeAll(async () => {
    await getTestPayload()
  })

  it('has at least 30 blog articles covering every type and case studies in every category', async () => {
    const articles = await allArticles('en')
    const blog = articles.filter((article) => article.kind === 'blog')
    expect(blog.length).toBeGreaterThanOrEqual(30)
    for (const { value } of ARTICLE_TYPES) expect(blog.filter((article) => article.type === value).length, value).toBeGreaterThanOrEqual(4)
    const caseStudies = articles.filter((article) => article.kind === 'case_study')
    expect(caseStudies.length).toBeGreaterThanOrEqual(6)
    for (const { value } of CASE_STUDY_CATEGORIES) expect(caseStudies.some((article) => article.case_studies_type === value), value).toBe(true)
    expect(articles.filter((article) => article.parts?.length).length).toBeGreaterThanOrEqual(3)
  })

  it('gives every article an English and a Spanish title and body with headings, and a real cover image', async () => {
    const english = await allArticles('en')
    const spanish = new Map((await allArticles('es')).map((article) => [article.id, article]))
    for (const article of english) {
      const translation = spanish.get(article.id)
      expect(article.title, article.slug).toBeTruthy()
      expect(translation?.title, article.slug).toBeTruthy()
      expect(translation?.title, article.slug).not.toBe(article.title)
      const words = bodyText(article).split(/\s+/).filter(Boolean).length
      expect(words, article.slug).toBeGreaterThanOrEqual(300)
      expect(bodyText(translation!).split(/\s+/).filter(Boolean).length, article.slug).toBeGreaterThanOrEqual(200)
      expect(bodyText(translation!), article.slug).not.toBe(bodyText(article))
      expect(JSON.stringify(article.content ?? article.parts), article.slug).toContain('"tag":"h2"')
      expect(article.meta_description && translation?.meta_description, article.slug).toBeTruthy()
      const cover = article.background as Media
      expect(cover?.mimeType, article.slug).toMatch(/^image\//)
      expect(cover.width).toBeGreaterThan(0)
      expect(cover.height).toBeGreaterThan(0)
    }
  })

  it('has five authors, each with at least one article and a photo', async () => {
    const payload = await getTestPayload()
    const authors = await payload.find({ collection: 'authors', limit: 50, depth: 1 })
    expect(authors.totalDocs).toBe(5)
    const articles = await allArticles('en')
    for (const author of authors.docs) {
      expect(articles.some((article) => typeof article.author === 'object' && article.author?.id === author.id), author.slug).toBe(true)
      expect((author.photo as Media)?.width).toBeGreaterThan(0)
    }
  })

  it('has ten open vacancies in five labelled categories, in English and Spanish', async () => {
    const payload = await getTestPayload()
    const vacancies = await payload.find({ collection: 'vacancies', where: { open: { equals: true } }, limit: 100, locale: 'es', fallbackLocale: false })
    expect(vacancies.totalDocs).toBe(10)
    expect(new Set(vacancies.docs.map((vacancy) => vacancy.category))).toEqual(new Set(CAREER_CATEGORIES))
    for (const vacancy of vacancies.docs) {
      for (const section of ['description', 'responsibilities', 'requirements', 'qualities', 'benefits'] as const) {
        expect(plainText(vacancy[section]).length, `${vacancy.slug} ${section}`).toBeGreaterThan(40)
        expect(vacancy[`${section}_name`], `${vacancy.slug} ${section}`).toBeTruthy()
      }
    }
    const categories = await payload.find({ collection: 'career-categories', limit: 10, locale: 'es', fallbackLocale: false })
    expect(categories.docs.filter((category) => category.label).map((category) => category.category).sort()).toEqual([...CAREER_CATEGORIES].sort())
    expect((await payload.count({ collection: 'career-benefits' })).totalDocs).toBeGreaterThanOrEqual(6)
  })

  it('has four policies with exactly one cookie policy, and cookies declared in every category but unclassified', async () => {
    const payload = await getTestPayload()
    const policies = await payload.find({ collection: 'policies', limit: 20, locale: 'es', fallbackLocale: false })
    expect(policies.docs.map((policy) => policy.slug).sort()).toEqual(['cookies', 'data-processing', 'privacy', 'terms'])
    expect(policies.docs.filter((policy) => policy.is_cookie_policy).map((policy) => policy.slug)).toEqual(['cookies'])
    for (const policy of policies.docs) expect(plainText(policy.content).length, policy.slug).toBeGreaterThan(500)

    const cookies = await payload.find({ collection: 'cookie-declarations', limit: 100 })
    const categories = new Set(cookies.docs.map((cookie) => cookie.category))
    for (const category of ['necessary', 'preferences', 'statistics', 'marketing']) expect(categories.has(category as never), category).toBe(true)
    expect(categories.has('unclassified')).toBe(false)
    expect(cookies.docs.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['consent', 'consent-id', 'locale', 'payload-token', 'access_token', 'lead-data', 'enrichment_session']))
  })

  it('has FAQs for articles with one opened item each, general FAQs, customers and testimonials', async () => {
    const payload = await getTestPayload()
    const faqs = await payload.find({ collection: 'faq-items', limit: 200, depth: 0, pagination: false })
    const byArticle = new Map<number, typeof faqs.docs>()
    for (const faq of faqs.docs) {
      if (typeof faq.article !== 'number') continue
      byArticle.set(faq.article, [...(byArticle.get(faq.article) ?? []), faq])
    }
    expect(byArticle.size).toBeGreaterThanOrEqual(8)
    for (const items of byArticle.values()) expect(items.filter((item) => item.default_opened)).toHaveLength(1)
    expect(faqs.docs.filter((faq) => !faq.article && !faq.page).length).toBeGreaterThanOrEqual(5)
    expect((await payload.count({ collection: 'customers' })).totalDocs).toBe(12)
    expect((await payload.count({ collection: 'testimonials' })).totalDocs).toBe(6)
  })
})
