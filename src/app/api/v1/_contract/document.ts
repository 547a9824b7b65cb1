import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathItemObject } from 'zod-openapi'

import { accountPaths } from './accounts'
import { agentPaths } from './agents'
import { checkoutPaths } from './checkout'
import { crmPaths } from './crm'
import { enrichmentPaths } from './enrichment'
import { pricingPaths } from './pricing'
import { registryPaths } from './registry'
import { HTTP_METHODS, type HttpMethod } from './route-files'
import { sitePaths } from './site'

/** Every resource's paths; a route under app/api/v1 missing here fails openapi-document.test.ts. */
export const API_PATHS = {
  ...registryPaths,
  ...checkoutPaths,
  ...pricingPaths,
  ...enrichmentPaths,
  ...crmPaths,
  ...accountPaths,
  ...agentPaths,
  ...sitePaths,
}

export type ApiOperation = { urlPath: string; method: HttpMethod; operation: ZodOpenApiOperationObject }

/** Every operation of API_PATHS with its path and method (the contract test calls them, docs/API.md indexes them). */
export function apiOperations(): ApiOperation[] {
  return Object.entries(API_PATHS).flatMap(([urlPath, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = (item as ZodOpenApiPathItemObject)[method.toLowerCase() as Lowercase<HttpMethod>] as
        ZodOpenApiOperationObject | undefined
      return operation ? [{ urlPath, method, operation }] : []
    }),
  )
}

/**
 * The OpenAPI 3.1 document of `/api/v1`, generated from the resources' zod schemas (the same ones the
 * handlers parse with), served at GET /api/v1/openapi.json.
 */
export function openApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Company data API',
      version: '1.0.0',
      description:
        'The public API behind the site: registry search and prices, checkout, pricing, list enrichment, lead capture, customer accounts and AI agents. Every error is `{ "detail": "...", "<field>": ["..."] }` with the status of its code; `lang` is one of en, es, fr, it, de (anything else falls back to en).',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: "An account's access JWT or a free-trial token." },
        applicationToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Application-Token',
          description: 'The application token of the content delivery endpoint (CONTENT_DELIVERY_TOKEN).',
        },
      },
    },
    paths: API_PATHS,
  })
}
