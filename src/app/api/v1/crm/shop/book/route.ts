// POST /api/v1/crm/shop/book?lang - demo / quote bookings and enrichment sample or full-list requests
import { NextResponse } from 'next/server'

import { ApiError, apiRoute, enforceRateLimit, parseQuery, zodFieldErrors } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/lib/site-data'
import { bookSchema, isHoneypotFilled } from '@/modules/crm/book-schema'
import { recordBooking } from '@/modules/crm/bookings'
import { langQuerySchema } from '@/modules/enrichment/http'

export const POST = apiRoute(async (request) => {
  enforceRateLimit(request, publicFormLimit('book'))
  const { lang } = parseQuery(request, langQuerySchema)
  const body: unknown = await request.json().catch(() => null)
  if (isHoneypotFilled(body)) return NextResponse.json({ data: { id: null } }, { status: 201 })
  const parsed = bookSchema.safeParse(body)
  if (!parsed.success) {
    const fields = zodFieldErrors(parsed.error)
    throw new ApiError(400, Object.values(fields)[0]?.[0] ?? 'Check the form.', fields)
  }
  const lead = await recordBooking(await getPayloadClient(), parsed.data, lang)
  return NextResponse.json({ data: { id: lead.id } }, { status: 201 })
})
