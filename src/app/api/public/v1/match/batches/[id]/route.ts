// GET /api/public/v1/match/batches/{id} - a batch's status, counts, results' addresses and webhook deliveries (API key, scope match)
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { batchInput } from '@/app/api/v1/_contract/data-api'
import { getBatch } from '@/modules/data-api'

export const GET = dataApiRoute('match', batchInput, async ({ params }, call, payload) =>
  NextResponse.json({ data: await getBatch(payload, call, params.id) }),
)
