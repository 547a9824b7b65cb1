import { CompetitorComparison } from '@/components/pricing/lazy'

import type { BlockProps } from '../common/block-props'
import { SectionTitle, sectionTitleId } from '../common/section-parts'

export function CompetitorComparisonBlockView({ block }: BlockProps<'competitorComparison'>) {
  const titleId = sectionTitleId(block)
  return (
    <section className="section section--soft" aria-labelledby={titleId}>
      <div className="container cost-section">
        <div>
          <SectionTitle id={titleId} text={block.heading} />
          {block.text ? <p className="section__lead">{block.text}</p> : null}
        </div>
        <div>
          <CompetitorComparison
            figures={{
              ourLabel: block.our_label,
              ourAmount: block.our_amount,
              ourNote: block.our_note ?? null,
              competitorLabel: block.competitor_label,
              competitorAmount: block.competitor_amount,
              competitorPlus: block.competitor_amount_plus !== false,
              competitorNote: block.competitor_note ?? null,
              period: block.period_label,
            }}
          />
          {block.footnote ? <p className="cost-section__footnote">{block.footnote}</p> : null}
        </div>
      </div>
    </section>
  )
}
