import { beforeAll, describe, expect, it } from 'vitest'

import { findArticleCards } from '@/components/articles/article-data'
import { ARTICLE_TYPES, CAREER_CATEGORIES, CASE_STUDY_CATEGORIES, findRoute, loadNavigation, untranslatedIds } from '@/modules/content'
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

async function allArticles(locale: 'en' | 'es' | 'de') {
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
    for (const { value } of CASE_STUDY_CATEGORIES)
      expect(
        caseStudies.some((article) => article.case_studies_type === value),
        value,
      ).toBe(true)
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
      expect(
        articles.some((article) => typeof article.author === 'object' && article.author?.id === author.id),
        author.slug,
      ).toBe(true)
      expect((author.photo as Media)?.width).toBeGreaterThan(0)
    }
  })

  it('has ten open vacancies in five labelled categories, in English and Spanish', async () => {
    const payload = await getTestPayload()
    const vacancies = await payload.find({
      collection: 'vacancies',
      where: { open: { equals: true } },
      limit: 100,
      locale: 'es',
      fallbackLocale: false,
    })
    expect(vacancies.totalDocs).toBe(10)
    expect(new Set(vacancies.docs.map((vacancy) => vacancy.category))).toEqual(new Set(CAREER_CATEGORIES))
    for (const vacancy of vacancies.docs) {
      for (const section of ['description', 'responsibilities', 'requirements', 'qualities', 'benefits'] as const) {
        expect(plainText(vacancy[section]).length, `${vacancy.slug} ${section}`).toBeGreaterThan(40)
        expect(vacancy[`${section}_name`], `${vacancy.slug} ${section}`).toBeTruthy()
      }
    }
    const categories = await payload.find({ collection: 'career-categories', limit: 10, locale: 'es', fallbackLocale: false })
    expect(
      categories.docs
        .filter((category) => category.label)
        .map((category) => category.category)
        .sort(),
    ).toEqual([...CAREER_CATEGORIES].sort())
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
    for (const category of ['necessary', 'preferences', 'statistics', 'marketing'])
      expect(categories.has(category as never), category).toBe(true)
    expect(categories.has('unclassified')).toBe(false)
    expect(cookies.docs.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['consent', 'consent-id', 'locale', 'payload-token', 'access_token', 'lead-data', 'enrichment_session']),
    )
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

describe('German seed content (the most visited pages in a third language)', () => {
  beforeAll(async () => {
    await getTestPayload()
  })

  it('publishes the home page, the blog list and the other most visited pages in German, and no untranslated page', async () => {
    const payload = await getTestPayload()
    const home = await findRoute(payload, '/', 'de')
    expect(home?.page.page_type).toBe('home')
    expect(home?.entry.title).toBe('Startseite')
    // "{countries}" in the seed: the site's one country figure.
    expect(home?.page.title).toMatch(/^Verlässliche Firmendaten aus \d+ Ländern$/)
    expect(JSON.stringify(home?.page.blocks)).toContain('Über 10.000 Unternehmen vertrauen uns')

    const blog = await findRoute(payload, 'blog', 'de')
    expect(blog?.page.page_type).toBe('blog')
    expect(blog?.page.description).toBe('Fachartikel zu Due Diligence, Vertrieb und Datenqualität.')

    const german = {
      customers: 'Kunden',
      careers: 'Karriere',
      contacts: 'Kontakt',
      'book-demo': 'Demo buchen',
      'free-trial': 'Kostenlos testen',
      'request-quote': 'Angebot anfordern',
      'thank-you': 'Vielen Dank',
      pricing: 'Preise',
      'credit-reports': 'Bonitätsauskünfte',
      'list-enrichment': 'Listenanreicherung',
      'privacy-policy': 'Datenschutzerklärung',
      terms: 'Nutzungsbedingungen',
    }
    for (const [slug, title] of Object.entries(german)) expect((await findRoute(payload, slug, 'de'))?.entry.title, slug).toBe(title)

    // Pages without German texts are not announced as German.
    expect(await findRoute(payload, 'countries/germany', 'de')).toBeNull()
    expect(await findRoute(payload, 'api', 'de')).toBeNull()
    const { docs } = await payload.find({
      collection: 'navigation',
      locale: 'de',
      fallbackLocale: false,
      limit: 500,
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    for (const entry of docs.filter((doc) => doc.languages?.includes('de'))) {
      expect(entry.title, entry.slug).toBeTruthy()
      const page = entry.page as { title?: string | null; description?: string | null }
      expect(page.title, entry.slug).toBeTruthy()
      expect(page.description, entry.slug).toBeTruthy()
    }
  })

  it('has at least 8 German blog articles across every blog type and 2 German case studies, with German FAQs', async () => {
    const english = new Map((await allArticles('en')).map((article) => [article.id, article]))
    const german = (await allArticles('de')).filter((article) => article.title)
    const blog = german.filter((article) => article.kind === 'blog')
    expect(blog.length).toBeGreaterThanOrEqual(8)
    for (const { value } of ARTICLE_TYPES)
      expect(
        blog.some((article) => article.type === value),
        value,
      ).toBe(true)
    expect(german.filter((article) => article.kind === 'case_study').length).toBeGreaterThanOrEqual(2)
    for (const article of german) {
      const original = english.get(article.id)!
      expect(article.title, article.slug).not.toBe(original.title)
      expect(article.meta_description, article.slug).toBeTruthy()
      expect(bodyText(article).split(/\s+/).filter(Boolean).length, article.slug).toBeGreaterThanOrEqual(200)
      expect(bodyText(article), article.slug).not.toBe(bodyText(original))
      expect(article.tags, article.slug).toBeTruthy()
      expect(typeof article.author === 'object' && article.author?.role, article.slug).toBeTruthy()
    }

    const payload = await getTestPayload()
    const ids = german.map((article) => article.id)
    const faqs = await payload.find({
      collection: 'faq-items',
      where: { article: { in: ids } },
      locale: 'de',
      fallbackLocale: false,
      limit: 100,
      depth: 0,
    })
    expect(faqs.totalDocs).toBeGreaterThanOrEqual(8)
    for (const faq of faqs.docs) expect(faq.question && faq.answer, String(faq.id)).toBeTruthy()
  })

  it('marks the cards of articles without German text with the language they are shown in, and only those', async () => {
    const payload = await getTestPayload()
    const translated = new Set((await allArticles('de')).filter((article) => article.title).map((article) => article.id))
    const navigation = await loadNavigation(payload, 'de')
    const { cards } = await findArticleCards(payload, 'de', navigation, { kind: 'blog', limit: 100 })
    const untranslated = cards.filter((card) => !translated.has(card.id))
    expect(untranslated.length).toBeGreaterThan(0)
    for (const card of untranslated) expect(card.contentLang, card.title).toBe('en')
    for (const card of cards.filter((card) => translated.has(card.id))) expect(card.contentLang, card.title).toBeNull()
    expect(
      [
        ...(await untranslatedIds(
          payload,
          'articles',
          'de',
          cards.map((card) => card.id),
        )),
      ].sort(),
    ).toEqual(untranslated.map((card) => card.id).sort())

    // In the default language nothing is marked, and no query is needed.
    const english = await findArticleCards(payload, 'en', await loadNavigation(payload, 'en'), { kind: 'blog', limit: 100 })
    expect(english.cards.every((card) => card.contentLang === null)).toBe(true)
    expect(
      (
        await untranslatedIds(
          payload,
          'articles',
          'es',
          cards.map((card) => card.id),
        )
      ).size,
    ).toBe(0)

    // Vacancies the same way: four of the ten have German text.
    const vacancies = await payload.find({
      collection: 'vacancies',
      locale: 'de',
      fallbackLocale: false,
      depth: 0,
      limit: 100,
      pagination: false,
    })
    const germanVacancies = vacancies.docs.filter((vacancy) => vacancy.name).map((vacancy) => vacancy.id)
    const allVacancies = vacancies.docs.map((vacancy) => vacancy.id)
    const untranslatedVacancies = await untranslatedIds(payload, 'vacancies', 'de', allVacancies)
    expect(untranslatedVacancies.size).toBeGreaterThan(0)
    expect([...untranslatedVacancies].sort()).toEqual(allVacancies.filter((id) => !germanVacancies.includes(id)).sort())
  })

  it('has every policy and cookie declaration, the career labels and at least four vacancies in German', async () => {
    const payload = await getTestPayload()
    const policies = await payload.find({ collection: 'policies', limit: 20, locale: 'de', fallbackLocale: false })
    expect(policies.docs.map((policy) => policy.slug).sort()).toEqual(['cookies', 'data-processing', 'privacy', 'terms'])
    for (const policy of policies.docs) {
      expect(policy.title && policy.category, policy.slug).toBeTruthy()
      expect(plainText(policy.content).length, policy.slug).toBeGreaterThan(500)
    }
    expect(policies.docs.find((policy) => policy.slug === 'privacy')?.title).toBe('Datenschutzerklärung')

    const cookies = await payload.find({ collection: 'cookie-declarations', limit: 100, locale: 'de', fallbackLocale: false })
    expect(cookies.totalDocs).toBeGreaterThan(0)
    for (const cookie of cookies.docs) expect(cookie.purpose && cookie.expiry, cookie.name).toBeTruthy()
    expect(cookies.docs.find((cookie) => cookie.name === 'locale')?.expiry).toBe('1 Jahr')

    const categories = await payload.find({ collection: 'career-categories', limit: 10, locale: 'de', fallbackLocale: false })
    expect(categories.docs.filter((category) => category.label).length).toBe(CAREER_CATEGORIES.length)
    const benefits = await payload.find({ collection: 'career-benefits', limit: 20, locale: 'de', fallbackLocale: false })
    for (const benefit of benefits.docs) expect(benefit.text).toBeTruthy()

    const vacancies = await payload.find({ collection: 'vacancies', limit: 100, locale: 'de', fallbackLocale: false })
    const germanVacancies = vacancies.docs.filter((vacancy) => vacancy.name)
    expect(germanVacancies.length).toBeGreaterThanOrEqual(4)
    for (const vacancy of germanVacancies) {
      for (const section of ['description', 'responsibilities', 'requirements', 'qualities', 'benefits'] as const) {
        expect(plainText(vacancy[section]).length, `${vacancy.slug} ${section}`).toBeGreaterThan(40)
        expect(vacancy[`${section}_name`], `${vacancy.slug} ${section}`).toBeTruthy()
      }
    }

    const media = await payload.find({ collection: 'media', limit: 200, locale: 'de', fallbackLocale: false, depth: 0 })
    for (const item of media.docs) expect(item.alt, String(item.id)).toBeTruthy()
  })
})
