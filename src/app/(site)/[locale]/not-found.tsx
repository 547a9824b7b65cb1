import Link from 'next/link'
import { locale as rootLocale } from 'next/root-params'

import { SiteChrome } from '@/components/site-chrome'
import { DEFAULT_LOCALE, isSiteLocale, languageAlternates, localizedPath, HOME_SLUG } from '@/modules/content'
import { getSiteContext } from '@/lib/site-data'

export default async function NotFound() {
  const requested = await rootLocale()
  const locale = isSiteLocale(requested) ? requested : DEFAULT_LOCALE
  const context = await getSiteContext(locale)
  const home = context.navigation.find((entry) => entry.slug === HOME_SLUG)
  return (
    <SiteChrome
      context={context}
      pageType={null}
      alternates={home ? languageAlternates(home) : [{ locale, href: localizedPath(locale, HOME_SLUG) }]}
    >
      <section className="error-page" data-testid="not-found">
        <div className="container error-page__inner">
          <p className="error-page__code">404</p>
          <h1 className="error-page__title">{context.t('not_found_title')}</h1>
          <p className="error-page__text">{context.t('not_found_text')}</p>
          <Link className="button button--primary button--large" href={localizedPath(locale, HOME_SLUG)}>
            {context.t('back_home')}
          </Link>
        </div>
      </section>
    </SiteChrome>
  )
}
