'use client'

import { comparisonTable, formatMoney, monthlyPrice, type PlanCard } from '@/modules/pricing/client'

import { useBillingPeriod } from './billing-period'
import { CheckIcon, CrossIcon } from './marks'
import { useVisitorCurrency } from './visitor-currency'

export type FeatureComparisonTexts = {
  feature: string
  price: string
  perMonth: string
  free: string
  custom: string
  included: string
  notIncluded: string
}

/**
 * The plans side by side, feature by feature; the price row follows the visitor's currency and the
 * plan cards' billing switcher (monthly until the cards say otherwise). The first column stays in
 * place while the plans scroll sideways on a narrow screen; a shadow on the right edge shows there
 * is more to scroll to.
 */
export function FeatureComparison({
  plans,
  heading,
  footnote,
  texts,
}: {
  plans: PlanCard[]
  heading: string | null
  footnote: string | null
  texts: FeatureComparisonTexts
}) {
  const { ref, currency } = useVisitorCurrency<HTMLDivElement>()
  const groups = comparisonTable(plans)
  const period = useBillingPeriod('month')
  return (
    <div ref={ref} className="feature-comparison" data-testid="feature-comparison" data-currency={currency} data-period={period}>
      <div className="feature-comparison__scroll" role="region" aria-label={heading ?? texts.feature} tabIndex={0}>
        <table className="feature-comparison__table">
          <thead>
            <tr>
              <th scope="col">{texts.feature}</th>
              {plans.map((plan) => (
                <th key={plan.code} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="feature-comparison__price-row">
              <th scope="row">{texts.price}</th>
              {plans.map((plan) => {
                const price = monthlyPrice(plan.prices, currency, period)
                return (
                  <td key={plan.code} data-testid="comparison-price">
                    {plan.type === 'custom' || price === null
                      ? texts.custom
                      : price === 0
                        ? texts.free
                        : `${formatMoney(price, currency)} ${texts.perMonth}`}
                  </td>
                )
              })}
            </tr>
          </tbody>
          {groups.map((group) => (
            <tbody key={group.name}>
              <tr className="feature-comparison__group">
                <th scope="colgroup" colSpan={plans.length + 1}>
                  {group.name}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  {row.cells.map((cell, index) => (
                    <td key={plans[index]?.code ?? index}>
                      {!cell.included ? (
                        <CrossIcon label={texts.notIncluded} />
                      ) : cell.value ? (
                        cell.value
                      ) : (
                        <CheckIcon label={texts.included} />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {footnote ? <p className="feature-comparison__footnote">{footnote}</p> : null}
    </div>
  )
}
