import 'server-only'

import type { Payload, Where } from 'payload'

import { builtInTexts, contentLangOf, findEntryBySlot, type NavEntry, topicTextKey, untranslatedIds } from '@/modules/content'
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '@/lib/locales'
import { responsiveImage } from '@/lib/media'
import type { ArticleCardData, ArticleListPage as ListPage } from '@/modules/content/schemas'
import type { Article, Author, FaqItem } from '@/payload-types'

import { formatArticleDate } from './article-date'

export type ArticleKind = 'blog' | 'case_study'

export type { ArticleCardData, ListPage }

/** The article's blog type or case-study category in the page's language (built-in texts). */
export function topicLabel(article: Pick<Article, 'kind' | 'type' | 'case_studies_type'>, locale: SiteLocale): string | null {
  const kind = article.kind === 'case_study' ? 'case_study' : 'blog'
  const value = kind === 'case_study' ? article.case_studies_type : article.type
  if (!value) return null
  const key = topicTextKey(kind, value)
  return builtInTexts(locale)[key] ?? builtInTexts(DEFAULT_LOCALE)[key] ?? null
}

/** The list entry an article of a kind lives under: blog articles under `blog`, case studies under `customers`. */
export function kindBasePath(navigation: NavEntry[], kind: ArticleKind, locale: SiteLocale): string | null {
  const entry = findEntryBySlot(navigation, kind === 'blog' ? 'blog' : 'customers', locale)
  return entry ? localizedPath(locale, entry.slug) : null
}

export function authorHref(navigation: NavEntry[], locale: SiteLocale, author: Author | null): string | null {
  if (!author?.slug) return null
  const entry = findEntryBySlot(navigation, 'author', locale)
  return entry ? localizedPath(locale, `${entry.slug}/${author.slug}`) : null
}

export function toCard(
  article: Article,
  basePaths: Record<ArticleKind, string | null>,
  locale: SiteLocale,
  contentLang: SiteLocale | null,
): ArticleCardData {
  const author = typeof article.author === 'object' && article.author ? article.author : null
  const base = basePaths[article.kind] ?? ''
  const background = typeof article.background === 'object' ? article.background : null
  return {
    id: article.id,
    title: article.title,
    href: `${base}/${article.slug}`,
    topic: topicLabel(article, locale),
    date: article.published_at,
    dateLabel: formatArticleDate(article.published_at, locale),
    readTime: article.read_time ?? null,
    image: responsiveImage(background, 'card'),
    excerpt: article.meta_description ?? null,
    authorName: author?.full_name ?? null,
    contentLang,
  }
}

/** Card fields only: never the bodies. */
const CARD_SELECT = {
  title: true,
  slug: true,
  kind: true,
  type: true,
  case_studies_type: true,
  published_at: true,
  read_time: true,
  background: true,
  meta_description: true,
  author: true,
} as const

export type ArticleQuery = {
  kind?: ArticleKind
  topic?: string | null
  /** Only articles about this country (two-letter code). */
  country?: string | null
  authorId?: number | string | null
  excludeId?: number
  titleContains?: string
  page?: number
  limit: number
}

function whereOf(query: ArticleQuery): Where {
  const and: Where[] = []
  if (query.kind) and.push({ kind: { equals: query.kind } })
  if (query.topic)
    and.push(query.kind === 'case_study' ? { case_studies_type: { equals: query.topic } } : { type: { equals: query.topic } })
  if (query.country) and.push({ country: { equals: query.country } })
  if (query.authorId) and.push({ author: { equals: query.authorId } })
  if (query.excludeId) and.push({ id: { not_equals: query.excludeId } })
  if (query.titleContains) and.push({ title: { like: query.titleContains } })
  return and.length ? { and } : {}
}

/** Articles newest first, as cards. */
export async function findArticleCards(
  payload: Payload,
  locale: SiteLocale,
  navigation: NavEntry[],
  query: ArticleQuery,
): Promise<ListPage> {
  const result = await payload.find({
    collection: 'articles',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: whereOf(query),
    sort: '-published_at',
    limit: query.limit,
    page: query.page ?? 1,
    depth: 1,
    select: CARD_SELECT,
  })
  const basePaths = { blog: kindBasePath(navigation, 'blog', locale), case_study: kindBasePath(navigation, 'case_study', locale) }
  const docs = result.docs as Article[]
  const untranslated = await untranslatedIds(
    payload,
    'articles',
    locale,
    docs.map((doc) => doc.id),
  )
  return {
    cards: docs.map((doc) => toCard(doc, basePaths, locale, contentLangOf(untranslated, doc.id))),
    page: result.page ?? 1,
    totalPages: Math.max(1, result.totalPages),
    totalDocs: result.totalDocs,
  }
}

export async function findArticle(payload: Payload, locale: SiteLocale, kind: ArticleKind, slug: string): Promise<Article | null> {
  const result = await payload.find({
    collection: 'articles',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: { and: [{ slug: { equals: slug } }, { kind: { equals: kind } }] },
    limit: 1,
    depth: 2,
  })
  return result.docs[0] ?? null
}

export async function findFaq(payload: Payload, locale: SiteLocale, articleId: number): Promise<FaqItem[]> {
  const result = await payload.find({
    collection: 'faq-items',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: { and: [{ article: { equals: articleId } }, { disabled: { not_equals: true } }] },
    sort: 'position',
    limit: 50,
    depth: 0,
  })
  return result.docs
}

export async function findAuthor(payload: Payload, locale: SiteLocale, slug: string): Promise<Author | null> {
  const result = await payload.find({
    collection: 'authors',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
  })
  return result.docs[0] ?? null
}

/** Related articles: the same topic first, then the newest of the same kind, never the article itself. */
export async function findRelated(
  payload: Payload,
  locale: SiteLocale,
  navigation: NavEntry[],
  article: Article,
  count: number,
): Promise<ArticleCardData[]> {
  const kind = article.kind
  const topic = kind === 'case_study' ? article.case_studies_type : article.type
  const sameTopic = topic
    ? (await findArticleCards(payload, locale, navigation, { kind, topic, excludeId: article.id, limit: count })).cards
    : []
  if (sameTopic.length >= count) return sameTopic
  const others = await findArticleCards(payload, locale, navigation, { kind, excludeId: article.id, limit: count * 2 })
  const seen = new Set(sameTopic.map((card) => card.id))
  return [...sameTopic, ...others.cards.filter((card) => !seen.has(card.id))].slice(0, count)
}
