import { Icon } from '@/components/ui/icon'

import type { BlockProps } from '../common/block-props'

export function ValuesBlockView({ block }: BlockProps<'values'>) {
  const items = block.items ?? []
  // Three on the left and the rest on the right (spec: five values, three left, two right).
  const columns = [items.slice(0, Math.ceil((items.length * 3) / 5)), items.slice(Math.ceil((items.length * 3) / 5))]
  return (
    <section className="section section--soft" data-testid="values">
      <div className="container values">
        <div className="values__intro">
          <h2 className="section__title">{block.heading}</h2>
          {block.intro ? <p className="section__lead">{block.intro}</p> : null}
        </div>
        <div className="values__columns">
          {columns.map((column, columnIndex) =>
            column.length ? (
              <ul key={columnIndex} className="values__column" data-testid="values-column">
                {column.map((item, itemIndex) => (
                  <li key={item.id ?? itemIndex} className="value-card" data-testid="value">
                    <span className="value-card__icon">
                      <Icon name={item.icon} size={22} />
                    </span>
                    <h3 className="value-card__title">{item.title}</h3>
                    {item.text ? <p className="value-card__text">{item.text}</p> : null}
                  </li>
                ))}
              </ul>
            ) : null,
          )}
        </div>
      </div>
    </section>
  )
}
