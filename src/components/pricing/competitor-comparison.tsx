'use client'

import { formatMoney } from '@/modules/pricing/client'

import { useVisitorCurrency } from './visitor-currency'

export type CompetitorFigures = {
  ourLabel: string
  ourAmount: number
  ourNote: string | null
  competitorLabel: string
  competitorAmount: number
  competitorPlus: boolean
  competitorNote: string | null
  period: string
}

/** What a year costs with us against a typical competitor (588 against 15,000+), in the visitor's currency. */
export function CompetitorComparison({ figures }: { figures: CompetitorFigures }) {
  const { ref, currency } = useVisitorCurrency<HTMLDListElement>()
  const rows = [
    { label: figures.ourLabel, amount: formatMoney(figures.ourAmount, currency), note: figures.ourNote, ours: true },
    {
      label: figures.competitorLabel,
      amount: `${formatMoney(figures.competitorAmount, currency)}${figures.competitorPlus ? '+' : ''}`,
      note: figures.competitorNote,
      ours: false,
    },
  ]
  return (
    <dl ref={ref} className="cost-comparison" data-testid="cost-comparison" data-currency={currency}>
      {rows.map((row) => (
        <div key={row.label} className={`cost-comparison__item${row.ours ? ' cost-comparison__item--ours' : ''}`}>
          <dt className="cost-comparison__label">{row.label}</dt>
          <dd className="cost-comparison__amount">
            <span data-testid={row.ours ? 'cost-ours' : 'cost-competitor'}>{row.amount}</span>{' '}
            <span className="cost-comparison__period">{figures.period}</span>
          </dd>
          {row.note ? <dd className="cost-comparison__note">{row.note}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
