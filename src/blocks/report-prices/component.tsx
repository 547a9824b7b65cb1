import { getPayloadClient } from '@/components/site-data'
import type { Translate } from '@/modules/content'
import { formatMoney } from '@/modules/pricing'
import { type PriceGroup, reportPriceSummary } from '@/modules/registry'

import type { BlockProps } from '../common/block-props'
import { ButtonLink } from '../common/button-link'
import { SectionTitle, sectionTitleId } from '../common/section-parts'

const gbp = (amount: number) => formatMoney(amount, 'GBP')
/** A bundle's price per report, to the penny. */
const perReport = (bundle: { size: number; price: number }) => Math.round((bundle.price / bundle.size) * 100) / 100

/** One price per row, with the countries that pay it: "£9 · Italy, Singapore, United Kingdom and United States". */
function PriceRows({ groups, locale, t }: { groups: PriceGroup[]; locale: string; t: Translate }) {
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })
  return (
    <dl className="report-prices__rows">
      {groups.map((group) => (
        <div key={group.price} className="report-prices__row">
          <dt className="report-prices__price">{gbp(group.price)}</dt>
          {/* The countries that pay this price: a subset, not the site's country figure (the figure crawl leaves it aside). */}
          <dd className="report-prices__countries" data-figure-scope={`price:${group.price}`}>
            <span className="report-prices__count">{t('report_prices_countries', { count: group.countries.length })}</span>{' '}
            {list.format(group.countries)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * What a report costs before checkout, read from the price lists the checkout charges from: single
 * credit reports, bundles and fresh investigations, in pounds (the currency reports are charged in).
 */
export async function ReportPricesBlockView({ block, context }: BlockProps<'reportPrices'>) {
  const { t, locale } = context
  const prices = await reportPriceSummary(await getPayloadClient(), locale)
  if (!prices.reports.length && !prices.investigations.length) return null
  const titleId = sectionTitleId(block)
  const lowest = (groups: PriceGroup[]) => (groups[0] ? t('report_prices_from', { price: gbp(groups[0].price) }) : null)
  return (
    <section className="section section--soft" aria-labelledby={titleId} data-testid="reportPrices">
      <div className="container">
        <SectionTitle id={titleId} text={block.heading} center />
        {block.intro ? <p className="section__lead section__lead--center">{block.intro}</p> : null}
        <div className="report-prices">
          {prices.reports.length ? (
            <article className="plan-card report-prices__card" data-testid="report-prices-reports">
              <h3 className="report-prices__title">{t('report_prices_report')}</h3>
              <p className="report-prices__headline">{lowest(prices.reports)}</p>
              <p className="report-prices__note">{t('report_prices_report_note')}</p>
              <PriceRows groups={prices.reports} locale={locale} t={t} />
            </article>
          ) : null}
          {prices.bundles.length ? (
            <article className="plan-card report-prices__card" data-testid="report-prices-bundles">
              <h3 className="report-prices__title">{t('report_prices_bundles')}</h3>
              <p className="report-prices__headline">
                {t('report_prices_each', { price: t('report_prices_from', { price: gbp(Math.min(...prices.bundles.map(perReport))) }) })}
              </p>
              <p className="report-prices__note">{t('report_prices_bundles_note')}</p>
              <dl className="report-prices__rows">
                {prices.bundles.map((bundle) => (
                  <div key={bundle.size} className="report-prices__row">
                    <dt className="report-prices__price">
                      {bundle.varies ? t('report_prices_from', { price: gbp(bundle.price) }) : gbp(bundle.price)}
                    </dt>
                    <dd className="report-prices__countries">
                      <span className="report-prices__count">{t('report_prices_bundle', { size: bundle.size })}</span>{' '}
                      {t('report_prices_each', { price: gbp(perReport(bundle)) })}
                    </dd>
                  </div>
                ))}
              </dl>
            </article>
          ) : null}
          {prices.investigations.length ? (
            <article className="plan-card report-prices__card" data-testid="report-prices-investigations">
              <h3 className="report-prices__title">{t('report_prices_investigation')}</h3>
              <p className="report-prices__headline">{lowest(prices.investigations)}</p>
              <p className="report-prices__note">{t('report_prices_investigation_note')}</p>
              <PriceRows groups={prices.investigations} locale={locale} t={t} />
            </article>
          ) : null}
        </div>
        <p className="report-prices__currency">{t('report_prices_currency')}</p>
        <p className="report-prices__action">
          <ButtonLink context={context} block={block} />
        </p>
      </div>
    </section>
  )
}
