import type { Translate } from '@/modules/content'
import type { SiteLocale } from '@/lib/locales'
import type { RegistryFigures } from '@/modules/registry'

import { StatValue } from './stat-value'

/** Numbers as the spec writes them in English ("2,387,041"), otherwise in the page's language. */
function numberLocale(locale: SiteLocale): string {
  return locale === 'en' ? 'en-GB' : locale
}

export function formatFigure(value: number, locale: SiteLocale): string {
  return new Intl.NumberFormat(numberLocale(locale)).format(value)
}

export function formatUpdateDate(iso: string, locale: SiteLocale): string {
  return new Intl.DateTimeFormat(numberLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/**
 * What the registry holds (in one country, or in all), counted by the database (modules/registry
 * registryFigures): companies, their officers, countries covered and the last change. Figures that are zero are left out rather
 * than shown as "0"; an empty registry shows nothing.
 */
export function RegistryFiguresSection({
  figures,
  locale,
  t,
  title = t('figures_title'),
  oneCountry = false,
}: {
  figures: RegistryFigures
  locale: SiteLocale
  t: Translate
  title?: string
  /** A country page's figures: "countries covered" would only ever read 1. */
  oneCountry?: boolean
}) {
  if (!figures.companies) return null
  const items = [
    { label: t('figures_companies'), value: formatFigure(figures.companies, locale) },
    figures.officers ? { label: t('figures_officers'), value: formatFigure(figures.officers, locale) } : null,
    oneCountry ? null : { label: t('figures_countries'), value: formatFigure(figures.countries, locale) },
  ].filter((item): item is { label: string; value: string } => item !== null)
  return (
    <section className="section section--soft" aria-labelledby="registry-figures-title" data-testid="registry-figures">
      <div className="container">
        <h2 id="registry-figures-title" className="section__title section__title--center">
          {title}
        </h2>
        <dl className="stats">
          {items.map((item) => (
            <div key={item.label} className="stats__item" data-testid="registry-figure">
              <dt className="stats__label">{item.label}</dt>
              <StatValue className="stats__value" value={item.value} />
            </div>
          ))}
          {figures.lastUpdate ? (
            <div className="stats__item" data-testid="registry-figure">
              <dt className="stats__label">{t('figures_last_update')}</dt>
              <dd className="stats__value stats__value--date">
                <time dateTime={figures.lastUpdate}>{formatUpdateDate(figures.lastUpdate, locale)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  )
}
