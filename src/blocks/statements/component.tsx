import type { BlockProps } from '../common/block-props'

export function StatementsBlockView({ block }: BlockProps<'statements'>) {
  return (
    <section className="section" data-testid="statements">
      <div className="container">
        {block.heading ? <h2 className="section__title">{block.heading}</h2> : null}
        <div className="statements">
          {(block.items ?? []).map((item, itemIndex) => (
            <article key={item.id ?? itemIndex} className="statement">
              <p className="statement__label">{item.label}</p>
              {/* Under a block heading the statements are its parts (h3); alone they are sections (h2). */}
              {block.heading ? <h3 className="statement__title">{item.heading}</h3> : <h2 className="statement__title">{item.heading}</h2>}
              {item.text ? <p className="statement__text">{item.text}</p> : null}
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}
