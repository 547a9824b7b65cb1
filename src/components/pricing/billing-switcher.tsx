'use client'

import { useId } from 'react'

import { fillTemplate } from '@/lib/message-template'
import { type BillingPeriod, type PeriodPrices, yearlySaving } from '@/modules/pricing/client'

/** `saving` and `savingUpTo` carry a `{percent}` placeholder: the figure comes from the prices shown. */
export type BillingSwitcherTexts = { label: string; month: string; year: string; saving: string; savingUpTo: string }

/** 'Bill monthly' / 'Bill yearly': two radio buttons, so arrow keys and screen readers work as with any choice. */
export function BillingSwitcher({
  period,
  onChange,
  texts,
  prices,
}: {
  period: BillingPeriod
  /** The prices of the plans on screen, in the visitor's currency. */
  prices: ReadonlyArray<PeriodPrices>
  onChange: (period: BillingPeriod) => void
  texts: BillingSwitcherTexts
}) {
  const name = useId()
  const saving = yearlySaving(prices)
  const savingText = saving ? fillTemplate(saving.uniform ? texts.saving : texts.savingUpTo, { percent: saving.percent }) : null
  return (
    <fieldset className="billing-switcher" data-testid="billing-switcher">
      <legend className="visually-hidden">{texts.label}</legend>
      {(['month', 'year'] as const).map((value) => (
        <label key={value} className={`billing-switcher__option${period === value ? ' is-active' : ''}`}>
          <input type="radio" name={name} value={value} checked={period === value} onChange={() => onChange(value)} />
          <span>{value === 'month' ? texts.month : texts.year}</span>
          {value === 'year' && savingText ? (
            <span className="billing-switcher__saving" data-testid="billing-saving">
              {savingText}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  )
}
