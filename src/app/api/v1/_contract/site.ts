import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'

import {
  articleListResponseSchema,
  articlesQuerySchema,
  articleSearchResponseSchema,
  deliveryParamsSchema,
  deliveryQuerySchema,
  deliveryResponseSchema,
  geoCountryResponseSchema,
  i18nRequestQuerySchema,
  i18nResponseSchema,
} from '@/modules/content/schemas'

import { json, operation, routeInput, openApiDocumentSchema } from './operation'

/** What the articles route takes: the route parses with it, the document below describes it. */
export const articlesInput = { query: articlesQuerySchema } satisfies RouteInput

const tags: [string] = ['Site']

export const sitePaths: ZodOpenApiPathsObject = {
  '/api/v1/content/articles': {
    get: operation({
      operationId: 'listArticles',
      summary: 'Article cards by kind, topic and author, or by title (`q`)',
      tags,
      ...routeInput(articlesInput),
      responses: {
        '200': {
          description: 'With `q`: up to 8 titles containing the term, newest first. Without: one page of cards, newest first.',
          content: { 'application/json': { schema: articleSearchResponseSchema.or(articleListResponseSchema) } },
        },
      },
      errors: ['invalid'],
    }),
  },
  '/api/v1/i18n': {
    get: operation({
      operationId: 'interfaceTexts',
      summary: "Interface texts by key, with the site's fallbacks",
      tags,
      requestParams: { query: i18nRequestQuerySchema },
      responses: { '200': json(i18nResponseSchema, 'Each text in `lang`, else its fallback; keys without any text in `missing`.') },
      errors: ['invalid'],
    }),
  },
  '/api/v1/geo/country': {
    get: operation({
      operationId: 'visitorCountry',
      summary: "The visitor's country from the local IP-to-country database",
      description:
        'Always 200: an unknown or private address is `null`. The address is the TCP peer, or the client the trusted proxies forwarded.',
      tags,
      responses: {
        '200': json(geoCountryResponseSchema, 'A lower-case ISO 3166-1 alpha-2 code or null.', {
          'Cache-Control': { description: '`private, no-store`' },
        }),
      },
      errors: [],
    }),
  },
  '/api/v1/openapi.json': {
    get: operation({
      operationId: 'openApiDocument',
      summary: 'This document: the OpenAPI 3.1 description of /api/v1',
      tags,
      responses: {
        '200': json(openApiDocumentSchema, 'Generated from the same zod schemas the handlers parse with.'),
      },
      errors: [],
    }),
  },
}

/** What the content delivery route takes: the route parses with it, the document below describes it. */
export const deliveryInput = { params: deliveryParamsSchema, query: deliveryQuerySchema } satisfies RouteInput

/** The content delivery limit (apiRoute's `rateLimit` with lib/rate-limit.ts#contentDeliveryLimit). */
export const DELIVERY_LIMIT =
  'Limited per client address: 120 requests a minute (CONTENT_DELIVERY_RATE_LIMIT); above it, 429 with `Retry-After`.'

sitePaths['/api/v1/content-type/delivery/{type}/list'] = {
  get: operation({
    operationId: 'deliverContent',
    summary: 'Published CMS content of one content type, a page at a time',
    description:
      "Needs the application token (`X-Application-Token`, the server's CONTENT_DELIVERY_TOKEN). The language comes from `Accept-Language` (en, es, fr, it, de; English otherwise and where a document has no translation). Page sizes per type as the CMS page sizes (web_technologies 2000, web_technology 352, agents 100, pricing_country_map, presentation and included_block 1, others 25). Only what the public site shows: no drafts, closed vacancies, disabled questions or fields kept for the admin.",
    tags,
    security: [{ applicationToken: [] }],
    rateLimit: DELIVERY_LIMIT,
    requestParams: {
      path: deliveryParamsSchema,
      query: deliveryQuerySchema,
      header: z.object({
        'accept-language': z.string().optional().meta({ description: 'The language wanted, e.g. `es-ES,es;q=0.9`.' }),
      }),
    },
    responses: {
      '200': json(deliveryResponseSchema, "One page of the type's published documents.", {
        'Content-Language': { description: 'The language of the answer.' },
        'Cache-Control': { description: '`private, max-age=60`' },
      }),
    },
    errors: ['invalid', 'unauthenticated', 'not_found'],
  }),
}
