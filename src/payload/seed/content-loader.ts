import path from 'node:path'

import { z } from 'zod'

import {
  SeedContentError,
  checked,
  localizedMarkdownFiles,
  readJsonFile,
  readMarkdownBody,
  readMarkdownFile,
  seedContentRoot,
  splitSections,
  type LocalizedFiles,
} from './content-files'
import {
  academySchema,
  articleEnglishFront,
  articleTextFront,
  careersSchema,
  CAREER_CATEGORIES,
  cookiesSchema,
  countryPagesSchema,
  faqsSchema,
  imagesSchema,
  industryPagesSchema,
  locationDataFaqSchema,
  ourDataExamplesSchema,
  pageVariablesSchema,
  peopleSchema,
  policyFront,
  policyOrder,
  pricingSchema,
  productsSchema,
  sitePagesSchema,
  text,
  touchesSchema,
  translationsSchema,
  VACANCY_SECTIONS,
  vacancyFront,
  webTechnologiesSchema,
} from './content-schemas'
import type { ArticlePartSeed, ArticleSeed, ArticleText, FaqSeed, Localized, WithGerman } from './content-types'

/**
 * The seed's texts, read from content/seed (see its README.md) and checked field by field. The
 * seeding code keeps the structure (what is created in which order, how items link); the files
 * hold every sentence.
 */

/** A body in the line format of content-lexical.ts, or titled parts when it has `# Part title` lines. */
function articleBody(file: string, body: string): Pick<ArticleText, 'body' | 'parts'> {
  const { lead, sections } = splitSections(body)
  if (!sections.length) {
    if (!lead) throw new SeedContentError(file, 'body', 'empty')
    return { body: lead }
  }
  if (lead) throw new SeedContentError(file, 'body', 'text before the first "# " part heading; an article is either one body or parts')
  const parts: ArticlePartSeed[] = sections.map((section, index) => {
    if (!section.body) throw new SeedContentError(file, `body part ${index + 1} (${section.title})`, 'empty')
    return section
  })
  return { parts }
}

function articleText(file: string, front: z.infer<typeof articleTextFront>, body: string): ArticleText {
  return {
    title: front.title,
    meta: front.description,
    tags: front.tags,
    ...articleBody(file, body),
    sampleTitle: front.sample_title,
    videoTitle: front.video_title,
  }
}

/** Items in the order their English files' `order` field gives; two items may not share a number. */
function byOrder<T>(entries: { order: number; file: string; item: T }[]): T[] {
  const sorted = [...entries].sort((a, b) => a.order - b.order)
  for (const [index, entry] of sorted.entries())
    if (index > 0 && sorted[index - 1]!.order === entry.order)
      throw new SeedContentError(entry.file, 'front matter.order', `${entry.order} is used twice (also ${sorted[index - 1]!.file})`)
  return sorted.map((entry) => entry.item)
}

function loadArticles(directory: string): ArticleSeed[] {
  const articles = localizedMarkdownFiles(directory, 'optional').map((files) => {
    const english = readMarkdownFile(files.en!, articleEnglishFront)
    const spanish = readMarkdownFile(files.es!, articleTextFront)
    const german = files.de ? readMarkdownFile(files.de, articleTextFront) : undefined
    const { front } = english
    const article: ArticleSeed = {
      slug: files.slug,
      kind: front.kind,
      type: front.type,
      caseStudiesType: front.case_studies_type,
      date: front.date,
      author: front.author,
      cover: front.cover,
      touches: front.touches,
      country: front.country,
      sampleLink: front.sample_link,
      videoUrl: front.video_url,
      text: {
        en: articleText(files.en!, front, english.body),
        es: articleText(files.es!, spanish.front, spanish.body),
        de: german && articleText(files.de!, german.front, german.body),
      },
    }
    checkSameShape(files, article)
    return { order: front.order, file: files.en!, item: article }
  })
  return byOrder(articles)
}

/** Every language of an article has the same form (one body or parts) and the same optional texts. */
function checkSameShape(files: LocalizedFiles, article: ArticleSeed): void {
  for (const locale of ['es', 'de'] as const) {
    const translation = article.text[locale]
    if (!translation) continue
    const file = files[locale]!
    if (Boolean(translation.body) !== Boolean(article.text.en.body))
      throw new SeedContentError(file, 'body', 'must use the same form (one body or "# " parts) as the English file')
    // A German file may leave the sample's title out (the field then falls back to English).
    if (translation.sampleTitle ? !article.sampleLink : locale === 'es' && article.sampleLink)
      throw new SeedContentError(file, 'front matter.sample_title', 'needed exactly when the English file has a sample_link')
    if (locale === 'es' && Boolean(translation.videoTitle) !== Boolean(article.videoUrl))
      throw new SeedContentError(file, 'front matter.video_title', 'needed exactly when the English file has a video_url')
  }
  if (Boolean(article.text.en.sampleTitle) !== Boolean(article.sampleLink))
    throw new SeedContentError(files.en!, 'front matter.sample_title', 'sample_title and sample_link go together')
  if (Boolean(article.text.en.videoTitle) !== Boolean(article.videoUrl))
    throw new SeedContentError(files.en!, 'front matter.video_title', 'video_title and video_url go together')
}

export type PolicySeed = { slug: string } & WithGerman<{ title: string; category: string; content: string }>

function loadPolicies(directory: string): PolicySeed[] {
  const policies = localizedMarkdownFiles(directory, 'required').map((files) => {
    const read = (locale: 'en' | 'es' | 'de') => {
      const { front, body } = readMarkdownFile(files[locale]!, locale === 'en' ? policyFront.extend(policyOrder.shape) : policyFront)
      if (!body) throw new SeedContentError(files[locale]!, 'body', 'empty')
      return { title: front.title, category: front.category, content: body }
    }
    const { order } = readMarkdownFile(files.en!, policyOrder).front
    return { order, file: files.en!, item: { slug: files.slug, en: read('en'), es: read('es'), de: read('de') } }
  })
  return byOrder(policies)
}

export type VacancySection = (typeof VACANCY_SECTIONS)[number]
export type VacancyText = { name: string; location: string } & Record<VacancySection, string>
export type VacancySeed = { slug: string; category: (typeof CAREER_CATEGORIES)[number]; text: Localized<VacancyText> }

function vacancyText(file: string, front: z.infer<typeof vacancyFront>, body: string): VacancyText {
  const { lead, sections } = splitSections(body)
  if (lead) throw new SeedContentError(file, 'body', `text before the first section; start with "# ${VACANCY_SECTIONS[0]}"`)
  const named = Object.fromEntries(sections.map((section) => [section.title, section.body]))
  const schema = z.strictObject(
    Object.fromEntries(VACANCY_SECTIONS.map((section) => [section, text])) as Record<VacancySection, typeof text>,
  )
  return { ...front, ...checked(file, schema, named, 'body section') }
}

function loadVacancies(directory: string): VacancySeed[] {
  const englishFront = vacancyFront.extend({ order: z.number().int().positive(), category: z.enum(CAREER_CATEGORIES) })
  const vacancies = localizedMarkdownFiles(directory, 'optional').map((files) => {
    const english = readMarkdownFile(files.en!, englishFront)
    const { order, category, ...englishText } = english.front
    const translated = (file: string | undefined) => {
      if (!file) return undefined
      const { front, body } = readMarkdownFile(file, vacancyFront)
      return vacancyText(file, front, body)
    }
    const text = { en: vacancyText(files.en!, englishText, english.body), es: translated(files.es)!, de: translated(files.de) }
    return { order, file: files.en!, item: { slug: files.slug, category, text } }
  })
  return byOrder(vacancies)
}

function loadAll(root: string) {
  const file = (...parts: string[]) => path.join(root, ...parts)
  const people = readJsonFile(file('people.json'), peopleSchema)
  const careers = readJsonFile(file('careers', 'careers.json'), careersSchema)
  const content = {
    articles: loadArticles(file('articles')),
    articleTouches: readJsonFile(file('article-touches.json'), touchesSchema),
    images: readJsonFile(file('images.json'), imagesSchema),
    authors: people.authors.map(({ full_name, ...author }) => ({ ...author, fullName: full_name })),
    customers: people.customers,
    testimonials: people.testimonials,
    faqs: readJsonFile(file('faqs.json'), faqsSchema) satisfies FaqSeed[],
    policies: loadPolicies(file('policies')),
    cookieDeclarations: readJsonFile(file('policies', 'cookie-declarations.json'), cookiesSchema),
    careerCategories: careers.categories,
    careerBenefits: careers.benefits,
    vacancySectionNames: careers.vacancy_section_names,
    vacancyBenefits: {
      en: readMarkdownBody(file('careers', 'vacancy-benefits.en.md')),
      es: readMarkdownBody(file('careers', 'vacancy-benefits.es.md')),
      de: readMarkdownBody(file('careers', 'vacancy-benefits.de.md')),
    },
    vacancies: loadVacancies(file('vacancies')),
    academy: loadAcademyFaculties(root),
    webTechnologies: readJsonFile(file('web-technologies.json'), webTechnologiesSchema),
    site: {
      pages: readJsonFile(file('site', 'pages.json'), sitePagesSchema),
      countries: readJsonFile(file('site', 'countries.json'), countryPagesSchema),
      industries: readJsonFile(file('site', 'industries.json'), industryPagesSchema),
      translations: readJsonFile(file('site', 'translations.json'), translationsSchema),
      products: readJsonFile(file('site', 'products.json'), productsSchema),
      pricing: readJsonFile(file('site', 'pricing.json'), pricingSchema),
      pageVariables: readJsonFile(file('site', 'page-variables.json'), pageVariablesSchema),
      locationDataFaq: readJsonFile(file('site', 'location-data-faq.json'), locationDataFaqSchema),
      ourDataExamples: readJsonFile(file('site', 'our-data-examples.json'), ourDataExamplesSchema),
    },
  }
  checkReferences(root, content)
  return content
}

export type SeedContent = ReturnType<typeof loadAll>

/** Links between files (an article's author, a FAQ's article) must name something that exists. */
function checkReferences(root: string, content: Omit<SeedContent, never>): void {
  const authors = new Set(content.authors.map((author) => author.slug))
  for (const article of content.articles)
    if (!authors.has(article.author))
      throw new SeedContentError(
        path.join(root, 'articles', `${article.slug}.en.md`),
        'front matter.author',
        `no author ${article.author} in people.json`,
      )
  const articles = new Set(content.articles.map((article) => article.slug))
  for (const [index, faq] of content.faqs.entries())
    if (faq.article && !articles.has(faq.article))
      throw new SeedContentError(path.join(root, 'faqs.json'), `${index}.article`, `no article ${faq.article}`)
  const customers = new Set(content.customers.map((customer) => customer.name))
  for (const [index, testimonial] of content.testimonials.entries())
    if (!customers.has(testimonial.company))
      throw new SeedContentError(
        path.join(root, 'people.json'),
        `testimonials.${index}.company`,
        `no customer named ${testimonial.company}`,
      )
}

/** The academy alone, for the lesson video script and its tests. */
export function loadAcademyFaculties(root: string = seedContentRoot()) {
  return readJsonFile(path.join(root, 'academy.json'), academySchema).faculties
}

const cache = new Map<string, SeedContent>()

/** Reads and checks every seed content file once per folder; a problem fails with its file and field. */
export function loadSeedContent(root: string = seedContentRoot()): SeedContent {
  let content = cache.get(root)
  if (!content) {
    content = loadAll(root)
    cache.set(root, content)
  }
  return content
}

/** Fills a `{name}` placeholder of an alt-text template. */
export const withName = (template: string, name: string) => template.replaceAll('{name}', name)
