import Link from 'next/link'
import { locale as rootLocale } from 'next/root-params'

import { SiteChrome } from '@/components/site-chrome'
import { languageAlternates } from '@/modules/content'
import { DEFAULT_LOCALE, HOME_SLUG, isSiteLocale, localizedPath } from '@/lib/locales'
import { getSiteContext } from '@/components/site-data'
import { MissingNotice, type MissingVariant } from '@/components/ui/missing-notice'

/**
 * The one 404 page of the site. It is the only not-found boundary on purpose: Next.js puts each
 * boundary's rendered page, with the whole header and footer, into the payload of every page, so a
 * second boundary below the catch-all route made every page a third heavier.
 *
 * Below the blog or the case studies the text is the missing-article
 * message ("Oops! There's no article on Global CMS."), below the academy 'No course specified';
 * the status stays 404 for crawlers.
 */
export default async function PageNotFound() {
  const requested = await rootLocale()
  const locale = isSiteLocale(requested) ? requested : DEFAULT_LOCALE
  const context = await getSiteContext(locale)
  const home = context.navigation.find((entry) => entry.slug === HOME_SLUG)
  const basesOf = (matches: (entry: (typeof context.navigation)[number]) => boolean) =>
    context.navigation
      .filter((entry) => matches(entry) && entry.languages.includes(locale))
      .map((entry) => localizedPath(locale, entry.slug))
  const variants: MissingVariant[] = [
    {
      bases: basesOf((entry) => entry.slot === 'blog' || entry.slot === 'customers'),
      ignoreBelow: 'page/',
      title: context.t('article_missing'),
      text: context.t('not_found_text'),
      testId: 'article-missing',
    },
    {
      bases: basesOf((entry) => entry.pageType === 'academy'),
      title: context.t('course_missing'),
      text: context.t('course_missing_text'),
      testId: 'course-missing',
      backLabel: context.t('academy_back'),
    },
  ]
  return (
    <SiteChrome
      context={context}
      pageType={null}
      alternates={home ? languageAlternates(home) : [{ locale, href: localizedPath(locale, HOME_SLUG) }]}
    >
      <section className="error-page" data-testid="not-found">
        <div className="container error-page__inner">
          <p className="error-page__code">404</p>
          <MissingNotice variants={variants} page={{ title: context.t('not_found_title'), text: context.t('not_found_text') }} />
          <Link className="button button--primary button--large" href={localizedPath(locale, HOME_SLUG)}>
            {context.t('back_home')}
          </Link>
        </div>
      </section>
    </SiteChrome>
  )
}
