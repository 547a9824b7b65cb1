import { PlanCards } from '@/components/pricing/lazy'
import { loadPlanCards } from '@/components/pricing/plan-data'
import { siteSettings } from '@/lib/site-config'
import { slotHref } from '@/modules/content'
import { billingSetup } from '@/modules/pricing'

import type { BlockProps } from '../common/block-props'
import { SectionTitle, sectionTitleId } from '../common/section-parts'

/** Plans come from Pricing → Pricing plans; prices switch with the billing period and the visitor's currency in the browser. */
export async function PricingPlansBlockView({ block, context, pagePath }: BlockProps<'pricingPlans'>) {
  const { t, locale, navigation } = context
  const titleId = sectionTitleId(block)
  const plans = await loadPlanCards(locale)
  const setup = billingSetup(
    plans.flatMap((plan) => [plan.prices.GBP, plan.prices.EUR]),
    { yearlyDefault: Boolean(context.config.is_yearly_default_on_pricing) },
  )
  return (
    <section className="section pricing-plans" aria-labelledby={block.heading ? titleId : undefined} data-testid="pricing-plans">
      <div className="container">
        <SectionTitle id={titleId} text={block.heading} center />
        {block.intro ? <p className="section__lead section__lead--center">{block.intro}</p> : null}
        {plans.length ? (
          <PlanCards
            plans={plans}
            showSwitcher={setup.showSwitcher}
            initialPeriod={setup.initialPeriod}
            targets={{
              platformUrl: siteSettings.platformUrl,
              signUpHref: slotHref(navigation, 'pricing_trial', locale) ?? slotHref(navigation, 'free_trial', locale),
              bookDemoHref: slotHref(navigation, 'book_demo', locale),
              origin: `${siteSettings.linkOrigin}${pagePath}`,
            }}
            texts={{
              label: t('pricing_billing_label'),
              month: t('pricing_bill_monthly'),
              year: t('pricing_bill_yearly'),
              saving: t('pricing_products_save_yearly'),
              savingUpTo: t('pricing_save_yearly'),
              perMonth: t('pricing_per_month'),
              billedMonthly: t('pricing_billed_monthly'),
              billedYearly: t('pricing_billed_yearly'),
              free: t('pricing_free'),
              custom: t('pricing_custom'),
              customNote: t('pricing_custom_note'),
              bestValue: t('pricing_best_value'),
              notIncluded: t('pricing_not_included'),
              pricesIn: t('pricing_prices_in'),
            }}
          />
        ) : (
          <p className="notice" data-testid="pricing-empty">
            {t('pricing_no_plans')}
          </p>
        )}
      </div>
    </section>
  )
}
