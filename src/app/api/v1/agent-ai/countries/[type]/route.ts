// GET /api/v1/agent-ai/countries/{type}?lang - countries where the agent with lookup code {type} has registry data (Bearer token)
import { NextResponse } from 'next/server'

import { authorizeAgentCall } from '@/app/api/_http/agent-http'
import { agentCountriesInput } from '@/app/api/v1/_contract/agents'
import { apiRoute } from '@/lib/api-route'
import { agentCountries } from '@/modules/agents'
import { registryStoreFor } from '@/modules/registry'

export const GET = apiRoute(agentCountriesInput, async ({ params, query: { lang } }, request) => {
  const { payload, agent } = await authorizeAgentCall(request, params.type, null)
  const codes = await agentCountries(registryStoreFor(payload), agent.code)
  const names = new Intl.DisplayNames([lang], { type: 'region' })
  const data = codes
    .map((code) => ({ code, name: names.of(code.toUpperCase()) ?? code.toUpperCase() }))
    .sort((a, b) => a.name.localeCompare(b.name, lang))
  return NextResponse.json({ data }, { headers: { 'Cache-Control': 'private, no-store' } })
})
