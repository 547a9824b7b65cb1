// POST /api/v1/agent-ai/company/search/{type} - { title, location_countries: [one ISO code] }: registry companies for the agent (Bearer token, counts towards the daily quota)
import { NextResponse } from 'next/server'

import { authorizeAgentCall } from '@/app/api/_http/agent-http'
import { agentSearchInput } from '@/app/api/v1/_contract/agents'
import { apiRoute } from '@/lib/api-route'
import { searchCompaniesForAgent } from '@/modules/agents'
import { registryStoreFor } from '@/modules/registry'

// The form is checked (by the declared input) before a unit of the quota is spent on it.
export const POST = apiRoute(agentSearchInput, async ({ params, body }, request) => {
  const { payload } = await authorizeAgentCall(request, params.type, { kind: 'search' })
  const data = await searchCompaniesForAgent(registryStoreFor(payload), { title: body.title, country: body.location_countries[0]! })
  return NextResponse.json({ data }, { headers: { 'Cache-Control': 'private, no-store' } })
})
