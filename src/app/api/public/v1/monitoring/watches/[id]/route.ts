// GET /api/public/v1/monitoring/watches/{id} - a watch with its last changes and their webhook deliveries (API key, scope monitoring)
// DELETE /api/public/v1/monitoring/watches/{id} - stop watching
import { NextResponse } from 'next/server'

import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { watchInput } from '@/app/api/v1/_contract/data-api'
import { deleteWatch, getWatch } from '@/modules/data-api'

export const GET = dataApiRoute('monitoring', watchInput, async ({ params }, call, payload) =>
  NextResponse.json({ data: await getWatch(payload, call, params.id) }),
)

export const DELETE = dataApiRoute('monitoring', watchInput, async ({ params }, call, payload) => {
  await deleteWatch(payload, call, params.id)
  return new Response(null, { status: 204 })
})
