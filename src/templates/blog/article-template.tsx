import Link from 'next/link'
import type { ReactNode } from 'react'

import { authorHref, findFaq, findRelated, kindBasePath, topicLabel, type ArticleKind } from '@/components/articles/article-data'
import { formatArticleDate } from '@/components/articles/article-date'
import { InfoBlock } from '@/components/info-block/info-block'
import { buildInfoBlockTexts } from '@/components/info-block/info-block-texts'
import { EagerImage } from '@/components/ui/eager-image'
import { VideoPreview } from '@/components/ui/video-preview'
import { mediaUrl, responsiveImage } from '@/lib/media'
import { siteSettings } from '@/lib/site-config'
import { getPayloadClient } from '@/components/site-data'
import { contentLangOf, slotHref, untranslatedIds } from '@/modules/content'
import type { Article, Author } from '@/payload-types'

import type { TemplateProps } from '../types'
import { FaqList } from '@/components/faq/faq-list'

import { ArticleParts, type ArticlePart } from './article-parts'
import { ArticleRichText } from './article-rich-text'
import { ArticleSearch } from './article-search'
import { buildArticleSearchTexts } from './article-search-texts'
import { buildArticleJsonLd, serializeJsonLd } from './json-ld'
import { DEFAULT_RELATED_COUNT, parseTags } from './list-logic'
import { ReadingProgress } from './reading-progress'
import { RelatedSlider } from './related-slider'
import {
  annotateHeadings,
  createIdAllocator,
  estimateReadTime,
  initialOpenPart,
  partAnchor,
  splitCtaPlaceholders,
  type CtaPlaceholder,
  type LexicalDocument,
  type TocEntry,
} from './rich-text-logic'
import { SocialLinks } from './social-links'
import { TableOfContents } from './table-of-contents'
import { TouchTabs } from './touch-tabs'

/** The cover spans the article column: the page width on small screens, 784 px beside the sidebar. */
const ARTICLE_COVER_SIZES = '(max-width: 1023px) 100vw, 784px'

function isDocument(value: unknown): value is LexicalDocument {
  return Boolean(value && typeof value === 'object' && 'root' in value && (value as LexicalDocument).root?.children)
}

/** The article page of the blog and the case studies. */
export async function ArticleTemplate({ context, route, article }: TemplateProps & { article: Article }) {
  const { t, locale, navigation, config } = context
  const payload = await getPayloadClient()
  const kind = article.kind as ArticleKind
  const basePath = kindBasePath(navigation, kind, locale) ?? ''
  const author = typeof article.author === 'object' && article.author ? (article.author as Author) : null
  const authorPage = authorHref(navigation, locale, author)
  const authorPhoto = author ? mediaUrl(author.photo, 'thumbnail') : null
  const [faq, related, untranslated] = await Promise.all([
    findFaq(payload, locale, article.id),
    findRelated(payload, locale, navigation, article, config.related_per_page || DEFAULT_RELATED_COUNT),
    untranslatedIds(payload, 'articles', locale, [article.id]),
  ])
  // An article without text in this language is shown in the default one: its own text says so.
  const contentLang = contentLangOf(untranslated, article.id) ?? undefined

  // Headings get anchors; the contents number them, then the titled parts after them.
  const allocate = createIdAllocator(article.parts?.map((_, index) => partAnchor(index)) ?? [])
  const counters = { h2: 0, h3: 0 }
  const content = isDocument(article.content) ? annotateHeadings(article.content, allocate, counters) : null
  const parts = (article.parts ?? []).filter((part) => isDocument(part.content))
  const toc: TocEntry[] = [...(content?.toc ?? [])]
  const annotatedParts = parts.map((part, index) => {
    const title = part.title?.trim() || null
    const anchor = partAnchor(index)
    if (title) {
      counters.h2 += 1
      toc.push({ id: anchor, title, level: 2, number: `${counters.h2}.` })
    }
    return {
      anchor,
      number: index + 1,
      title,
      document: annotateHeadings(part.content as LexicalDocument, allocate, { h2: 0, h3: 0 }).document,
    }
  })
  const initialIndex = initialOpenPart(parts)

  const bookDemoHref = slotHref(navigation, 'book_demo', locale)
  const sampleFile = mediaUrl(article.sample_file)
  const sampleHref = sampleFile ?? article.sample_link ?? (bookDemoHref ? `${bookDemoHref}?request_sample=true` : null)
  // A file of this site downloads; an outside link or the request form opens.
  const sampleDownloads = Boolean(sampleFile || article.sample_link?.startsWith('/'))
  const renderCta = (cta: CtaPlaceholder, key: string): ReactNode => {
    if (cta === 'form') {
      return bookDemoHref ? (
        <div key={key} className="article-cta article-cta--form" data-testid="cta-form">
          <InfoBlock bookDemoHref={bookDemoHref} texts={buildInfoBlockTexts(t)} />
        </div>
      ) : null
    }
    if (cta === 'video') {
      // The player (an iframe for YouTube) loads only when the reader presses play.
      return article.video_url ? (
        <div key={key} className="article-video" data-testid="article-video-block">
          <VideoPreview
            url={article.video_url}
            title={article.video_title || article.title}
            playLabel={t('video_play')}
            testId="article-video"
          />
        </div>
      ) : null
    }
    if (cta === 'download-sample') {
      return sampleHref ? (
        <aside key={key} className="article-cta article-cta--sample" data-testid="cta-download-sample">
          <p className="article-cta__title">{article.sample_title || t('article_sample_title')}</p>
          <a className="button button--primary" href={sampleHref} {...(sampleDownloads ? { download: '' } : {})}>
            {t('article_sample_button')}
          </a>
        </aside>
      ) : null
    }
    const findOutHref = bookDemoHref ?? slotHref(navigation, 'free_trial', locale)
    return findOutHref ? (
      <aside key={key} className="article-cta article-cta--find-out" data-testid="cta-find-out">
        <div>
          <p className="article-cta__title">{t('article_find_out_title')}</p>
          <p className="article-cta__text">{t('article_find_out_text')}</p>
        </div>
        <Link className="button button--primary" href={findOutHref}>
          {t('article_find_out_button')}
        </Link>
      </aside>
    ) : null
  }
  const renderDocument = (document: LexicalDocument, prefix: string) =>
    splitCtaPlaceholders(document).map((segment, index) =>
      segment.kind === 'cta' ? (
        renderCta(segment.cta, `${prefix}-${index}`)
      ) : (
        <ArticleRichText key={`${prefix}-${index}`} document={segment.document} />
      ),
    )
  const partItems: ArticlePart[] = annotatedParts.map((part) => ({
    anchor: part.anchor,
    number: part.number,
    title: part.title,
    body: renderDocument(part.document, part.anchor),
  }))

  const listEntry = navigation.find((entry) => entry.slot === (kind === 'blog' ? 'blog' : 'customers'))
  const topic = topicLabel(article, context.locale)
  const topicValue = kind === 'blog' ? article.type : article.case_studies_type
  const readTime = article.read_time || estimateReadTime([content?.document, ...annotatedParts.map((part) => part.document)])
  const background = typeof article.background === 'object' ? article.background : null
  const cover = responsiveImage(background, 'hero')
  // Search engines and link previews get the original upload, not a WebP size.
  const shareImage = mediaUrl(background)
  const tags = parseTags(article.tags)
  const touches = (article.touches ?? []).map(({ label, button, link }) => ({ label, button, link }))
  // SITE_URL, or '' for root-relative addresses (a cached page never names a request's host).
  const origin = siteSettings.linkOrigin
  const jsonLd = buildArticleJsonLd({
    url: `${origin}${basePath}/${article.slug}`,
    title: article.title,
    description: article.meta_description,
    image: shareImage && origin ? new URL(shareImage, origin).toString() : shareImage,
    datePublished: article.published_at,
    dateModified: article.updatedAt,
    authorName: author?.full_name,
    authorUrl: authorPage ? `${origin}${authorPage}` : null,
    publisherName: siteSettings.siteName,
    breadcrumb: [
      { name: listEntry?.title ?? '', url: `${origin}${basePath}` },
      ...(topic && topicValue ? [{ name: topic, url: `${origin}${basePath}?type=${topicValue}` }] : []),
      { name: article.title },
    ],
    faq: faq.map(({ question, answer }) => ({ question, answer })),
  })
  const cardTexts = { readTime: t('blog_read_time') }

  return (
    <>
      <ReadingProgress targetId="article-body" label={t('article_progress')} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <section className="article-hero">
        <div className="container">
          <nav aria-label={t('article_breadcrumb')} className="breadcrumb" data-testid="breadcrumb">
            <ol>
              <li>
                <Link href={basePath}>{listEntry?.title ?? route.entry.title}</Link>
              </li>
              {topic && topicValue ? (
                <li>
                  <Link href={`${basePath}?type=${topicValue}`}>{topic}</Link>
                </li>
              ) : null}
              <li aria-current="page" lang={contentLang}>
                {article.title}
              </li>
            </ol>
          </nav>
          <h1 className="article-hero__title" lang={contentLang} data-testid="article-title">
            {article.title}
          </h1>
          <p className="article-hero__meta">
            {author ? (
              <span className="article-hero__author">
                {authorPhoto ? <EagerImage src={authorPhoto} alt="" className="article-hero__avatar" width={32} height={32} /> : null}
                {t('article_by')}{' '}
                {authorPage ? (
                  <Link href={authorPage} data-testid="article-author-link">
                    {author.full_name}
                  </Link>
                ) : (
                  author.full_name
                )}
              </span>
            ) : null}
            <time dateTime={article.published_at}>{formatArticleDate(article.published_at, locale)}</time>
            <span>{t('blog_read_time', { n: readTime })}</span>
          </p>
        </div>
      </section>
      <div className="container article-layout">
        {/* First in the HTML: on phones it stands above the article, and the streamed page must not
            paint the article first and then push it down when the sidebar arrives. */}
        <aside className="article-sidebar">
          <ArticleSearch lang={locale} texts={buildArticleSearchTexts(t)} />
          <div className="article-sidebar__sticky">
            <TableOfContents
              entries={toc}
              title={t('article_contents')}
              partAnchors={annotatedParts.filter((part) => part.title).map((part) => part.anchor)}
              contentLang={contentLang}
            />
            <TouchTabs title={article.touch_title ?? null} touches={touches} />
            {sampleFile || article.sample_link ? (
              <div className="article-sample" data-testid="article-sample">
                <p className="article-sample__title">{article.sample_title || t('article_sample_title')}</p>
                <a
                  className="button button--secondary button--block"
                  href={sampleFile ?? article.sample_link ?? ''}
                  {...(sampleDownloads ? { download: '' } : {})}
                >
                  {t('article_sample_button')}
                </a>
              </div>
            ) : null}
          </div>
        </aside>
        <article className="article-body" id="article-body" lang={contentLang}>
          {cover ? (
            <EagerImage
              className="article-body__cover"
              src={cover.src}
              srcSet={cover.srcSet}
              sizes={cover.srcSet ? ARTICLE_COVER_SIZES : undefined}
              width={cover.width}
              height={cover.height}
              alt={cover.alt}
              fetchPriority="high"
            />
          ) : null}
          {content ? renderDocument(content.document, 'content') : null}
          {partItems.length ? <ArticleParts parts={partItems} initialOpen={initialIndex >= 0 ? partAnchor(initialIndex) : null} /> : null}
          {tags.length ? (
            <div className="article-tags">
              <p className="visually-hidden">{t('article_tags')}</p>
              <ul className="article-tags__list" data-testid="article-tags">
                {tags.map((tag) => (
                  <li key={tag} className="article-tags__tag">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {author ? (
            <aside className="author-box" data-testid="author-box">
              {authorPhoto ? (
                <img className="author-box__photo" src={authorPhoto} alt="" width={80} height={80} loading="lazy" />
              ) : (
                <span className="author-box__photo author-box__photo--initials" aria-hidden="true">
                  {author.full_name.slice(0, 1)}
                </span>
              )}
              <div>
                <p className="author-box__label">{t('article_author')}</p>
                <p className="author-box__name">
                  {authorPage ? <Link href={authorPage}>{author.full_name}</Link> : author.full_name}
                  {author.role ? <span className="author-box__role"> · {author.role}</span> : null}
                </p>
                {author.motivation_text ? <p className="author-box__text">{author.motivation_text}</p> : null}
                <SocialLinks author={author} />
              </div>
            </aside>
          ) : null}
        </article>
      </div>
      {faq.length ? (
        <section className="section section--soft">
          <div className="container article-faq" data-testid="article-faq">
            <h2 className="section__title">{t('article_faq')}</h2>
            <FaqList items={faq} />
          </div>
        </section>
      ) : null}
      {related.length ? (
        <section className="section">
          <div className="container">
            <RelatedSlider
              cards={related}
              texts={cardTexts}
              labels={{ title: t('article_related'), previous: t('article_related_previous'), next: t('article_related_next') }}
            />
          </div>
        </section>
      ) : null}
    </>
  )
}
