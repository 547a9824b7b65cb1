// GET /api/v1/enrichment/companies/session/{session_key}/score?lang - total, found, not_found, processed
import { NextResponse } from 'next/server'

import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/lib/site-data'
import type { SessionRouteContext } from '@/modules/enrichment/http'
import { sessionScores } from '@/modules/enrichment/service'

export const GET = apiRoute(async (_request, { params }: SessionRouteContext) => {
  const { sessionKey } = await params
  const data = await sessionScores(await getPayloadClient(), sessionKey)
  return NextResponse.json({ data }, { headers: { 'Cache-Control': 'no-store' } })
})
