import { InViewImage } from '@/components/ui/in-view-image'
import { responsiveImage } from '@/lib/media'

import type { BlockProps } from '../common/block-props'

export function DataExamplesBlockView({ block }: BlockProps<'dataExamples'>) {
  return (
    <section className="section section--soft" data-testid="data-examples">
      <div className="container">
        <h2 className="section__title">{block.heading}</h2>
        {block.intro ? <p className="section__lead">{block.intro}</p> : null}
        <ul className="data-examples">
          {(block.items ?? []).map((item, itemIndex) => {
            const image = responsiveImage(item.image, 'card')
            return (
              <li
                key={item.id ?? itemIndex}
                className={`data-example data-example--${item.tone}`}
                data-testid="data-example"
                data-tone={item.tone}
              >
                {image ? <InViewImage image={image} sizes="(max-width: 767px) 100vw, 33vw" className="data-example__image" /> : null}
                <h3 className="data-example__title">{item.title}</h3>
                {item.text ? <p className="data-example__text">{item.text}</p> : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
