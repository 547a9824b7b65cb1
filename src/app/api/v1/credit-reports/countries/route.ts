// GET /api/v1/credit-reports/countries - countries of the credit report search
import { NextResponse } from 'next/server'

import { apiRoute, parseQuery } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { countriesQuerySchema, listCountries } from '@/modules/registry'

export const GET = apiRoute(async (request) => {
  const { lang } = parseQuery(request, countriesQuerySchema)
  return NextResponse.json({ data: await listCountries(await getPayloadClient(), lang) })
})
