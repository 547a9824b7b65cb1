import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { SiteChrome } from '@/components/site-chrome'
import { requestOrigin, sameSiteUrl } from '@/lib/site-config'
import { getPayloadClient, getSiteContext } from '@/components/site-data'
import { OrderError, parseOrderItems, priceOrder, type PricedLine, type PricedOrder } from '@/modules/checkout'
import { languageAlternates, type Translate } from '@/modules/content'
import { HOME_SLUG, isSiteLocale, localizedPath } from '@/lib/locales'
import { formatMoney, type PricingCurrency } from '@/modules/pricing'

import { ConfirmOrderForm } from '@/components/checkout/confirm-order-form'

// Reads the order from the query string on every request.
export const dynamic = 'force-dynamic'

const LINE_LABELS: Record<PricedLine['type'], string> = {
  credit_report: 'payment_credit_report',
  fresh_investigation: 'payment_fresh_investigation',
  plan: 'payment_plan',
  pricing_product: 'payment_pricing_product',
}

/** How a plan is billed, under its name: "Billed yearly: 12 × £39". */
function billingNote(line: PricedLine, currency: PricingCurrency, t: Translate): string | null {
  const period = line.details.period
  if (period === 'year') return t('payment_billing_year', { price: formatMoney(Number(line.details.price_per_month), currency) })
  if (period === 'month') return t('payment_billing_month')
  if (period === 'general') return t('payment_billing_general')
  return null
}

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** In the visitor's language; never indexed (each summary is one visitor's order). */
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) return {}
  const { t } = await getSiteContext(locale)
  return { title: t('payment_title'), description: t('payment_confirm_intro'), robots: { index: false, follow: false } }
}

/** The platform's payment summary, hosted here when no external platform is configured. */
export default async function PaymentSummaryPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isSiteLocale(locale)) notFound()
  const query = await searchParams
  const context = await getSiteContext(locale)
  const { t } = context
  const rawItems = typeof query.items === 'string' ? query.items : null
  const origin = typeof query.origin === 'string' && /^(https?:\/\/|\/)/.test(query.origin) ? query.origin : null
  // Where the visitor came from is recorded with the order; "Back" goes there only on this site (the
  // origin this request was made to when SITE_URL is unset).
  const back = sameSiteUrl(origin, requestOrigin(await headers())) ?? localizedPath(locale, HOME_SLUG)

  let order: PricedOrder | null = null
  let problem: string | null = null
  try {
    order = await priceOrder(await getPayloadClient(), parseOrderItems(rawItems), locale)
  } catch (error) {
    if (!(error instanceof OrderError)) throw error
    problem = error.message
  }
  const home = context.navigation.find((entry) => entry.slug === HOME_SLUG)

  return (
    <SiteChrome context={context} pageType={null} alternates={home ? languageAlternates(home) : []} exitPromo={false}>
      <section className="section payment-summary" data-testid="payment-summary">
        <div className="container payment-summary__inner">
          <h1 className="section__title">{t('payment_title')}</h1>
          {problem || !order ? (
            <div className="alert alert--error" role="alert" data-testid="payment-error">
              <p>
                <strong>{t('payment_invalid')}</strong> {problem}
              </p>
              <a className="button button--secondary" href={back}>
                {t('payment_back')}
              </a>
            </div>
          ) : (
            <>
              <table className="results-table order-table">
                <thead>
                  <tr>
                    <th scope="col">{t('payment_item')}</th>
                    <th scope="col">{t('search_country_label')}</th>
                    <th scope="col" className="order-table__price">
                      {t('payment_price')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line, index) => {
                    const note = billingNote(line, order.currency, t)
                    return (
                      <tr key={index} data-testid="order-line">
                        <td>
                          <span className="order-table__type">{t(LINE_LABELS[line.type])}</span>
                          <span className="results-table__name">{line.title}</span>
                          {note ? <span className="order-table__note">{note}</span> : null}
                        </td>
                        <td>{line.country ? line.country.toUpperCase() : '—'}</td>
                        <td className="order-table__price">{formatMoney(line.price, order.currency)}</td>
                      </tr>
                    )
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      {t('investigation_total')}
                    </th>
                    <td className="order-table__price" data-testid="payment-total">
                      <strong>{formatMoney(order.total, order.currency)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
              <ConfirmOrderForm
                items={rawItems!}
                origin={origin}
                texts={{
                  intro: t('payment_confirm_intro'),
                  name: t('payment_name'),
                  email: t('payment_email'),
                  submit: t('payment_confirm'),
                  done: t('payment_done'),
                  error: t('search_error'),
                }}
              />
            </>
          )}
        </div>
      </section>
    </SiteChrome>
  )
}
