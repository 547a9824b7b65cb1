// GET /api/v1/account/api-usage - the account's API plan, this month's allowance and use, the last 30 days
import { NextResponse } from 'next/server'

import { NO_STORE, requireAccount } from '@/app/api/_http/account-http'
import { getPayloadClient } from '@/components/site-data'
import { apiUsageInput } from '@/app/api/v1/_contract/accounts'
import { apiRoute } from '@/lib/api-route'
import { accountUsage } from '@/modules/data-api'

export const GET = apiRoute(apiUsageInput, async ({ query }, request) => {
  const payload = await getPayloadClient()
  const account = await requireAccount(payload, request)
  return NextResponse.json({ data: await accountUsage(payload, account.id, query.lang) }, { headers: NO_STORE })
})
