// DELETE /api/v1/account/api-keys/{id} - revoke one of the account's API keys (refused on every node from the next call)
import { NextResponse } from 'next/server'

import { requireAccount } from '@/app/api/_http/account-http'
import { revokeApiKeyInput } from '@/app/api/v1/_contract/accounts'
import { getPayloadClient } from '@/components/site-data'
import { apiRoute } from '@/lib/api-route'
import { revokeApiKey } from '@/modules/auth'

export const DELETE = apiRoute(revokeApiKeyInput, async ({ params }, request) => {
  const payload = await getPayloadClient()
  const account = await requireAccount(payload, request)
  await revokeApiKey(payload, account.id, params.id)
  return new NextResponse(null, { status: 204 })
})
