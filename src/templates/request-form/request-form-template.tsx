import { loadQuoteProducts } from '@/components/request-form/quote-products'
import { RequestCard } from '@/components/request-form/request-card'
import type { RequestVariant } from '@/components/request-form/request-mode'
import { TrialLengthText } from '@/components/request-form/trial-length-text'
import { getPayloadClient } from '@/components/site-data'
import type { Translate } from '@/modules/content'
import { listCountries } from '@/modules/registry'

import type { TemplateProps } from '../types'
import { RequestTitle } from './request-title'
import { type TrialTexts, trialTexts } from './trial-texts'

const FORM_TITLE: Record<Exclude<RequestVariant, 'contact'>, { title: string; submit: string }> = {
  demo: { title: 'request_demo_form_title', submit: 'request_demo_submit' },
  trial: { title: 'request_trial_form_title', submit: 'request_trial_submit' },
  quote: { title: 'request_quote_form_title', submit: 'request_quote_submit' },
}

const BENEFITS = [
  'request_benefit_trial',
  'request_benefit_credits',
  'request_benefit_coverage',
  'request_benefit_security',
  'request_benefit_rating',
] as const

function Benefits({ t, variant, trial }: { t: Translate; variant: RequestVariant; trial: TrialTexts | null }) {
  const keys =
    variant === 'trial' ? BENEFITS : BENEFITS.filter((key) => key !== 'request_benefit_trial' && key !== 'request_benefit_credits')
  return (
    <ul className="request-benefits">
      {keys.map((key) => (
        <li key={key}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
          </svg>
          {key === 'request_benefit_trial' && trial ? <TrialLengthText {...trial.benefit} /> : t(key)}
        </li>
      ))}
    </ul>
  )
}

/**
 * Book demo, free trial and quote request. The page variable
 * `request_form_variant` chooses the form; the query (product_id, request_sample, email) is read in
 * the browser after hydration, so the page stays cached and is rendered whole on the server.
 */
export async function RequestFormTemplate({ context, route }: TemplateProps) {
  const { t, locale } = context
  const variant = (route.page.request_form_variant ?? 'demo') as Exclude<RequestVariant, 'contact'>
  const [countries, products, trial] = await Promise.all([
    variant === 'trial' ? listCountries(await getPayloadClient(), locale) : Promise.resolve([]),
    variant === 'quote' ? loadQuoteProducts(locale) : Promise.resolve([]),
    variant === 'trial' ? trialTexts(t) : Promise.resolve(null),
  ])
  const heading = FORM_TITLE[variant]
  return (
    <section className="request-page">
      <div className="container request-page__inner">
        <div className="request-page__copy">
          <RequestTitle className="request-page__title" title={route.page.title} sampleTitle={t('request_sample_title')} />
          {route.page.description ? <p className="request-page__lead">{route.page.description}</p> : null}
          <Benefits t={t} variant={variant} trial={trial} />
        </div>
        <RequestCard
          context={context}
          title={trial ? <TrialLengthText {...trial.title} /> : t(heading.title)}
          submit={t(heading.submit)}
          variant={variant}
          countries={countries.map(({ short_name, name }) => ({ short_name, name }))}
          products={products}
        />
      </div>
    </section>
  )
}
