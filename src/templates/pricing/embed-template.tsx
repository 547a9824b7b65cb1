import { Suspense } from 'react'

import { siteSettings } from '@/lib/site-config'
import { slotHref } from '@/modules/content'
import { localizedPath } from '@/lib/locales'

import type { TemplateProps } from '../types'
import { PricingEmbed } from './lazy'

/**
 * The products page other sites embed in an iframe. It is driven by its address (the public_*
 * parameters), so the products are fetched in the browser: the page itself stays one cached
 * document for every embedding site. Rendered without the site's header and footer.
 */
export function PricingEmbedTemplate({ context, route }: TemplateProps) {
  const { t, locale, navigation } = context
  const pricingHref = slotHref(navigation, 'pricing', locale) ?? localizedPath(locale, '/')
  return (
    <Suspense fallback={<p className="pricing-embed__status">{t('pricing_embed_loading')}</p>}>
      <PricingEmbed
        lang={locale}
        defaultTitle={route.page.title}
        platformUrl={siteSettings.platformUrl}
        pricingHref={pricingHref}
        trialHref={slotHref(navigation, 'pricing_trial', locale) ?? slotHref(navigation, 'free_trial', locale)}
        bookDemoHref={slotHref(navigation, 'book_demo', locale)}
        yearlyDefault={Boolean(context.config.is_yearly_default_on_pricing)}
        texts={{
          loading: t('pricing_embed_loading'),
          empty: t('pricing_embed_empty'),
          label: t('pricing_billing_label'),
          month: t('pricing_bill_monthly'),
          year: t('pricing_bill_yearly'),
          saving: t('pricing_products_save_yearly'),
          savingUpTo: t('pricing_save_yearly'),
          failed: t('pricing_embed_failed'),
          failedLink: t('pricing_embed_failed_link'),
          perMonth: t('pricing_per_month'),
          billedYearly: t('pricing_billed_yearly'),
          billedMonthly: t('pricing_billed_monthly'),
          free: t('pricing_free'),
          bestValue: t('pricing_best_value'),
          notIncluded: t('pricing_not_included'),
          included: t('pricing_included_title'),
          presentation: t('pricing_presentation_download'),
          startTrial: t('pricing_start_trial'),
          buy: t('pricing_buy'),
          bookDemo: t('book_demo'),
          videoTitle: t('pricing_video_title'),
          play: t('video_play'),
        }}
      />
    </Suspense>
  )
}
