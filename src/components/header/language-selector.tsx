'use client'

import { setBrowserCookie } from '@/lib/cookies'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_LABELS, type SiteLocale } from '@/lib/locales'

import { Dropdown } from '../ui/dropdown'

/** Offers the languages the current page exists in; choosing one remembers it in the locale cookie. */
export function LanguageSelector({
  current,
  alternates,
  label,
}: {
  current: SiteLocale
  alternates: { locale: SiteLocale; href: string }[]
  label: string
}) {
  const remember = (locale: SiteLocale) => setBrowserCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS })

  return (
    <Dropdown
      testId="language-selector"
      className="top-bar__dropdown"
      label={
        <span>
          <span className="visually-hidden">{label}: </span>
          {LOCALE_LABELS[current]}
        </span>
      }
    >
      <ul className="menu-list" aria-label={label}>
        {alternates.map((alternate) => (
          <li key={alternate.locale}>
            <a
              href={alternate.href}
              hrefLang={alternate.locale}
              lang={alternate.locale}
              aria-current={alternate.locale === current ? 'true' : undefined}
              onClick={() => remember(alternate.locale)}
            >
              {LOCALE_LABELS[alternate.locale]}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  )
}
