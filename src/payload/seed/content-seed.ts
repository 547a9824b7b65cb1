import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { CASE_STUDIES } from './content-case-studies'
import { COMPARISON_ARTICLES } from './content-articles-comparisons'
import { DUE_DILIGENCE_ARTICLES } from './content-articles-due-diligence'
import { MARKETING_ARTICLES } from './content-articles-marketing'
import { NEWS_ARTICLES } from './content-articles-news'
import { SALES_ARTICLES } from './content-articles-sales'
import { TOP_COMPANIES_ARTICLES } from './content-articles-top-companies'
import { BENEFITS, CAREER_CATEGORY_LABELS, VACANCIES } from './content-careers'
import {
  AUTHORS_DE,
  BENEFITS_DE,
  CAREER_CATEGORY_LABELS_DE,
  COOKIE_DECLARATIONS_DE,
  COVER_ALT_DE,
  FAQS_DE,
  POLICIES_DE,
  TESTIMONIALS_DE,
  TOUCH_TITLE_DE,
  TOUCHES_DE,
  VACANCIES_DE,
  VACANCY_BENEFITS_DE,
  VACANCY_SECTION_NAMES_DE,
  logoAltDe,
  portraitAltDe,
} from './content-de'
import { ARTICLES_DE, type ArticleDe } from './content-de-articles'
import { FAQS } from './content-faqs'
import { COVER_KEYS, avatarImage, coverImage, logoImage, type SeedImage } from './content-images'
import { lexical, wordCount } from './content-lexical'
import { AUTHORS, CUSTOMERS, TESTIMONIALS } from './content-people'
import { COOKIE_DECLARATIONS, POLICIES } from './content-policies'
import { seedAcademy } from './seed-academy'
import type { ArticleSeed, AuthorKey, Bilingual, CoverKey, TouchPreset, WriteOptions } from './content-types'

export const CONTENT_ARTICLES: ArticleSeed[] = [
  ...DUE_DILIGENCE_ARTICLES,
  ...TOP_COMPANIES_ARTICLES,
  ...SALES_ARTICLES,
  ...NEWS_ARTICLES,
  ...MARKETING_ARTICLES,
  ...COMPARISON_ARTICLES,
  ...CASE_STUDIES,
]

const COVER_ALT: Record<CoverKey, Bilingual> = {
  'navy-grid': {
    en: 'Abstract grid of blue and amber tiles on navy',
    es: 'Cuadrícula abstracta de teselas azules y ámbar sobre azul marino',
  },
  'blue-waves': {
    en: 'Layered waves over a blue gradient with an amber sun',
    es: 'Ondas superpuestas sobre un degradado azul con un sol ámbar',
  },
  'green-bars': {
    en: 'Bar chart shapes in blue and green on a light background',
    es: 'Formas de gráfico de barras en azul y verde sobre fondo claro',
  },
  'amber-circles': { en: 'Overlapping translucent circles on navy', es: 'Círculos translúcidos superpuestos sobre azul marino' },
  'soft-network': {
    en: 'A network of connected dots on a light blue background',
    es: 'Una red de puntos conectados sobre fondo azul claro',
  },
  'navy-rings': { en: 'Concentric rings in blue and amber on navy', es: 'Anillos concéntricos en azul y ámbar sobre azul marino' },
  'blue-blocks': {
    en: 'Rotated translucent squares over a navy-to-blue gradient',
    es: 'Cuadrados translúcidos girados sobre un degradado de azul marino a azul',
  },
  'green-dots': { en: 'A dot matrix fading from green to navy', es: 'Una matriz de puntos que pasa del verde al azul marino' },
}

const TOUCHES: Record<TouchPreset, Bilingual<{ label: string; button: string; link: string }>> = {
  trial: {
    en: { label: 'Try 300M+ company profiles free for 7 days', button: 'Start free trial', link: '/free-trial?product_id=platform' },
    es: {
      label: 'Pruebe 300M+ perfiles de empresa gratis durante 7 días',
      button: 'Empezar prueba gratuita',
      link: '/free-trial?product_id=platform',
    },
  },
  demo: {
    en: { label: 'See the platform with your own use case', button: 'Book a demo', link: '/book-demo' },
    es: { label: 'Vea la plataforma con su propio caso de uso', button: 'Reservar una demo', link: '/book-demo' },
  },
  enrichment: {
    en: { label: 'Upload a list and get A/B/C match grades', button: 'Enrich a list', link: '/list-enrichment' },
    es: { label: 'Suba una lista y obtenga grados de coincidencia A/B/C', button: 'Enriquecer una lista', link: '/list-enrichment' },
  },
  'credit-reports': {
    en: { label: 'Check any company in 200+ countries', button: 'Find a credit report', link: '/credit-reports' },
    es: { label: 'Consulte cualquier empresa en más de 200 países', button: 'Buscar un informe', link: '/credit-reports' },
  },
}

const TOUCH_TITLE: Bilingual = { en: 'Put this into practice', es: 'Póngalo en práctica' }

async function uploadImage(payload: Payload, CREATE: WriteOptions, image: SeedImage, alt: Bilingual & { de: string }): Promise<number> {
  const media = await payload.create({ collection: 'media', locale: 'en', data: { alt: alt.en }, file: image, ...CREATE })
  await payload.update({ collection: 'media', id: media.id, locale: 'es', data: { alt: alt.es }, ...CREATE })
  await payload.update({ collection: 'media', id: media.id, locale: 'de', data: { alt: alt.de }, ...CREATE })
  return media.id
}

function readTime(article: ArticleSeed): number {
  const source = article.body?.en ?? article.parts?.en.map((part) => `${part.title} ${part.body}`).join('\n') ?? ''
  return Math.max(2, Math.round(wordCount(source) / 200))
}

function articleData(article: ArticleSeed, locale: 'en' | 'es') {
  return {
    title: article.title[locale],
    meta_description: article.meta[locale],
    tags: article.tags[locale].join('\n'),
    content: article.body ? lexical(article.body[locale]) : undefined,
    parts: article.parts?.[locale].map((part) => ({ title: part.title, content: lexical(part.body) })),
    touch_title: article.touches?.length ? TOUCH_TITLE[locale] : undefined,
    touches: article.touches?.map((preset) => TOUCHES[preset][locale]),
    sample_title: article.sample?.title[locale],
    sample_link: article.sample?.link,
    video_url: article.video?.url,
    video_title: article.video?.title[locale],
  }
}

function articleDataDe(article: ArticleSeed, german: ArticleDe) {
  if (Boolean(article.body) !== Boolean(german.body))
    throw new Error(`German article ${article.slug} must use the same body form as the English one`)
  return {
    title: german.title,
    meta_description: german.meta,
    tags: german.tags.join('\n'),
    content: german.body ? lexical(german.body) : undefined,
    parts: german.parts?.map((part) => ({ title: part.title, content: lexical(part.body) })),
    touch_title: article.touches?.length ? TOUCH_TITLE_DE : undefined,
    touches: article.touches?.map((preset) => TOUCHES_DE[preset]),
    sample_title: article.sample?.title.de,
  }
}

/** Every German text must belong to a seeded item: a typo in a key would silently drop it. */
function assertGermanKeys(): void {
  const unknown = (keys: string[], known: string[]) => keys.filter((key) => !known.includes(key))
  const problems = [
    ...unknown(
      Object.keys(ARTICLES_DE),
      CONTENT_ARTICLES.map((article) => article.slug),
    ).map((key) => `article ${key}`),
    ...unknown(
      Object.keys(FAQS_DE),
      FAQS.map((faq) => faq.question.en),
    ).map((key) => `FAQ ${key}`),
    ...unknown(
      Object.keys(VACANCIES_DE),
      VACANCIES.map((vacancy) => vacancy.slug),
    ).map((key) => `vacancy ${key}`),
    ...unknown(
      Object.keys(TESTIMONIALS_DE),
      TESTIMONIALS.map((testimonial) => testimonial.name),
    ).map((key) => `testimonial ${key}`),
    ...COOKIE_DECLARATIONS.filter((cookie) => !COOKIE_DECLARATIONS_DE[cookie.name]).map((cookie) => `cookie ${cookie.name} without German`),
    ...BENEFITS.filter((benefit) => !BENEFITS_DE[benefit.icon]).map((benefit) => `benefit ${benefit.icon} without German`),
  ]
  if (problems.length) throw new Error(`German seed texts do not match the seed: ${problems.join('; ')}`)
}

/**
 * Seeds the content areas: authors, blog articles and case studies in English and Spanish
 * (the newest of each kind also in German, see content-de*.ts),
 * FAQs, customer logos, testimonials, careers, the academy, policies and cookie declarations, with images drawn
 * at seed time. Runs once, into an empty database, after the demo pages. All writes share one
 * transaction: a few hundred small commits would cost SQLite most of the seed time.
 */
export async function seedContentAreas(payload: Payload): Promise<void> {
  const started = Date.now()
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    await seedAll(payload, { overrideAccess: true, context: { disableRevalidate: true }, req })
    if (ownsTransaction) await commitTransaction(req)
    payload.logger.info(
      `Content areas (${CONTENT_ARTICLES.length} articles, authors, careers, policies, images) seeded in ${Date.now() - started} ms.`,
    )
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
}

async function seedAll(payload: Payload, CREATE: WriteOptions): Promise<void> {
  assertGermanKeys()
  const [covers, avatars, logos] = await Promise.all([
    Promise.all(COVER_KEYS.map((key) => coverImage(key))),
    Promise.all(
      [...AUTHORS.map((author) => author.slug), ...TESTIMONIALS.map((_, index) => `testimonial-${index + 1}`)].map((name, index) =>
        avatarImage(name, index),
      ),
    ),
    Promise.all(CUSTOMERS.map((customer, index) => logoImage(customer.slug, index, customer.name))),
  ])

  const coverIds = new Map<CoverKey, number>()
  for (const [index, key] of COVER_KEYS.entries())
    coverIds.set(key, await uploadImage(payload, CREATE, covers[index]!, { ...COVER_ALT[key], de: COVER_ALT_DE[key] }))

  await seedAcademy(payload, CREATE, coverIds)

  const authorIds = new Map<AuthorKey, number>()
  for (const [index, author] of AUTHORS.entries()) {
    const photo = await uploadImage(payload, CREATE, avatars[index]!, {
      en: `Abstract portrait illustration for ${author.fullName}`,
      es: `Ilustración abstracta de retrato de ${author.fullName}`,
      de: portraitAltDe(author.fullName),
    })
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
    await payload.update({
      collection: 'authors',
      id: created.id,
      locale: 'es',
      data: { role: author.role.es, motivation_text: author.motivation.es },
      ...CREATE,
    })
    const german = AUTHORS_DE[author.slug]
    await payload.update({
      collection: 'authors',
      id: created.id,
      locale: 'de',
      data: { role: german.role, motivation_text: german.motivation },
      ...CREATE,
    })
    authorIds.set(author.slug, created.id)
  }

  const articleIds = new Map<string, number>()
  for (const article of CONTENT_ARTICLES) {
    const created = await payload.create({
      collection: 'articles',
      locale: 'en',
      data: {
        ...articleData(article, 'en'),
        slug: article.slug,
        kind: article.kind,
        type: article.type,
        case_studies_type: article.caseStudiesType,
        published_at: new Date(`${article.date}T09:00:00.000Z`).toISOString(),
        author: authorIds.get(article.author),
        read_time: readTime(article),
        background: coverIds.get(article.cover),
      },
      ...CREATE,
    })
    await payload.update({ collection: 'articles', id: created.id, locale: 'es', data: articleData(article, 'es'), ...CREATE })
    const german = ARTICLES_DE[article.slug]
    if (german)
      await payload.update({ collection: 'articles', id: created.id, locale: 'de', data: articleDataDe(article, german), ...CREATE })
    articleIds.set(article.slug, created.id)
  }

  const positions = new Map<string, number>()
  for (const faq of FAQS) {
    const key = faq.article ?? ''
    const position = (positions.get(key) ?? 0) + 1
    positions.set(key, position)
    const article = faq.article ? articleIds.get(faq.article) : undefined
    if (faq.article && article === undefined) throw new Error(`FAQ for unknown article ${faq.article}`)
    const created = await payload.create({
      collection: 'faq-items',
      locale: 'en',
      data: { question: faq.question.en, answer: faq.answer.en, default_opened: faq.open ?? false, position, article },
      ...CREATE,
    })
    await payload.update({
      collection: 'faq-items',
      id: created.id,
      locale: 'es',
      data: { question: faq.question.es, answer: faq.answer.es },
      ...CREATE,
    })
    const german = FAQS_DE[faq.question.en]
    if (german) await payload.update({ collection: 'faq-items', id: created.id, locale: 'de', data: german, ...CREATE })
  }

  const logoIds: number[] = []
  for (const [index, customer] of CUSTOMERS.entries()) {
    const logo = await uploadImage(payload, CREATE, logos[index]!, {
      en: `${customer.name} logo`,
      es: `Logotipo de ${customer.name}`,
      de: logoAltDe(customer.name),
    })
    logoIds.push(logo)
    await payload.create({
      collection: 'customers',
      locale: 'en',
      data: { name: customer.name, logo, website: `https://www.${customer.slug}.example`, order: index + 1 },
      ...CREATE,
    })
  }

  for (const [index, testimonial] of TESTIMONIALS.entries()) {
    const avatar = await uploadImage(payload, CREATE, avatars[AUTHORS.length + index]!, {
      en: `Abstract portrait illustration for ${testimonial.name}`,
      es: `Ilustración abstracta de retrato de ${testimonial.name}`,
      de: portraitAltDe(testimonial.name),
    })
    const customerIndex = CUSTOMERS.findIndex((customer) => customer.name === testimonial.company)
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
    await payload.update({
      collection: 'testimonials',
      id: created.id,
      locale: 'es',
      data: { quote: testimonial.quote.es, role: testimonial.role.es },
      ...CREATE,
    })
    const german = TESTIMONIALS_DE[testimonial.name]
    if (german) await payload.update({ collection: 'testimonials', id: created.id, locale: 'de', data: german, ...CREATE })
  }

  for (const [index, category] of CAREER_CATEGORY_LABELS.entries()) {
    const created = await payload.create({
      collection: 'career-categories',
      locale: 'en',
      data: { category: category.category, label: category.label.en, order: index + 1 },
      ...CREATE,
    })
    await payload.update({ collection: 'career-categories', id: created.id, locale: 'es', data: { label: category.label.es }, ...CREATE })
    await payload.update({
      collection: 'career-categories',
      id: created.id,
      locale: 'de',
      data: { label: CAREER_CATEGORY_LABELS_DE[category.category] },
      ...CREATE,
    })
  }
  for (const [index, benefit] of BENEFITS.entries()) {
    const created = await payload.create({
      collection: 'career-benefits',
      locale: 'en',
      data: { text: benefit.text.en, icon: benefit.icon, order: index + 1 },
      ...CREATE,
    })
    await payload.update({ collection: 'career-benefits', id: created.id, locale: 'es', data: { text: benefit.text.es }, ...CREATE })
    await payload.update({
      collection: 'career-benefits',
      id: created.id,
      locale: 'de',
      data: { text: BENEFITS_DE[benefit.icon]! },
      ...CREATE,
    })
  }

  for (const vacancy of VACANCIES) {
    const data = (locale: 'en' | 'es') => ({
      name: vacancy.name[locale],
      location: vacancy.location[locale],
      description_name: vacancy.sectionNames.description[locale],
      description: lexical(vacancy.description[locale]),
      responsibilities_name: vacancy.sectionNames.responsibilities[locale],
      responsibilities: lexical(vacancy.responsibilities[locale]),
      requirements_name: vacancy.sectionNames.requirements[locale],
      requirements: lexical(vacancy.requirements[locale]),
      qualities_name: vacancy.sectionNames.qualities[locale],
      qualities: lexical(vacancy.qualities[locale]),
      benefits_name: vacancy.sectionNames.benefits[locale],
      benefits: lexical(vacancy.benefits[locale]),
    })
    const created = await payload.create({
      collection: 'vacancies',
      locale: 'en',
      data: { ...data('en'), slug: vacancy.slug, category: vacancy.category, open: true },
      ...CREATE,
    })
    await payload.update({ collection: 'vacancies', id: created.id, locale: 'es', data: data('es'), ...CREATE })
    const german = VACANCIES_DE[vacancy.slug]
    if (german) {
      const names = VACANCY_SECTION_NAMES_DE
      await payload.update({
        collection: 'vacancies',
        id: created.id,
        locale: 'de',
        data: {
          name: german.name,
          location: german.location,
          description_name: names.description,
          description: lexical(german.description),
          responsibilities_name: names.responsibilities,
          responsibilities: lexical(german.responsibilities),
          requirements_name: names.requirements,
          requirements: lexical(german.requirements),
          qualities_name: names.qualities,
          qualities: lexical(german.qualities),
          benefits_name: names.benefits,
          benefits: lexical(VACANCY_BENEFITS_DE),
        },
        ...CREATE,
      })
    }
  }

  for (const [index, policy] of POLICIES.entries()) {
    const created = await payload.create({
      collection: 'policies',
      locale: 'en',
      data: {
        title: policy.title.en,
        slug: policy.slug,
        category: policy.category.en,
        order: index + 1,
        is_cookie_policy: policy.slug === 'cookies',
        content: lexical(policy.content.en),
      },
      ...CREATE,
    })
    await payload.update({
      collection: 'policies',
      id: created.id,
      locale: 'es',
      data: { title: policy.title.es, category: policy.category.es, content: lexical(policy.content.es) },
      ...CREATE,
    })
    const german = POLICIES_DE[policy.slug]
    await payload.update({
      collection: 'policies',
      id: created.id,
      locale: 'de',
      data: { title: german.title, category: german.category, content: lexical(german.content) },
      ...CREATE,
    })
  }

  for (const cookie of COOKIE_DECLARATIONS) {
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
    await payload.update({
      collection: 'cookie-declarations',
      id: created.id,
      locale: 'es',
      data: { purpose: cookie.purpose.es, expiry: cookie.expiry.es },
      ...CREATE,
    })
    await payload.update({
      collection: 'cookie-declarations',
      id: created.id,
      locale: 'de',
      data: COOKIE_DECLARATIONS_DE[cookie.name]!,
      ...CREATE,
    })
  }
}
