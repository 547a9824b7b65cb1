// POST /api/v1/checkout/orders - confirm the order shown on the payment summary page
import { NextResponse } from 'next/server'

import { confirmOrderInput } from '@/app/api/v1/_contract/checkout'
import { apiRoute } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { parseOrderItems, recordOrder } from '@/modules/checkout'

export const POST = apiRoute(
  confirmOrderInput,
  async ({ body }) => {
    const order = await recordOrder(await getPayloadClient(), { ...body, items: parseOrderItems(body.items) })
    return NextResponse.json({ data: { id: order.id, total: order.total } }, { status: 201 })
  },
  { rateLimit: () => publicFormLimit('order') },
)
