import 'server-only'

export { OrderError, parseOrderItems, type PricedLine, type PricedOrder, priceOrder, recordOrder } from './price-order'
export { confirmOrderSchema } from './schemas'
