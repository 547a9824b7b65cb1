'use client'

import { useId } from 'react'

import type { BillingPeriod } from '@/modules/pricing/client'

export type BillingSwitcherTexts = { label: string; month: string; year: string; saving: string }

/** 'Bill monthly' / 'Bill yearly': two radio buttons, so arrow keys and screen readers work as with any choice. */
export function BillingSwitcher({
  period,
  onChange,
  texts,
}: {
  period: BillingPeriod
  onChange: (period: BillingPeriod) => void
  texts: BillingSwitcherTexts
}) {
  const name = useId()
  return (
    <fieldset className="billing-switcher" data-testid="billing-switcher">
      <legend className="visually-hidden">{texts.label}</legend>
      {(['month', 'year'] as const).map((value) => (
        <label key={value} className={`billing-switcher__option${period === value ? ' is-active' : ''}`}>
          <input type="radio" name={name} value={value} checked={period === value} onChange={() => onChange(value)} />
          <span>{value === 'month' ? texts.month : texts.year}</span>
          {value === 'year' ? <span className="billing-switcher__saving">{texts.saving}</span> : null}
        </label>
      ))}
    </fieldset>
  )
}
