// GET /api/v1/enrichment/companies/session/{session_key}/list/first?lang - first rows and job status
import { NextResponse } from 'next/server'

import { apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/components/site-data'
import { firstList, type SessionRouteContext } from '@/modules/enrichment'

export const GET = apiRoute(async (_request, { params }: SessionRouteContext) => {
  const { sessionKey } = await params
  const payload = await getPayloadClient()
  const config = await payload.findGlobal({ slug: 'site-config', depth: 0 })
  const data = await firstList(payload, sessionKey, config.enrichment_blur_threshold ?? 10)
  return NextResponse.json({ data }, { headers: { 'Cache-Control': 'no-store' } })
})
