/** Constants of the credit report search: advanced-layout and state-level countries, price lists, page size and query limits. */

/** Countries whose search form has the advanced layout. */
export const ADVANCED_LAYOUT_COUNTRIES = ['us', 'ca', 'cn'] as const
/** Countries searched by state/province and city. */
export const STATE_SEARCH_COUNTRIES = ['us', 'ca'] as const
export const hasAdvancedLayout = (country: string) => (ADVANCED_LAYOUT_COUNTRIES as readonly string[]).includes(country)
export const hasStateSearch = (country: string) => (STATE_SEARCH_COUNTRIES as readonly string[]).includes(country)

/** Countries priced under the credit_reports_1 list. */
export const CREDIT_REPORTS_1_COUNTRIES = ['it', 'gb', 'sg', 'us'] as const

export const PRICE_LISTS = ['credit_reports', 'credit_reports_1', 'credit_reports_5', 'credit_reports_20', 'credit_reports_50'] as const
export type PriceListName = (typeof PRICE_LISTS)[number]

export const creditReportCodename = (country: string) => `credit_reports_${country.toLowerCase()}`
export const freshInvestigationCodename = (country: string) => `fresh_investigation_${country.toLowerCase()}`

/** Results per search page; the site appends further pages. */
export const SEARCH_PAGE_SIZE = 20
/** Longest company query considered; longer input is cut, never rejected with a 500. */
export const MAX_QUERY_LENGTH = 200
/** At most this many words of a query are matched. */
export const MAX_QUERY_WORDS = 8

/** Canadian province and territory codes; any other two-letter code in an advanced search is a US state. */
export const CANADIAN_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const

/** The advanced search call carries no country: it follows from the province. */
export function countryOfProvince(province: string | null | undefined): 'us' | 'ca' {
  return province && (CANADIAN_PROVINCES as readonly string[]).includes(province.toUpperCase()) ? 'ca' : 'us'
}

/** Regions used for the "browse by countries" tabs. */
export const REGIONS = [
  { value: 'europe', label: 'Europe' },
  { value: 'north_america', label: 'North America' },
  { value: 'latin_america', label: 'Latin America' },
  { value: 'asia_pacific', label: 'Asia Pacific' },
  { value: 'middle_east_africa', label: 'Middle East & Africa' },
] as const
export type Region = (typeof REGIONS)[number]['value']
