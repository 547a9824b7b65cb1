import type { BlockOf } from './block-props'
import { Points, SectionTitle, sectionTitleId } from './section-parts'

/** The pay-as-you-go page's "clear advantage" and "reasons to switch": one layout, the second on a soft background. */
export function PointsSection({ block }: { block: BlockOf<'clearAdvantage' | 'switchReason'> }) {
  const titleId = sectionTitleId(block)
  return (
    <section
      className={`section${block.blockType === 'switchReason' ? ' section--soft' : ''}`}
      aria-labelledby={titleId}
      data-testid={block.blockType}
    >
      <div className="container">
        <SectionTitle id={titleId} text={block.heading} />
        {block.text ? <p className="section__lead">{block.text}</p> : null}
        <Points items={block.items} variant="cards" />
      </div>
    </section>
  )
}
