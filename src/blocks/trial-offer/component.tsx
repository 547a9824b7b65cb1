import type { BlockProps } from '../common/block-props'
import { ButtonLink } from '../common/button-link'
import { Points, SectionTitle, sectionTitleId } from '../common/section-parts'

export function TrialOfferBlockView({ block, context }: BlockProps<'trialOffer'>) {
  const titleId = sectionTitleId(block)
  return (
    <section className="section" aria-labelledby={titleId} data-testid="trial-offer">
      <div className="container">
        <div className="trial-offer">
          <div className="trial-offer__copy">
            <SectionTitle id={titleId} text={block.heading} />
            {block.text ? <p className="section__lead">{block.text}</p> : null}
            <ButtonLink context={context} block={block} className="button button--primary button--large" />
          </div>
          <Points items={block.items} variant="list" />
        </div>
      </div>
    </section>
  )
}
