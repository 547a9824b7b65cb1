import Link from 'next/link'

import { RenderBlocks } from '@/blocks/render-blocks'
import { buildExitPromoTexts } from '@/components/exit-intent/exit-promo-texts'
import { ExtensionPreview } from '@/components/exit-intent/extension-preview'
import { slotHref } from '@/modules/content'
import { localizedPath } from '@/lib/locales'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'

/** The extension's store page from the site settings, when it is a well-formed https address. */
export function storeLink(configured: string | null | undefined): string | null {
  try {
    const url = new URL(configured?.trim() ?? '')
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The browser-extension promotion page, where the exit-intent promotion and the footer lead. The
 * install button opens the store page set in the site settings; without one it offers the free
 * trial, whose account the extension signs in with (docs/decisions.md).
 */
export function BrowserExtensionTemplate(props: TemplateProps) {
  const { route, context } = props
  const { t, locale } = context
  const store = storeLink(context.config.browser_extension_url)
  const trialHref = slotHref(context.navigation, 'free_trial', locale)
  const install = store ? (
    <a
      className="button button--primary button--large"
      href={store}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="extension-install"
    >
      {t('extension_install')}
    </a>
  ) : trialHref ? (
    <Link className="button button--primary button--large" href={trialHref} data-testid="extension-install">
      {t('extension_with_trial')}
    </Link>
  ) : null
  return (
    <>
      <PageHero
        {...props}
        tone="light"
        leadingAction={install}
        aside={<ExtensionPreview texts={buildExitPromoTexts(t).art} className="extension-preview" />}
      >
        <p className="extension-browsers">{t('extension_browsers')}</p>
      </PageHero>
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(locale, route.entry.slug)} />
      <RequestDemoBlock {...props} />
    </>
  )
}
