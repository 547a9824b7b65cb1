// POST /api/v1/enrichment/companies/session/{session_key}/setup - contact + mapping, starts matching
import { NextResponse } from 'next/server'

import { setupInput } from '@/app/api/v1/_contract/enrichment'
import { apiRoute } from '@/lib/api-route'
import { clientAddress, publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { setupSession, wakeEnrichmentWorker } from '@/modules/enrichment'

export const POST = apiRoute(
  setupInput,
  async ({ params, query: { lang }, body }, request) => {
    const payload = await getPayloadClient()
    const result = await setupSession(payload, params.sessionKey, {
      ...body,
      lang,
      source: request.headers.get('referer') ?? undefined,
      visitorAddress: clientAddress(request),
    })
    wakeEnrichmentWorker(payload)
    return NextResponse.json(result)
  },
  { rateLimit: () => publicFormLimit('enrichment-setup') },
)
