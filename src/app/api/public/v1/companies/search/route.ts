// GET /api/public/v1/companies/search - companies by name, registration number, VAT number or website (API key, scope profiles)
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { companySearchInput } from '@/app/api/v1/_contract/data-api'
import { searchRegistry } from '@/modules/data-api'

export const GET = dataApiRoute('profiles', companySearchInput, async ({ query }, _call, payload) =>
  NextResponse.json(await searchRegistry(payload, query)),
)
