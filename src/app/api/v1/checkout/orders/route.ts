// POST /api/v1/checkout/orders - confirm the order shown on the payment summary page
import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, parseJsonBody, validationError } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { confirmOrderSchema, parseOrderItems, recordOrder } from '@/modules/checkout'

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, publicFormLimit('order'))
  const parsed = confirmOrderSchema.safeParse(await parseJsonBody(request))
  if (!parsed.success) throw validationError(parsed.error)
  const items = parseOrderItems(parsed.data.items)
  const order = await recordOrder(await getPayloadClient(), { ...parsed.data, items })
  return NextResponse.json({ data: { id: order.id, total: order.total } }, { status: 201 })
})
