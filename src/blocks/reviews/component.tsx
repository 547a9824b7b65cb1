import { Icon } from '@/components/ui/icon'

import type { BlockProps } from '../common/block-props'

export function ReviewsBlockView({ block, context }: BlockProps<'reviews'>) {
  return (
    <section className="section" data-testid="reviews">
      <div className="container">
        <h2 className="section__title">{block.heading}</h2>
        <ul className="reviews">
          {(block.items ?? []).map((item, itemIndex) => (
            <li key={item.id ?? itemIndex} className="review" data-testid="review">
              <Stars rating={item.rating} label={context.t('review_rating', { rating: String(item.rating) })} />
              <blockquote className="review__quote">
                <p>{item.quote}</p>
              </blockquote>
              <p className="review__person">
                <span className="review__name">{item.name}</span>
                {item.company ? <span className="review__company">{item.company}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** A 1–5 star rating: five stars, the first `rating` filled; read out once as "Rated 4 out of 5". */
function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <p className="review__stars" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} className={index < filled ? 'review__star review__star--on' : 'review__star'}>
          <Icon name="star" size={18} />
        </span>
      ))}
    </p>
  )
}
