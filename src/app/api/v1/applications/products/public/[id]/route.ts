// GET /api/v1/applications/products/public/{id} - one pricing product, by id or code
import { NextResponse } from 'next/server'

import { apiRoute, parseQuery } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { getPayloadClient } from '@/components/site-data'
import { findPublicProduct, productIdentifierSchema } from '@/modules/pricing'
import { langQuerySchema } from '@/lib/lang-query'

export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { id } = await params
  const { lang } = parseQuery(request, langQuerySchema)
  const product = productIdentifierSchema.safeParse(id).success ? await findPublicProduct(await getPayloadClient(), id, lang) : null
  if (!product) throw new ApiError('not_found', 'No such product.')
  return NextResponse.json(product)
})
