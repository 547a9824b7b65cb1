import { z } from 'zod'

import {
  ARTICLE_TYPES,
  CAREER_CATEGORIES,
  CASE_STUDY_CATEGORIES,
  COOKIE_CATEGORIES,
  HEADER_MENU_POSITIONS,
  NAVIGATION_SLOTS,
  PAGE_TYPES,
  PAGE_VARIABLE_TEMPLATES,
} from '@/modules/content'
import type { PageVariable } from '@/payload-types'
import { REGIONS } from '@/modules/registry'

import { SEED_LOCALES } from './content-files'
import { COVER_KEYS } from './content-images'
import type { CoverKey, PageBlockInput, TouchPreset } from './content-types'

/** The zod schemas of the files in content/seed (see its README.md). */

/** The values of an option list (`[{ value, label }]`) as zod wants them for an enum. */
const valuesOf = <T extends string>(options: readonly { value: T }[]) => options.map((option) => option.value) as [T, ...T[]]

export const text = z.string().trim().min(1)
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug with hyphens')
export const bilingual = z.strictObject({ en: text, es: text })
export const localized = z.strictObject({ en: text, es: text, de: text.optional() })
export const withGerman = z.strictObject({ en: text, es: text, de: text })
export const inAllLanguages = <T extends z.ZodType>(schema: T) => z.strictObject({ en: schema, es: schema, de: schema })
export const iconItem = z.strictObject({ title: text, text: text, icon: text })

export const TOUCH_PRESETS = ['trial', 'demo', 'enrichment', 'credit-reports'] as const satisfies readonly TouchPreset[]
export { CAREER_CATEGORIES }
export const VACANCY_SECTIONS = ['description', 'responsibilities', 'requirements', 'qualities'] as const

export const articleTextFront = z.strictObject({
  title: text,
  description: text,
  tags: z.array(text).min(1),
  sample_title: text.optional(),
  video_title: text.optional(),
})
/** The English file also carries what every language shares. */
export const articleEnglishFront = articleTextFront.extend({
  order: z.number().int().positive(),
  kind: z.enum(['blog', 'case_study']),
  type: z.enum(valuesOf(ARTICLE_TYPES)).optional(),
  case_studies_type: z.enum(valuesOf(CASE_STUDY_CATEGORIES)).optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD'),
  author: slug,
  cover: z.enum(COVER_KEYS as [CoverKey, ...CoverKey[]]),
  touches: z.array(z.enum(TOUCH_PRESETS)).optional(),
  /** The country the article is about, for the country pages' teasers. */
  country: z
    .string()
    .regex(/^[a-z]{2}$/, 'expected a two-letter country code')
    .optional(),
  sample_link: text.optional(),
  video_url: text.optional(),
})

export const policyFront = z.strictObject({ title: text, category: text })
/** The English policy file also says where the policy is listed. */
export const policyOrder = z.object({ order: z.number().int().positive() })
export const vacancyFront = z.strictObject({ name: text, location: text })

export const peopleSchema = z.strictObject({
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

export const faqsSchema = z.array(
  z
    .strictObject({ article: slug.optional(), open: z.boolean(), question: localized, answer: localized })
    .refine((faq) => (faq.question.de === undefined) === (faq.answer.de === undefined), 'German question and answer go together'),
)

export const careersSchema = z.strictObject({
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

export const cookiesSchema = z.array(
  z.strictObject({
    name: text,
    category: z.enum(COOKIE_CATEGORIES),
    provider: text,
    type: z.enum(['http', 'html']),
    purpose: withGerman,
    expiry: withGerman,
  }),
)

export const imagesSchema = z.strictObject({
  covers: z.record(z.enum(COVER_KEYS as [CoverKey, ...CoverKey[]]), withGerman),
  portrait: withGerman,
  logo: withGerman,
})

export const touch = z.strictObject({ label: text, button: text, link: text })
export const touchesSchema = z.strictObject({ title: withGerman, presets: z.record(z.enum(TOUCH_PRESETS), inAllLanguages(touch)) })

export const academySchema = z.strictObject({
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

export const webTechnologiesSchema = z.array(
  z.strictObject({ title: withGerman, description: withGerman, technologies: z.array(text).min(1) }),
)

/**
 * Page blocks are checked by Payload against the block configs when the page is written; here only
 * that each is a block. A `content` block's body is written as lines in the format of rich-text.ts.
 */
const contentBlock = z.strictObject({ blockType: z.literal('content'), heading: text.optional(), body: z.array(text).min(1) })
const otherBlock = z.custom<Exclude<PageBlockInput, { blockType: 'content' }>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { blockType?: unknown }).blockType === 'string' &&
    (value as { blockType: string }).blockType !== 'content',
  'expected a page block (an object with a blockType)',
)
const block = z.union([contentBlock, otherBlock])
const pageText = z.strictObject({ en: text, es: text.optional(), de: text.optional() })
const slot = z.enum(NAVIGATION_SLOTS)

/** The demo site's hand-written pages, each with its navigation entry, in the order they are created. */
export const sitePagesSchema = z.array(
  z.strictObject({
    slug: z.string().regex(/^(\/|[a-z0-9-]+(\/[a-z0-9-]+)*)$/, 'expected "/" or a path like products/credit-reports'),
    slot: slot.optional(),
    pageType: z.enum(valuesOf(PAGE_TYPES)),
    menu: z.enum(valuesOf(HEADER_MENU_POSITIONS)).optional(),
    languages: z.array(z.enum(SEED_LOCALES)).min(1),
    icon: text.optional(),
    region: z.enum(valuesOf(REGIONS)).optional(),
    isPopular: z.boolean().optional(),
    hasIntegrationInformation: z.boolean().optional(),
    order: z.number().int(),
    title: pageText,
    pageTitle: pageText.optional(),
    navDescription: pageText.optional(),
    page: z.strictObject({
      description: pageText.optional(),
      title_keywords: pageText.optional(),
      alternate_description: pageText.optional(),
      request_form_variant: z.enum(['demo', 'trial', 'quote']).optional(),
      button: z.strictObject({ text: pageText, slot: slot.optional(), href: text.optional() }).optional(),
      book_demo_title: pageText.optional(),
      book_demo_button: pageText.optional(),
      has_country_information: z.boolean().optional(),
      has_industry_information: z.boolean().optional(),
      has_integration_information: z.boolean().optional(),
      is_credit_report: z.boolean().optional(),
      not_indexed: z.boolean().optional(),
      meta_description: pageText.optional(),
      blocks: z.strictObject({ en: z.array(block), es: z.array(block).optional(), de: z.array(block).optional() }).optional(),
      page_var_suffix: text.optional(),
    }),
  }),
)

/** Country and industry pages: one text with `{name}` (or `{name_lowercase}`) for all of them. */
export const countryPagesSchema = z.strictObject({
  page: z.strictObject({ description: bilingual, button: bilingual, figures_heading: bilingual }),
  countries: z.array(
    z.strictObject({
      slug,
      code: z.string().regex(/^[a-z]{2}$/, 'expected a two-letter country code'),
      name: bilingual,
      region: z.enum(valuesOf(REGIONS)),
      popular: z.boolean().optional(),
      /** `search`: the country page in layout 2 (page type country_2, search first); otherwise layout 1. */
      layout: z.literal('search').optional(),
    }),
  ),
})
export const industryPagesSchema = z.strictObject({
  page: z.strictObject({ description: bilingual, button: bilingual }),
  industries: z.array(z.strictObject({ slug, name: bilingual, icon: text })),
})

export const translationsSchema = z.array(z.strictObject({ key: z.string().regex(/^[a-z0-9_]+$/), en: text, es: text, de: text }))

export const productsSchema = z.array(
  z.strictObject({
    code: slug,
    order: z.number().int(),
    trialDays: z.number().int().positive(),
    hasTrial: z.boolean(),
    name: localized,
    description: localized,
  }),
)

export const locationDataFaqSchema = z.array(z.strictObject({ question: bilingual, answer: bilingual }))

export const ourDataExamplesSchema = z.strictObject({
  heading: withGerman,
  intro: withGerman,
  items: z.array(z.strictObject({ tone: z.enum(['green', 'orange', 'red']), alt: withGerman, title: withGerman, text: withGerman })),
})

const featureLabels = z.strictObject({
  data: text,
  basic: text,
  full: text,
  contacts: text,
  countries: text,
  tools: text,
  enrichment: text,
  agents: text,
  api: text,
  crm: text,
  support: text,
  email: text,
  manager: text,
  custom: text,
  freeAgents: text,
})
const planText = z.strictObject({
  name: text,
  description: text,
  button_label: text,
  price_explanation: text.optional(),
  allowance: text,
})
const productText = z.strictObject({
  name: text,
  description: text,
  free_value: text.optional(),
  features: text,
  link_button: text.optional(),
  link_year_button: text.optional(),
  link_trial_button: text.optional(),
  pricing_feature_groups: z
    .array(
      z.strictObject({
        name: text,
        group: text.optional(),
        pricing_features: z.array(
          z.strictObject({
            name: text,
            required: z.boolean().optional(),
            has_checkmark: z.boolean().optional(),
            checkmark: text.optional(),
          }),
        ),
      }),
    )
    .optional(),
  tools: z.array(z.strictObject({ icon_type: text, name: text, description: text })).optional(),
})
/** The plans and products seed-pricing.ts creates; each needs its texts. */
const PRICING_CODES = ['starter', 'professional', 'enterprise'] as const
/** Pricing texts; prices, plan kinds and markets stay in seed-pricing.ts. */
export const pricingSchema = z.strictObject({
  plan_features: inAllLanguages(featureLabels),
  plans: z.record(z.enum(PRICING_CODES), inAllLanguages(planText)),
  products: z.record(z.enum(PRICING_CODES), z.strictObject({ en: productText, es: productText, de: productText.optional() })),
  presentation: inAllLanguages(z.strictObject({ title: text, description: text, button_label: text })),
  included_block: inAllLanguages(z.strictObject({ title: text, items: z.array(z.strictObject({ icon: text, title: text, text: text })) })),
})

type SharedSection = NonNullable<PageVariable['blocks']>[number]
const sharedSection = z.custom<SharedSection>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { blockType?: unknown }).blockType === 'string',
  'expected a page block (an object with a blockType)',
)
/** Page variables; `sections` are blocks every page of the template shows, `{title}` standing for the page. */
export const pageVariablesSchema = z.array(
  z.strictObject({
    template: z.enum(PAGE_VARIABLE_TEMPLATES),
    suffix: text.optional(),
    /** Values that read the same in every language (figures, dates, codes): stored once, in English. */
    values: z.record(z.string(), text).optional(),
    sections: z.strictObject({ en: z.array(sharedSection), es: z.array(sharedSection) }).optional(),
  }),
)
