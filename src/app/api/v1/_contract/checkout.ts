import type { ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'

import { confirmOrderSchema, orderResponseSchema } from '@/modules/checkout/schemas'

import { FORM_LIMIT, json, operation, routeInput } from './operation'

/** What the order route takes: the route parses with it, the document below describes it. */
export const confirmOrderInput = { body: confirmOrderSchema } satisfies RouteInput

export const checkoutPaths: ZodOpenApiPathsObject = {
  '/api/v1/checkout/orders': {
    post: operation({
      operationId: 'confirmOrder',
      summary: 'Confirm the order shown on the payment summary page',
      description:
        "The items (the payment summary link's `items` value) are parsed and priced again on the server: each product must exist in a price list with the codename of its type and country, and a credit report's `source_id` must be a company of that country. A price in the link is ignored.",
      tags: ['Checkout'],
      rateLimit: FORM_LIMIT,
      ...routeInput(confirmOrderInput),
      responses: { '201': json(orderResponseSchema, 'The order as recorded, with its server-side total.') },
      errors: ['invalid', 'too_large', 'rate_limited'],
    }),
  },
}
