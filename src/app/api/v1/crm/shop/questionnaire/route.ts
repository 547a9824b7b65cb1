// POST /api/v1/crm/shop/questionnaire?lang - the thank-you page's follow-up questionnaire
import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, parseJsonBody, parseQuery } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { isHoneypotFilled, recordQuestionnaire } from '@/modules/crm'
import { questionnaireSchema } from '@/modules/crm/schemas'
import { langQuerySchema } from '@/lib/lang-query'

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, publicFormLimit('questionnaire'))
  const { lang } = parseQuery(request, langQuerySchema)
  const body = await parseJsonBody(request)
  if (isHoneypotFilled(body)) return NextResponse.json({ data: { received: true } }, { status: 201 })
  await recordQuestionnaire(await getPayloadClient(), questionnaireSchema.parse(body), lang)
  return NextResponse.json({ data: { received: true } }, { status: 201 })
})
