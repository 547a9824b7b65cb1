// POST /api/v1/checkout/orders - confirm the order shown on the payment summary page
import { NextResponse } from 'next/server'

import { apiRoute, ApiError, zodFieldErrors } from '@/lib/api-route'
import { getPayloadClient } from '@/lib/site-data'
import { confirmOrderSchema, parseOrderItems, recordOrder } from '@/modules/checkout'

export const POST = apiRoute(async (request) => {
  const body: unknown = await request.json().catch(() => null)
  const parsed = confirmOrderSchema.safeParse(body)
  if (!parsed.success) {
    const fields = zodFieldErrors(parsed.error)
    throw new ApiError(400, Object.values(fields)[0]?.[0] ?? 'Invalid order.', fields)
  }
  const items = parseOrderItems(parsed.data.items)
  const order = await recordOrder(await getPayloadClient(), { ...parsed.data, items })
  return NextResponse.json({ data: { id: order.id, total: order.total } }, { status: 201 })
})
