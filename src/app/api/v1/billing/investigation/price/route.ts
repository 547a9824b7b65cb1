// GET /api/v1/billing/investigation/price - the fresh investigation product of a country
import { NextResponse } from 'next/server'

import { priceInput } from '@/app/api/v1/_contract/registry'
import { apiRoute } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { getPayloadClient } from '@/components/site-data'
import { investigationPrice } from '@/modules/registry'

export const GET = apiRoute(priceInput, async ({ query }) => {
  const item = await investigationPrice(await getPayloadClient(), query.country_code)
  if (!item) throw new ApiError('not_found', 'Fresh investigations are not offered for this country.')
  return NextResponse.json({ data: item })
})
