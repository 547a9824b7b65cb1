import Link from 'next/link'

import { LatestArticles } from '@/components/articles/latest-articles'
import { CustomerLogos } from '@/components/customers/customer-logos'
import { IndustryTiles } from '@/components/stats/industry-tiles'
import { formatUpdateDate } from '@/components/stats/registry-figures'
import { StatValue } from '@/components/stats/stat-value'
import { Icon } from '@/components/ui/icon'
import { formatNumber } from '@/lib/format'
import { getPayloadClient } from '@/components/site-data'
import { slotHref, type PageVariables } from '@/modules/content'
import { type SiteLocale } from '@/lib/locales'
import {
  countryName,
  countryShowcase,
  industryLabel,
  registryFigures,
  type CountryShowcase,
  type RegistryFigures,
  type ShowcaseContact,
} from '@/modules/registry'

import { missingContentNotice } from '../missing-content-notice'
import { PageHero } from '../page-hero'
import { getPageVariables } from '../page-variables'
import type { TemplateProps } from '../types'

/** The blog teasers link to the top-companies list from its first page (spec: page=1&type=top_gdb_companies). */
export const PROMOTION_BLOG_TOPIC = 'top_gdb_companies'
const PROMOTION_BLOG_COUNT = 3

/** Each counter, its label and the registry figure it states unless the editor gives a number. */
const COUNTERS = [
  { key: 'companies', label: 'companies_label', figure: 'companies' },
  { key: 'executives', label: 'executives_label', figure: 'officers' },
  { key: 'emails', label: 'emails_label', figure: 'officerEmails' },
  { key: 'phones', label: 'phones_label', figure: 'officerPhones' },
  { key: 'industries', label: 'industries_label', figure: 'sectors' },
] as const satisfies readonly { key: string; label: string; figure: keyof RegistryFigures }[]

type CounterKey = (typeof COUNTERS)[number]['key']

/** A counter's number: the editor's override, else the registry's count (null when neither has one). */
function counterValue(v: PageVariables, registry: RegistryFigures | null, key: CounterKey): number | null {
  const override = v.number(key)
  if (override !== null) return override
  const figure = COUNTERS.find((counter) => counter.key === key)?.figure
  const counted = figure && registry ? registry[figure] : 0
  return counted || null
}

const FILTERS = [
  { label: 'filter_job_title', icon: 'people' },
  { label: 'filter_seniority', icon: 'chart' },
  { label: 'filter_revenue', icon: 'coin' },
  { label: 'filter_company_size', icon: 'building' },
] as const

type Links = { demo: string | null; buy: string | null; sample: string | null }

const NO_SHOWCASE: CountryShowcase = { industries: [], contacts: [] }

/**
 * The registry's samples and figures for the country; if the registry cannot answer, the page still
 * renders without the sections that need it.
 */
async function registryOrNothing(country: string): Promise<{ showcase: CountryShowcase; figures: RegistryFigures | null }> {
  const payload = await getPayloadClient()
  try {
    const [showcase, figures] = await Promise.all([countryShowcase(payload, country), registryFigures(payload, country)])
    return { showcase, figures }
  } catch (error) {
    payload.logger.error({ err: error, country }, 'Country registry unavailable; the promotion page renders without samples and counters')
    return { showcase: NO_SHOWCASE, figures: null }
  }
}

function ActionButtons({ v, links, testId }: { v: PageVariables; links: Links; testId: string }) {
  return (
    <div className="promo-actions" data-testid={testId}>
      {links.demo ? (
        <Link className="button button--primary button--large" href={links.demo}>
          {v.text('demo_button')}
        </Link>
      ) : null}
      {links.buy ? (
        <Link className="button button--secondary button--large" href={links.buy}>
          {v.text('buy_button')}
        </Link>
      ) : null}
      {links.sample ? (
        <Link className="button button--secondary button--large" href={links.sample}>
          {v.text('sample_button')}
        </Link>
      ) : null}
    </div>
  )
}

/** The hero's search form, shown as the platform draws it: inert, so nothing in it can be focused or sent. */
function SearchPreview({ v, country }: { v: PageVariables; country: string }) {
  return (
    <figure className="promo-search" data-testid="promo-search">
      <form className="promo-search__form" inert aria-hidden="true" action="#">
        <p className="promo-search__title">{v.text('search_title', { country })}</p>
        {FILTERS.map((filter) => (
          <span key={filter.label} className="promo-search__field">
            <Icon name={filter.icon} size={18} />
            {v.text(filter.label)}
          </span>
        ))}
        <span className="button button--primary promo-search__button">{v.text('search_button')}</span>
      </form>
      <figcaption className="promo-search__caption">{v.text('search_caption')}</figcaption>
    </figure>
  )
}

function Counters({
  v,
  registry,
  registryCountry,
  country,
  locale,
}: {
  v: PageVariables
  registry: RegistryFigures | null
  registryCountry: string
  country: string
  locale: SiteLocale
}) {
  const items: { key: string; label: string; value: string }[] = COUNTERS.flatMap((counter) => {
    const value = counterValue(v, registry, counter.key)
    return value === null ? [] : [{ key: counter.key, label: v.text(counter.label), value: formatNumber(value) }]
  })
  const accuracy = v.number('accuracy')
  if (accuracy !== null) items.push({ key: 'accuracy', label: v.text('accuracy_label'), value: `${accuracy}%` })
  const lastUpdate = v.date('last_update') ?? registry?.lastUpdate ?? null
  if (!items.length) return null
  return (
    <section className="section section--soft" aria-labelledby="promo-counters-title" data-testid="promo-counters">
      <div className="container">
        <h2 id="promo-counters-title" className="section__title section__title--center">
          {v.text('counters_title', { country })}
        </h2>
        <dl className="promo-counters">
          {items.map((item) => (
            <div
              key={item.key}
              className="promo-counters__card"
              data-testid="promo-counter"
              data-counter={item.key}
              data-figure={item.key}
              data-figure-scope={registryCountry || undefined}
            >
              <StatValue className="promo-counters__value" value={item.value} />
              <dt className="promo-counters__label">{item.label}</dt>
            </div>
          ))}
        </dl>
        {lastUpdate ? (
          <p className="promo-counters__update" data-testid="promo-last-update">
            {v.text('last_update_label', { date: formatUpdateDate(lastUpdate, locale) })}
          </p>
        ) : null}
      </div>
    </section>
  )
}

type Column = { header: string; cell: (row: ShowcaseContact) => string; masked?: 'email' | 'phone' }

/** One sample table in a focusable, sideways-scrolling frame (a phone shows its first columns and scrolls). */
function SampleTable({ caption, columns, rows, testId }: { caption: string; columns: Column[]; rows: ShowcaseContact[]; testId: string }) {
  return (
    <div className="promo-table" tabIndex={0} role="region" aria-label={caption}>
      <table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.company}-${row.name}`}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={column.masked ? 'promo-table__masked' : undefined}
                  data-testid={column.masked ? `masked-${column.masked}` : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function SampleTables({ v, showcase, locale }: { v: PageVariables; showcase: CountryShowcase; locale: SiteLocale }) {
  if (!showcase.contacts.length) return null
  const company: Column = { header: v.text('column_company'), cell: (row) => row.company }
  return (
    <section className="section" aria-labelledby="promo-samples-title" data-testid="promo-samples">
      <div className="container">
        <h2 id="promo-samples-title" className="section__title">
          {v.text('samples_title')}
        </h2>
        <p className="section__lead">{v.text('samples_note')}</p>
        <div className="promo-tables">
          <SampleTable
            caption={v.text('companies_table_caption')}
            testId="promo-companies-table"
            rows={showcase.contacts}
            columns={[
              company,
              { header: v.text('column_city'), cell: (row) => row.city ?? '—' },
              { header: v.text('column_industry'), cell: (row) => (row.industry ? industryLabel(row.industry, locale) : '—') },
              { header: v.text('column_size'), cell: (row) => row.sizeRange ?? '—' },
            ]}
          />
          <SampleTable
            caption={v.text('contacts_table_caption')}
            testId="promo-contacts-table"
            rows={showcase.contacts}
            columns={[
              { header: v.text('column_person'), cell: (row) => row.name },
              { header: v.text('column_job_title'), cell: (row) => row.jobFunction ?? '—' },
              company,
              { header: v.text('column_email'), cell: (row) => row.email, masked: 'email' },
              { header: v.text('column_phone'), cell: (row) => row.phone, masked: 'phone' },
            ]}
          />
        </div>
      </div>
    </section>
  )
}

function Filters({ v }: { v: PageVariables }) {
  return (
    <section className="section" aria-labelledby="promo-filters-title" data-testid="promo-filters">
      <div className="container">
        <h2 id="promo-filters-title" className="section__title section__title--center">
          {v.text('filters_title')}
        </h2>
        <ul className="promo-filters">
          {FILTERS.map((filter) => (
            <li key={filter.label} className="promo-filters__item" data-testid="promo-filter">
              <span className="promo-filters__icon">
                <Icon name={filter.icon} size={28} />
              </span>
              {v.text(filter.label)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Banners({ v, registry, links }: { v: PageVariables; registry: RegistryFigures | null; links: Links }) {
  const emails = counterValue(v, registry, 'emails')
  const phones = counterValue(v, registry, 'phones')
  const banners = [
    emails !== null
      ? {
          key: 'email',
          icon: 'mail',
          title: v.text('email_banner_title', { count: formatNumber(emails) }),
          text: v.text('email_banner_text'),
          href: links.demo,
          button: v.text('demo_button'),
        }
      : null,
    phones !== null
      ? {
          key: 'phone',
          icon: 'phone',
          title: v.text('phone_banner_title', { count: formatNumber(phones) }),
          text: v.text('phone_banner_text'),
          href: links.demo,
          button: v.text('demo_button'),
        }
      : null,
    {
      key: 'sample',
      icon: 'table',
      title: v.text('sample_banner_title'),
      text: v.text('sample_banner_text'),
      href: links.sample,
      button: v.text('sample_button'),
    },
  ].filter((banner) => banner !== null && banner.href !== null)
  if (!banners.length) return null
  return (
    <section className="section" data-testid="promo-banners">
      <div className="container promo-banners">
        {banners.map((banner) =>
          banner ? (
            <article
              key={banner.key}
              className={`promo-banner promo-banner--${banner.key}`}
              data-testid="promo-banner"
              data-banner={banner.key}
            >
              <span className="promo-banner__icon">
                <Icon name={banner.icon} size={26} />
              </span>
              <div className="promo-banner__copy">
                <h2 className="promo-banner__title">{banner.title}</h2>
                <p className="promo-banner__text">{banner.text}</p>
              </div>
              <Link className="button button--primary" href={banner.href ?? '#'}>
                {banner.button}
              </Link>
            </article>
          ) : null,
        )}
      </div>
    </section>
  )
}

function Benefits({ v }: { v: PageVariables }) {
  const benefits = v.lines('benefits')
  if (!benefits.length) return null
  return (
    <section className="section section--soft" aria-labelledby="promo-benefits-title" data-testid="promo-benefits">
      <div className="container">
        <h2 id="promo-benefits-title" className="section__title">
          {v.text('benefits_title')}
        </h2>
        <ul className="promo-benefits">
          {benefits.map((benefit) => (
            <li key={benefit} className="promo-benefits__item">
              <span className="promo-benefits__check">
                <Icon name="check" size={18} />
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/**
 * A country-promotion landing page (the Spanish Mexico database page): hero with the inert search
 * preview, counters, sample tables of the registry's companies with masked contacts, industries,
 * filters, e-mail / phone / sample banners, benefits, blog teasers, customer logos and the closing
 * demo / buy / sample buttons. Every text is a page variable (page_var_country_promotion{suffix});
 * the samples and industries are read from the registry country the variables name.
 */
export async function CountryPromotionTemplate(props: TemplateProps) {
  const { route, context } = props
  const notice = missingContentNotice(route)
  if (notice) return notice
  const { locale, navigation } = context
  const { variables: v } = await getPageVariables('country_promotion', route.page.page_var_suffix ?? null, locale, route.page.title)
  const registryCountry = v.text('registry_country').toLowerCase()
  const country = registryCountry ? countryName(registryCountry, locale) : route.page.title
  const { showcase, figures } = registryCountry ? await registryOrNothing(registryCountry) : { showcase: NO_SHOWCASE, figures: null }
  const demo = slotHref(navigation, 'book_demo', locale)
  const links: Links = { demo, buy: slotHref(navigation, 'pricing', locale), sample: demo ? `${demo}?request_sample=true` : null }
  return (
    <>
      <PageHero {...props} tone="light" aside={<SearchPreview v={v} country={country} />} />
      <Counters v={v} registry={figures} registryCountry={registryCountry} country={country} locale={locale} />
      <SampleTables v={v} showcase={showcase} locale={locale} />
      <IndustryTiles
        industries={showcase.industries}
        locale={locale}
        title={v.text('industries_title')}
        lead={v.text('industries_intro', { country })}
        count={(companies) => v.text('industry_companies', { count: formatNumber(companies) })}
        id="promo-industries-title"
        testId="promo-industries"
        itemTestId="promo-industry"
      />
      <Filters v={v} />
      <Banners v={v} registry={figures} links={links} />
      <Benefits v={v} />
      <LatestArticles
        context={context}
        kind="blog"
        topic={PROMOTION_BLOG_TOPIC}
        country={registryCountry || null}
        count={PROMOTION_BLOG_COUNT}
        title={v.text('blog_title')}
        links={{ list: v.text('blog_more') }}
        listSearch={`?page=1&type=${PROMOTION_BLOG_TOPIC}`}
        testId="promo-blog"
      />
      <CustomerLogos locale={locale} title={v.text('customers_title')} />
      <section className="section" aria-labelledby="promo-closing-title" data-testid="promo-closing">
        <div className="container promo-closing">
          <h2 id="promo-closing-title" className="section__title section__title--center">
            {v.text('closing_title', { country })}
          </h2>
          <ActionButtons v={v} links={links} testId="promo-closing-actions" />
        </div>
      </section>
    </>
  )
}
