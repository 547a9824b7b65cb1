// POST /api/v1/billing/trial/{product_id}?lang - start a free trial; sets the access cookie and answers { token, link_trial }
import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, parseQuery, parseJsonBody } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { ACCESS_TOKEN_COOKIE } from '@/lib/access-token'
import { publicFormLimit } from '@/lib/rate-limit'
import { siteSettings } from '@/lib/site-config'
import { getPayloadClient } from '@/lib/site-data'
import { isHoneypotFilled } from '@/modules/crm/honeypot'
import { productRefSchema, trialSchema } from '@/modules/crm/schemas'
import { startTrial } from '@/modules/crm/trials'
import { langQuerySchema } from '@/modules/content/lang-query'

type Context = { params: Promise<{ productId: string }> }

export const POST = apiRoute(async (request, context: Context) => {
  await enforceRateLimit(request, publicFormLimit('trial'))
  const { lang } = parseQuery(request, langQuerySchema)
  const product = productRefSchema.safeParse((await context.params).productId)
  if (!product.success) throw new ApiError('not_found', 'This product has no free trial.', { product_id: ['This product has no free trial.'] })
  const body = await parseJsonBody(request)
  if (isHoneypotFilled(body)) return NextResponse.json({ data: { token: null, link_trial: null } }, { status: 201 })
  const input = trialSchema.parse(body)
  const started = await startTrial(await getPayloadClient(), product.data, input, {
    lang,
    platformUrl: siteSettings.hasExternalPlatform ? siteSettings.platformUrl : null,
  })
  const response = NextResponse.json({ data: { token: started.token, link_trial: started.link_trial } }, { status: 201 })
  if (started.token) {
    response.cookies.set(ACCESS_TOKEN_COOKIE, started.token, {
      path: '/',
      maxAge: started.trial_days * 24 * 60 * 60,
      sameSite: 'lax',
      secure: new URL(request.url).protocol === 'https:',
      domain: siteSettings.accessCookieDomain ?? undefined,
    })
  }
  return response
})
