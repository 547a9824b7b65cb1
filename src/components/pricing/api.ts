import { http } from '@/lib/http-client'
import type { GeoCountryResponse } from '@/modules/content/schemas'
import { productMapResponseSchema, productsResponseSchema, type ProductMap, type ProductsResponse } from '@/modules/pricing/schemas'

/** The pricing sections' calls: the visitor's country, the market it maps to, and that market's products. */
export const GEO_COUNTRY_PATH = '/api/v1/geo/country'
export const PRODUCT_MAP_PATH = '/api/v1/applications/products/map'
export const PRODUCTS_PATH = '/api/v1/applications/products'

/**
 * The visitor's country (lower-case ISO code), or null when not known. Not parsed with the content
 * module's schema: that file carries the string tables, too much for one field on a pricing page.
 */
export async function fetchVisitorCountry(): Promise<string | null> {
  const response = await http.get<Partial<GeoCountryResponse>>(GEO_COUNTRY_PATH)
  return typeof response.data?.country_code2 === 'string' ? response.data.country_code2 : null
}

export async function fetchProductMap(lang: string, country: string | null): Promise<ProductMap> {
  return productMapResponseSchema.parse((await http.get(PRODUCT_MAP_PATH, { query: { lang, country } })).data)
}

export async function fetchProducts(query: {
  lang: string
  country: string
  presentationId?: string | null
  includedBlock?: string | null
}): Promise<ProductsResponse> {
  const response = await http.get(PRODUCTS_PATH, {
    query: { lang: query.lang, country: query.country, presentation_id: query.presentationId, included_block: query.includedBlock },
  })
  return productsResponseSchema.parse(response.data)
}
