// GET /api/v1/profile/details - token check: the profile behind the Bearer access token, 401 otherwise
import { NextResponse } from 'next/server'

import { ApiError, apiRoute } from '@/lib/api-route'
import { getPayloadClient } from '@/lib/site-data'
import { profileForToken } from '@/modules/crm/trials'

export const GET = apiRoute(async (request) => {
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? ''
  const profile = token ? await profileForToken(await getPayloadClient(), token) : null
  if (!profile) throw new ApiError(401, 'Sign in again: the access token is missing, expired or revoked.')
  return NextResponse.json({ data: profile }, { headers: { 'Cache-Control': 'no-store' } })
})
