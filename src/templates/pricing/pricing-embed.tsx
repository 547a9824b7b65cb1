'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useMemo, useRef, useState } from 'react'

import { BillingSwitcher } from '@/components/pricing/billing-switcher'
import { CheckIcon, CrossIcon } from '@/components/pricing/marks'
import { useParentHeight } from '@/components/pricing/use-parent-height'
import { fetchProductMap, fetchProducts, fetchVisitorCountry } from '@/components/pricing/api'
import { Icon } from '@/components/ui/icon'
import { VideoPreview } from '@/components/ui/video-preview'
import { reportClientError } from '@/lib/client-log'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'
import { withQuery } from '@/lib/http-client'
import {
  amountDue,
  appliedPrice,
  type BillingPeriod,
  billingSetup,
  type EmbedSettings,
  formatMoney,
  parseEmbedSettings,
} from '@/modules/pricing/client'
import type { PublicIncludedBlock, PublicPresentation, PublicProduct } from '@/modules/pricing/schemas'
import { paymentSummaryUrl } from '@/modules/registry/client'

type Texts = {
  loading: string
  empty: string
  label: string
  month: string
  year: string
  saving: string
  savingUpTo: string
  /** Shown when the products cannot be loaded, above a link to the pricing page. */
  failed: string
  failedLink: string
  perMonth: string
  billedYearly: string
  billedMonthly: string
  free: string
  bestValue: string
  notIncluded: string
  included: string
  presentation: string
  startTrial: string
  buy: string
  bookDemo: string
  videoTitle: string
  play: string
}

type Loaded = {
  products: PublicProduct[]
  presentation: PublicPresentation | null
  includedBlock: PublicIncludedBlock | null
  linkTrial: string | null
}

type Props = {
  lang: string
  defaultTitle: string
  platformUrl: string
  pricingHref: string
  trialHref: string | null
  bookDemoHref: string | null
  yearlyDefault: boolean
  texts: Texts
}

/** The product's price line for a period: the monthly figure, or the one-off price (an offer replaces it). */
function productPrice(
  product: PublicProduct,
  period: BillingPeriod,
): { amount: number; period: BillingPeriod | 'general'; was: number | null } | null {
  const periodic = appliedPrice({ month: product.price_month, year: product.price_year }, period)
  if (periodic) return { ...periodic, was: null }
  if (product.price_offer !== null) return { amount: product.price_offer, period: 'general', was: product.price_general }
  if (product.price_general !== null) return { amount: product.price_general, period: 'general', was: null }
  return null
}

function purchaseLink(product: PublicProduct, price: NonNullable<ReturnType<typeof productPrice>>, platformUrl: string, origin: string) {
  const own = price.period === 'general' ? product.link_general : price.period === 'year' ? product.link_year : product.link
  const label =
    price.period === 'general' ? product.link_general_button : price.period === 'year' ? product.link_year_button : product.link_button
  const href =
    own ??
    paymentSummaryUrl(
      platformUrl,
      [
        {
          type: 'pricing_product',
          data: { id: product.code, title: product.name, period: price.period, currency: product.currency, price: price.amount },
        },
      ],
      origin,
    )
  return { href, label }
}

function embedCta(settings: EmbedSettings, loaded: Loaded, props: Props, origin: string): { href: string; text: string } | null {
  switch (settings.ctaType) {
    case 'trial': {
      const href = loaded.linkTrial ?? (props.trialHref ? withQuery(props.trialHref, { origin }) : null)
      return href ? { href, text: settings.ctaText ?? props.texts.startTrial } : null
    }
    case 'demo':
      return props.bookDemoHref ? { href: props.bookDemoHref, text: settings.ctaText ?? props.texts.bookDemo } : null
    case 'link':
      return settings.ctaLink ? { href: settings.ctaLink, text: settings.ctaText ?? props.texts.buy } : null
    default:
      return null
  }
}

/**
 * The embedded products page. Reads its settings from the address, finds the visitor's market
 * (public_country, else the visitor's country), loads that market's products and tells the
 * parent window its height. A failed product-map or country lookup shows a message and a link
 * that opens the pricing page in a new tab: the spec's "failure redirects to the pricing page",
 * kept inside the frame, because /pricing refuses to be framed and navigating the frame there
 * would leave a broken frame on the partner's page (docs/decisions.md).
 */
export function PricingEmbed(props: Props) {
  const { lang, defaultTitle, platformUrl, pricingHref, yearlyDefault, texts } = props
  const searchParams = useSearchParams()
  const query = searchParams.toString()
  const settings = useMemo(() => parseEmbedSettings(new URLSearchParams(query)), [query])
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [chosenPeriod, setChosenPeriod] = useState<BillingPeriod | null>(null)
  const [failed, setFailed] = useState(false)
  // The page that embeds us, when the browser tells; else this page.
  const origin = useBrowserSnapshot(() => document.referrer || window.location.href, '')
  const rootRef = useRef<HTMLDivElement>(null)

  const postHeight = useParentHeight(rootRef, loaded)

  useEffect(() => {
    let active = true
    const load = async () => {
      let country = settings.country
      if (!country) country = await fetchVisitorCountry()
      const map = await fetchProductMap(lang, country)
      const list = await fetchProducts({
        lang,
        country: map.map_to,
        presentationId: settings.presentationId,
        includedBlock: settings.includedBlock,
      })
      if (!active) return
      setLoaded({
        products: list.data,
        presentation: list.presentation,
        includedBlock: list.included_block,
        linkTrial: map.link_trial,
      })
    }
    load().catch((error: unknown) => {
      reportClientError('Pricing products or the visitor country could not be loaded; offering the pricing page.', error)
      if (active) setFailed(true)
    })
    return () => {
      active = false
    }
  }, [lang, settings])

  // Every toggle changes the cards' height.
  useEffect(() => {
    if (chosenPeriod) postHeight()
  }, [chosenPeriod, postHeight])

  const cardProducts = loaded?.products.filter((product) => !product.standalone) ?? []
  const standalone = loaded?.products.filter((product) => product.standalone) ?? []
  const setup = billingSetup(
    (loaded?.products ?? []).map((product) => ({ month: product.price_month, year: product.price_year })),
    { yearlyDefault, switcherAllowed: settings.hasFrequencySwitcher },
  )
  const period = setup.showSwitcher ? (chosenPeriod ?? setup.initialPeriod) : 'year'
  const cta = loaded ? embedCta(settings, loaded, props, origin) : null

  const renderProduct = (product: PublicProduct) => {
    const price = productPrice(product, period)
    const purchase =
      price && price.amount > 0
        ? purchaseLink(product, price, platformUrl, origin)
        : product.link
          ? { href: product.link, label: product.link_button }
          : null
    return (
      <li
        key={product.id}
        className={`plan-card${product.best_value ? ' plan-card--best' : ''}`}
        data-testid="embed-product"
        data-product={product.code}
      >
        <div className="plan-card__head">
          <h2 className="plan-card__name">{product.name}</h2>
          {product.best_value ? <span className="plan-card__badge">{texts.bestValue}</span> : null}
        </div>
        {product.description ? <p className="plan-card__description">{product.description}</p> : null}
        {price && price.amount > 0 ? (
          <>
            <p className="plan-card__price" data-testid="embed-price">
              {price.was !== null ? <s className="plan-card__was">{formatMoney(price.was, product.currency)}</s> : null}{' '}
              <span className="plan-card__amount">{formatMoney(price.amount, product.currency)}</span>
              {price.period !== 'general' ? <span className="plan-card__per"> {texts.perMonth}</span> : null}
            </p>
            <p className="plan-card__note">
              {price.period === 'year'
                ? texts.billedYearly.replace('{total}', formatMoney(amountDue(price.amount, 'year'), product.currency))
                : price.period === 'month'
                  ? texts.billedMonthly
                  : '\u00a0'}
            </p>
          </>
        ) : product.free_value || product.persist_price_visibility || price ? (
          <p className="plan-card__price" data-testid="embed-price">
            <span className="plan-card__amount">{product.free_value ?? texts.free}</span>
          </p>
        ) : null}
        {purchase ? (
          <a
            className={`button ${product.best_value ? 'button--primary' : 'button--secondary'} plan-card__button`}
            href={purchase.href}
            target="_top"
            data-testid="embed-buy"
          >
            {purchase.label ?? texts.buy}
          </a>
        ) : null}
        {product.link_trial || product.link_trial_button ? (
          <a
            className="button button--ghost plan-card__button"
            href={product.link_trial ?? loaded?.linkTrial ?? props.trialHref ?? pricingHref}
            target="_top"
          >
            {product.link_trial_button ?? texts.startTrial}
          </a>
        ) : null}
        {product.features.length ? (
          <ul className="plan-card__features">
            {product.features.map((feature) => (
              <li key={feature}>
                <CheckIcon />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {product.choices.length ? (
          <ul className="plan-card__choices">
            {product.choices.map((choice) => (
              <li key={choice} className="tag">
                {choice}
              </li>
            ))}
          </ul>
        ) : null}
        {product.pricing_feature_groups.map((group) => (
          <div key={group.name} className={`plan-card__group${group.group ? ` plan-card__group--${group.group}` : ''}`}>
            <h3 className="plan-card__group-name">{group.name}</h3>
            <ul className="plan-card__features">
              {group.pricing_features.map((feature) => (
                <li key={feature.name} className={feature.has_checkmark || feature.required ? '' : 'is-excluded'}>
                  {feature.has_checkmark || feature.required ? <CheckIcon /> : <CrossIcon label={texts.notIncluded} />}
                  <span>
                    {feature.name}
                    {feature.checkmark ? <strong className="plan-card__value"> {feature.checkmark}</strong> : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {product.tools.length ? (
          <ul className="plan-card__tools">
            {product.tools.map((tool) => {
              const toolPrice = period === 'year' ? (tool.price_year ?? tool.price_month) : (tool.price_month ?? tool.price_year)
              return (
                <li key={tool.name} className="plan-card__tool">
                  <Icon name={tool.icon_type} size={20} />
                  <span>
                    <strong>{tool.name}</strong>
                    {tool.description ? <span className="plan-card__tool-text">{tool.description}</span> : null}
                  </span>
                  {toolPrice !== null ? (
                    <span className="plan-card__tool-price">
                      +{formatMoney(toolPrice, product.currency)} {texts.perMonth}
                    </span>
                  ) : tool.has_no_checkmark ? null : (
                    <CheckIcon label={texts.included} />
                  )}
                </li>
              )
            })}
          </ul>
        ) : null}
      </li>
    )
  }

  return (
    <div ref={rootRef} className="pricing-embed" data-testid="pricing-embed" data-period={period}>
      <h1 className="pricing-embed__title">{settings.title ?? defaultTitle}</h1>
      {failed ? (
        <div className="notice pricing-embed__failed" role="alert" data-testid="embed-failed">
          <p>{texts.failed}</p>
          <p>
            <a className="button button--primary" href={pricingHref} target="_blank" rel="noopener" data-testid="embed-failed-link">
              {texts.failedLink}
            </a>
          </p>
        </div>
      ) : !loaded ? (
        <p className="pricing-embed__status" role="status" data-testid="embed-loading">
          {texts.loading}
        </p>
      ) : (
        <>
          {setup.showSwitcher ? (
            <BillingSwitcher
              period={period}
              onChange={setChosenPeriod}
              texts={texts}
              prices={cardProducts.map((product) => ({ month: product.price_month, year: product.price_year }))}
            />
          ) : null}
          {cardProducts.length ? (
            <ul className="plan-cards__list">{cardProducts.map(renderProduct)}</ul>
          ) : standalone.length ? null : (
            <p className="notice" data-testid="embed-empty">
              {texts.empty}
            </p>
          )}
          {standalone.length ? <ul className="plan-cards__list plan-cards__list--standalone">{standalone.map(renderProduct)}</ul> : null}
          {cta ? (
            <p className="pricing-embed__cta">
              <a className="button button--primary button--large" href={cta.href} target="_top" data-testid="embed-cta">
                {cta.text}
              </a>
            </p>
          ) : null}
          {loaded.includedBlock ? (
            <section
              className={`included-block included-block--${settings.includedBlockType}`}
              aria-labelledby="included-title"
              data-testid="included-block"
            >
              <h2 id="included-title" className="section__title">
                {loaded.includedBlock.title}
              </h2>
              <ul className="included-block__items">
                {loaded.includedBlock.items.map((item) => (
                  <li key={item.title} className="included-block__item">
                    <Icon name={item.icon} size={22} />
                    <span>
                      <strong>{item.title}</strong>
                      {item.text ? <span className="included-block__text">{item.text}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {loaded.presentation ? (
            <section className="embed-presentation" aria-labelledby="presentation-title" data-testid="embed-presentation">
              <h2 id="presentation-title" className="embed-presentation__title">
                {loaded.presentation.title}
              </h2>
              {loaded.presentation.description ? <p>{loaded.presentation.description}</p> : null}
              {loaded.presentation.url ? (
                <a className="button button--secondary" href={loaded.presentation.url} target="_blank" rel="noopener noreferrer">
                  {loaded.presentation.button_label ?? texts.presentation}
                </a>
              ) : null}
            </section>
          ) : null}
          {settings.video ? (
            <VideoPreview
              url={settings.video === true ? null : settings.video}
              title={texts.videoTitle}
              playLabel={texts.play}
              testId="embed-video"
              className="pricing-embed__video"
            />
          ) : null}
        </>
      )}
    </div>
  )
}
