// POST /api/v1/billing/trial/{product_id}?lang - start a free trial, pending until the address is confirmed: answers { token: null, link_trial: null } and e-mails the confirmation link
import { NextResponse } from 'next/server'

import { trialInput } from '@/app/api/v1/_contract/crm'
import { apiRoute } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { thankYouTrialUrl } from '@/app/api/_http/trial-http'
import { isHoneypotFilled, startTrial, submitOnce } from '@/modules/crm'

// No token until the address is confirmed (POST /api/v1/billing/trial/confirm): the form goes on to the trial thank-you page.
const NO_TOKEN_YET = { data: { token: null, link_trial: null } }

export const POST = apiRoute(
  trialInput,
  async ({ params, query: { lang }, body }) => {
    const payload = await getPayloadClient()
    // A double submit starts one trial and mails one link; every identical post gets the same answer.
    const content = { product: params.productId, lang, body }
    await submitOnce(payload, { form: 'trial', content, answer: null }, async () => {
      await startTrial(payload, params.productId, body, { lang, confirmPageUrl: await thankYouTrialUrl(payload, lang) })
    })
    return NextResponse.json(NO_TOKEN_YET, { status: 201 })
  },
  {
    rateLimit: () => publicFormLimit('trial'),
    beforeValidation: (body) => (isHoneypotFilled(body) ? NextResponse.json(NO_TOKEN_YET, { status: 201 }) : null),
  },
)
