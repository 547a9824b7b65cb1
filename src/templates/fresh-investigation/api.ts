import { http } from '@/lib/http-client'
import { investigationPriceResponseSchema } from '@/modules/registry/schemas'
import type { z } from 'zod'

/** The fresh-investigation page's call: the price of an investigation in a country. */
export const INVESTIGATION_PRICE_PATH = '/api/v1/billing/investigation/price'

export type InvestigationPrice = z.infer<typeof investigationPriceResponseSchema>['data']

export async function fetchInvestigationPrice(country: string, lang: string): Promise<InvestigationPrice> {
  const response = await http.get(INVESTIGATION_PRICE_PATH, { query: { country_code: country, lang } })
  return investigationPriceResponseSchema.parse(response.data).data
}
