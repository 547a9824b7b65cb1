import type { SiteLocale } from '@/lib/locales'
import type { MenuLink, Translate } from '@/modules/content'
import { LinkList } from '@/components/ui/link-list'

import { Dropdown } from '../ui/dropdown'
import { LanguageSelector } from './language-selector'

/** The strip above the header: the claim, the blog-type, integrations and about dropdowns, and the language selector. */
export function TopBar({
  locale,
  alternates,
  blogTypes,
  integrations,
  about,
  t,
}: {
  locale: SiteLocale
  alternates: { locale: SiteLocale; href: string }[]
  blogTypes: MenuLink[]
  integrations: MenuLink[]
  about: MenuLink[]
  t: Translate
}) {
  return (
    <div className="top-bar" data-testid="top-bar">
      <div className="container top-bar__inner">
        <span className="top-bar__claim">{t('trusted_by')}</span>
        <div className="top-bar__menus">
          {blogTypes.length ? (
            <Dropdown className="top-bar__dropdown" label={t('blog_types')} align="end">
              <LinkList links={blogTypes} />
            </Dropdown>
          ) : null}
          {integrations.length ? (
            <Dropdown className="top-bar__dropdown" label={t('integrations')} align="end">
              <LinkList links={integrations} />
            </Dropdown>
          ) : null}
          {about.length ? (
            <Dropdown className="top-bar__dropdown" label={t('about')} align="end">
              <LinkList links={about} />
            </Dropdown>
          ) : null}
          <LanguageSelector current={locale} alternates={alternates} label={t('language')} />
        </div>
      </div>
    </div>
  )
}
