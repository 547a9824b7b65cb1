import type { ZodOpenApiPathsObject } from 'zod-openapi'

import { confirmOrderSchema, orderResponseSchema } from '@/modules/checkout/schemas'

import { json, jsonBody, operation } from './operation'

export const checkoutPaths: ZodOpenApiPathsObject = {
  '/api/v1/checkout/orders': {
    post: operation({
      operationId: 'confirmOrder',
      summary: 'Confirm the order shown on the payment summary page',
      description:
        "The items (the payment summary link's `items` value) are parsed and priced again on the server: each product must exist in a price list with the codename of its type and country, and a credit report's `source_id` must be a company of that country. A price in the link is ignored.",
      tags: ['Checkout'],
      requestBody: jsonBody(confirmOrderSchema),
      responses: { '201': json(orderResponseSchema, 'The order as recorded, with its server-side total.') },
      errors: ['invalid', 'too_large', 'rate_limited'],
    }),
  },
}
