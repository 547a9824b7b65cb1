import { http } from '@/lib/http-client'
import { orderResponseSchema, type confirmOrderSchema } from '@/modules/checkout/schemas'
import type { z } from 'zod'

/** The payment summary's call: the order, priced again and recorded on the server. */
export const ORDERS_PATH = '/api/v1/checkout/orders'

export type ConfirmedOrder = z.infer<typeof orderResponseSchema>['data']

export async function postOrder(body: z.input<typeof confirmOrderSchema>): Promise<ConfirmedOrder> {
  return orderResponseSchema.parse((await http.post(ORDERS_PATH, body)).data).data
}
