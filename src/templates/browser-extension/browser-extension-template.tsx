import Link from 'next/link'

import { RenderBlocks } from '@/blocks/render-blocks'
import { buildExitPromoTexts } from '@/components/exit-intent/exit-promo-texts'
import { extensionStoreLink } from '@/components/exit-intent/exit-intent'
import { ExtensionPreview } from '@/components/exit-intent/extension-preview'
import { slotHref } from '@/modules/content'
import { EXTENSION_DOWNLOAD_PATH, extensionBuilt } from '@/lib/browser-extension'
import { localizedPath } from '@/lib/locales'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'

/**
 * The browser-extension promotion page, where the exit-intent promotion and the footer lead. The
 * install button opens the store page set in the site settings; without one it downloads the
 * extension this server builds (src/lib/browser-extension.ts) and the page shows how to install it
 * unpacked; on a server where it was not built, the page offers the free trial of the platform, which
 * holds the same data (docs/decisions.md). The exit-intent promotion needs the store page.
 */
export function BrowserExtensionTemplate(props: TemplateProps) {
  const { route, context } = props
  const { t, locale } = context
  const store = extensionStoreLink(context.config.browser_extension_url)
  const trialHref = slotHref(context.navigation, 'free_trial', locale)
  const keysHref = slotHref(context.navigation, 'ai_agents', locale, { type: 'api-keys' })
  const downloadable = !store && extensionBuilt()
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
  ) : downloadable ? (
    <a className="button button--primary button--large" href={EXTENSION_DOWNLOAD_PATH} download data-testid="extension-install">
      {t('extension_download')}
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
          {t(store ? 'extension_browsers' : downloadable ? 'extension_download_note' : 'extension_not_in_store')}
        </p>
      </PageHero>
      {downloadable ? (
        <section className="section section--soft" aria-labelledby="extension-install-title" data-testid="extension-install-steps">
          <div className="container">
            <h2 className="section__title" id="extension-install-title">
              {t('extension_install_title')}
            </h2>
            <p className="section__lead">{t('extension_install_lead')}</p>
            <ol className="extension-steps">
              {[1, 2, 3, 4].map((step) => (
                <li key={step}>{t(`extension_install_step_${step}`)}</li>
              ))}
            </ol>
            {keysHref ? (
              <Link className="button button--secondary" href={keysHref}>
                {t('extension_keys_link')}
              </Link>
            ) : null}
          </div>
        </section>
      ) : null}
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(locale, route.entry.slug)} />
      <RequestDemoBlock {...props} />
    </>
  )
}
