// GET /api/public/v1/usage - the key's account: plan, this month's allowance and use, the last 30 days (API key, any scope)
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { usageInput } from '@/app/api/v1/_contract/data-api'
import { accountUsage } from '@/modules/data-api'

export const GET = dataApiRoute(null, usageInput, async ({ query }, call, payload) =>
  NextResponse.json({ data: await accountUsage(payload, call.key.accountId, query.lang, call.now) }),
)
