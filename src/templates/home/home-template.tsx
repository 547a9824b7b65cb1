import { RenderBlocks } from '@/blocks/render-blocks'
import { LatestArticles } from '@/components/articles/latest-articles'
import { CustomerLogos } from '@/components/customers/customer-logos'
import { CustomerTestimonials } from '@/components/customers/customer-testimonials'
import { EnrichmentHomeUpload } from '@/components/enrichment/lazy'
import { InfoBlock } from '@/components/info-block/info-block'
import { buildInfoBlockTexts } from '@/components/info-block/info-block-texts'
import { Icon } from '@/components/ui/icon'
import { slotHref, type Translate } from '@/modules/content'
import { localizedPath } from '@/lib/locales'
import { listCountries } from '@/modules/registry'
import { getPayloadClient } from '@/components/site-data'

import { HOME_LATEST_COUNT } from '../blog/list-logic'
import { buildEnrichmentTexts } from '../enrichment/enrichment-texts'
import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'
import { HomeSearch } from './home-search'

/** An illustrative company profile card for the hero; the figures are sample data, labelled as such. */
function SampleProfileCard({ t }: { t: Translate }) {
  return (
    <figure className="profile-card" aria-label={t('home_profile_label')}>
      <div className="profile-card__header">
        <span className="profile-card__avatar" aria-hidden="true">
          NT
        </span>
        <div>
          <p className="profile-card__name">Northwind Trading Ltd</p>
          <p className="profile-card__meta">{t('home_profile_meta')}</p>
        </div>
        <span className="score score--a" title={t('home_profile_score')}>
          A
        </span>
      </div>
      <dl className="profile-card__facts">
        <div>
          <dt>{t('home_profile_status')}</dt>
          <dd>
            <span className="status-dot" /> {t('home_profile_active')}
          </dd>
        </div>
        <div>
          <dt>{t('home_profile_registration')}</dt>
          <dd>04829316</dd>
        </div>
        <div>
          <dt>{t('home_profile_vat')}</dt>
          <dd>GB 318 4027 56</dd>
        </div>
        <div>
          <dt>{t('home_profile_sic')}</dt>
          <dd>{t('home_profile_sic_value')}</dd>
        </div>
        <div>
          <dt>{t('home_profile_turnover')}</dt>
          <dd>£12.4M</dd>
        </div>
        <div>
          <dt>{t('home_profile_employees')}</dt>
          <dd>51–200</dd>
        </div>
      </dl>
      <figcaption className="profile-card__caption">{t('home_profile_caption')}</figcaption>
    </figure>
  )
}

export async function HomeTemplate(props: TemplateProps) {
  const { context, route } = props
  const { t, locale } = context
  const creditsHref = slotHref(context.navigation, 'credits', locale)
  // The enrichment file-drop box sits beside the search form; it needs the results page.
  const enrichmentHref = slotHref(context.navigation, 'enrichment', locale)
  const bookDemoHref = slotHref(context.navigation, 'book_demo', locale)
  // Searchable countries only: research countries have no registry to search.
  const countries = creditsHref ? (await listCountries(await getPayloadClient(), locale)).filter((country) => !country.research) : []
  return (
    <>
      <PageHero {...props} aside={<SampleProfileCard t={t} />}>
        <ul className="trust-row">
          <li>
            <span className="trust-row__stars" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((star) => (
                <Icon key={star} name="star" size={16} />
              ))}
            </span>
            {context.t('rating')}
          </li>
          <li>ISO 27001</li>
          <li>ISO 27701</li>
          <li>{t('home_eu_hosting')}</li>
        </ul>
      </PageHero>
      {creditsHref || enrichmentHref ? (
        <section className="section section--tight">
          <div className={`container ${creditsHref && enrichmentHref ? 'home-tools' : 'home-tools home-tools--single'}`}>
            {creditsHref ? (
              <HomeSearch
                creditsHref={creditsHref}
                countries={countries.map(({ short_name, name }) => ({ short_name, name }))}
                texts={{
                  title: t('home_search_title'),
                  company: t('search_company_label'),
                  companyPlaceholder: t('search_company_placeholder'),
                  country: t('search_country_label'),
                  countryPlaceholder: t('search_country_placeholder'),
                  submit: t('search_submit'),
                  companyRequired: t('search_company_required'),
                }}
              />
            ) : null}
            {enrichmentHref ? (
              <EnrichmentHomeUpload
                lang={locale}
                texts={buildEnrichmentTexts(t)}
                enrichmentHref={enrichmentHref}
                freeTrialHref={slotHref(context.navigation, 'free_trial', locale)}
                bookDemoHref={bookDemoHref}
              />
            ) : null}
          </div>
        </section>
      ) : null}
      <CustomerLogos locale={locale} title={t('trusted_by')} />
      {/* After the self-service tools: visitors who would rather talk to someone leave a work e-mail. */}
      {bookDemoHref ? <InfoBlock bookDemoHref={bookDemoHref} texts={buildInfoBlockTexts(t)} /> : null}
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(context.locale, route.entry.slug)} />
      <CustomerTestimonials locale={locale} title={t('testimonials_title')} />
      <LatestArticles
        context={context}
        kind="blog"
        count={HOME_LATEST_COUNT}
        title={t('home_latest_title')}
        links={{ list: t('home_latest_blog'), more: t('home_latest_more') }}
        testId="home-latest-articles"
      />
      <RequestDemoBlock {...props} />
    </>
  )
}
