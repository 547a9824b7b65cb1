import { RichText } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { type Translate } from '@/modules/content'
import { localizedPath } from '@/lib/locales'
import type { CookieDeclaration } from '@/payload-types'

import type { TemplateProps } from '../types'
import { CookieConsentPanel } from './cookie-consent-panel'
import { groupDeclarations } from './cookie-policy-data'
import { loadCookieDeclarations } from './policy-queries'
import { resolvePolicyRoute } from './policy-route'
import { PolicyTabsScroller } from './policy-tabs-scroller'

/** Policy pages with category tabs; the cookie policy adds the consent panel and the declaration tables. */
export async function PolicyTemplate(props: TemplateProps) {
  const { context, route } = props
  const { t, locale } = context
  const resolved = await resolvePolicyRoute(props)
  if (!resolved) notFound()
  const { active, tabs } = resolved
  const declarations = active?.is_cookie_policy ? await loadCookieDeclarations(locale) : []
  return (
    <>
      <section className="page-hero page-hero--light policy-hero">
        <div className="container">
          <h1 className="page-hero__title policy-hero__title" data-testid="policy-title">
            {active?.title ?? route.page.title}
          </h1>
          {active ? (
            <p className="policy-hero__updated">
              {t('policy_updated', {
                date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(active.updatedAt)),
              })}
            </p>
          ) : route.page.description ? (
            <p className="page-hero__lead">{route.page.description}</p>
          ) : null}
        </div>
      </section>
      {tabs.length > 1 ? (
        <nav className="policy-tabs" aria-label={t('policy_tabs_label')} data-testid="policy-tabs">
          <PolicyTabsScroller className="container policy-tabs__inner">
            {tabs.map((tab) => (
              <Link
                key={tab.slug}
                href={localizedPath(locale, tab.routeSlug)}
                className={`policy-tabs__tab ${tab.active ? 'policy-tabs__tab--active' : ''}`}
                aria-current={tab.active ? 'page' : undefined}
                data-testid={`policy-tab-${tab.slug}`}
              >
                {tab.label}
              </Link>
            ))}
          </PolicyTabsScroller>
        </nav>
      ) : null}
      {active ? (
        <section className="section policy">
          <div className="container policy__inner">
            {active.is_cookie_policy ? <CookieConsentPanel texts={consentTexts(t)} /> : null}
            <div className="prose policy__content" data-testid="policy-content">
              <RichText data={active.content} />
            </div>
            {active.is_cookie_policy ? <DeclarationTables t={t} declarations={declarations} /> : null}
          </div>
        </section>
      ) : null}
    </>
  )
}

function categoryNames(t: Translate) {
  return {
    necessary: t('consent_necessary'),
    preferences: t('consent_preferences'),
    statistics: t('consent_statistics'),
    marketing: t('consent_marketing'),
    unclassified: t('consent_unclassified'),
  }
}

function consentTexts(t: Translate) {
  return {
    title: t('cookie_consent_title'),
    state: t('cookie_consent_state'),
    id: t('cookie_consent_id'),
    change: t('cookie_consent_change'),
    summary: {
      all: t('cookie_consent_all'),
      selection: t('cookie_consent_selection'),
      none: t('cookie_consent_none'),
      notGiven: t('cookie_consent_not_given'),
      categories: categoryNames(t),
    },
  }
}

function DeclarationTables({ t, declarations }: { t: Translate; declarations: CookieDeclaration[] }) {
  const names = categoryNames(t)
  const columns = [
    t('cookie_column_name'),
    t('cookie_column_provider'),
    t('cookie_column_purpose'),
    t('cookie_column_expiry'),
    t('cookie_column_type'),
  ]
  return (
    <section className="cookie-declaration" aria-labelledby="cookie-declaration-title" data-testid="cookie-declaration">
      <h2 id="cookie-declaration-title" className="cookie-declaration__title">
        {t('cookie_declaration_title')}
      </h2>
      {groupDeclarations(declarations).map(({ category, cookies }) => (
        <section
          key={category}
          className="cookie-declaration__group"
          aria-labelledby={`cookie-category-${category}`}
          data-testid={`cookie-category-${category}`}
        >
          <h3 id={`cookie-category-${category}`} className="cookie-declaration__category">
            {names[category]}
            <span className="cookie-declaration__count">{cookies.length}</span>
          </h3>
          {cookies.length ? (
            <div className="cookie-declaration__scroll">
              <table className="cookie-table">
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {cookies.map((cookie) => (
                    <tr key={cookie.id}>
                      <th scope="row" data-label={columns[0]}>
                        <code>{cookie.name}</code>
                      </th>
                      <td data-label={columns[1]}>{cookie.provider}</td>
                      <td data-label={columns[2]}>{cookie.purpose}</td>
                      <td data-label={columns[3]}>{cookie.expiry}</td>
                      <td data-label={columns[4]}>{cookie.type === 'html' ? t('cookie_type_html') : t('cookie_type_http')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="cookie-declaration__empty" data-testid="cookie-category-empty">
              {t('cookie_declaration_empty')}
            </p>
          )}
        </section>
      ))}
    </section>
  )
}
