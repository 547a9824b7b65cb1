// POST /api/public/v1/monitoring/watches - watch a company: its registry changes go to a signed webhook (API key, scope monitoring)
// GET /api/public/v1/monitoring/watches - the account's watches
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { watchCreateInput } from '@/app/api/v1/_contract/data-api'
import { createWatch, listWatches } from '@/modules/data-api'
import { DATA_API_BASE } from '@/modules/data-api/schemas'

export const POST = dataApiRoute('monitoring', watchCreateInput, async ({ body }, call, payload) => {
  const watch = await createWatch(payload, call, body)
  return NextResponse.json({ data: watch }, { status: 201, headers: { Location: `${DATA_API_BASE}/monitoring/watches/${watch.id}` } })
})

export const GET = dataApiRoute('monitoring', {}, async (_input, call, payload) => NextResponse.json({ data: await listWatches(payload, call) }))
