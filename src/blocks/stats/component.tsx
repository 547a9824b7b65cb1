import { StatValue } from '@/components/stats/stat-value'

import type { BlockProps } from '../common/block-props'

export function StatsBlockView({ block }: BlockProps<'stats'>) {
  return (
    <section className="section section--soft">
      <div className="container">
        {block.heading ? <h2 className="section__title section__title--center">{block.heading}</h2> : null}
        <dl className="stats">
          {(block.items ?? []).map((item, itemIndex) => (
            <div key={item.id ?? itemIndex} className="stats__item">
              <dt className="stats__label">{item.label}</dt>
              <StatValue className="stats__value" value={item.value} />
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
