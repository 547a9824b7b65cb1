import type { ZodOpenApiPathsObject } from 'zod-openapi'

import type { RouteInput } from '@/lib/api-route'

import {
  advancedSearchQuerySchema,
  countriesQuerySchema,
  countriesResponseSchema,
  creditReportPricesResponseSchema,
  investigationPriceResponseSchema,
  priceQuerySchema,
  searchQuerySchema,
  searchResponseSchema,
  statesQuerySchema,
  statesResponseSchema,
} from '@/modules/registry/schemas'

import { json, operation, routeInput } from './operation'

/** What each registry route takes: its route parses with it, the document below describes it. */
export const countriesInput = { query: countriesQuerySchema } satisfies RouteInput
export const statesInput = { query: statesQuerySchema } satisfies RouteInput
export const searchInput = { query: searchQuerySchema } satisfies RouteInput
export const advancedSearchInput = { query: advancedSearchQuerySchema } satisfies RouteInput
export const priceInput = { query: priceQuerySchema } satisfies RouteInput

const tags: [string] = ['Registry']

const countries = (operationId: string, summary: string) =>
  operation({
    operationId,
    summary,
    tags,
    ...routeInput(countriesInput),
    responses: { '200': json(countriesResponseSchema, '`fresh_investigation` is false or the investigation price in GBP.') },
    errors: [],
  })

/** A failed search still carries `data: []` next to the error, as the credits page expects. */
const searchErrorNote = 'Errors also carry `data: []`.'

/** The registry's public reads share one budget per client address (REGISTRY_READ_RATE_LIMIT). */
const readLimit =
  'Limited per client address: 60 requests a minute across search, advanced search and states (the operator may change it); above it, 429 with `Retry-After`.'

export const registryPaths: ZodOpenApiPathsObject = {
  '/api/v1/credit-reports/countries': { get: countries('listCreditReportCountries', 'Countries of the credit report search') },
  '/api/v1/nomenclature/countries': { get: countries('listCountries', 'Reference list of countries (the credit report countries)') },
  '/api/v1/credit-reports/search/states': {
    get: operation({
      operationId: 'listStates',
      rateLimit: readLimit,
      summary: 'States or provinces of a country, code -> name',
      tags,
      ...routeInput(statesInput),
      responses: { '200': json(statesResponseSchema, 'US states and Canadian provinces; `{}` elsewhere.') },
      errors: ['invalid'],
    }),
  },
  '/api/v1/credit-reports/search': {
    get: operation({
      operationId: 'searchCompanies',
      rateLimit: readLimit,
      summary: 'Companies by name or registration number within a country',
      description: `A query with digits that equals a normalised registration number returns that company; otherwise names match word by word, ranked exact > starts with > all words, active first. 20 per page. ${searchErrorNote}`,
      tags,
      ...routeInput(searchInput),
      responses: { '200': json(searchResponseSchema, 'One page of results.') },
      errors: ['invalid'],
    }),
  },
  '/api/v1/credit-reports/search/advanced': {
    get: operation({
      operationId: 'searchCompaniesByLocation',
      rateLimit: readLimit,
      summary: 'US and Canadian companies by state or province and registered city',
      description: `At least one of company, province, city; the country is inferred from the province when left out. ${searchErrorNote}`,
      tags,
      ...routeInput(advancedSearchInput),
      responses: { '200': json(searchResponseSchema, 'One page of results.') },
      errors: ['invalid'],
    }),
  },
  '/api/v1/billing/credit-reports/price': {
    get: operation({
      operationId: 'creditReportPrices',
      summary: 'Credit report products and prices for a country, per price list',
      tags,
      ...routeInput(priceInput),
      responses: {
        '200': json(creditReportPricesResponseSchema, 'Each list holds the products with codename `credit_reports_{country}`.'),
      },
      errors: ['invalid'],
    }),
  },
  '/api/v1/billing/investigation/price': {
    get: operation({
      operationId: 'investigationPrice',
      summary: 'The fresh investigation product of a country',
      tags,
      ...routeInput(priceInput),
      responses: { '200': json(investigationPriceResponseSchema, 'Codename `fresh_investigation_{country}`.') },
      errors: ['invalid', 'not_found'],
    }),
  },
}
