import type { ReactNode } from 'react'

import type { SiteLocale } from '@/modules/content'
import type { SiteContext } from '@/lib/site-data'

import { SiteFooter } from './footer/site-footer'
import { headerVariantFor, SiteHeader } from './header/site-header'

/** Top bar, header, main landmark and footer around a page. */
export function SiteChrome({
  context,
  pageType,
  alternates,
  children,
}: {
  context: SiteContext
  pageType: string | null
  alternates: { locale: SiteLocale; href: string }[]
  children: ReactNode
}) {
  const variant = headerVariantFor(pageType)
  return (
    <>
      <SiteHeader context={context} variant={variant} alternates={alternates} />
      <main id="main" className={`site-main site-main--${variant}`} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter context={context} />
    </>
  )
}
