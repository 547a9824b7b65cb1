// GET /api/v1/credit-reports/countries - countries of the credit report search
import { NextResponse } from 'next/server'

import { countriesInput } from '@/app/api/v1/_contract/registry'
import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { listCountries } from '@/modules/registry'

export const GET = apiRoute(countriesInput, async ({ query }) =>
  NextResponse.json({ data: await listCountries(await getPayloadClient(), query.lang) }),
)
