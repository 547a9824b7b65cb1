import { cache } from 'react'

import { getPayloadClient } from '@/components/site-data'
import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'
import type { PlanCard, PlanPrices } from '@/modules/pricing'
import type { PricingPlan } from '@/payload-types'

function pricesOf(plan: PricingPlan): PlanPrices {
  const value = (amount: number | null | undefined) => (typeof amount === 'number' ? amount : null)
  return {
    GBP: { month: value(plan.prices?.gbp_month), year: value(plan.prices?.gbp_year) },
    EUR: { month: value(plan.prices?.eur_month), year: value(plan.prices?.eur_year) },
  }
}

/** The marketing plans in the CMS order, in the visitor's language (English where a text is missing). */
export const loadPlanCards = cache(async (locale: SiteLocale): Promise<PlanCard[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pricing-plans',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    sort: 'order',
    depth: 0,
    limit: 12,
  })
  return docs.map((plan) => ({
    code: plan.code,
    type: plan.type,
    name: plan.name,
    description: plan.description ?? null,
    allowance: plan.allowance ?? null,
    bestValue: Boolean(plan.best_value),
    bookDemo: Boolean(plan.book_demo),
    buttonLabel: plan.button_label,
    priceExplanation: plan.price_explanation ?? null,
    link: plan.link ?? null,
    signupProduct: plan.signup_product ?? null,
    prices: pricesOf(plan),
    groups: (plan.pricing_groups ?? []).map((group) => ({
      name: group.name,
      features: (group.features ?? []).map((feature) => ({
        name: feature.name,
        value: feature.value ?? null,
        included: feature.included !== false,
      })),
    })),
  }))
})
