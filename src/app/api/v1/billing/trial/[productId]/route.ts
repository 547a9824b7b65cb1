// POST /api/v1/billing/trial/{product_id}?lang - start a free trial, pending until the address is confirmed: answers { token: null, link_trial: null } and e-mails the confirmation link
import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, parseQuery, parseJsonBody } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { thankYouTrialUrl } from '@/app/api/_http/trial-http'
import { isHoneypotFilled, startTrial } from '@/modules/crm'
import { productRefSchema, trialSchema } from '@/modules/crm/schemas'
import { langQuerySchema } from '@/lib/lang-query'

type Context = { params: Promise<{ productId: string }> }

export const POST = apiRoute(async (request, context: Context) => {
  await enforceRateLimit(request, publicFormLimit('trial'))
  const { lang } = parseQuery(request, langQuerySchema)
  const product = productRefSchema.safeParse((await context.params).productId)
  if (!product.success)
    throw new ApiError('not_found', 'This product has no free trial.', { product_id: ['This product has no free trial.'] })
  const body = await parseJsonBody(request)
  if (isHoneypotFilled(body)) return NextResponse.json({ data: { token: null, link_trial: null } }, { status: 201 })
  const input = trialSchema.parse(body)
  const payload = await getPayloadClient()
  const started = await startTrial(payload, product.data, input, { lang, confirmPageUrl: await thankYouTrialUrl(payload, lang) })
  // No token until the address is confirmed (POST /api/v1/billing/trial/confirm): the form goes on to the trial thank-you page.
  return NextResponse.json({ data: { token: started.token, link_trial: started.link_trial } }, { status: 201 })
})
