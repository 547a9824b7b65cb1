import type { SiteLocale } from '@/lib/locales'
import { industryLabel, type CountryShowcase } from '@/modules/registry'

/**
 * A country's leading industries as the registry counts them, one tile each. The counts are the
 * country's own figures (`data-figure-scope`), which the figure-consistency crawl leaves aside.
 */
export function IndustryTiles({
  industries,
  locale,
  title,
  lead,
  count,
  id,
  testId,
  itemTestId,
}: {
  industries: CountryShowcase['industries']
  locale: SiteLocale
  title: string
  lead: string
  /** The tile's count as the page words it ("184 companies"). */
  count: (companies: number) => string
  id: string
  testId: string
  itemTestId: string
}) {
  if (!industries.length) return null
  return (
    <section className="section section--soft" aria-labelledby={id} data-testid={testId}>
      <div className="container">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        <p className="section__lead">{lead}</p>
        <ul className="promo-industries">
          {industries.map((item) => (
            <li
              key={item.industry}
              className="promo-industries__item"
              data-testid={itemTestId}
              data-figure="companies"
              data-figure-scope={`industry:${item.industry}`}
            >
              <span className="promo-industries__name">{industryLabel(item.industry, locale)}</span>
              <span className="promo-industries__count">{count(item.companies)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
