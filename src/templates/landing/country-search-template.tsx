import { RenderBlocks } from '@/blocks/render-blocks'
import { IndustryTiles } from '@/components/stats/industry-tiles'
import { getPayloadClient } from '@/components/site-data'
import { formatNumber } from '@/lib/format'
import { localizedPath } from '@/lib/locales'
import { slotHref } from '@/modules/content'
import { countryName, countryShowcase, type CountryShowcase } from '@/modules/registry'

import { HomeSearch } from '../home/home-search'
import { missingContentNotice } from '../missing-content-notice'
import { PageHero } from '../page-hero'
import { getPageVariables } from '../page-variables'
import { ClosingDemo } from '../closing-demo'
import type { TemplateProps } from '../types'
import { countryOfBlocks, type PageBlocks } from './closing'

/** The registry's leading industries; without them (registry unreachable) the page renders the rest. */
async function industriesOrNothing(country: string): Promise<CountryShowcase['industries']> {
  const payload = await getPayloadClient()
  try {
    return (await countryShowcase(payload, country)).industries
  } catch (error) {
    payload.logger.error({ err: error, country }, 'Country showcase unavailable; the country page renders without industries')
    return []
  }
}

/**
 * Country pages in layout 2 (`country_2`): search first. Where layout 1 (`country`, the landing template)
 * sends the visitor on to the credits page with a button, this layout puts the company search of the
 * page's own country right under the hero (no country to choose), then the page's sections, the country's
 * leading industries as the registry counts them, the sections the template shares, and one closing demo block. The country is the one
 * the page's registry figures block names.
 */
export async function CountrySearchTemplate(props: TemplateProps) {
  const { route, context } = props
  const { t, locale } = context
  const notice = missingContentNotice(route)
  if (notice) return notice
  const shared = await getPageVariables('country_2', route.page.page_var_suffix ?? null, locale, route.page.title)
  const blocks: PageBlocks = [...(route.page.blocks ?? []), ...(shared.sections ?? [])]
  const country = countryOfBlocks(blocks)
  const creditsHref = slotHref(context.navigation, 'credits', locale)
  const industries = country ? await industriesOrNothing(country) : []
  const name = country ? countryName(country, locale) : null
  const searchable = Boolean(country && name && creditsHref)
  const bannerTitle = route.page.book_demo_title || shared.variables.text('book_demo_title')
  const bannerButton = route.page.book_demo_button || shared.variables.text('book_demo_button')
  const pagePath = localizedPath(locale, route.entry.slug)
  // The search under the hero does what the page's button (to the credits page) would: the hero keeps the demo button only.
  const heroRoute = searchable ? { ...route, page: { ...route.page, button_text: null, button_slot: null, button_href: null } } : route
  return (
    <>
      <PageHero context={context} route={heroRoute} tone="light" />
      {searchable && country && name && creditsHref ? (
        <section className="section section--tight" data-testid="country-search">
          <div className="container">
            <HomeSearch
              creditsHref={creditsHref}
              countries={[]}
              fixedCountry={country}
              texts={{
                title: t('country_search_title', { country: name }),
                company: t('search_company_label'),
                companyPlaceholder: t('search_company_placeholder'),
                country: t('search_country_label'),
                countryPlaceholder: t('search_country_placeholder'),
                submit: t('search_submit'),
                companyRequired: t('search_company_required'),
              }}
            />
          </div>
        </section>
      ) : null}
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={pagePath} pageId={route.page.id} />
      {name ? (
        <IndustryTiles
          industries={industries}
          locale={locale}
          title={t('country_industries_title', { country: name })}
          lead={t('country_industries_intro')}
          count={(companies) => t('country_industry_companies', { n: companies, count: formatNumber(companies) })}
          id="country-industries-title"
          testId="country-industries"
          itemTestId="country-industry"
        />
      ) : null}
      {/* The sections every layout-2 country page shares (the FAQ) come after the country's own. */}
      <RenderBlocks blocks={shared.sections} context={context} pagePath={pagePath} pageId={route.page.id} />
      <ClosingDemo {...props} title={bannerTitle} button={bannerButton} blocks={blocks} />
    </>
  )
}
