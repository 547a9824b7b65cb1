import 'server-only'

import { findArticle, findAuthor, type ArticleKind } from '@/components/articles/article-data'
import { mediaUrl } from '@/lib/media'
import { getPayloadClient } from '@/components/site-data'

import type { ChildMetadata, TemplateProps } from '../types'
import { parseListRest } from './list-logic'

/** Metadata of the paths below a blog or customers entry: list pages and articles. */
export async function listChildMetadata({ context, route }: TemplateProps): Promise<ChildMetadata | null> {
  const rest = parseListRest(route.rest)
  if (rest.kind === 'list') {
    const title = route.page.document_title || route.page.title
    return {
      title: `${title} · ${context.t('blog_page', { n: rest.page })}`,
      description: route.page.meta_description || route.page.description || undefined,
    }
  }
  if (rest.kind !== 'article') return null
  const kind: ArticleKind = route.page.page_type === 'customers' ? 'case_study' : 'blog'
  const article = await findArticle(await getPayloadClient(), context.locale, kind, rest.slug)
  if (!article) return null
  return {
    title: article.title,
    description: article.meta_description || undefined,
    image: mediaUrl(article.background) ?? undefined,
  }
}

export async function authorChildMetadata({ context, route }: TemplateProps): Promise<ChildMetadata | null> {
  const [slug, ...extra] = route.rest
  if (!slug || extra.length) return null
  const author = await findAuthor(await getPayloadClient(), context.locale, slug)
  if (!author) return null
  return {
    title: author.full_name,
    description: author.motivation_text || author.role || undefined,
    image: mediaUrl(author.photo, 'card') ?? undefined,
  }
}
