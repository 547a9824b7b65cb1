// GET /api/v1/billing/investigation/price - the fresh investigation product of a country
import { NextResponse } from 'next/server'

import { apiRoute, parseQuery } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { getPayloadClient } from '@/components/site-data'
import { investigationPrice, priceQuerySchema } from '@/modules/registry'

export const GET = apiRoute(async (request) => {
  const { country_code } = parseQuery(request, priceQuerySchema)
  const item = await investigationPrice(await getPayloadClient(), country_code)
  if (!item) throw new ApiError('not_found', 'Fresh investigations are not offered for this country.')
  return NextResponse.json({ data: item })
})
