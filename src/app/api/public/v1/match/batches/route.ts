// POST /api/public/v1/match/batches - up to 100,000 records queued for matching (JSON, JSON lines or CSV; API key, scope match)
// GET /api/public/v1/match/batches - the account's last 50 batches
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { batchCreateInput } from '@/app/api/v1/_contract/data-api'
import { readBodyBytes } from '@/lib/api-route'
import { createBatch, listBatches, readBatchRecords } from '@/modules/data-api'
import { DATA_API_BASE, MAX_BATCH_BYTES } from '@/modules/data-api/schemas'

const TOO_LARGE = `A batch body is at most ${MAX_BATCH_BYTES / 1024 / 1024} MB: split the list into several batches.`

export const POST = dataApiRoute('match', batchCreateInput, async ({ query }, call, payload, request) => {
  const bytes = await readBodyBytes(request, MAX_BATCH_BYTES, { message: TOO_LARGE, field: 'records' })
  const records = await readBatchRecords(bytes, request.headers.get('content-type'))
  const batch = await createBatch(payload, call, { records, webhookUrl: query.webhook_url, name: query.name })
  return NextResponse.json({ data: batch }, { status: 202, headers: { Location: `${DATA_API_BASE}/match/batches/${batch.id}` } })
})

export const GET = dataApiRoute('match', {}, async (_input, call, payload) => NextResponse.json({ data: await listBatches(payload, call) }))
