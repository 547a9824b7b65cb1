import type { Payload } from 'payload'

import type { PricingPlan, PricingProduct } from '@/payload-types'

import { loadSeedContent, type SeedContent } from './content-loader'

/**
 * Pricing demo content: the spec's plans (starter free with 10 basic profiles and 50 contact
 * lookups; professional 49 a month or 39 a month billed yearly, the same figure in GBP and EUR,
 * with 1,000 full profiles; enterprise custom), the embedded page's products per market, a
 * presentation, an included block and the country map. The texts are in content/seed/site/pricing.json;
 * the pricing and pay-as-you-go pages' sections are in content/seed/site/pages.json.
 */

const NO_REVALIDATE = { disableRevalidate: true }
const LOCALES = ['en', 'es', 'de'] as const

const PROFESSIONAL_MONTH = 49
const PROFESSIONAL_YEAR = 39

type Pricing = SeedContent['site']['pricing']
type Feature = { name: string; value?: string; included?: boolean }
type Group = { name: string; features: Feature[] }
type PlanCode = 'starter' | 'professional' | 'enterprise'

type PlanSeed = {
  code: PlanCode
  type: PricingPlan['type']
  order: number
  best_value?: boolean
  book_demo?: boolean
  signup_product?: string
  prices: NonNullable<PricingPlan['prices']>
  /** What the plan's API keys may use a month (null: no limit), as its card and comparison rows say. */
  api_allowance: NonNullable<PricingPlan['api_allowance']>
}

const FREE = { gbp_month: 0, gbp_year: 0, eur_month: 0, eur_year: 0 }
const PROFESSIONAL = {
  gbp_month: PROFESSIONAL_MONTH,
  gbp_year: PROFESSIONAL_YEAR,
  eur_month: PROFESSIONAL_MONTH,
  eur_year: PROFESSIONAL_YEAR,
}

/** Feature rows per plan: the same names in every plan so the comparison table lines them up. */
function planGroups(pricing: Pricing, plan: PlanCode, locale: 'en' | 'es' | 'de'): Group[] {
  const t = pricing.plan_features[locale]
  const values = {
    starter: {
      basic: '10',
      full: undefined,
      fullIncluded: false,
      // No contact lookups on a free plan (issue 56: officers' addresses were harvested through free accounts).
      contacts: undefined,
      contactsIncluded: false,
      agents: t.freeAgents,
      enrichment: false,
      // Every plan reaches the company data API within its allowance (api_allowance below).
      api: true,
      crm: false,
      manager: false,
    },
    professional: {
      basic: undefined,
      full: '1,000',
      fullIncluded: true,
      contacts: undefined,
      contactsIncluded: true,
      agents: undefined,
      enrichment: true,
      api: true,
      crm: false,
      manager: false,
    },
    enterprise: {
      basic: undefined,
      full: t.custom,
      fullIncluded: true,
      contacts: t.custom,
      contactsIncluded: true,
      agents: undefined,
      enrichment: true,
      api: true,
      crm: true,
      manager: true,
    },
  }[plan]
  return [
    {
      name: t.data,
      features: [
        { name: t.basic, value: values.basic },
        { name: t.full, value: values.full, included: values.fullIncluded },
        { name: t.contacts, value: values.contacts, included: values.contactsIncluded },
        { name: t.countries, value: '200+' },
      ],
    },
    {
      name: t.tools,
      features: [
        { name: t.enrichment, included: values.enrichment },
        { name: t.agents, value: values.agents },
        { name: t.api, included: values.api },
        { name: t.crm, included: values.crm },
      ],
    },
    { name: t.support, features: [{ name: t.email }, { name: t.manager, included: values.manager }] },
  ]
}

const PLANS: PlanSeed[] = [
  {
    code: 'starter',
    type: 'starter',
    order: 1,
    signup_product: 'platform',
    prices: FREE,
    api_allowance: { basic_profiles: 10, full_profiles: 0, contact_lookups: 0, searches_per_day: 100, requests_per_minute: 30 },
  },
  {
    code: 'professional',
    type: 'professional',
    order: 2,
    best_value: true,
    prices: PROFESSIONAL,
    api_allowance: { basic_profiles: null, full_profiles: 1000, contact_lookups: null, searches_per_day: 10_000, requests_per_minute: 120 },
  },
  {
    code: 'enterprise',
    type: 'custom',
    order: 3,
    book_demo: true,
    prices: {},
    // Custom volumes are set per customer on the account.
    api_allowance: {
      basic_profiles: null,
      full_profiles: null,
      contact_lookups: null,
      searches_per_day: 100_000,
      requests_per_minute: 600,
    },
  },
]

function planLocaleData(pricing: Pricing, plan: PlanSeed, locale: (typeof LOCALES)[number]) {
  const texts = pricing.plans[plan.code][locale]
  return {
    name: texts.name,
    description: texts.description,
    button_label: texts.button_label,
    price_explanation: texts.price_explanation,
    allowance: texts.allowance,
    pricing_groups: planGroups(pricing, plan.code, locale).map((group) => ({
      name: group.name,
      features: group.features.map((feature) => ({ name: feature.name, value: feature.value, included: feature.included ?? true })),
    })),
  }
}

type ProductSeed = Pick<PricingProduct, 'price_month' | 'price_year' | 'best_value' | 'persist_price_visibility' | 'link'> & {
  code: PlanCode
  order: number
}

/** The embedded page's products; each market gets the same set in its own currency. */
const PRODUCTS: ProductSeed[] = [
  { code: 'starter', order: 1, persist_price_visibility: true },
  { code: 'professional', order: 2, best_value: true, price_month: PROFESSIONAL_MONTH, price_year: PROFESSIONAL_YEAR },
  { code: 'enterprise', order: 3, persist_price_visibility: true, link: '/book-demo' },
]

const MARKETS = [
  { country: 'gb', currency: 'GBP' as const },
  { country: 'eu', currency: 'EUR' as const },
]

/** Every EU and EEA country and Switzerland see the euro market; everyone else the default (GBP). */
const EURO_MARKET_COUNTRIES =
  'at, be, bg, ch, cy, cz, de, dk, ee, es, fi, fr, gr, hr, hu, ie, is, it, li, lt, lu, lv, mt, nl, no, pl, pt, ro, se, si, sk'

async function createLocalized<TSlug extends 'pricing-plans' | 'pricing-products' | 'presentations' | 'included-blocks'>(
  payload: Payload,
  collection: TSlug,
  base: Record<string, unknown>,
  localized: (locale: (typeof LOCALES)[number]) => Record<string, unknown>,
) {
  const created = await payload.create({
    collection,
    locale: 'en',
    data: { ...base, ...localized('en') } as never,
    overrideAccess: true,
    context: NO_REVALIDATE,
  })
  for (const locale of ['es', 'de'] as const) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: localized(locale) as never,
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
  }
  return created
}

export async function seedPricing(payload: Payload): Promise<void> {
  const { pricing } = loadSeedContent().site
  for (const plan of PLANS) {
    await createLocalized(
      payload,
      'pricing-plans',
      {
        code: plan.code,
        type: plan.type,
        order: plan.order,
        best_value: plan.best_value ?? false,
        book_demo: plan.book_demo ?? false,
        signup_product: plan.signup_product,
        prices: plan.prices,
        api_allowance: plan.api_allowance,
      },
      (locale) => planLocaleData(pricing, plan, locale),
    )
  }
  for (const market of MARKETS) {
    for (const product of PRODUCTS) {
      const { code, ...rest } = product
      const texts = pricing.products[code]
      await createLocalized(
        payload,
        'pricing-products',
        { ...rest, code: `${code}-${market.country}`, country: market.country, currency: market.currency },
        (locale) => {
          const localized = texts[locale] ?? texts.en
          // German product rows fall back to the English ones where none are written.
          return {
            ...localized,
            pricing_feature_groups: localized.pricing_feature_groups ?? texts.en.pricing_feature_groups,
            tools: localized.tools ?? texts.en.tools,
          }
        },
      )
    }
  }
  await createLocalized(
    payload,
    'presentations',
    { link: '/storage/samples/company-data-sample.csv' },
    (locale) => pricing.presentation[locale],
  )
  await createLocalized(payload, 'included-blocks', { slug: 'every-plan' }, (locale) => pricing.included_block[locale])
  await payload.updateGlobal({
    slug: 'pricing-country-map',
    data: {
      default_map_to: 'gb',
      rows: [
        { countries: 'gb, im, je, gg', map_to: 'gb' },
        { countries: EURO_MARKET_COUNTRIES, map_to: 'eu' },
      ],
    },
    overrideAccess: true,
    context: NO_REVALIDATE,
  })
}
