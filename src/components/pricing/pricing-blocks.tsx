import { mediaUrl } from '@/lib/media'
import { siteSettings, siteUrl } from '@/lib/site-config'
import type { SiteContext } from '@/lib/site-data'
import { slotHref } from '@/modules/content'
import { billingSetup } from '@/modules/pricing'
import type { Page } from '@/payload-types'
import { loadPlanCards } from './plan-data'
import { loadQuoteProducts } from '@/templates/request-form/request-form-template'
import { RequestCard } from '@/templates/request-form/request-card'

import { ButtonLink } from '../blocks/button-link'
import { CustomerLogos } from '../customers/customer-logos'
import { CustomerTestimonials } from '../customers/customer-testimonials'
import { Icon } from '../ui/icon'
import { VideoPreview } from '../ui/video-preview'
import { CompetitorComparison, FeatureComparison, PlanCards } from './lazy'
import { CheckIcon } from './marks'

type PageBlock = NonNullable<Page['blocks']>[number]
export const PRICING_BLOCK_TYPES = [
  'pricingPlans',
  'featureComparison',
  'trialOffer',
  'customerLogos',
  'competitorComparison',
  'quoteRequest',
  'testimonials',
  'video',
  'clearAdvantage',
  'companyProfile',
  'switchReason',
] as const
type PricingBlockType = (typeof PRICING_BLOCK_TYPES)[number]
export type PricingPageBlock = Extract<PageBlock, { blockType: PricingBlockType }>

export function isPricingBlock(block: PageBlock): block is PricingPageBlock {
  return (PRICING_BLOCK_TYPES as readonly string[]).includes(block.blockType)
}

type Point = { id?: string | null; icon?: string | null; title: string; text?: string | null }

function SectionTitle({ id, text, center = false }: { id: string; text: string | null | undefined; center?: boolean }) {
  return text ? (
    <h2 id={id} className={`section__title${center ? ' section__title--center' : ''}`}>
      {text}
    </h2>
  ) : null
}

function Points({ items, variant }: { items: Point[] | null | undefined; variant: 'cards' | 'list' }) {
  if (!items?.length) return null
  return (
    <ul className={variant === 'cards' ? 'feature-grid' : 'pricing-points'}>
      {items.map((item, index) => (
        <li key={item.id ?? index} className={variant === 'cards' ? 'feature-card' : 'pricing-points__item'}>
          {variant === 'cards' ? (
            <span className="feature-card__icon">
              <Icon name={item.icon} size={24} />
            </span>
          ) : (
            <CheckIcon />
          )}
          <span>
            <strong className={variant === 'cards' ? 'feature-card__title' : 'pricing-points__title'}>{item.title}</strong>
            {item.text ? <span className={variant === 'cards' ? 'feature-card__text' : 'pricing-points__text'}>{item.text}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The sections of the pricing and pay-as-you-go pages. Plans come from Pricing → Pricing plans;
 * prices switch with the billing period and the visitor's currency in the browser.
 */
export async function PricingBlock({ block, context, pagePath }: { block: PricingPageBlock; context: SiteContext; pagePath: string }) {
  const { t, locale, navigation } = context
  const titleId = `section-${block.id ?? block.blockType}`
  switch (block.blockType) {
    case 'pricingPlans': {
      const plans = await loadPlanCards(locale)
      const setup = billingSetup(
        plans.flatMap((plan) => [plan.prices.GBP, plan.prices.EUR]),
        { yearlyDefault: Boolean(context.config.is_yearly_default_on_pricing) },
      )
      return (
        <section className="section pricing-plans" aria-labelledby={block.heading ? titleId : undefined} data-testid="pricing-plans">
          <div className="container">
            <SectionTitle id={titleId} text={block.heading} center />
            {block.intro ? <p className="section__lead section__lead--center">{block.intro}</p> : null}
            {plans.length ? (
              <PlanCards
                plans={plans}
                showSwitcher={setup.showSwitcher}
                initialPeriod={setup.initialPeriod}
                targets={{
                  platformUrl: siteSettings.platformUrl,
                  signUpHref: slotHref(navigation, 'pricing_trial', locale) ?? slotHref(navigation, 'free_trial', locale),
                  bookDemoHref: slotHref(navigation, 'book_demo', locale),
                  origin: `${siteUrl()}${pagePath}`,
                }}
                texts={{
                  label: t('pricing_billing_label'),
                  month: t('pricing_bill_monthly'),
                  year: t('pricing_bill_yearly'),
                  saving: t('pricing_save_yearly'),
                  perMonth: t('pricing_per_month'),
                  billedMonthly: t('pricing_billed_monthly'),
                  billedYearly: t('pricing_billed_yearly'),
                  free: t('pricing_free'),
                  custom: t('pricing_custom'),
                  customNote: t('pricing_custom_note'),
                  bestValue: t('pricing_best_value'),
                  notIncluded: t('pricing_not_included'),
                  pricesIn: t('pricing_prices_in'),
                }}
              />
            ) : (
              <p className="notice" data-testid="pricing-empty">
                {t('pricing_no_plans')}
              </p>
            )}
          </div>
        </section>
      )
    }
    case 'featureComparison': {
      const plans = await loadPlanCards(locale)
      if (!plans.length) return null
      return (
        <section className="section section--soft" aria-labelledby={block.heading ? titleId : undefined}>
          <div className="container">
            <SectionTitle id={titleId} text={block.heading} center />
            <FeatureComparison
              plans={plans}
              heading={block.heading ?? null}
              footnote={block.footnote ?? null}
              texts={{
                feature: t('pricing_feature'),
                price: t('pricing_price_row'),
                perMonth: t('pricing_per_month'),
                free: t('pricing_free'),
                custom: t('pricing_custom'),
                included: t('pricing_included'),
                notIncluded: t('pricing_not_included'),
              }}
            />
          </div>
        </section>
      )
    }
    case 'trialOffer':
      return (
        <section className="section" aria-labelledby={titleId} data-testid="trial-offer">
          <div className="container">
            <div className="trial-offer">
              <div className="trial-offer__copy">
                <SectionTitle id={titleId} text={block.heading} />
                {block.text ? <p className="section__lead">{block.text}</p> : null}
                <ButtonLink context={context} block={block} className="button button--primary button--large" />
              </div>
              <Points items={block.items} variant="list" />
            </div>
          </div>
        </section>
      )
    case 'customerLogos':
      return <CustomerLogos locale={locale} title={block.heading} />
    case 'testimonials':
      return <CustomerTestimonials locale={locale} title={block.heading} count={block.count ?? undefined} />
    case 'competitorComparison':
      return (
        <section className="section section--soft" aria-labelledby={titleId}>
          <div className="container cost-section">
            <div>
              <SectionTitle id={titleId} text={block.heading} />
              {block.text ? <p className="section__lead">{block.text}</p> : null}
            </div>
            <div>
              <CompetitorComparison
                figures={{
                  ourLabel: block.our_label,
                  ourAmount: block.our_amount,
                  ourNote: block.our_note ?? null,
                  competitorLabel: block.competitor_label,
                  competitorAmount: block.competitor_amount,
                  competitorPlus: block.competitor_amount_plus !== false,
                  competitorNote: block.competitor_note ?? null,
                  period: block.period_label,
                }}
              />
              {block.footnote ? <p className="cost-section__footnote">{block.footnote}</p> : null}
            </div>
          </div>
        </section>
      )
    case 'quoteRequest': {
      const products = await loadQuoteProducts(locale)
      return (
        <section className="section quote-section" aria-labelledby={titleId} id="quote">
          <div className="container request-page__inner">
            <div className="request-page__copy">
              <SectionTitle id={titleId} text={block.heading} />
              {block.text ? <p className="request-page__lead">{block.text}</p> : null}
              <Points items={block.points} variant="list" />
            </div>
            <RequestCard
              context={context}
              title={t('request_quote_form_title')}
              submit={t('request_quote_submit')}
              titleLevel={3}
              variant="quote"
              products={products}
              testId="quote-form"
            />
          </div>
        </section>
      )
    }
    case 'video':
      return (
        <section className="section" aria-labelledby={titleId}>
          <div className="container video-section">
            <div>
              <SectionTitle id={titleId} text={block.heading} />
              {block.text ? <p className="section__lead">{block.text}</p> : null}
            </div>
            <VideoPreview url={block.video_url} title={block.heading} playLabel={t('video_play')} testId="pricing-video" />
          </div>
        </section>
      )
    case 'clearAdvantage':
    case 'switchReason':
      return (
        <section
          className={`section${block.blockType === 'switchReason' ? ' section--soft' : ''}`}
          aria-labelledby={titleId}
          data-testid={block.blockType}
        >
          <div className="container">
            <SectionTitle id={titleId} text={block.heading} />
            {block.text ? <p className="section__lead">{block.text}</p> : null}
            <Points items={block.items} variant="cards" />
          </div>
        </section>
      )
    case 'companyProfile': {
      const image = mediaUrl(block.image)
      return (
        <section className="section" aria-labelledby={titleId} data-testid="companyProfile">
          <div className="container block-hero__inner">
            <div>
              <SectionTitle id={titleId} text={block.heading} />
              {block.text ? <p className="section__lead">{block.text}</p> : null}
              <Points items={block.items} variant="list" />
              <ButtonLink context={context} block={block} />
            </div>
            {image ? <img src={image} alt="" loading="lazy" className="block-hero__image" /> : null}
          </div>
        </section>
      )
    }
  }
}
