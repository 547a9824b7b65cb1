// GET /api/v1/agent-ai/countries/{type}?lang - countries where the agent with lookup code {type} has registry data (Bearer token)
import { NextResponse } from 'next/server'

import { authorizeAgentCall } from '@/app/api/_http/agent-http'
import { apiRoute, parseQuery } from '@/lib/api-route'
import { agentCountries } from '@/modules/agents'
import { langQuerySchema } from '@/lib/lang-query'
import { sqlRunnerFor } from '@/modules/db'

type Context = { params: Promise<{ type: string }> }

export const GET = apiRoute(async (request, context: Context) => {
  const { type } = await context.params
  const { lang } = parseQuery(request, langQuerySchema)
  const { payload, agent } = await authorizeAgentCall(request, type, null)
  const codes = await agentCountries(sqlRunnerFor(payload), agent.code)
  const names = new Intl.DisplayNames([lang], { type: 'region' })
  const data = codes
    .map((code) => ({ code, name: names.of(code.toUpperCase()) ?? code.toUpperCase() }))
    .sort((a, b) => a.name.localeCompare(b.name, lang))
  return NextResponse.json({ data }, { headers: { 'Cache-Control': 'private, no-store' } })
})
