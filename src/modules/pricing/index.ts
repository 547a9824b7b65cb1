import 'server-only'

export * from './client'
export { splitCountryList } from './embed-query'
export { findIncludedBlock, findPresentation, findPublicProduct, listPublicProducts, productMap } from './public-products'
export { BILLING_PERIODS, PLAN_TYPES, type PlanPrices, PRICING_CURRENCIES } from './rules'
export { productIdentifierSchema, productMapQuerySchema, productsQuerySchema } from './schemas'
