import { InfoBlock } from '@/components/info-block/info-block'
import { buildInfoBlockTexts } from '@/components/info-block/info-block-texts'
import { groupTechnologies, loadWebTechnologies, slotHref } from '@/modules/content'
import { getPayloadClient } from '@/components/site-data'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'
import { TechnologyWidgets } from './technology-widgets'

/**
 * Web technology insights (spec "Other pages"): one widget per category of the CMS's web technology
 * tree, read 352 at a time, pages 1–3, grouped by parent; a filter narrows them as one types.
 */
export async function InsightsTemplate(props: TemplateProps) {
  const { context } = props
  const { t, locale } = context
  const groups = groupTechnologies(await loadWebTechnologies(await getPayloadClient(), locale), t('insights_other'))
  const bookDemoHref = slotHref(context.navigation, 'book_demo', locale)
  return (
    <>
      <PageHero {...props} tone="light" />
      <section className="section" aria-label={t('insights_widgets_label')} data-testid="technology-insights">
        <div className="container">
          {groups.length ? (
            <TechnologyWidgets
              groups={groups}
              texts={{
                filterLabel: t('insights_filter_label'),
                filterPlaceholder: t('insights_filter_placeholder'),
                count: t('insights_count'),
                noMatch: t('insights_no_match'),
              }}
            />
          ) : (
            <p className="notice" data-testid="technology-empty">
              {t('insights_empty')}
            </p>
          )}
        </div>
      </section>
      {/* One closing demo block, as on the landing pages: the page's banner when it has a title, else the e-mail info block. */}
      {props.route.page.book_demo_title ? (
        <RequestDemoBlock {...props} />
      ) : bookDemoHref ? (
        <InfoBlock bookDemoHref={bookDemoHref} texts={buildInfoBlockTexts(t)} />
      ) : null}
    </>
  )
}
