// GET /api/v1/applications/products/map - which market's products a visitor's country sees (pricing_country_map)
import { NextResponse } from 'next/server'

import { apiRoute, parseQuery } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { productMap, productMapQuerySchema } from '@/modules/pricing'

export const GET = apiRoute(async (request) => {
  const query = parseQuery(request, productMapQuerySchema)
  return NextResponse.json(await productMap(await getPayloadClient(), query.country, query.lang))
})
