// POST /api/public/v1/match - one record matched to the registry with the enrichment engine (API key, scope match; a match uses one basic profile)
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { matchInput } from '@/app/api/v1/_contract/data-api'
import { matchOneRecord } from '@/modules/data-api'

export const POST = dataApiRoute('match', matchInput, async ({ body }, call, payload) =>
  NextResponse.json({ data: await matchOneRecord(payload, call, body) }),
)
