import { z } from 'zod'

import { langField } from '@/modules/content/lang-query'

import { MAX_QUERY_LENGTH } from './constants'

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
    province: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use a two-letter state or province code.').optional(),
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
export type AdvancedSearchQuery = z.infer<typeof advancedSearchQuerySchema>
