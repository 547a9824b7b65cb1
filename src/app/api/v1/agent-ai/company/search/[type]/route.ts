// POST /api/v1/agent-ai/company/search/{type} - { title, location_countries: [one ISO code] }: registry companies for the agent (Bearer token, counts towards the daily quota)
import { NextResponse } from 'next/server'

import { authorizeAgentCall } from '@/app/api/_http/agent-http'
import { apiRoute, parseJsonBody } from '@/lib/api-route'
import { searchCompaniesForAgent } from '@/modules/agents'
import { agentSearchSchema } from '@/modules/agents/schemas'
import { registryStoreFor } from '@/modules/registry'

type Context = { params: Promise<{ type: string }> }

export const POST = apiRoute(async (request, context: Context) => {
  const { type } = await context.params
  // The form is checked before a unit of the quota is spent on it.
  const input = agentSearchSchema.parse(await parseJsonBody(request))
  const { payload } = await authorizeAgentCall(request, type, { kind: 'search' })
  const data = await searchCompaniesForAgent(registryStoreFor(payload), { title: input.title, country: input.location_countries[0]! })
  return NextResponse.json({ data }, { headers: { 'Cache-Control': 'private, no-store' } })
})
