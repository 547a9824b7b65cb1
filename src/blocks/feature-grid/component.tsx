import { Icon } from '@/components/ui/icon'

import type { BlockProps } from '../common/block-props'

export function FeatureGridBlockView({ block }: BlockProps<'featureGrid'>) {
  return (
    <section className="section">
      <div className="container">
        {block.heading ? <h2 className="section__title">{block.heading}</h2> : null}
        {block.intro ? <p className="section__lead">{block.intro}</p> : null}
        <ul className="feature-grid">
          {(block.items ?? []).map((item, itemIndex) => (
            <li key={item.id ?? itemIndex} className="feature-card">
              <span className="feature-card__icon">
                <Icon name={item.icon} size={24} />
              </span>
              <h3 className="feature-card__title">{item.title}</h3>
              {item.text ? <p className="feature-card__text">{item.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
