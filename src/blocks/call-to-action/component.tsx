import type { BlockProps } from '../common/block-props'
import { ButtonLink } from '../common/button-link'

export function CallToActionBlockView({ block, context }: BlockProps<'callToAction'>) {
  return (
    <section className="section">
      <div className="container">
        <div className="cta-banner">
          <div>
            <h2 className="cta-banner__title">{block.heading}</h2>
            {block.text ? <p className="cta-banner__text">{block.text}</p> : null}
          </div>
          <ButtonLink context={context} block={block} />
        </div>
      </div>
    </section>
  )
}
