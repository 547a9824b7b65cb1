// GET /api/v1/credit-reports/search/states - states or provinces of a country as a code -> name map
import { NextResponse } from 'next/server'

import { statesInput } from '@/app/api/v1/_contract/registry'
import { apiRoute } from '@/lib/api-route'
import { registryReadLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { listStates } from '@/modules/registry'

export const GET = apiRoute(
  statesInput,
  async ({ query }) => NextResponse.json({ data: await listStates(await getPayloadClient(), query.country, query.lang) }),
  { rateLimit: registryReadLimit },
)
