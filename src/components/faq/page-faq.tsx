import { DEFAULT_LOCALE, type SiteLocale } from '@/modules/content'
import { getPayloadClient } from '@/lib/site-data'

import { FaqList } from './faq-list'

/** Enough for any page; the CMS list is sorted by position. */
const PAGE_FAQ_LIMIT = 50

/**
 * The FAQ of a page (CMS FAQ items linked to the page, of one variant when the block names one,
 * without the disabled ones, by position). Nothing renders while there are none: "FAQ if present".
 */
export async function PageFaq({ pageId, variant, heading, locale }: { pageId: number; variant: string | null; heading: string; locale: SiteLocale }) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'faq-items',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: { and: [{ page: { equals: pageId } }, { disabled: { not_equals: true } }, ...(variant ? [{ variant: { equals: variant } }] : [])] },
    sort: 'position',
    limit: PAGE_FAQ_LIMIT,
    depth: 0,
  })
  if (!docs.length) return null
  return (
    <section className="section section--soft" aria-labelledby={`faq-${pageId}`} data-testid="page-faq">
      <div className="container article-faq">
        <h2 id={`faq-${pageId}`} className="section__title">
          {heading}
        </h2>
        <FaqList items={docs} />
      </div>
    </section>
  )
}
