// GET /api/v1/credit-reports/search/advanced - US/CA search by province and registered city
import { NextResponse } from 'next/server'

import { advancedSearchInput } from '@/app/api/v1/_contract/registry'
import { apiRoute } from '@/lib/api-route'
import { registryReadLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { countryOfProvince, searchCompanies } from '@/modules/registry'

export const GET = apiRoute(
  advancedSearchInput,
  async ({ query }) => {
    const result = await searchCompanies(await getPayloadClient(), {
      country: query.country ?? countryOfProvince(query.province),
      company: query.company,
      page: query.page,
      province: query.province ?? null,
      city: query.registered_city ?? null,
      locale: query.lang,
    })
    return NextResponse.json({ data: result.results, error: null, page: query.page, has_more: result.hasMore })
  },
  { extraErrorBody: { data: [] }, rateLimit: registryReadLimit },
)
