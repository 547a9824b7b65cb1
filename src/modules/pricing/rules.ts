/**
 * Pricing rules shared by the server (pages, checkout, API) and the browser (cards, switcher).
 * Spec: site-credit-reports-content.md sections 4 and 9; enrichment-agents-header.md 4.4 and 9.
 */
import { formatNumber } from '@/lib/format'

export const BILLING_PERIODS = ['month', 'year'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

export const PRICING_CURRENCIES = ['GBP', 'EUR'] as const
export type PricingCurrency = (typeof PRICING_CURRENCIES)[number]

export const PLAN_TYPES = ['starter', 'professional', 'custom'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

export const CURRENCY_SYMBOLS: Record<PricingCurrency, string> = { GBP: '£', EUR: '€' }

/** The embedded page's height message: the document height plus this padding, first sent after the delay. */
export const EMBED_HEIGHT_PADDING = 150
export const EMBED_HEIGHT_DELAY_MS = 250
/** The type of the message the embedded page posts to its parent (documented in docs/API.md). */
export const EMBED_HEIGHT_MESSAGE = 'pricing-embed:height'

/** GBP for a visitor in the United Kingdom or whose country is unknown, EUR everywhere else. */
export function currencyForCountry(countryCode: string | null | undefined): PricingCurrency {
  const code = countryCode?.trim().toLowerCase()
  if (!code || code === 'gb' || code === 'uk') return 'GBP'
  return 'EUR'
}

export type PeriodPrices = { month: number | null; year: number | null }
export type PlanPrices = Record<PricingCurrency, PeriodPrices>

/** A plan "has both prices" when it can be billed monthly and yearly (free and custom plans cannot). */
export function hasBothPeriods(prices: PeriodPrices): boolean {
  return prices.month !== null && prices.year !== null
}

/**
 * Which billing period the page opens on and whether the visitor may switch it. The switcher shows
 * only when the plans have both prices (every plan with a price has a monthly and a yearly one;
 * free and custom plans have none) and the embedding page has not turned it off; without it the
 * yearly prices apply. With it, the default is yearly when the config flag says so, else monthly.
 */
export function billingSetup(
  prices: ReadonlyArray<PeriodPrices>,
  options: { yearlyDefault: boolean; switcherAllowed?: boolean },
): { showSwitcher: boolean; initialPeriod: BillingPeriod } {
  const priced = prices.filter((pair) => (pair.month !== null && pair.month > 0) || (pair.year !== null && pair.year > 0))
  const bothPrices = priced.length > 0 && priced.every(hasBothPeriods)
  const showSwitcher = bothPrices && options.switcherAllowed !== false
  if (!showSwitcher) return { showSwitcher, initialPeriod: 'year' }
  return { showSwitcher, initialPeriod: options.yearlyDefault ? 'year' : 'month' }
}

/**
 * The price that applies for a chosen period: that period's, else the other period's when only
 * that one is offered; null when there is neither. The per-month figure and the period it bills.
 */
export function appliedPrice(prices: PeriodPrices, period: BillingPeriod): { amount: number; period: BillingPeriod } | null {
  const other: BillingPeriod = period === 'year' ? 'month' : 'year'
  for (const candidate of [period, other]) {
    const amount = prices[candidate]
    if (amount !== null) return { amount, period: candidate }
  }
  return null
}

/**
 * The yearly saving the plans on screen give, in whole percent: for each plan billed both ways,
 * (monthly − yearly per month) / monthly, rounded down so the label never promises more than a
 * plan gives (49 → 39 is 20.4 %, shown as 20 %). `uniform` is false when the plans save different
 * amounts, and the label then reads "up to" the largest. Null when no plan is cheaper yearly.
 */
export function yearlySaving(prices: ReadonlyArray<PeriodPrices>): { percent: number; uniform: boolean } | null {
  const percents = prices
    .flatMap(({ month, year }) =>
      month !== null && year !== null && month > 0 && year >= 0 && year < month ? [Math.floor(((month - year) / month) * 100)] : [],
    )
    .filter((percent) => percent > 0)
  if (!percents.length) return null
  const percent = Math.max(...percents)
  return { percent, uniform: percents.every((value) => value === percent) }
}

/** The monthly figure a card shows for a period; yearly plans show their per-month price. */
export function monthlyPrice(prices: PlanPrices, currency: PricingCurrency, period: BillingPeriod): number | null {
  return appliedPrice(prices[currency], period)?.amount ?? null
}

/** What the customer pays now: one month, or twelve months at the yearly per-month price. */
export function amountDue(perMonth: number, period: BillingPeriod): number {
  // Pence arithmetic: 39 * 12 must be 468, not 467.99999.
  return period === 'year' ? Math.round(perMonth * 100 * 12) / 100 : perMonth
}

const penceFormatter = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** "£49", "€39", "£1,234.50": grouped the en-GB way (spec 9), decimals only when there are pence. */
export function formatMoney(amount: number, currency: PricingCurrency): string {
  return `${CURRENCY_SYMBOLS[currency]}${Number.isInteger(amount) ? formatNumber(amount) : penceFormatter.format(amount)}`
}
