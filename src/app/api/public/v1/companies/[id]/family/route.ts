// GET /api/public/v1/companies/{id}/family - the company's parents and children from the GLEIF relationships (API key, scope profiles; uses one basic profile)
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { companyFamilyInput } from '@/app/api/v1/_contract/data-api'
import { chargeQuota, familyOf, requireCompany } from '@/modules/data-api'

export const GET = dataApiRoute('profiles', companyFamilyInput, async ({ params }, call, payload) => {
  const family = await familyOf(payload, (await requireCompany(payload, params.id)).id)
  await chargeQuota(payload, call, 'basic_profiles')
  return NextResponse.json({ data: family })
})
