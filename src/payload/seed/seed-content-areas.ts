import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { COVER_KEYS, avatarImage, coverImage, logoImage, type SeedImage } from './content-images'
import { lexical, wordCount } from './content-lexical'
import { loadSeedContent, withName, type SeedContent } from './content-loader'
import { seedAcademy } from './seed-academy'
import type { ArticleSeed, CoverKey, WithGerman, WriteOptions } from './content-types'

async function uploadImage(payload: Payload, CREATE: WriteOptions, image: SeedImage, alt: WithGerman): Promise<number> {
  const media = await payload.create({ collection: 'media', locale: 'en', data: { alt: alt.en }, file: image, ...CREATE })
  await payload.update({ collection: 'media', id: media.id, locale: 'es', data: { alt: alt.es }, ...CREATE })
  await payload.update({ collection: 'media', id: media.id, locale: 'de', data: { alt: alt.de }, ...CREATE })
  return media.id
}

function readTime(article: ArticleSeed): number {
  const english = article.text.en
  const source = english.body ?? english.parts?.map((part) => `${part.title} ${part.body}`).join('\n') ?? ''
  return Math.max(2, Math.round(wordCount(source) / 200))
}

function articleData(content: SeedContent, article: ArticleSeed, locale: 'en' | 'es' | 'de') {
  const text = article.text[locale]!
  const touches = content.articleTouches
  return {
    title: text.title,
    meta_description: text.meta,
    tags: text.tags.join('\n'),
    content: text.body ? lexical(text.body) : undefined,
    parts: text.parts?.map((part) => ({ title: part.title, content: lexical(part.body) })),
    touch_title: article.touches?.length ? touches.title[locale] : undefined,
    touches: article.touches?.map((preset) => touches.presets[preset][locale]),
    sample_title: text.sampleTitle,
    // German articles have always been written without these (the fields are shared across languages).
    ...(locale === 'de' ? {} : { sample_link: article.sampleLink, video_url: article.videoUrl, video_title: text.videoTitle }),
  }
}

/**
 * Seeds the content areas: authors, blog articles and case studies in English and Spanish
 * (the newest of each kind also in German), with their texts from content/seed (content-loader.ts),
 * FAQs, customer logos, testimonials, careers, the academy, policies and cookie declarations, with images drawn
 * at seed time. Runs once, into an empty database, after the demo pages. All writes share one
 * transaction: a few hundred small commits would cost SQLite most of the seed time.
 */
export async function seedContentAreas(payload: Payload): Promise<void> {
  const started = Date.now()
  // Read (and checked) before the transaction starts: a broken content file fails with its name, not mid-seed.
  const content = loadSeedContent()
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    await seedAll(payload, content, { overrideAccess: true, context: { disableRevalidate: true }, req })
    if (ownsTransaction) await commitTransaction(req)
    payload.logger.info(
      `Content areas (${content.articles.length} articles, authors, careers, policies, images) seeded in ${Date.now() - started} ms.`,
    )
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
}

async function seedAll(payload: Payload, content: SeedContent, CREATE: WriteOptions): Promise<void> {
  const { authors, customers, testimonials, images } = content
  const [covers, avatars, logos] = await Promise.all([
    Promise.all(COVER_KEYS.map((key) => coverImage(key))),
    Promise.all(
      [...authors.map((author) => author.slug), ...testimonials.map((_, index) => `testimonial-${index + 1}`)].map((name, index) =>
        avatarImage(name, index),
      ),
    ),
    Promise.all(customers.map((customer, index) => logoImage(customer.slug, index, customer.name))),
  ])
  const portraitAlt = (name: string): WithGerman => ({
    en: withName(images.portrait.en, name),
    es: withName(images.portrait.es, name),
    de: withName(images.portrait.de, name),
  })

  const coverIds = new Map<CoverKey, number>()
  for (const [index, key] of COVER_KEYS.entries())
    coverIds.set(key, await uploadImage(payload, CREATE, covers[index]!, images.covers[key]!))

  await seedAcademy(payload, CREATE, content.academy, coverIds)

  const authorIds = new Map<string, number>()
  for (const [index, author] of authors.entries()) {
    const photo = await uploadImage(payload, CREATE, avatars[index]!, portraitAlt(author.fullName))
    const created = await payload.create({
      collection: 'authors',
      locale: 'en',
      data: {
        full_name: author.fullName,
        slug: author.slug,
        photo,
        role: author.role.en,
        motivation_text: author.motivation.en,
        linkedin_link: `https://www.linkedin.com/in/${author.slug}-example`,
        twitter_link: author.twitter ? `https://x.com/${author.slug.replace('-', '_')}_example` : undefined,
        medium_link: author.medium ? `https://medium.com/@${author.slug}-example` : undefined,
      },
      ...CREATE,
    })
    for (const locale of ['es', 'de'] as const) {
      await payload.update({
        collection: 'authors',
        id: created.id,
        locale,
        data: { role: author.role[locale], motivation_text: author.motivation[locale] },
        ...CREATE,
      })
    }
    authorIds.set(author.slug, created.id)
  }

  const articleIds = new Map<string, number>()
  for (const article of content.articles) {
    const created = await payload.create({
      collection: 'articles',
      locale: 'en',
      data: {
        ...articleData(content, article, 'en'),
        slug: article.slug,
        kind: article.kind,
        type: article.type,
        case_studies_type: article.caseStudiesType,
        country: article.country,
        published_at: new Date(`${article.date}T09:00:00.000Z`).toISOString(),
        author: authorIds.get(article.author),
        read_time: readTime(article),
        background: coverIds.get(article.cover),
      },
      ...CREATE,
    })
    await payload.update({ collection: 'articles', id: created.id, locale: 'es', data: articleData(content, article, 'es'), ...CREATE })
    if (article.text.de)
      await payload.update({ collection: 'articles', id: created.id, locale: 'de', data: articleData(content, article, 'de'), ...CREATE })
    articleIds.set(article.slug, created.id)
  }

  const positions = new Map<string, number>()
  for (const faq of content.faqs) {
    const key = faq.article ?? ''
    const position = (positions.get(key) ?? 0) + 1
    positions.set(key, position)
    const article = faq.article ? articleIds.get(faq.article) : undefined
    const created = await payload.create({
      collection: 'faq-items',
      locale: 'en',
      data: { question: faq.question.en, answer: faq.answer.en, default_opened: faq.open, position, article },
      ...CREATE,
    })
    for (const locale of ['es', 'de'] as const) {
      const [question, answer] = [faq.question[locale], faq.answer[locale]]
      if (question && answer)
        await payload.update({ collection: 'faq-items', id: created.id, locale, data: { question, answer }, ...CREATE })
    }
  }

  const logoIds: number[] = []
  for (const [index, customer] of customers.entries()) {
    const logo = await uploadImage(payload, CREATE, logos[index]!, {
      en: withName(images.logo.en, customer.name),
      es: withName(images.logo.es, customer.name),
      de: withName(images.logo.de, customer.name),
    })
    logoIds.push(logo)
    await payload.create({
      collection: 'customers',
      locale: 'en',
      data: { name: customer.name, logo, website: `https://www.${customer.slug}.example`, order: index + 1 },
      ...CREATE,
    })
  }

  for (const [index, testimonial] of testimonials.entries()) {
    const avatar = await uploadImage(payload, CREATE, avatars[authors.length + index]!, portraitAlt(testimonial.name))
    const customerIndex = customers.findIndex((customer) => customer.name === testimonial.company)
    const created = await payload.create({
      collection: 'testimonials',
      locale: 'en',
      data: {
        quote: testimonial.quote.en,
        name: testimonial.name,
        role: testimonial.role.en,
        company: testimonial.company,
        avatar,
        logo: customerIndex >= 0 ? logoIds[customerIndex] : undefined,
        order: index + 1,
      },
      ...CREATE,
    })
    for (const locale of ['es', 'de'] as const) {
      const [quote, role] = [testimonial.quote[locale], testimonial.role[locale]]
      if (quote && role) await payload.update({ collection: 'testimonials', id: created.id, locale, data: { quote, role }, ...CREATE })
    }
  }

  for (const [index, category] of content.careerCategories.entries()) {
    const created = await payload.create({
      collection: 'career-categories',
      locale: 'en',
      data: { category: category.category, label: category.label.en, order: index + 1 },
      ...CREATE,
    })
    for (const locale of ['es', 'de'] as const)
      await payload.update({ collection: 'career-categories', id: created.id, locale, data: { label: category.label[locale] }, ...CREATE })
  }
  for (const [index, benefit] of content.careerBenefits.entries()) {
    const created = await payload.create({
      collection: 'career-benefits',
      locale: 'en',
      data: { text: benefit.text.en, icon: benefit.icon, order: index + 1 },
      ...CREATE,
    })
    for (const locale of ['es', 'de'] as const)
      await payload.update({ collection: 'career-benefits', id: created.id, locale, data: { text: benefit.text[locale] }, ...CREATE })
  }

  const names = content.vacancySectionNames
  for (const vacancy of content.vacancies) {
    const data = (locale: 'en' | 'es' | 'de') => {
      const text = vacancy.text[locale]!
      return {
        name: text.name,
        location: text.location,
        description_name: names.description[locale],
        description: lexical(text.description),
        responsibilities_name: names.responsibilities[locale],
        responsibilities: lexical(text.responsibilities),
        requirements_name: names.requirements[locale],
        requirements: lexical(text.requirements),
        qualities_name: names.qualities[locale],
        qualities: lexical(text.qualities),
        benefits_name: names.benefits[locale],
        benefits: lexical(content.vacancyBenefits[locale]),
      }
    }
    const created = await payload.create({
      collection: 'vacancies',
      locale: 'en',
      data: { ...data('en'), slug: vacancy.slug, category: vacancy.category, open: true },
      ...CREATE,
    })
    await payload.update({ collection: 'vacancies', id: created.id, locale: 'es', data: data('es'), ...CREATE })
    if (vacancy.text.de) await payload.update({ collection: 'vacancies', id: created.id, locale: 'de', data: data('de'), ...CREATE })
  }

  for (const [index, policy] of content.policies.entries()) {
    const created = await payload.create({
      collection: 'policies',
      locale: 'en',
      data: {
        title: policy.en.title,
        slug: policy.slug,
        category: policy.en.category,
        order: index + 1,
        is_cookie_policy: policy.slug === 'cookies',
        content: lexical(policy.en.content),
      },
      ...CREATE,
    })
    for (const locale of ['es', 'de'] as const) {
      const text = policy[locale]
      await payload.update({
        collection: 'policies',
        id: created.id,
        locale,
        data: { title: text.title, category: text.category, content: lexical(text.content) },
        ...CREATE,
      })
    }
  }

  for (const cookie of content.cookieDeclarations) {
    const created = await payload.create({
      collection: 'cookie-declarations',
      locale: 'en',
      data: {
        name: cookie.name,
        category: cookie.category,
        provider: cookie.provider,
        purpose: cookie.purpose.en,
        expiry: cookie.expiry.en,
        type: cookie.type,
      },
      ...CREATE,
    })
    for (const locale of ['es', 'de'] as const) {
      await payload.update({
        collection: 'cookie-declarations',
        id: created.id,
        locale,
        data: { purpose: cookie.purpose[locale], expiry: cookie.expiry[locale] },
        ...CREATE,
      })
    }
  }
}
