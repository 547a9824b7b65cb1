import type { Translate } from '@/modules/content'

import type { SearchTexts } from './article-search'

/** The article search's texts from the UI strings; the blog list and the article page both show it. */
export function buildArticleSearchTexts(t: Translate): SearchTexts {
  return {
    label: t('article_search_label'),
    placeholder: t('article_search_placeholder'),
    empty: t('article_search_empty'),
    hint: t('article_search_hint'),
  }
}
