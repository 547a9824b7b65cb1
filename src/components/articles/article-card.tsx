import Link from 'next/link'

import { EagerImage } from '@/components/ui/eager-image'
import type { ResponsiveImage } from '@/lib/media'
import type { ArticleCardData } from '@/modules/content/schemas'

export type CardTexts = { readTime: string }

/** How wide a card's image is shown in each layout (blog.css), so the browser fetches the right size. */
export const CARD_IMAGE_SIZES = {
  grid: '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 384px',
  quarter: '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 288px',
  wide: '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 600px',
  lead: '(max-width: 1023px) 100vw, 690px',
  side: '(max-width: 767px) 34vw, (max-width: 1023px) 38vw, 190px',
  slider: '(max-width: 767px) 85vw, (max-width: 1023px) 50vw, 384px',
} as const

/** Seven cards get a wide first card and four columns (`article-grid--seven`); other counts three columns. */
export function sevenGridImageSizes(count: number, index: number): string {
  if (count !== 7) return CARD_IMAGE_SIZES.grid
  return index === 0 ? CARD_IMAGE_SIZES.wide : CARD_IMAGE_SIZES.quarter
}

/** The card's `<img>` attributes, the same whether it loads eagerly or lazily. */
function cardImage(image: ResponsiveImage, sizes: string) {
  return {
    src: image.src,
    srcSet: image.srcSet,
    sizes: image.srcSet ? sizes : undefined,
    width: image.width,
    height: image.height,
    decoding: 'async' as const,
    className: 'article-card__image',
  }
}

/** One article card; plain markup (no hooks) so server lists and browser-filtered lists share it. */
export function ArticleCard({
  card,
  texts,
  variant = 'regular',
  headingLevel = 3,
  imageSizes = CARD_IMAGE_SIZES.grid,
  priority = false,
}: {
  card: ArticleCardData
  texts: CardTexts
  variant?: 'regular' | 'highlight' | 'compact'
  headingLevel?: 2 | 3
  imageSizes?: string
  /** The first card a visitor sees: its image is the page's largest paint, so it is fetched first. */
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`article-card article-card--${variant}`} data-testid="article-card">
      <Link href={card.href} className="article-card__media" tabIndex={-1} aria-hidden="true">
        {card.image ? (
          // The first card's image goes through EagerImage like every eager image: from a server
          // component it would otherwise become a preload hint that prefetching pages pick up.
          priority ? (
            <EagerImage {...cardImage(card.image, imageSizes)} alt={card.image.alt} fetchPriority="high" />
          ) : (
            <img {...cardImage(card.image, imageSizes)} alt={card.image.alt} loading="lazy" />
          )
        ) : (
          <span className="article-card__placeholder">{card.topic ?? ''}</span>
        )}
      </Link>
      <div className="article-card__body">
        {card.topic ? <p className="article-card__topic">{card.topic}</p> : null}
        <Heading className="article-card__title" lang={card.contentLang ?? undefined}>
          <Link href={card.href}>{card.title}</Link>
        </Heading>
        {card.excerpt && variant !== 'compact' ? (
          <p className="article-card__excerpt" lang={card.contentLang ?? undefined}>
            {card.excerpt}
          </p>
        ) : null}
        <p className="article-card__meta">
          <time dateTime={card.date}>{card.dateLabel}</time>
          {card.readTime ? <span>{texts.readTime.replace('{n}', String(card.readTime))}</span> : null}
        </p>
      </div>
    </article>
  )
}
