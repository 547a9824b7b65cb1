export * from './embed-query'
export * from './rules'
export * from './plan-cards'
export * from './public-products'
