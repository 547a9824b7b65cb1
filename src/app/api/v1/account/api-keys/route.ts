// GET, POST /api/v1/account/api-keys - the account's API keys for the company data API; create one (the key is in the answer this once)
import { NextResponse } from 'next/server'

import { NO_STORE, requireAccount } from '@/app/api/_http/account-http'
import { createApiKeyInput } from '@/app/api/v1/_contract/accounts'
import { getPayloadClient } from '@/components/site-data'
import { apiRoute } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { createApiKey, listApiKeys } from '@/modules/auth'
import { accountAllowance, requireApiEligibility } from '@/modules/data-api'

export const GET = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const account = await requireAccount(payload, request)
  return NextResponse.json({ data: await listApiKeys(payload, account.id) }, { headers: NO_STORE })
})

export const POST = apiRoute(
  createApiKeyInput,
  async ({ body }, request) => {
    const payload = await getPayloadClient()
    const account = await requireAccount(payload, request)
    // Said when the key is made, not only when it is first refused: a free plan needs a business address.
    requireApiEligibility(await accountAllowance(payload, account.id), account.email)
    return NextResponse.json({ data: await createApiKey(payload, account.id, body) }, { status: 201, headers: NO_STORE })
  },
  { rateLimit: () => publicFormLimit('api-keys') },
)
