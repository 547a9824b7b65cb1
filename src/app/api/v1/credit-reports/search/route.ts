// GET /api/v1/credit-reports/search - companies by name or registration number within a country
import { NextResponse } from 'next/server'

import { searchInput } from '@/app/api/v1/_contract/registry'
import { apiRoute } from '@/lib/api-route'
import { registryReadLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { searchCompanies } from '@/modules/registry'

export const GET = apiRoute(
  searchInput,
  async ({ query }) => {
    const result = await searchCompanies(await getPayloadClient(), {
      country: query.country,
      company: query.company,
      page: query.page,
      locale: query.lang,
    })
    return NextResponse.json({ data: result.results, error: null, page: query.page, has_more: result.hasMore })
  },
  { extraErrorBody: { data: [] }, rateLimit: registryReadLimit },
)
