// POST /api/v1/crm/shop/questionnaire?lang - the thank-you page's follow-up questionnaire
import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, parseJsonBody, parseQuery } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/lib/site-data'
import { isHoneypotFilled } from '@/modules/crm/honeypot'
import { recordQuestionnaire } from '@/modules/crm/questionnaire'
import { questionnaireSchema } from '@/modules/crm/schemas'
import { langQuerySchema } from '@/modules/content/lang-query'

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, publicFormLimit('questionnaire'))
  const { lang } = parseQuery(request, langQuerySchema)
  const body = await parseJsonBody(request)
  if (isHoneypotFilled(body)) return NextResponse.json({ data: { received: true } }, { status: 201 })
  await recordQuestionnaire(await getPayloadClient(), questionnaireSchema.parse(body), lang)
  return NextResponse.json({ data: { received: true } }, { status: 201 })
})
