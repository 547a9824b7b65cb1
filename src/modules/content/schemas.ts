import { z } from 'zod'

import { langField } from '@/lib/lang-query'
import { I18N_MAX_KEYS, TRANSLATION_KEY_PATTERN } from './translation-keys'

/*
 * The content resource's request and response schemas (`/api/v1/content/articles`, `/api/v1/i18n`,
 * `/api/v1/geo/country`): the handlers parse with them, the browser's types come from them, the
 * OpenAPI document is generated from them and the contract test checks real answers against them.
 */

/** GET /content/articles: a filtered list (kind, topic, author, page) or, with `q`, a title search. */
export const articlesQuerySchema = z.object({
  lang: langField,
  kind: z.enum(['blog', 'case_study']).optional(),
  type: z
    .string()
    .regex(/^[a-z_0-9]{1,40}$/)
    .optional()
    .describe("A topic's code."),
  id: z.coerce.number().int().positive().optional().describe("An author's id."),
  paage: z.coerce.number().int().min(1).max(100000).default(1),
  q: z.string().max(200).optional(),
})

const responsiveImageSchema = z.object({
  src: z.string(),
  srcSet: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  alt: z.string(),
})

export const articleCardSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    href: z.string(),
    topic: z.string().nullable(),
    date: z.string(),
    /** The date as the page's language writes it, formatted on the server (the browser builds no formatter). */
    dateLabel: z.string(),
    readTime: z.number().nullable(),
    image: responsiveImageSchema.nullable(),
    excerpt: z.string().nullable(),
    authorName: z.string().nullable(),
    /** The language of the title and excerpt when the article has no text in the page's language (shown in the default one). */
    contentLang: z.string().nullable(),
  })
  .meta({ id: 'ArticleCard' })

/** GET /content/articles without `q`: one page of cards, newest first. */
export const articleListResponseSchema = z.object({
  cards: z.array(articleCardSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalDocs: z.number().int(),
})

/** GET /content/articles?q=: titles containing the term, newest first (nothing for a term under 2 characters). */
export const articleSearchResponseSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), title: z.string(), href: z.string() })),
})

/** GET /i18n as the browser sends it (`key` repeated or comma-separated; the handler splits it). */
export const i18nRequestQuerySchema = z.object({
  key: z.string().meta({
    description: `One key, a comma-separated list, or the parameter repeated; at most ${I18N_MAX_KEYS} keys of ${TRANSLATION_KEY_PATTERN.source}.`,
  }),
  lang: langField,
})

/** GET /i18n: each text with the site's fallbacks; keys no text exists for are in `missing`. */
export const i18nResponseSchema = z.object({ lang: z.string(), data: z.record(z.string(), z.string()), missing: z.array(z.string()) })

/** GET /geo/country: the visitor's country as a lower-case ISO 3166-1 alpha-2 code, or null when it is not known. */
export const geoCountryResponseSchema = z.object({ country_code2: z.string().nullable() })

export type ArticleCardData = z.infer<typeof articleCardSchema>
export type ArticleListPage = z.infer<typeof articleListResponseSchema>
export type ArticleSearchResult = z.infer<typeof articleSearchResponseSchema>['results'][number]
export type GeoCountryResponse = z.infer<typeof geoCountryResponseSchema>

/** GET /content-type/delivery/{type}/list: the type (unknown ones answer 404 naming the known ones). */
export const deliveryParamsSchema = z.object({
  type: z
    .string()
    .regex(/^[a-z0-9_]{1,80}$/, 'There is no content type of that name.')
    .meta({
      description:
        'A content type: global_config, page_var_{template} (country, country_2, industry, …), author, pages (the articles), customers_list, review, customers_feedback, web_technologies, web_technology, frequency_questions, careers, career_benefits, pricing_card, pricing_country_map, presentation, included_block or agents.',
    }),
})

const deliveryFilter = z.string().max(100).optional()
/** The page, and the filters some types take (each compares one field; the others ignore it). */
export const deliveryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  category: deliveryFilter.describe('careers: a career category.'),
  country: deliveryFilter.describe("pricing_card: a market's code (gb, eu…)."),
  standalone: deliveryFilter.describe('pricing_card: true or false.'),
  slug: deliveryFilter.describe("included_block: the block's slug."),
  parent: deliveryFilter.describe("web_technology: a category's id."),
  kind: deliveryFilter.describe('pages: blog or case_study.'),
  type: deliveryFilter.describe('pages: an article type (due_diligence, sales…).'),
  suffix: deliveryFilter.describe("page_var_{template}: a page's variable suffix."),
})

export const deliveryResponseSchema = z.object({
  count: z.number().int().describe('Documents of the type in all pages.'),
  page: z.number().int(),
  total_pages: z.number().int(),
  next: z.number().int().nullable().describe('The next page number, or null on the last page.'),
  previous: z.number().int().nullable(),
  results: z
    .array(z.record(z.string(), z.unknown()))
    .describe('The published documents of this page, in the Accept-Language language (English where one has no translation).'),
})
