// GET /api/v1/billing/credit-reports/price - credit report products and prices for a country
import { NextResponse } from 'next/server'

import { apiRoute, parseQuery } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { creditReportPrices, priceQuerySchema } from '@/modules/registry'

export const GET = apiRoute(async (request) => {
  const { country_code } = parseQuery(request, priceQuerySchema)
  return NextResponse.json({ data: await creditReportPrices(await getPayloadClient(), country_code) })
})
