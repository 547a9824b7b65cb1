import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

import { ConsentBanner } from '@/components/consent/consent-banner'
import { ConsentScripts } from '@/components/consent/consent-state'
import { PreviewBar } from '@/components/preview/preview-bar'
import { ErrorTextsProvider } from '@/components/error-texts'
import { RouteProgress } from '@/components/route-progress'
import { CONSENT_STORED_SCRIPT } from '@/lib/consent'
import { HOME_SLUG, isSiteLocale, localizedPath, SITE_LOCALES } from '@/lib/locales'
import { configuredSiteUrl, siteSettings } from '@/lib/site-config'
import { getPayloadClient, getSiteContext } from '@/components/site-data'
import { draftPreviewEditor } from '@/payload/drafts'

import '../styles.css'

// React's <link> type does not know the `blocking` attribute yet; React passes it through as written.
const RENDER_BLOCKING = { blocking: 'render' } as Record<string, string>

export function generateStaticParams() {
  return SITE_LOCALES.map((locale) => ({ locale }))
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b1b3f' }

export function generateMetadata(): Metadata {
  const siteOrigin = configuredSiteUrl()
  return {
    // Share images become absolute on SITE_URL; without it pages print no absolute address (see AddressLinks).
    metadataBase: siteOrigin ? new URL(siteOrigin) : null,
    title: { default: siteSettings.siteName, template: `%s | ${siteSettings.siteName}` },
    icons: { icon: '/favicon.svg' },
  }
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  const { t } = await getSiteContext(locale)
  // An editor's draft preview (app/api/preview): draft mode and a live editor session, as the page's reads
  // decide it. False in every cached render (Next.js never reads nor stores the page cache in draft mode).
  const previewingDrafts = Boolean(await draftPreviewEditor(await getPayloadClient()))
  return (
    <html lang={locale}>
      <head>
        {/* The first frame waits until the page's <main> is parsed. The HTML is large enough for
            Chromium to paint half of it: the top bar was drawn with one of its menus, then grew
            (a layout shift on some first visits). Browsers without rel=expect ignore it. */}
        <link rel="expect" href="#main" {...RENDER_BLOCKING} />
        <script dangerouslySetInnerHTML={{ __html: CONSENT_STORED_SCRIPT }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skip_to_content')}
        </a>
        {previewingDrafts ? <PreviewBar /> : null}
        {/* Before the page: the banner is in the first frame (which waits for <main>) instead of being
            painted a frame later as the page's largest text on a phone, and the keyboard reaches
            the choice right after the skip link. It is fixed to the bottom of the window. */}
        {/* An editor's preview is not a visit: no consent question over the page being checked. */}
        {previewingDrafts ? null : (
          <ConsentBanner
            texts={{
              title: t('consent_title'),
              text: t('consent_text'),
              allowAll: t('consent_allow_all'),
              allowSelection: t('consent_allow_selection'),
              deny: t('consent_deny'),
              categories: {
                necessary: t('consent_necessary'),
                preferences: t('consent_preferences'),
                statistics: t('consent_statistics'),
                marketing: t('consent_marketing'),
                unclassified: t('consent_unclassified'),
              },
            }}
          />
        )}
        {/* A status region: the bar is announced as "loading" while a client-side navigation runs,
            and it is not content left outside every landmark. */}
        <div role="status">
          <Suspense fallback={null}>
            <RouteProgress label={t('page_loading')} />
          </Suspense>
        </div>
        {/* Around the page: the segment's error page renders inside this, in the page's language. */}
        <ErrorTextsProvider
          texts={{
            title: t('error_title'),
            text: t('error_text'),
            retry: t('try_again'),
            home: t('back_home'),
            homeHref: localizedPath(locale, HOME_SLUG),
            reference: t('error_reference'),
          }}
        >
          {children}
        </ErrorTextsProvider>
        <ConsentScripts analyticsScriptUrl={siteSettings.analyticsScriptUrl} marketingScriptUrl={siteSettings.marketingScriptUrl} />
      </body>
    </html>
  )
}
