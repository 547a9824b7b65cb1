import Link from 'next/link'

import { getPayloadClient, type SiteContext } from '@/components/site-data'

import { ArticleCard, sevenGridImageSizes } from './article-card'
import { findArticleCards, kindBasePath, type ArticleKind } from './article-data'

/**
 * The newest articles of a kind as a section: 7 blog articles on home (with blog and view-more
 * links), 3 case studies on the thank-you pages. Nothing when there are none.
 */
export async function LatestArticles({
  context,
  kind,
  count,
  title,
  links,
  testId,
  topic = null,
  country = null,
  listSearch = '',
}: {
  context: SiteContext
  kind: ArticleKind
  count: number
  title: string
  /** The link beside the title (to the list) and the button below the cards (to the rest of the list). */
  links: { list: string; more?: string }
  testId: string
  /** Only articles of this type (blog topic). */
  topic?: string | null
  /** Only articles about this country (a country page shows no other country's articles). */
  country?: string | null
  /** Query of the link to the list, e.g. `?page=1&type=top_gdb_companies`. */
  listSearch?: string
}) {
  const { locale, navigation, t } = context
  const basePath = kindBasePath(navigation, kind, locale)
  if (!basePath) return null
  const { cards, totalDocs } = await findArticleCards(await getPayloadClient(), locale, navigation, { kind, topic, country, limit: count })
  if (!cards.length) return null
  return (
    <section className="section latest-articles" data-testid={testId}>
      <div className="container">
        <div className="latest-articles__header">
          <h2 className="section__title">{title}</h2>
          <Link className="link-button latest-articles__list-link" href={`${basePath}${listSearch}`} data-testid={`${testId}-list`}>
            {links.list}
          </Link>
        </div>
        <div className={cards.length === 7 ? 'article-grid article-grid--seven' : 'article-grid'}>
          {cards.map((card, index) => (
            <ArticleCard
              key={card.id}
              card={card}
              texts={{ readTime: t('blog_read_time') }}
              variant={index === 0 && cards.length === 7 ? 'highlight' : 'regular'}
              imageSizes={sevenGridImageSizes(cards.length, index)}
            />
          ))}
        </div>
        {links.more && totalDocs > cards.length ? (
          <div className="latest-articles__more">
            <Link className="button button--secondary button--large" href={`${basePath}#article-list`} data-testid={`${testId}-more`}>
              {links.more}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  )
}
