// POST /api/v1/crm/shop/book?lang - demo, quote, sample, trial-request and contact bookings, and enrichment sample (e-mailed to the visitor) or full-list requests
import { NextResponse } from 'next/server'

import { bookInput } from '@/app/api/v1/_contract/crm'
import { apiRoute } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { bookingContent, isHoneypotFilled, newFollowUpKey, recordBooking, submitOnce } from '@/modules/crm'
import { isSampleRequest, queueSampleEmail, readySample } from '@/modules/enrichment'

export const POST = apiRoute(
  bookInput,
  async ({ query: { lang }, body }) => {
    const payload = await getPayloadClient()
    // A double submit stores one lead: every identical post gets the first one's answer and follow-up key.
    const answer = await submitOnce(
      payload,
      { form: 'book', content: bookingContent(body, lang), answer: { follow_up: body.type === 'ENRICHMENT' ? null : newFollowUpKey() } },
      async ({ follow_up }) => {
        // Download Sample: checked before anything is recorded, so a sample that is not ready yet can be asked for again.
        const sample = isSampleRequest(body) ? await readySample(payload, body.session_key, lang) : null
        // Once per session, to the address the session was set up with (never one typed into the request
        // form). Queued before the lead is recorded: if building or queueing fails, nothing is stored and
        // the visitor's retry is a clean first request.
        if (sample) await queueSampleEmail(payload, sample, lang)
        await recordBooking(payload, body, lang, { followUp: follow_up ?? undefined })
      },
    )
    return NextResponse.json({ data: { received: true, follow_up: answer.follow_up } }, { status: 201 })
  },
  {
    rateLimit: () => publicFormLimit('book'),
    // A bot gets the same answer as a person, follow-up key included, and nothing is stored.
    beforeValidation: (body) =>
      isHoneypotFilled(body) ? NextResponse.json({ data: { received: true, follow_up: newFollowUpKey() } }, { status: 201 }) : null,
  },
)
