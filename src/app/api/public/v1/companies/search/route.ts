// GET /api/public/v1/companies/search - companies by name, registration number, VAT number or website (API key, scope profiles;
// one of the account's daily searches)
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { companySearchInput } from '@/app/api/v1/_contract/data-api'
import { chargeSearch, searchRegistry } from '@/modules/data-api'

export const GET = dataApiRoute('profiles', companySearchInput, async ({ query }, call, payload) => {
  // Counted once the query is known to be well formed (a 400 costs nothing), before it runs.
  await chargeSearch(payload, call)
  return NextResponse.json(await searchRegistry(payload, query))
})
