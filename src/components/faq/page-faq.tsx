import { faqFromTranslationKeys, type Translate } from '@/modules/content'
import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'
import { getPayloadClient } from '@/components/site-data'

import { FaqList } from './faq-list'

/** Enough for any page; the CMS list is sorted by position. */
const PAGE_FAQ_LIMIT = 50

type FaqSource = 'page_items' | 'translation_keys'

async function pageItems(pageId: number, variant: string | null, locale: SiteLocale) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'faq-items',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: {
      and: [{ page: { equals: pageId } }, { disabled: { not_equals: true } }, ...(variant ? [{ variant: { equals: variant } }] : [])],
    },
    sort: 'position',
    limit: PAGE_FAQ_LIMIT,
    depth: 0,
  })
  return docs
}

/**
 * A page's FAQ: the CMS FAQ items linked to the page (of one variant when the block names one,
 * without the disabled ones, by position), or the numbered UI strings faq_q_N / faq_a_N.
 * Nothing renders while there are none: "FAQ if present".
 */
export async function PageFaq({
  pageId,
  variant,
  heading,
  locale,
  source = 'page_items',
  t,
}: {
  pageId: number
  variant: string | null
  heading: string
  locale: SiteLocale
  source?: FaqSource | null
  t: Translate
}) {
  const items = source === 'translation_keys' ? faqFromTranslationKeys(t) : await pageItems(pageId, variant, locale)
  if (!items.length) return null
  return (
    <section
      className="section section--soft"
      aria-labelledby={`faq-${pageId}`}
      data-testid="page-faq"
      data-source={source ?? 'page_items'}
    >
      <div className="container article-faq">
        <h2 id={`faq-${pageId}`} className="section__title">
          {heading}
        </h2>
        <FaqList items={items} />
      </div>
    </section>
  )
}
