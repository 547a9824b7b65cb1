import type { Translate } from '@/modules/content/client'
import type { SiteLocale } from '@/lib/locales'
import type { SourceFigure } from '@/modules/registry'

import { formatFigure, formatUpdateDate } from './registry-figures'

/**
 * Where the registry's companies come from ("Our data"): each published register loaded, with its
 * records, the date of its latest file and its licence, and the attribution each licence asks for.
 * Counted at the end of each import, never typed in. Without a loaded register the section says the
 * registry holds generated demonstration companies.
 */
export function RegistrySourcesSection({ sources, locale, t }: { sources: SourceFigure[]; locale: SiteLocale; t: Translate }) {
  return (
    <section className="section" aria-labelledby="registry-sources-title" data-testid="registry-sources">
      <div className="container">
        <h2 id="registry-sources-title" className="section__title section__title--center">
          {t('sources_title')}
        </h2>
        {sources.length ? (
          <div className="registry-sources__scroll">
            <table className="registry-sources">
              <caption className="visually-hidden">{t('sources_caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sources_source')}</th>
                  <th scope="col">{t('sources_records')}</th>
                  <th scope="col">{t('sources_file_date')}</th>
                  <th scope="col">{t('sources_licence')}</th>
                </tr>
              </thead>
              <tbody>
                {sources.map((source) => (
                  <tr key={source.source} data-testid="registry-source" data-source={source.source}>
                    <th scope="row">
                      <a href={source.url} rel="noopener">
                        {source.name}
                      </a>
                      <span className="registry-sources__publisher">{source.publisher}</span>
                    </th>
                    <td>{formatFigure(source.records, locale)}</td>
                    <td>
                      <time dateTime={source.file_date}>{formatUpdateDate(`${source.file_date}T00:00:00Z`, locale)}</time>
                    </td>
                    <td>
                      <a href={source.licence_url} rel="license noopener">
                        {source.licence}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="section__lead" data-testid="registry-sources-none">
            {t('sources_none')}
          </p>
        )}
        {sources.length ? (
          <ul className="registry-sources__attributions">
            {sources.map((source) => (
              <li key={source.source}>{source.attribution}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
