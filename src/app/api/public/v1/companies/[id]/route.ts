// GET /api/public/v1/companies/{id} - a company's basic or full profile (API key, scope profiles; uses one profile)
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { companyProfileInput } from '@/app/api/v1/_contract/data-api'
import { basicProfile, chargeQuota, companyProvenance, fullProfile, requireCompany } from '@/modules/data-api'

export const GET = dataApiRoute('profiles', companyProfileInput, async ({ params, query }, call, payload) => {
  const record = await requireCompany(payload, params.id)
  const provenance = await companyProvenance(payload, record.id)
  if (query.detail === 'full') {
    const profile = await fullProfile(payload, record)
    await chargeQuota(payload, call, 'full_profiles')
    return NextResponse.json({ data: { ...profile, ...provenance } })
  }
  await chargeQuota(payload, call, 'basic_profiles')
  return NextResponse.json({ data: { ...basicProfile(record), ...provenance } })
})
