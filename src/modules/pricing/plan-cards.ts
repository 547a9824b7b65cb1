import { paymentSummaryUrl } from '@/modules/registry/client'

import { withQuery } from '@/lib/http-client'
import { appliedPrice, type BillingPeriod, type PlanPrices, type PlanType, type PricingCurrency } from './rules'

export type PlanFeature = { name: string; value: string | null; included: boolean }
export type PlanGroup = { name: string; features: PlanFeature[] }

/** A marketing plan as the cards and the comparison table use it (serialisable: it crosses to the browser). */
export type PlanCard = {
  code: string
  type: PlanType
  name: string
  description: string | null
  allowance: string | null
  bestValue: boolean
  bookDemo: boolean
  buttonLabel: string
  priceExplanation: string | null
  link: string | null
  signupProduct: string | null
  prices: PlanPrices
  groups: PlanGroup[]
}

export type CardTargets = {
  platformUrl: string
  /** The pricing trial page (sign-up for free plans). */
  signUpHref: string | null
  bookDemoHref: string | null
  /** The page the visitor is on: where the payment summary's "Go back" returns. */
  origin: string
}

export type CardAction = { kind: 'link' | 'sign_up' | 'book_demo' | 'checkout'; href: string } | null

/**
 * Where a card's button goes for the chosen period and currency: the editor's own link; the
 * book-demo page for custom plans; sign-up for free plans; otherwise the payment summary with the
 * plan, period and currency (the price travels for display only and is priced again there).
 */
export function planCardAction(plan: PlanCard, period: BillingPeriod, currency: PricingCurrency, targets: CardTargets): CardAction {
  if (plan.link) return { kind: 'link', href: plan.link.startsWith('/') ? withQuery(plan.link, { origin: targets.origin }) : plan.link }
  const applied = appliedPrice(plan.prices[currency], period)
  if (plan.bookDemo || plan.type === 'custom' || !applied) {
    return targets.bookDemoHref ? { kind: 'book_demo', href: targets.bookDemoHref } : null
  }
  if (applied.amount === 0) {
    if (!targets.signUpHref) return null
    return {
      kind: 'sign_up',
      href: withQuery(targets.signUpHref, { product_id: plan.signupProduct ?? undefined, plan: plan.code, origin: targets.origin }),
    }
  }
  return {
    kind: 'checkout',
    href: paymentSummaryUrl(
      targets.platformUrl,
      [{ type: 'plan', data: { id: plan.code, title: plan.name, period: applied.period, currency, price: applied.amount } }],
      targets.origin,
    ),
  }
}

/**
 * The comparison table: one row per feature name (in the order first met), grouped as the plans
 * group them; each cell is the plan's value, a check mark, or "not included" when the plan lacks it.
 */
export type ComparisonRow = { name: string; cells: Array<{ value: string | null; included: boolean }> }
export type ComparisonGroup = { name: string; rows: ComparisonRow[] }

export function comparisonTable(plans: ReadonlyArray<Pick<PlanCard, 'groups'>>): ComparisonGroup[] {
  const groups = new Map<string, Map<string, ComparisonRow>>()
  plans.forEach((plan, planIndex) => {
    for (const group of plan.groups) {
      const rows = groups.get(group.name) ?? new Map<string, ComparisonRow>()
      groups.set(group.name, rows)
      for (const feature of group.features) {
        const row = rows.get(feature.name) ?? { name: feature.name, cells: plans.map(() => ({ value: null, included: false })) }
        rows.set(feature.name, row)
        row.cells[planIndex] = { value: feature.value, included: feature.included }
      }
    }
  })
  return [...groups].map(([name, rows]) => ({ name, rows: [...rows.values()] }))
}
