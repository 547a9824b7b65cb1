import { http } from '@/lib/http-client'
import { hasStateSearch } from '@/modules/registry/client'
import { creditReportPricesResponseSchema, searchResponseSchema, statesResponseSchema } from '@/modules/registry/schemas'
import type { z } from 'zod'

/** The credit-report search's calls: search pages, a country's states, and the report prices. */
export const SEARCH_PATH = '/api/v1/credit-reports/search'
export const ADVANCED_SEARCH_PATH = '/api/v1/credit-reports/search/advanced'
export const STATES_PATH = '/api/v1/credit-reports/search/states'
export const PRICES_PATH = '/api/v1/billing/credit-reports/price'

export type SearchResponse = z.infer<typeof searchResponseSchema>
export type PriceLists = z.infer<typeof creditReportPricesResponseSchema>['data']
export type SearchQuery = { company: string; country: string; province: string; city: string }

/** Which call a search page goes to, and its query: the advanced call when a US/CA state or city narrows the search. */
export function searchRequest(lang: string, page: number, query: SearchQuery): { path: string; query: Record<string, string | number> } {
  if (hasStateSearch(query.country) && Boolean(query.province || query.city)) {
    return {
      path: ADVANCED_SEARCH_PATH,
      query: { lang, country: query.country, province: query.province, registered_city: query.city, company: query.company, page },
    }
  }
  return { path: SEARCH_PATH, query: { lang, country: query.country, company: query.company, page } }
}

export async function searchCompanies(lang: string, page: number, query: SearchQuery): Promise<SearchResponse> {
  const request = searchRequest(lang, page, query)
  return searchResponseSchema.parse((await http.get(request.path, { query: request.query })).data)
}

export async function fetchStates(country: string, lang: string): Promise<Record<string, string>> {
  return statesResponseSchema.parse((await http.get(STATES_PATH, { query: { country, lang } })).data).data
}

export async function fetchCreditReportPrices(country: string, lang: string): Promise<PriceLists> {
  return creditReportPricesResponseSchema.parse((await http.get(PRICES_PATH, { query: { country_code: country, lang } })).data).data
}
