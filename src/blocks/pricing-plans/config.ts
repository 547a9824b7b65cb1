import type { Block } from 'payload'

/** Plans, currency and billing come from the pricing collections; this block places them on a page. */
export const PricingPlansBlock: Block = {
  slug: 'pricingPlans',
  interfaceName: 'PricingPlansBlock',
  labels: { singular: 'Pricing plans', plural: 'Pricing plans' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
  ],
}
