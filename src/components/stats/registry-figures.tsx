import { numberLocale, type ResolvedFigure, type SiteFigures, type Translate } from '@/modules/content/client'
import type { SiteLocale } from '@/lib/locales'
import type { RegistryFigures } from '@/modules/registry'

import { StatValue } from './stat-value'

export function formatFigure(value: number, locale: SiteLocale): string {
  return new Intl.NumberFormat(numberLocale(locale)).format(value)
}

export function formatUpdateDate(iso: string, locale: SiteLocale): string {
  return new Intl.DateTimeFormat(numberLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/** A stated figure as a stat shows it: "50,000+" when rounded down, else as counted. */
export function statedFigure(figure: ResolvedFigure): string {
  return figure.rounded ? `${figure.text}+` : figure.text
}

type FigureItem = { figure: 'companies' | 'directors' | 'countries' | 'sectors'; label: string; value: string }

/**
 * What the registry holds, in one country or in all: companies, their officers, countries covered,
 * industries and the last change. For the whole registry the figures are the site's stated ones (`stated`:
 * the registry's counts or the editor's overrides, modules/content/site-figures.ts), so this
 * section never disagrees with a headline; a country's figures are its exact counts. Figures that
 * are zero are left out rather than shown as "0"; an empty registry shows nothing.
 */
export function RegistryFiguresSection({
  figures,
  stated,
  locale,
  t,
  title = t('figures_title'),
  country = null,
}: {
  figures: RegistryFigures
  /** The site's figures; required for the whole registry, unused for one country. */
  stated?: SiteFigures
  locale: SiteLocale
  t: Translate
  title?: string
  /** A country page's figures: "countries covered" would only ever read 1. */
  country?: string | null
}) {
  const counted = (value: number) => (value ? formatFigure(value, locale) : null)
  const value = (name: FigureItem['figure'], count: number) =>
    country === null && stated?.[name] ? statedFigure(stated[name]) : counted(count)
  const candidates: { figure: FigureItem['figure']; label: string; value: string | null }[] = [
    { figure: 'companies', label: t('figures_companies'), value: value('companies', figures.companies) },
    { figure: 'directors', label: t('figures_officers'), value: value('directors', figures.officers) },
    { figure: 'countries', label: t('figures_countries'), value: country === null ? value('countries', figures.countries) : null },
    { figure: 'sectors', label: t('figures_sectors'), value: value('sectors', figures.sectors) },
  ]
  const items = candidates.filter((item): item is FigureItem => item.value !== null)
  if (!figures.companies && !items.length) return null
  return (
    <section className="section section--soft" aria-labelledby="registry-figures-title" data-testid="registry-figures">
      <div className="container">
        <h2 id="registry-figures-title" className="section__title section__title--center">
          {title}
        </h2>
        <dl className="stats">
          {items.map((item) => (
            <div
              key={item.label}
              className="stats__item"
              data-testid="registry-figure"
              data-figure={item.figure}
              data-figure-scope={country ?? 'site'}
            >
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
