import Link from 'next/link'

import { RenderBlocks } from '@/blocks/render-blocks'
import { buildExitPromoTexts } from '@/components/exit-intent/exit-promo-texts'
import { extensionStoreLink } from '@/components/exit-intent/exit-intent'
import { ExtensionPreview } from '@/components/exit-intent/extension-preview'
import { slotHref } from '@/modules/content'
import { localizedPath } from '@/lib/locales'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'

/**
 * The browser-extension promotion page, where the exit-intent promotion and the footer lead. The
 * install button opens the store page set in the site settings; without one the page says the
 * extension is not in the stores yet and offers the free trial of the platform, which holds the same
 * data (docs/decisions.md), and the exit-intent promotion stays off.
 */
export function BrowserExtensionTemplate(props: TemplateProps) {
  const { route, context } = props
  const { t, locale } = context
  const store = extensionStoreLink(context.config.browser_extension_url)
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
        <p className="extension-browsers" data-testid="extension-availability">
          {t(store ? 'extension_browsers' : 'extension_not_in_store')}
        </p>
      </PageHero>
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(locale, route.entry.slug)} />
      <RequestDemoBlock {...props} />
    </>
  )
}
