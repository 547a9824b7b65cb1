// POST /api/v1/billing/trial/confirm - open a pending trial from its e-mailed link; sets the access cookie and answers { token, link_trial, expires_at, trial_days }
import { NextResponse } from 'next/server'

import { NO_STORE } from '@/app/api/_http/account-http'
import { trialConfirmInput } from '@/app/api/v1/_contract/crm'
import { apiRoute } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { siteSettings } from '@/lib/site-config'
import { getPayloadClient } from '@/components/site-data'
import { setAccessCookie } from '@/app/api/_http/trial-http'
import { confirmTrial } from '@/modules/crm'

export const POST = apiRoute(
  trialConfirmInput,
  async ({ body }, request) => {
    const trial = await confirmTrial(await getPayloadClient(), body, {
      platformUrl: siteSettings.hasExternalPlatform ? siteSettings.platformUrl : null,
    })
    const response = NextResponse.json({ data: trial }, { status: 200, headers: NO_STORE })
    setAccessCookie(response, request, trial)
    return response
  },
  { rateLimit: () => publicFormLimit('trial-confirm') },
)
