// GET /api/public/v1/companies/{id}/contacts - the officers' e-mail, phone and LinkedIn (API key, scope profiles; uses one contact lookup)
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { companyContactsInput } from '@/app/api/v1/_contract/data-api'
import { chargeQuota, companyContacts, requireCompany } from '@/modules/data-api'

export const GET = dataApiRoute('profiles', companyContactsInput, async ({ params }, call, payload) => {
  const contacts = await companyContacts(payload, await requireCompany(payload, params.id))
  await chargeQuota(payload, call, 'contact_lookups')
  return NextResponse.json({ data: contacts })
})
