import { z } from 'zod'

import { langField } from '@/lib/lang-query'

import { MAX_QUERY_LENGTH, PRICE_LISTS, type PriceListName } from './constants'

/** Query-string schemas of the registry API; the credits page validates with the same ones. */
const lang = langField
const countryCode = z
  .string({ error: 'Choose a country.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'Use a two-letter country code.')
const page = z.coerce
  .number({ error: 'page must be a number.' })
  .int('page must be a whole number.')
  .min(1, 'page starts at 1.')
  .max(500, 'page must be 500 or less.')
  .default(1)
// Over-long input is cut, not refused: any text a visitor types must get an answer.
const companyText = z
  .string()
  .default('')
  .transform((value) => value.trim().slice(0, MAX_QUERY_LENGTH).trim())

export const countriesQuerySchema = z.object({ lang })

export const statesQuerySchema = z.object({ lang, country: countryCode })

export const searchQuerySchema = z.object({
  lang,
  country: countryCode,
  company: companyText.refine((value) => value.length > 0, 'Enter a company name or registration number.'),
  page,
})

export const advancedSearchQuerySchema = z
  .object({
    lang,
    country: countryCode.optional(),
    province: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Use a two-letter state or province code.')
      .optional(),
    registered_city: z.string().trim().max(100, 'City is too long.').optional(),
    company: companyText,
    page,
  })
  .refine((query) => query.company || query.province || query.registered_city, {
    message: 'Enter a company, a state or a city.',
    path: ['company'],
  })

export const priceQuerySchema = z.object({ lang, country_code: countryCode })

export type SearchQuery = z.infer<typeof searchQuerySchema>

/*
 * Response schemas: what the registry calls answer. The OpenAPI document is generated from them,
 * the contract test checks real answers against them, and the service's types are inferred from them.
 */

/** A country option: `fresh_investigation` is false or the investigation's price in pounds. */
export const countryOptionSchema = z
  .object({
    id: z.number().int(),
    short_name: z.string(),
    name: z.string(),
    research: z.boolean(),
    fresh_investigation: z.union([z.literal(false), z.number()]),
    region: z.string().nullable(),
  })
  .meta({ id: 'Country' })

export const countriesResponseSchema = z.object({ data: z.array(countryOptionSchema) })

/** US states and Canadian provinces as code -> name; `{}` elsewhere. */
export const statesResponseSchema = z.object({ data: z.record(z.string(), z.string()) })

export const companySearchResultSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.object({
      city: z.string().nullable(),
      street: z.string().nullable(),
      postcode: z.string().nullable(),
      state: z.string().nullable(),
    }),
    registration_number: z.string(),
    status: z.string().nullable(),
    legal_form: z.string().nullable(),
    former_name: z
      .object({ name: z.string(), kind: z.enum(['previous', 'other']), until: z.string().nullable() })
      .optional()
      .describe('Present when the company was found by a former or other name (not its current one).'),
  })
  .meta({ id: 'CompanySearchResult' })

/** 20 results a page; `has_more` when another page follows. */
export const searchResponseSchema = z.object({
  data: z.array(companySearchResultSchema),
  error: z.null(),
  page: z.number().int(),
  has_more: z.boolean(),
})

export const priceItemSchema = z
  .object({ id: z.string(), codename: z.string(), price: z.number(), currency: z.literal('GBP') })
  .meta({ id: 'PriceItem' })

export const creditReportPricesResponseSchema = z.object({
  data: z.object(
    Object.fromEntries(PRICE_LISTS.map((list) => [list, z.array(priceItemSchema)])) as Record<
      PriceListName,
      z.ZodArray<typeof priceItemSchema>
    >,
  ),
})

export const investigationPriceResponseSchema = z.object({ data: priceItemSchema })
