// GET /api/v1/agent-ai/company/{id}/{type} - the agent's answer about registry company {id}, naming its source record and date (Bearer token, counts towards the daily quota)
import { NextResponse } from 'next/server'

import { authorizeAgentCall } from '@/app/api/_http/agent-http'
import { apiRoute } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { answerAgent } from '@/modules/agents'
import { sqlRunnerFor } from '@/modules/db'

type Context = { params: Promise<{ id: string; type: string }> }

export const GET = apiRoute(async (request, context: Context) => {
  const { id, type } = await context.params
  if (!/^[1-9]\d{0,15}$/.test(id)) throw new ApiError('not_found', 'No company with this id in the registry.')
  const { payload, agent } = await authorizeAgentCall(request, type, { kind: 'answer', companyId: Number(id) })
  const answer = await answerAgent(sqlRunnerFor(payload), agent.code, Number(id))
  if (!answer) throw new ApiError('not_found', 'No company with this id in the registry.')
  return NextResponse.json({ data: answer }, { headers: { 'Cache-Control': 'private, no-store' } })
})
