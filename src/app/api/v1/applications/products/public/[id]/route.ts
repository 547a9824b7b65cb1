// GET /api/v1/applications/products/public/{id} - one pricing product, by id or code
import { NextResponse } from 'next/server'

import { publicProductInput } from '@/app/api/v1/_contract/pricing'
import { apiRoute } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { getPayloadClient } from '@/components/site-data'
import { findPublicProduct } from '@/modules/pricing'

export const GET = apiRoute(publicProductInput, async ({ params, query }) => {
  const product = await findPublicProduct(await getPayloadClient(), params.id, query.lang)
  if (!product) throw new ApiError('not_found', 'No such product.')
  return NextResponse.json(product)
})
