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
import { COVER_KEYS } from './content-images'
import type { ArticlePartSeed, ArticleSeed, ArticleText, CoverKey, FaqSeed, Localized, TouchPreset, WithGerman } from './content-types'

/**
 * The seed's texts, read from content/seed (see its README.md) and checked field by field. The
 * seeding code keeps the structure (what is created in which order, how items link); the files
 * hold every sentence.
 */

const text = z.string().trim().min(1)
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug with hyphens')
const bilingual = z.strictObject({ en: text, es: text })
const localized = z.strictObject({ en: text, es: text, de: text.optional() })
const withGerman = z.strictObject({ en: text, es: text, de: text })
const inAllLanguages = <T extends z.ZodType>(schema: T) => z.strictObject({ en: schema, es: schema, de: schema })
const iconItem = z.strictObject({ title: text, text: text, icon: text })

const TOUCH_PRESETS = ['trial', 'demo', 'enrichment', 'credit-reports'] as const satisfies readonly TouchPreset[]
const ARTICLE_TYPES = ['due_diligence', 'top_gdb_companies', 'sales', 'news', 'marketing', 'gdb_vs_competitors'] as const
const CASE_STUDY_TYPES = ['category_1', 'category_2', 'category_3'] as const
const CAREER_CATEGORIES = ['engineering', 'sales', 'customer_success', 'marketing', 'operational'] as const
const VACANCY_SECTIONS = ['description', 'responsibilities', 'requirements', 'qualities'] as const

const articleTextFront = z.strictObject({
  title: text,
  description: text,
  tags: z.array(text).min(1),
  sample_title: text.optional(),
  video_title: text.optional(),
})
/** The English file also carries what every language shares. */
const articleEnglishFront = articleTextFront.extend({
  order: z.number().int().positive(),
  kind: z.enum(['blog', 'case_study']),
  type: z.enum(ARTICLE_TYPES).optional(),
  case_studies_type: z.enum(CASE_STUDY_TYPES).optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD'),
  author: slug,
  cover: z.enum(COVER_KEYS as [CoverKey, ...CoverKey[]]),
  touches: z.array(z.enum(TOUCH_PRESETS)).optional(),
  sample_link: text.optional(),
  video_url: text.optional(),
})

const policyFront = z.strictObject({ title: text, category: text })
/** The English policy file also says where the policy is listed. */
const policyOrder = z.object({ order: z.number().int().positive() })
const vacancyFront = z.strictObject({ name: text, location: text })

const peopleSchema = z.strictObject({
  authors: z.array(
    z.strictObject({
      slug,
      full_name: text,
      twitter: z.boolean().optional(),
      medium: z.boolean().optional(),
      role: withGerman,
      motivation: withGerman,
    }),
  ),
  customers: z.array(z.strictObject({ slug, name: text })),
  testimonials: z.array(z.strictObject({ name: text, company: text, role: localized, quote: localized })),
})

const faqsSchema = z.array(
  z
    .strictObject({ article: slug.optional(), open: z.boolean(), question: localized, answer: localized })
    .refine((faq) => (faq.question.de === undefined) === (faq.answer.de === undefined), 'German question and answer go together'),
)

const careersSchema = z.strictObject({
  categories: z.array(z.strictObject({ category: z.enum(CAREER_CATEGORIES), label: withGerman })),
  benefits: z.array(z.strictObject({ icon: text, text: withGerman })),
  vacancy_section_names: z.strictObject({
    description: withGerman,
    responsibilities: withGerman,
    requirements: withGerman,
    qualities: withGerman,
    benefits: withGerman,
  }),
})

const cookiesSchema = z.array(
  z.strictObject({
    name: text,
    category: z.enum(['necessary', 'preferences', 'statistics', 'marketing']),
    provider: text,
    type: z.enum(['http', 'html']),
    purpose: withGerman,
    expiry: withGerman,
  }),
)

const imagesSchema = z.strictObject({
  covers: z.record(z.enum(COVER_KEYS as [CoverKey, ...CoverKey[]]), withGerman),
  portrait: withGerman,
  logo: withGerman,
})

const touch = z.strictObject({ label: text, button: text, link: text })
const touchesSchema = z.strictObject({ title: withGerman, presets: z.record(z.enum(TOUCH_PRESETS), inAllLanguages(touch)) })

const academySchema = z.strictObject({
  faculties: z.array(
    z.strictObject({
      slug,
      title: bilingual,
      description: bilingual,
      cover: z.enum(COVER_KEYS as [CoverKey, ...CoverKey[]]),
      courses: z.array(
        z.strictObject({
          slug,
          name: bilingual,
          description: bilingual,
          cover: z.enum(COVER_KEYS as [CoverKey, ...CoverKey[]]),
          lessons: z.array(
            z.strictObject({
              key: slug,
              name: bilingual,
              description: bilingual,
              cues: z.array(z.strictObject({ seconds: z.number().positive(), text: bilingual })).min(1),
            }),
          ),
        }),
      ),
    }),
  ),
})

const aboutSchema = z.strictObject({
  statements: inAllLanguages(z.array(z.strictObject({ label: text, heading: text, text: text }))),
  values: inAllLanguages(z.strictObject({ heading: text, intro: text, items: z.array(iconItem) })),
})

const browserExtensionSchema = inAllLanguages(
  z.strictObject({
    features: z.strictObject({ heading: text, intro: text, items: z.array(iconItem) }),
    steps: z.strictObject({ heading: text, items: z.array(iconItem) }),
  }),
)

const locationCopy = z.strictObject({
  overview: z.strictObject({ heading: text, intro: text, items: z.array(iconItem) }),
  useCases: z.strictObject({ heading: text, items: z.array(iconItem) }),
  testimonials: text,
  faq: text,
  insights: text,
  reviews: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ rating: z.number().int().min(1).max(5), quote: text, name: text, company: text })),
  }),
  standards: z.strictObject({ heading: text, intro: text, items: z.array(iconItem) }),
  cta: z.strictObject({ heading: text, text: text, button: text }),
})
const locationDataSchema = z.strictObject({
  en: locationCopy,
  es: locationCopy,
  faq: z.array(z.strictObject({ question: bilingual, answer: bilingual })),
})

const ourDataSchema = z.strictObject({
  flow: inAllLanguages(z.strictObject({ heading: text, intro: text, steps: z.array(iconItem) })),
  examples: z.strictObject({
    heading: withGerman,
    intro: withGerman,
    items: z.array(z.strictObject({ tone: z.enum(['green', 'orange', 'red']), alt: withGerman, title: withGerman, text: withGerman })),
  }),
})

const webTechnologiesSchema = z.array(z.strictObject({ title: withGerman, description: withGerman, technologies: z.array(text).min(1) }))

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
    academy: readJsonFile(file('academy.json'), academySchema).faculties,
    pages: {
      about: readJsonFile(file('pages', 'about.json'), aboutSchema),
      browserExtension: readJsonFile(file('pages', 'browser-extension.json'), browserExtensionSchema),
      locationData: readJsonFile(file('pages', 'location-data.json'), locationDataSchema),
      ourData: readJsonFile(file('pages', 'our-data.json'), ourDataSchema),
    },
    webTechnologies: readJsonFile(file('web-technologies.json'), webTechnologiesSchema),
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
  for (const key of COVER_KEYS)
    if (!content.images.covers[key]) throw new SeedContentError(path.join(root, 'images.json'), `covers.${key}`, 'missing')
  for (const preset of TOUCH_PRESETS)
    if (!content.articleTouches.presets[preset])
      throw new SeedContentError(path.join(root, 'article-touches.json'), `presets.${preset}`, 'missing')
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
