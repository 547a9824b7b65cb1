// GET /api/v1/enrichment/companies/session/{session_key}/score?lang - total, found, not_found, processed
import { NextResponse } from 'next/server'

import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { type SessionRouteContext, sessionScores } from '@/modules/enrichment'

export const GET = apiRoute(async (_request, { params }: SessionRouteContext) => {
  const { sessionKey } = await params
  const data = await sessionScores(await getPayloadClient(), sessionKey)
  return NextResponse.json({ data }, { headers: { 'Cache-Control': 'no-store' } })
})
