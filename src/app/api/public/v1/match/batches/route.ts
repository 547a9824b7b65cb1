// POST /api/public/v1/match/batches - up to 100,000 records queued for matching (JSON, JSON lines or CSV; API key, scope match)
// GET /api/public/v1/match/batches - the account's last 50 batches
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { batchCreateInput } from '@/app/api/v1/_contract/data-api'
import { acceptBatch, batchBodyFormat, listBatches } from '@/modules/data-api'
import { DATA_API_BASE } from '@/modules/data-api/schemas'

/** The declared length, or null when none was declared (server.ts refuses a chunked body before this runs). */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length')
  return header === null ? null : Number(header)
}

// The body is never read here: acceptBatch streams it to a file once the key, its rate, the
// allowance and everything else the request's head says are checked, and a worker reads it.
export const POST = dataApiRoute('match', batchCreateInput, async ({ query }, call, payload, request) => {
  const batch = await acceptBatch(payload, call, {
    body: request.body,
    declaredBytes: declaredLength(request),
    format: batchBodyFormat(request.headers.get('content-type')),
    webhookUrl: query.webhook_url,
    name: query.name,
  })
  return NextResponse.json({ data: batch }, { status: 202, headers: { Location: `${DATA_API_BASE}/match/batches/${batch.id}` } })
})

export const GET = dataApiRoute('match', {}, async (_input, call, payload) => NextResponse.json({ data: await listBatches(payload, call) }))
