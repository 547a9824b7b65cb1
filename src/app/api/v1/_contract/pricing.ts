import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'

import { langQuerySchema } from '@/lib/lang-query'
import {
  productIdentifierSchema,
  productMapQuerySchema,
  productMapResponseSchema,
  productsQuerySchema,
  productsResponseSchema,
  publicProductSchema,
} from '@/modules/pricing/schemas'

import { json, operation, routeInput } from './operation'

/** What each pricing route takes: its route parses with it, the document below describes it. */
export const productMapInput = { query: productMapQuerySchema } satisfies RouteInput
export const productsInput = { query: productsQuerySchema } satisfies RouteInput
export const publicProductInput = {
  params: z.object({ id: productIdentifierSchema.meta({ description: 'A product id or code.' }) }),
  query: langQuerySchema,
} satisfies RouteInput

const tags: [string] = ['Pricing']

export const pricingPaths: ZodOpenApiPathsObject = {
  '/api/v1/applications/products/map': {
    get: operation({
      operationId: 'productMap',
      summary: "Which market's products a visitor's country sees",
      tags,
      ...routeInput(productMapInput),
      responses: { '200': json(productMapResponseSchema, 'The market (Pricing -> Pricing country map) and its first product trial link.') },
      errors: ['invalid'],
    }),
  },
  '/api/v1/applications/products': {
    get: operation({
      operationId: 'listProducts',
      summary: "The pricing products of a market, with the embedded page's optional presentation and included block",
      tags,
      ...routeInput(productsInput),
      responses: {
        '200': json(
          productsResponseSchema,
          'Products in the CMS order; `presentation` and `included_block` are null unless asked for and found.',
        ),
      },
      errors: ['invalid'],
    }),
  },
  '/api/v1/applications/products/public/{id}': {
    get: operation({
      operationId: 'getProduct',
      summary: 'One pricing product, by numeric id or code',
      tags,
      ...routeInput(publicProductInput),
      responses: { '200': json(publicProductSchema, 'The product.') },
      errors: ['not_found'],
    }),
  },
}
