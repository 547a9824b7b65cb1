// GET /api/v1/applications/products/map - which market's products a visitor's country sees (pricing_country_map)
import { NextResponse } from 'next/server'

import { productMapInput } from '@/app/api/v1/_contract/pricing'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { productMap } from '@/modules/pricing'

export const GET = apiRoute(productMapInput, async ({ query }) =>
  NextResponse.json(await productMap(await getPayloadClient(), query.country, query.lang)),
)
