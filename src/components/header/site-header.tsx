import Link from 'next/link'
import type { ReactNode } from 'react'

import { localizedPath, type SiteLocale } from '@/lib/locales'
import { type MenuLink, slotHref } from '@/modules/content'
import { siteSettings } from '@/lib/site-config'
import type { SiteContext } from '@/components/site-data'

import { Dropdown } from '../ui/dropdown'
import { LinkList } from '../ui/link-list'
import { Icon } from '../ui/icon'
import { CountryTabs } from './country-tabs'
import { HeaderFrame } from './header-frame'
import { Logo } from './logo'
import { SignInButton } from './sign-in-button'
import { TopBar } from './top-bar'

export type HeaderVariant = 'default' | 'promotion' | 'payg'

export type PageContact = { phone: string | null; email: string | null }

export function headerVariantFor(pageType: string | null | undefined): HeaderVariant {
  if (pageType === 'country_promotion') return 'promotion'
  if (pageType === 'payg') return 'payg'
  return 'default'
}

/**
 * The page's banner landmark: the top bar and the header in one <header>, so that the top bar's claim
 * and menus belong to a landmark like everything else on the page.
 */
function Banner({ children }: { children: ReactNode }) {
  return <header>{children}</header>
}

function RichLinks({ links }: { links: MenuLink[] }) {
  return (
    <ul className="rich-links">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="rich-links__item">
            <span className="rich-links__icon">
              <Icon name={link.icon} />
            </span>
            <span>
              <span className="rich-links__title">{link.title}</span>
              {link.description ? <span className="rich-links__description">{link.description}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function SiteHeader({
  context,
  variant,
  alternates,
  contact,
}: {
  context: SiteContext
  variant: HeaderVariant
  alternates: { locale: SiteLocale; href: string }[]
  /** The page's own contact, shown by the promotion header instead of menus. */
  contact?: PageContact
}) {
  const { menus, t, locale, config } = context
  const homeHref = localizedPath(locale, '/')
  const logo = <Logo href={homeHref} name={siteSettings.siteName} tone={variant === 'payg' ? 'light' : 'dark'} />
  const menuLabels = { open: t('menu_open'), close: t('menu_close'), nav: t('menu_main') }
  // Without an external platform, signing in happens in the AI agents area of this site, and
  // 'Platform' (a stored token) opens that area.
  const agentsHref = slotHref(context.navigation, 'ai_agents', locale)
  const loginUrl = siteSettings.hasExternalPlatform ? `${siteSettings.platformUrl}/login` : agentsHref ? `${agentsHref}?type=login` : null
  const signIn = loginUrl ? (
    <SignInButton
      platformUrl={siteSettings.hasExternalPlatform ? siteSettings.platformUrl : (agentsHref ?? siteSettings.platformUrl)}
      loginUrl={loginUrl}
      labels={{ signIn: t('sign_in'), platform: t('platform') }}
    />
  ) : null

  const topBar = (
    <TopBar
      locale={locale}
      alternates={alternates}
      blogTypes={menus.topBar.blogTypes}
      integrations={menus.topBar.integrations}
      about={menus.topBar.about}
      t={t}
    />
  )

  if (variant === 'payg') {
    return (
      <Banner>
        {topBar}
        <HeaderFrame variant="payg" logo={logo} desktop={null} actions={null} mobile={null} menuLabels={menuLabels} />
      </Banner>
    )
  }

  if (variant === 'promotion') {
    // A promotion page names its own contact (a Mexican visitor should not be sent to a UK number);
    // without one it offers the site's e-mail only, never the site's phone.
    const phone = contact?.phone || null
    const email = contact?.email || config.contact?.email
    return (
      <Banner>
        <HeaderFrame
          variant="promotion"
          logo={logo}
          desktop={null}
          mobile={null}
          menuLabels={menuLabels}
          actions={
            <div className="header-contact" data-testid="promotion-contact">
              {phone ? (
                <a href={`tel:${phone.replace(/\s+/g, '')}`}>
                  <Icon name="phone" size={18} /> <span className="header-contact__text">{phone}</span>
                </a>
              ) : null}
              {email ? (
                <a href={`mailto:${email}`}>
                  <Icon name="mail" size={18} /> <span className="header-contact__text">{email}</span>
                </a>
              ) : null}
            </div>
          }
        />
      </Banner>
    )
  }

  const hasDataSolutions = menus.solutions.length || menus.countryTabs.length || menus.industryColumns.length
  const regularItems = [...menus.main, ...(menus.pricing ? [menus.pricing] : []), ...(menus.customers ? [menus.customers] : [])]

  const desktop = (
    <ul className="main-menu">
      {menus.products.length ? (
        <li>
          <Dropdown label={t('products')} testId="menu-products" panelClassName="mega mega--narrow">
            <RichLinks links={menus.products} />
          </Dropdown>
        </li>
      ) : null}
      {hasDataSolutions ? (
        <li>
          <Dropdown label={t('data_solutions')} testId="menu-data-solutions" className="dropdown--mega" panelClassName="mega">
            <div className="mega__grid">
              {menus.solutions.length ? (
                <section>
                  <h2 className="mega__heading">{t('solutions')}</h2>
                  <RichLinks links={menus.solutions} />
                </section>
              ) : null}
              {menus.countryTabs.length ? (
                <section>
                  <h2 className="mega__heading">{t('browse_by_countries')}</h2>
                  <CountryTabs tabs={menus.countryTabs} />
                </section>
              ) : null}
              {menus.industryColumns.length ? (
                <section>
                  <h2 className="mega__heading">{t('browse_by_industries')}</h2>
                  <div className="industry-columns">
                    {menus.industryColumns.map((column, index) => (
                      <LinkList key={index} links={column} />
                    ))}
                  </div>
                </section>
              ) : null}
            </div>
          </Dropdown>
        </li>
      ) : null}
      {regularItems.map((item) => (
        <li key={item.href}>
          <Link className="main-menu__link" href={item.href}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  )

  const actions = (
    <>
      {menus.bookDemo ? (
        <Link className="button button--primary" href={menus.bookDemo.href} data-testid="header-book-demo">
          {t('book_demo')}
        </Link>
      ) : null}
      {signIn}
    </>
  )

  const mobile = (
    <div className="container mobile-menu__inner">
      {menus.products.length ? (
        <details>
          <summary>{t('products')}</summary>
          <LinkList links={menus.products} />
        </details>
      ) : null}
      {menus.solutions.length ? (
        <details>
          <summary>{t('solutions')}</summary>
          <LinkList links={menus.solutions} />
        </details>
      ) : null}
      {menus.countryTabs.length ? (
        <details>
          <summary>{t('browse_by_countries')}</summary>
          {menus.countryTabs.map((tab) => (
            <div key={tab.id} className="mobile-menu__group">
              <p className="mobile-menu__group-title">{tab.label}</p>
              <LinkList links={tab.links} />
            </div>
          ))}
        </details>
      ) : null}
      {menus.industryColumns.length ? (
        <details>
          <summary>{t('browse_by_industries')}</summary>
          <LinkList links={menus.industryColumns.flat()} />
        </details>
      ) : null}
      <LinkList links={regularItems} />
      <div className="mobile-menu__actions">
        {menus.bookDemo ? (
          <Link className="button button--primary button--block" href={menus.bookDemo.href}>
            {t('book_demo')}
          </Link>
        ) : null}
        {signIn}
      </div>
    </div>
  )

  return (
    <Banner>
      {topBar}
      <HeaderFrame variant="default" logo={logo} desktop={desktop} actions={actions} mobile={mobile} menuLabels={menuLabels} />
    </Banner>
  )
}
