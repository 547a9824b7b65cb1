import { notFound, permanentRedirect } from 'next/navigation'

import { findArticle, findArticleCards, type ArticleKind } from '@/components/articles/article-data'
import { getPayloadClient } from '@/components/site-data'
import { ARTICLE_TYPES, CASE_STUDY_CATEGORIES, topicTextKey } from '@/modules/content'
import { localizedPath } from '@/lib/locales'

import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'
import { FilteredArticleList, type ListTexts } from './article-list'
import { ArticleSearch } from './article-search'
import { buildArticleSearchTexts } from './article-search-texts'
import { ArticleTemplate } from './article-template'
import { DEFAULT_ARTICLES_PER_PAGE, pageLinkHints, parseListRest } from './list-logic'

export function listTexts(t: TemplateProps['context']['t']): ListTexts {
  return {
    readTime: t('blog_read_time'),
    allTopics: t('blog_all_topics'),
    topics: t('blog_topics'),
    empty: t('blog_empty'),
    pagination: t('blog_pagination'),
    previous: t('blog_previous'),
    next: t('blog_next'),
    page: t('blog_page'),
    loading: t('blog_loading'),
    error: t('blog_list_error'),
  }
}

/**
 * The blog (kind blog) and case studies (page type customers, kind case_study): the list at the
 * entry's path, list pages at `/page/N`, and articles at `/<slug>`.
 */
export async function BlogListTemplate(props: TemplateProps) {
  const { context, route } = props
  const { t, locale, config } = context
  const kind: ArticleKind = route.page.page_type === 'customers' ? 'case_study' : 'blog'
  const basePath = localizedPath(locale, route.entry.slug)
  const rest = parseListRest(route.rest)
  if (rest.kind === 'not-found') notFound()
  if (rest.kind === 'first-page-alias') permanentRedirect(basePath)
  const payload = await getPayloadClient()
  if (rest.kind === 'article') {
    const article = await findArticle(payload, locale, kind, rest.slug)
    if (!article) notFound()
    return <ArticleTemplate {...props} article={article} />
  }
  const perPage = config.articles_per_page || DEFAULT_ARTICLES_PER_PAGE
  const data = await findArticleCards(payload, locale, context.navigation, { kind, page: rest.page, limit: perPage })
  if (rest.page > data.totalPages) notFound()
  const hints = pageLinkHints(basePath, data.page, data.totalPages)
  const topics = (kind === 'blog' ? ARTICLE_TYPES : CASE_STUDY_CATEGORIES).map(({ value }) => ({
    value,
    label: t(topicTextKey(kind, value)),
  }))
  const listProps = { basePath, kind, topics, texts: listTexts(t) }
  return (
    <>
      {/* React hoists these into <head>: crawlers follow the pages of the list. */}
      {hints.prev ? <link rel="prev" href={hints.prev} /> : null}
      {hints.next ? <link rel="next" href={hints.next} /> : null}
      <section className="blog-hero">
        <div className="container blog-hero__inner">
          <div>
            <h1 className="blog-hero__title">{route.page.title}</h1>
            {route.page.description ? <p className="blog-hero__lead">{route.page.description}</p> : null}
          </div>
          <ArticleSearch lang={locale} texts={buildArticleSearchTexts(t)} />
        </div>
      </section>
      <section className="section section--tight">
        <div className="container">
          <FilteredArticleList {...listProps} lang={locale} initial={data} />
        </div>
      </section>
      <RequestDemoBlock {...props} />
    </>
  )
}
