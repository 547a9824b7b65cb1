import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ArticleCard, sevenGridImageSizes } from '@/components/articles/article-card'
import { findArticleCards, findAuthor } from '@/components/articles/article-data'
import { EagerImage } from '@/components/ui/eager-image'
import { mediaUrl } from '@/lib/media'
import { getPayloadClient } from '@/components/site-data'
import { DEFAULT_LOCALE, localizedPath } from '@/lib/locales'

import type { TemplateProps } from '../types'
import { AUTHOR_ARTICLES_COUNT } from './list-logic'
import { SocialLinks } from './social-links'

/** The authors entry: the list of authors at its path, an author (photo, name, motivation, links, 7 articles) below it. */
export async function AuthorTemplate({ context, route }: TemplateProps) {
  const { t, locale, navigation } = context
  const payload = await getPayloadClient()
  const basePath = localizedPath(locale, route.entry.slug)
  if (route.rest.length === 0) {
    const authors = await payload.find({
      collection: 'authors',
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      sort: 'full_name',
      limit: 100,
      depth: 1,
    })
    return (
      <section className="section">
        <div className="container">
          <h1 className="blog-hero__title">{route.page.title || t('author_list_title')}</h1>
          <ul className="author-list" data-testid="author-list">
            {authors.docs.map((author) => (
              <li key={author.id} className="author-list__item">
                {mediaUrl(author.photo, 'thumbnail') ? (
                  <img
                    src={mediaUrl(author.photo, 'thumbnail') ?? ''}
                    alt=""
                    className="author-list__photo"
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                ) : (
                  <span className="author-list__photo author-box__photo--initials" aria-hidden="true">
                    {author.full_name.slice(0, 1)}
                  </span>
                )}
                <span>
                  <Link href={`${basePath}/${author.slug}`} className="author-list__name">
                    {author.full_name}
                  </Link>
                  {author.role ? <span className="author-list__role">{author.role}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    )
  }
  const [slug, ...extra] = route.rest
  if (!slug || extra.length) notFound()
  const author = await findAuthor(payload, locale, slug)
  if (!author) notFound()
  const articles = await findArticleCards(payload, locale, navigation, { authorId: author.id, limit: AUTHOR_ARTICLES_COUNT })
  const photo = mediaUrl(author.photo, 'card')
  return (
    <>
      <section className="author-hero">
        <div className="container author-hero__inner">
          {photo ? (
            <EagerImage className="author-hero__photo" src={photo} alt={author.full_name} width={160} height={160} />
          ) : (
            <span className="author-hero__photo author-box__photo--initials" aria-hidden="true">
              {author.full_name.slice(0, 1)}
            </span>
          )}
          <div>
            <h1 className="author-hero__name" data-testid="author-name">
              {author.full_name}
            </h1>
            {author.role ? <p className="author-hero__role">{author.role}</p> : null}
            {author.motivation_text ? (
              <p className="author-hero__text" data-testid="author-motivation">
                {author.motivation_text}
              </p>
            ) : null}
            <SocialLinks author={author} />
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2 className="section__title">{t('author_articles', { name: author.full_name })}</h2>
          {articles.cards.length ? (
            <div
              className={articles.cards.length === 7 ? 'article-grid article-grid--seven' : 'article-grid'}
              data-testid="author-articles"
            >
              {articles.cards.map((card, index) => (
                <ArticleCard
                  key={card.id}
                  card={card}
                  texts={{ readTime: t('blog_read_time') }}
                  imageSizes={sevenGridImageSizes(articles.cards.length, index)}
                />
              ))}
            </div>
          ) : (
            <p className="article-list__empty">{t('blog_empty')}</p>
          )}
        </div>
      </section>
    </>
  )
}
