import { RenderBlocks } from '@/blocks/render-blocks'
import { ApiReference } from '@/components/api-reference/api-reference'
import { isPageVariableTemplate, slotHref } from '@/modules/content'
import { localizedPath } from '@/lib/locales'

import { missingContentNotice } from '../missing-content-notice'
import { PageHero } from '../page-hero'
import { getPageVariables } from '../page-variables'
import { ClosingDemo } from '../closing-demo'
import type { TemplateProps } from '../types'
import type { PageBlocks } from './closing'

/**
 * Country, industry, API, lead-generation, integration, pay-as-you-go, location data and plain content pages:
 * a hero, the page's own blocks, then (templates with page variables) the sections every page of the
 * template shares, and one closing demo block. Templates with a content flag show the
 * "Oops! There's no … information on Global CMS." notice while the editor has not supplied that information.
 */
export async function LandingTemplate(props: TemplateProps) {
  const { route, context } = props
  const notice = missingContentNotice(route)
  if (notice) return notice
  const template = route.page.page_type
  const shared = isPageVariableTemplate(template)
    ? await getPageVariables(template, route.page.page_var_suffix ?? null, context.locale, route.page.title)
    : null
  const blocks: PageBlocks = [...(route.page.blocks ?? []), ...(shared?.sections ?? [])]
  const bannerTitle = route.page.book_demo_title || shared?.variables.text('book_demo_title')
  const bannerButton = route.page.book_demo_button || shared?.variables.text('book_demo_button')
  const pagePath = localizedPath(context.locale, route.entry.slug)
  const agentsHref = template === 'api' ? slotHref(context.navigation, 'ai_agents', context.locale) : null
  const keysHref = agentsHref ? `${agentsHref}?type=api-keys` : null
  return (
    <>
      <PageHero {...props} tone={route.page.page_type === 'payg' ? 'dark' : 'light'} />
      <RenderBlocks blocks={blocks} context={context} pagePath={pagePath} pageId={route.page.id} />
      {/* The API product page shows the reference of the company data API, generated from its schemas. */}
      {template === 'api' ? (
        <ApiReference
          texts={{
            title: context.t('api_reference_title'),
            intro: context.t('api_reference_intro'),
            show: context.t('api_reference_show'),
            loading: context.t('api_reference_loading'),
            failed: context.t('api_reference_failed'),
            download: context.t('api_reference_download'),
            keys: context.t('api_reference_keys'),
            tryHint: context.t('api_reference_try'),
            siteCalls: context.t('api_reference_site_calls'),
            samplesTitle: context.t('api_reference_samples_title'),
            samplesIntro: context.t('api_reference_samples_intro'),
            samplesOperation: context.t('api_reference_samples_operation'),
            samplesLanguages: context.t('api_reference_samples_languages'),
            samplesLoading: context.t('api_reference_samples_loading'),
            samplesFailed: context.t('api_reference_samples_failed'),
          }}
          keysHref={keysHref}
        />
      ) : null}
      <ClosingDemo {...props} title={bannerTitle} button={bannerButton} blocks={blocks} />
    </>
  )
}
