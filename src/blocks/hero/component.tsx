import { mediaUrl } from '@/lib/media'

import type { BlockProps } from '../common/block-props'
import { ButtonLink } from '../common/button-link'

export function HeroBlockView({ block, context }: BlockProps<'hero'>) {
  const image = mediaUrl(block.image)
  return (
    <section className="section block-hero">
      <div className="container block-hero__inner">
        <div>
          <h2 className="section__title">{block.heading}</h2>
          {block.text ? <p className="section__lead">{block.text}</p> : null}
          <ButtonLink context={context} block={block} />
        </div>
        {image ? <img src={image} alt="" loading="lazy" className="block-hero__image" /> : null}
      </div>
    </section>
  )
}
