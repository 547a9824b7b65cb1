// GET /api/v1/billing/credit-reports/price - credit report products and prices for a country
import { NextResponse } from 'next/server'

import { priceInput } from '@/app/api/v1/_contract/registry'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { creditReportPrices } from '@/modules/registry'

export const GET = apiRoute(priceInput, async ({ query }) =>
  NextResponse.json({ data: await creditReportPrices(await getPayloadClient(), query.country_code) }),
)
