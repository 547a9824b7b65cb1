import { Suspense } from 'react'

import { slotHref } from '@/modules/content'
import { listCountries } from '@/modules/registry'
import { siteSettings } from '@/lib/site-config'
import { getPayloadClient } from '@/components/site-data'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'
import type { CreditSearchTexts } from './credit-search'
import { CreditSearch } from './lazy'

/** Credit report search: the form, results and the buy action. */
export async function CreditsTemplate(props: TemplateProps) {
  const { context } = props
  const { t, locale } = context
  const countries = await listCountries(await getPayloadClient(), locale)
  const texts: CreditSearchTexts = {
    companyLabel: t('search_company_label'),
    companyPlaceholder: t('search_company_placeholder'),
    countryLabel: t('search_country_label'),
    countryPlaceholder: t('search_country_placeholder'),
    countryGroups: { instant: t('search_countries_instant'), research: t('search_countries_research') },
    stateLabel: t('search_state_label'),
    statePlaceholder: t('search_state_placeholder'),
    cityLabel: t('search_city_label'),
    submit: t('search_submit'),
    countryAlert: t('search_country_alert'),
    companyRequired: t('search_company_required'),
    noResults: t('search_no_results'),
    notFoundTitle: t('search_not_found_title'),
    notFoundText: t('search_not_found_text'),
    notFoundButton: t('search_not_found_button'),
    resultsCount: t('search_results_count'),
    loadMore: t('search_load_more'),
    buy: t('search_buy'),
    notAvailable: t('search_not_available'),
    formerName: { dated: t('search_former_name'), undated: t('search_former_name_undated'), other: t('search_other_name') },
    error: t('search_error'),
    columns: {
      name: t('column_name'),
      city: t('column_city'),
      address: t('column_address'),
      registration: t('column_registration'),
      status: t('column_status'),
      action: t('column_action'),
    },
  }
  return (
    <>
      <PageHero {...props} tone="light" />
      <section className="section section--tight">
        <div className="container">
          {/* The search reads its query from the URL, which a cached page only knows in the browser. */}
          <Suspense fallback={<div className="credit-search credit-search--loading" aria-busy="true" />}>
            <CreditSearch
              countries={countries.map(({ short_name, name, research }) => ({ short_name, name, research }))}
              lang={locale}
              platformUrl={siteSettings.platformUrl}
              freshInvestigationHref={slotHref(context.navigation, 'fresh_investigation', locale)}
              texts={texts}
            />
          </Suspense>
        </div>
      </section>
      <RequestDemoBlock {...props} />
    </>
  )
}
