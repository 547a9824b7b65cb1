// GET /api/v1/credit-reports/search/states - states or provinces of a country as a code -> name map
import { NextResponse } from 'next/server'

import { apiRoute, parseQuery } from '@/lib/api-route'
import { registryReadLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { listStates, statesQuerySchema } from '@/modules/registry'

export const GET = apiRoute(
  async (request) => {
    const { lang, country } = parseQuery(request, statesQuerySchema)
    return NextResponse.json({ data: await listStates(await getPayloadClient(), country, lang) })
  },
  { rateLimit: registryReadLimit },
)
