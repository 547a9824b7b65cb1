import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathItemObject, type ZodOpenApiPathsObject } from 'zod-openapi'

import { accountPaths } from './accounts'
import { agentPaths } from './agents'
import { checkoutPaths } from './checkout'
import { crmPaths } from './crm'
import { dataApiPaths, dataApiSecuritySchemes } from './data-api'
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

/** Every operation of a document's paths (API_PATHS by default) with its path and method (the contract test calls them, docs/API.md indexes them). */
export function apiOperations(paths: ZodOpenApiPathsObject = API_PATHS): ApiOperation[] {
  return Object.entries(paths).flatMap(([urlPath, item]) =>
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

/** The company data API's own paths (its routes are under app/api/public/v1). */
export const DATA_API_PATHS = dataApiPaths

/**
 * The OpenAPI 3.1 document of the company data API (`/api/public/v1`), for customers' programs:
 * apart from the site's own calls, served at GET /api/public/v1/openapi.json.
 */
export function dataApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Company data API',
      version: '1.0.0',
      description:
        'Registry search, company profiles and contacts, and record matching with the list enrichment engine, for your own programs. Authenticate with an API key from your account (`Authorization: Bearer cdk_…`). Each key is limited per minute by your plan (`RateLimit-*` headers on every answer); profiles, contacts and matches count against your plan\'s monthly allowance (`Quota-*` headers), and a call past it answers 429 until the allowance renews. Every error is `{ "detail": "...", "<field>": ["..."] }`.',
    },
    security: [{ apiKey: [] }],
    components: { securitySchemes: dataApiSecuritySchemes },
    paths: DATA_API_PATHS,
  })
}
