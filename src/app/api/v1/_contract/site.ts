import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'

import {
  articleListResponseSchema,
  articlesQuerySchema,
  articleSearchResponseSchema,
  geoCountryResponseSchema,
  i18nRequestQuerySchema,
  i18nResponseSchema,
} from '@/modules/content/schemas'

import { json, operation, routeInput } from './operation'

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
        '200': json(
          z.object({
            openapi: z.literal('3.1.0'),
            info: z.object({ title: z.string(), version: z.string() }).catchall(z.unknown()),
            paths: z.record(z.string(), z.record(z.string(), z.unknown())),
            components: z.record(z.string(), z.unknown()),
          }),
          'Generated from the same zod schemas the handlers parse with.',
        ),
      },
      errors: [],
    }),
  },
}
