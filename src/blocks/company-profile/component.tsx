import { mediaUrl } from '@/lib/media'

import type { BlockProps } from '../common/block-props'
import { ButtonLink } from '../common/button-link'
import { Points, SectionTitle, sectionTitleId } from '../common/section-parts'

export function CompanyProfileBlockView({ block, context }: BlockProps<'companyProfile'>) {
  const titleId = sectionTitleId(block)
  const image = mediaUrl(block.image)
  return (
    <section className="section" aria-labelledby={titleId} data-testid="companyProfile">
      <div className="container block-hero__inner">
        <div>
          <SectionTitle id={titleId} text={block.heading} />
          {block.text ? <p className="section__lead">{block.text}</p> : null}
          <Points items={block.items} variant="list" />
          <ButtonLink context={context} block={block} />
        </div>
        {image ? <img src={image} alt="" loading="lazy" className="block-hero__image" /> : null}
      </div>
    </section>
  )
}
