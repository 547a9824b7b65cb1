'use client'

import { useEffect, useState } from 'react'

import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

import {
  amountDue,
  type BillingPeriod,
  type CardTargets,
  formatMoney,
  monthlyPrice,
  type PlanCard,
  planCardAction,
} from '@/modules/pricing/client'

import { publishBillingPeriod } from './billing-period'
import { BillingSwitcher, type BillingSwitcherTexts } from './billing-switcher'
import { CheckIcon, CrossIcon } from './marks'
import { useVisitorCurrency } from './visitor-currency'

export type PlanCardsTexts = BillingSwitcherTexts & {
  perMonth: string
  billedMonthly: string
  /** With {total}. */
  billedYearly: string
  free: string
  custom: string
  customNote: string
  bestValue: string
  notIncluded: string
  pricesIn: string
}

/**
 * The plan cards with the billing switcher. Prices and links follow the period and the visitor's
 * currency (GBP until the country lookup answers otherwise). The page's own address goes into
 * the links as `origin`; the server's idea of it is replaced by the browser's after hydration.
 */
export function PlanCards({
  plans,
  showSwitcher,
  initialPeriod,
  targets: serverTargets,
  texts,
}: {
  plans: PlanCard[]
  showSwitcher: boolean
  initialPeriod: BillingPeriod
  targets: CardTargets
  texts: PlanCardsTexts
}) {
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod)
  const origin = useBrowserSnapshot(() => window.location.href, serverTargets.origin)
  const { ref, currency } = useVisitorCurrency<HTMLDivElement>()
  const targets = { ...serverTargets, origin }
  // The comparison table's price row follows this switcher.
  useEffect(() => publishBillingPeriod(period), [period])

  return (
    <div ref={ref} className="plan-cards" data-testid="plan-cards" data-period={period} data-currency={currency}>
      {showSwitcher ? (
        <BillingSwitcher period={period} onChange={setPeriod} texts={texts} prices={plans.map((plan) => plan.prices[currency])} />
      ) : null}
      <ul className="plan-cards__list">
        {plans.map((plan) => {
          const price = monthlyPrice(plan.prices, currency, period)
          const action = planCardAction(plan, period, currency, targets)
          const isCustom = plan.type === 'custom' || price === null
          const yearly = period === 'year' && plan.prices[currency].year !== null
          return (
            <li
              key={plan.code}
              className={`plan-card${plan.bestValue ? ' plan-card--best' : ''}`}
              data-testid="plan-card"
              data-plan={plan.code}
            >
              <div className="plan-card__head">
                <h3 className="plan-card__name">{plan.name}</h3>
                {plan.bestValue ? <span className="plan-card__badge">{texts.bestValue}</span> : null}
              </div>
              {plan.description ? <p className="plan-card__description">{plan.description}</p> : null}
              <p className="plan-card__price" data-testid="plan-price">
                {isCustom ? (
                  <span className="plan-card__amount">{texts.custom}</span>
                ) : price === 0 ? (
                  <span className="plan-card__amount">{texts.free}</span>
                ) : (
                  <>
                    <span className="plan-card__amount">{formatMoney(price, currency)}</span>{' '}
                    <span className="plan-card__per">{texts.perMonth}</span>
                  </>
                )}
              </p>
              <p className="plan-card__note">
                {isCustom
                  ? texts.customNote
                  : price === 0
                    ? (plan.priceExplanation ?? '\u00a0')
                    : yearly
                      ? texts.billedYearly.replace('{total}', formatMoney(amountDue(price, 'year'), currency))
                      : texts.billedMonthly}
              </p>
              {plan.priceExplanation && price !== 0 ? <p className="plan-card__explanation">{plan.priceExplanation}</p> : null}
              {plan.allowance ? <p className="plan-card__allowance">{plan.allowance}</p> : null}
              {action ? (
                <a
                  className={`button ${plan.bestValue ? 'button--primary' : 'button--secondary'} plan-card__button`}
                  href={action.href}
                  data-action={action.kind}
                >
                  {plan.buttonLabel}
                </a>
              ) : null}
              {plan.groups.map((group) => (
                <div key={group.name} className="plan-card__group">
                  <h4 className="plan-card__group-name">{group.name}</h4>
                  <ul className="plan-card__features">
                    {group.features.map((feature) => (
                      <li key={feature.name} className={feature.included ? '' : 'is-excluded'}>
                        {feature.included ? <CheckIcon /> : <CrossIcon label={texts.notIncluded} />}
                        <span>
                          {feature.name}
                          {feature.value ? <strong className="plan-card__value"> {feature.value}</strong> : null}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </li>
          )
        })}
      </ul>
      <p className="plan-cards__currency">{texts.pricesIn.replace('{currency}', currency)}</p>
    </div>
  )
}
