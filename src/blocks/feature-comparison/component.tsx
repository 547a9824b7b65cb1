import { FeatureComparison } from '@/components/pricing/lazy'
import { loadPlanCards } from '@/components/pricing/plan-data'

import type { BlockProps } from '../common/block-props'
import { SectionTitle, sectionTitleId } from '../common/section-parts'

export async function FeatureComparisonBlockView({ block, context }: BlockProps<'featureComparison'>) {
  const { t, locale } = context
  const titleId = sectionTitleId(block)
  const plans = await loadPlanCards(locale)
  if (!plans.length) return null
  return (
    <section className="section section--soft" aria-labelledby={block.heading ? titleId : undefined}>
      <div className="container">
        <SectionTitle id={titleId} text={block.heading} center />
        <FeatureComparison
          plans={plans}
          heading={block.heading ?? null}
          footnote={block.footnote ?? null}
          texts={{
            feature: t('pricing_feature'),
            price: t('pricing_price_row'),
            perMonth: t('pricing_per_month'),
            free: t('pricing_free'),
            custom: t('pricing_custom'),
            included: t('pricing_included'),
            notIncluded: t('pricing_not_included'),
          }}
        />
      </div>
    </section>
  )
}
