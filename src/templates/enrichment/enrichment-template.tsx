import { EnrichmentView } from '@/components/enrichment/lazy'
import { DEFAULT_BLUR_THRESHOLD } from '@/components/enrichment/constants'
import { slotHref } from '@/modules/content'
import { localizedPath } from '@/lib/locales'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'
import { buildEnrichmentTexts } from './enrichment-texts'

/**
 * List enrichment: the page hero, then the upload tool, or the results of the
 * session stored in this browser.
 */
export function EnrichmentTemplate(props: TemplateProps) {
  const { context, route } = props
  const { t, locale, navigation } = context
  const blurThreshold = context.config.enrichment_blur_threshold ?? DEFAULT_BLUR_THRESHOLD
  return (
    <>
      <PageHero {...props} tone="light" />
      <section className="section section--tight enrichment-section" aria-label={t('enrichment_tool_title')}>
        <div className="container">
          <EnrichmentView
            lang={locale}
            texts={buildEnrichmentTexts(t)}
            enrichmentHref={slotHref(navigation, 'enrichment', locale) ?? localizedPath(locale, route.entry.slug)}
            freeTrialHref={slotHref(navigation, 'free_trial', locale)}
            bookDemoHref={slotHref(navigation, 'book_demo', locale)}
            blurThreshold={blurThreshold}
          />
        </div>
      </section>
      <RequestDemoBlock {...props} />
    </>
  )
}
