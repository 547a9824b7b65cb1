import Link from 'next/link'

import { localizedPath } from '@/lib/locales'
import type { MenuLink } from '@/modules/content'
import { siteSettings } from '@/lib/site-config'
import type { SiteContext } from '@/components/site-data'
import { socialLinks } from '@/lib/social-links'

import { CookieSettingsButton } from '../consent/cookie-settings-button'
import { Logo } from '../header/logo'

function Column({ title, links }: { title: string; links: MenuLink[] }) {
  if (!links.length) return null
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SiteFooter({ context }: { context: SiteContext }) {
  const { menus, t, locale, config } = context
  const social = socialLinks(config.social)
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo href={localizedPath(locale, '/')} name={siteSettings.siteName} tone="light" />
          <p>{t('footer_tagline')}</p>
          {config.contact?.email ? (
            <p>
              <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
              {config.contact.phone ? (
                <>
                  <br />
                  <a href={`tel:${config.contact.phone.replace(/\s+/g, '')}`}>{config.contact.phone}</a>
                </>
              ) : null}
            </p>
          ) : null}
          <div className="badges" aria-label={t('footer_certifications')}>
            <span className="badge">ISO 27001</span>
            <span className="badge">ISO 27701</span>
            <span className="badge">{t('footer_eu_hosting')}</span>
          </div>
        </div>
        <Column title={t('products')} links={menus.footer.products} />
        <Column title={t('solutions')} links={menus.footer.solutions} />
        <Column title={t('footer_company')} links={menus.footer.company} />
        <Column title={t('footer_legal')} links={menus.footer.legal} />
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {siteSettings.siteName}. {t('footer_rights')} {t('footer_hosting')}
        </p>
        <div className="site-footer__bottom-links">
          {social.map(({ network, label, href }) => (
            <a key={network} href={href} rel="noopener noreferrer" target="_blank">
              {label}
            </a>
          ))}
          <CookieSettingsButton label={t('cookie_settings')} />
        </div>
      </div>
    </footer>
  )
}
