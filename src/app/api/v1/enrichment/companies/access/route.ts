// GET /api/v1/enrichment/companies/access - whether this visitor may upload another list this month (the drop zone's hasAccess)
import { NextResponse } from 'next/server'

import { apiRoute } from '@/lib/api-route'
import { clientAddress } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { listAllowance, visitorAddressKey } from '@/modules/enrichment'

export const GET = apiRoute(async (request) => {
  const allowance = await listAllowance(await getPayloadClient(), {
    addressKey: visitorAddressKey(clientAddress(request)),
    emailDomain: null,
  })
  // Per visitor and changing with each list: never shared or kept by a cache.
  return NextResponse.json({ data: allowance }, { headers: { 'Cache-Control': 'private, no-store', Vary: '*' } })
})
