// GET /api/v1/agent-ai/company/{id}/{type} - the agent's answer about registry company {id}, naming its source record and date (Bearer token, counts towards the daily quota)
import { NextResponse } from 'next/server'

import { authorizeAgentCall } from '@/app/api/_http/agent-http'
import { agentAnswerInput } from '@/app/api/v1/_contract/agents'
import { apiRoute } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { answerAgent } from '@/modules/agents'
import { registryStoreFor } from '@/modules/registry'

export const GET = apiRoute(agentAnswerInput, async ({ params: { id, type } }, request) => {
  const { payload, agent } = await authorizeAgentCall(request, type, { kind: 'answer', companyId: Number(id) })
  const answer = await answerAgent(registryStoreFor(payload), agent.code, Number(id))
  if (!answer) throw new ApiError('not_found', 'No company with this id in the registry.')
  return NextResponse.json({ data: answer }, { headers: { 'Cache-Control': 'private, no-store' } })
})
