import type { ReactNode } from 'react'

import { slotHref } from '@/modules/content'
import { type SiteLocale } from '@/lib/locales'
import type { SiteContext } from '@/components/site-data'

import { exitPromoLink } from './exit-intent/exit-intent'
import { ExitIntentPopup } from './exit-intent/exit-intent-popup'
import { buildExitPromoTexts } from './exit-intent/exit-promo-texts'
import { SiteFooter } from './footer/site-footer'
import { headerVariantFor, type PageContact, SiteHeader } from './header/site-header'

/**
 * Top bar, header, main landmark and footer around a page, and the exit-intent promotion (offered
 * when the visitor is about to leave, except on checkout pages).
 */
export function SiteChrome({
  context,
  pageType,
  alternates,
  exitPromo = true,
  contact,
  children,
}: {
  context: SiteContext
  pageType: string | null
  alternates: { locale: SiteLocale; href: string }[]
  /** False on checkout pages: nothing may distract a visitor who is paying. */
  exitPromo?: boolean
  /** The page's own contact (country-promotion pages). */
  contact?: PageContact
  children: ReactNode
}) {
  const variant = headerVariantFor(pageType)
  const promoHref = exitPromo
    ? exitPromoLink(
        slotHref(context.navigation, 'browser_extension', context.locale),
        pageType,
        context.config.browser_extension_url ?? null,
      )
    : null
  return (
    <>
      <SiteHeader context={context} variant={variant} alternates={alternates} contact={contact} />
      <main id="main" className={`site-main site-main--${variant}`} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter context={context} />
      {promoHref ? <ExitIntentPopup promoHref={promoHref} texts={buildExitPromoTexts(context.t)} /> : null}
    </>
  )
}
