import { groupTechnologies, loadWebTechnologies } from '@/modules/content'
import { getPayloadClient } from '@/components/site-data'

import { PageHero } from '../page-hero'
import { ClosingDemo } from '../closing-demo'
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
      {/* One closing demo block, as on the landing pages. */}
      <ClosingDemo {...props} title={props.route.page.book_demo_title} button={props.route.page.book_demo_button} />
    </>
  )
}
