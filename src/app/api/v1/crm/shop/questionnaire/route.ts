// POST /api/v1/crm/shop/questionnaire?lang - the thank-you page's follow-up questionnaire
import { NextResponse } from 'next/server'

import { questionnaireInput } from '@/app/api/v1/_contract/crm'
import { apiRoute } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { isHoneypotFilled, questionnaireContent, recordQuestionnaire, submitOnce } from '@/modules/crm'

const RECEIVED = { data: { received: true } }

export const POST = apiRoute(
  questionnaireInput,
  async ({ query, body }) => {
    const payload = await getPayloadClient()
    // A double submit keeps one answer.
    await submitOnce(payload, { form: 'questionnaire', content: questionnaireContent(body, query.lang), answer: null }, async () => {
      await recordQuestionnaire(payload, body, query.lang)
    })
    return NextResponse.json(RECEIVED, { status: 201 })
  },
  {
    rateLimit: () => publicFormLimit('questionnaire'),
    beforeValidation: (body) => (isHoneypotFilled(body) ? NextResponse.json(RECEIVED, { status: 201 }) : null),
  },
)
