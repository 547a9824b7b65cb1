export { type EmbedSettings, parseEmbedSettings } from './embed-query'
export { type CardTargets, comparisonTable, type PlanCard, planCardAction } from './plan-cards'
export {
  amountDue,
  appliedPrice,
  BILLING_PERIODS,
  type BillingPeriod,
  billingSetup,
  currencyForCountry,
  EMBED_HEIGHT_DELAY_MS,
  EMBED_HEIGHT_MESSAGE,
  EMBED_HEIGHT_PADDING,
  formatMoney,
  monthlyPrice,
  PRICING_CURRENCIES,
  type PeriodPrices,
  type PricingCurrency,
  yearlySaving,
} from './rules'
