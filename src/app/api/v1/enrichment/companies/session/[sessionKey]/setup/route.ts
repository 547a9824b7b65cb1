// POST /api/v1/enrichment/companies/session/{session_key}/setup - contact + mapping, starts matching
import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, parseJsonBody, parseQuery, validationError } from '@/lib/api-route'
import { clientAddress, publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { langQuerySchema } from '@/lib/lang-query'
import { type SessionRouteContext, setupSession, wakeEnrichmentWorker } from '@/modules/enrichment'
import { setupSchema } from '@/modules/enrichment/schemas'

export const POST = apiRoute(async (request, { params }: SessionRouteContext) => {
  await enforceRateLimit(request, publicFormLimit('enrichment-setup'))
  const { sessionKey } = await params
  const { lang } = parseQuery(request, langQuerySchema)
  const parsed = setupSchema.safeParse(await parseJsonBody(request))
  if (!parsed.success) throw validationError(parsed.error)
  const payload = await getPayloadClient()
  const result = await setupSession(payload, sessionKey, {
    ...parsed.data,
    lang,
    source: request.headers.get('referer') ?? undefined,
    visitorAddress: clientAddress(request),
  })
  wakeEnrichmentWorker(payload)
  return NextResponse.json(result)
})
