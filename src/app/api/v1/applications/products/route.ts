// GET /api/v1/applications/products - the pricing products of a market, with the embedded page's optional presentation and included block
import { NextResponse } from 'next/server'

import { productsInput } from '@/app/api/v1/_contract/pricing'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { findIncludedBlock, findPresentation, listPublicProducts } from '@/modules/pricing'

export const GET = apiRoute(productsInput, async ({ query }) => {
  const payload = await getPayloadClient()
  const [products, presentation, includedBlock] = await Promise.all([
    listPublicProducts(payload, query.country, query.lang),
    query.presentation_id ? findPresentation(payload, query.presentation_id, query.lang) : null,
    query.included_block ? findIncludedBlock(payload, query.included_block, query.lang) : null,
  ])
  return NextResponse.json({ data: products, presentation, included_block: includedBlock })
})
