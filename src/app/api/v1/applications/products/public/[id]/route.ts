// GET /api/v1/applications/products/public/{id} - one pricing product, by id or code
import { NextResponse } from 'next/server'
import { z } from 'zod'

import { apiRoute, parseQuery } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/site-data'
import { findPublicProduct } from '@/modules/pricing'
import { langQuerySchema } from '@/modules/content/lang-query'

const identifier = z.string().regex(/^[a-z0-9][a-z0-9-]{0,40}$/)

export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { id } = await params
  const { lang } = parseQuery(request, langQuerySchema)
  const product = identifier.safeParse(id).success ? await findPublicProduct(await getPayloadClient(), id, lang) : null
  if (!product) throw new ApiError('not_found', 'No such product.')
  return NextResponse.json(product)
})
