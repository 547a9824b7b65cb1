import { z } from 'zod'

import { langField } from '@/lib/lang-query'

import { PRICING_CURRENCIES } from './rules'

/*
 * The pricing resource's request and response schemas (`/api/v1/applications/products...`): the
 * handlers parse with them, the embedded page's types and the OpenAPI document come from them, and
 * the contract test checks real answers against them. Browser-safe: zod only.
 */

export const productsQuerySchema = z.object({
  lang: langField,
  country: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}$/, 'country must be a two- or three-letter code'),
  presentation_id: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'presentation_id must be a number')
    .optional(),
  included_block: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'included_block is not a valid slug')
    .optional(),
})

export const productMapQuerySchema = z.object({
  lang: langField,
  // Absent when the visitor's country is unknown: the default market answers.
  country: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'country must be a two-letter code')
    .optional(),
})

/** A product's id or code in the path of the one-product call. */
export const productIdentifierSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,40}$/, 'No such product.')

/** A product of the embedded page as the public API answers it (spec "pricing product"); prices are per month. */
export const publicProductSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    country: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    currency: z.enum(PRICING_CURRENCIES),
    price_month: z.number().nullable(),
    price_year: z.number().nullable().describe('Per month, billed yearly.'),
    price_general: z.number().nullable(),
    price_offer: z.number().nullable(),
    persist_price_visibility: z.boolean(),
    best_value: z.boolean(),
    free_value: z.string().nullable(),
    standalone: z.boolean(),
    features: z.array(z.string()),
    choices: z.array(z.string()),
    link: z.string().nullable(),
    link_button: z.string().nullable(),
    link_year: z.string().nullable(),
    link_year_button: z.string().nullable(),
    link_general: z.string().nullable(),
    link_general_button: z.string().nullable(),
    link_trial: z.string().nullable(),
    link_trial_button: z.string().nullable(),
    pricing_feature_groups: z.array(
      z.object({
        name: z.string(),
        group: z.string().nullable(),
        pricing_features: z.array(
          z.object({ name: z.string(), required: z.boolean(), has_checkmark: z.boolean(), checkmark: z.string().nullable() }),
        ),
      }),
    ),
    tools: z.array(
      z.object({
        icon_type: z.string().nullable(),
        name: z.string(),
        description: z.string().nullable(),
        price_month: z.number().nullable(),
        price_year: z.number().nullable(),
        has_no_checkmark: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'PricingProduct' })

export const publicPresentationSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    url: z.string().nullable(),
    button_label: z.string().nullable(),
  })
  .meta({ id: 'PricingPresentation' })

export const publicIncludedBlockSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    items: z.array(z.object({ icon: z.string().nullable(), title: z.string(), text: z.string().nullable() })),
  })
  .meta({ id: 'PricingIncludedBlock' })

/** GET /applications/products: the market's products in the CMS order; the extras are null unless asked for and found. */
export const productsResponseSchema = z.object({
  data: z.array(publicProductSchema),
  presentation: publicPresentationSchema.nullable(),
  included_block: publicIncludedBlockSchema.nullable(),
})

/** GET /applications/products/map: the market a country sees and that market's first trial link. */
export const productMapResponseSchema = z.object({
  map_properly: z.boolean().describe('False when the country fell to the default market.'),
  map_to: z.string(),
  link_trial: z.string().nullable(),
})

export type PublicProduct = z.infer<typeof publicProductSchema>
export type PublicPresentation = z.infer<typeof publicPresentationSchema>
export type PublicIncludedBlock = z.infer<typeof publicIncludedBlockSchema>
export type ProductMap = z.infer<typeof productMapResponseSchema>
export type ProductsResponse = z.infer<typeof productsResponseSchema>
