import { describe, expect, it } from 'vitest'

import { amountDue, billingSetup, currencyForCountry, formatMoney, monthlyPrice, type PlanPrices, yearlySaving } from './rules'

const professional: PlanPrices = { GBP: { month: 49, year: 39 }, EUR: { month: 49, year: 39 } }

describe('currencyForCountry', () => {
  it('is GBP for the United Kingdom (gb or uk) and for an unknown country', () => {
    for (const code of ['gb', 'GB', 'uk', ' Uk ', null, undefined, '']) expect(currencyForCountry(code)).toBe('GBP')
  })
  it('is EUR for every other country', () => {
    for (const code of ['de', 'fr', 'us', 'jp', 'ie']) expect(currencyForCountry(code)).toBe('EUR')
  })
})

describe('billingSetup', () => {
  const free = { month: 0, year: 0 }
  const custom = { month: null, year: null }
  it('opens on monthly billing unless the config flag asks for yearly', () => {
    expect(billingSetup([free, { month: 49, year: 39 }, custom], { yearlyDefault: false })).toEqual({
      showSwitcher: true,
      initialPeriod: 'month',
    })
    expect(billingSetup([free, { month: 49, year: 39 }, custom], { yearlyDefault: true })).toEqual({
      showSwitcher: true,
      initialPeriod: 'year',
    })
  })
  it('hides the switcher and bills yearly when a priced plan lacks one of the prices', () => {
    expect(billingSetup([{ month: null, year: 39 }], { yearlyDefault: false })).toEqual({ showSwitcher: false, initialPeriod: 'year' })
    expect(
      billingSetup(
        [
          { month: 49, year: 39 },
          { month: 20, year: null },
        ],
        { yearlyDefault: false },
      ),
    ).toEqual({ showSwitcher: false, initialPeriod: 'year' })
  })
  it('hides the switcher when only free and custom plans are offered', () => {
    expect(billingSetup([free, custom], { yearlyDefault: false }).showSwitcher).toBe(false)
  })
  it('hides the switcher when the embedding page turns it off', () => {
    expect(billingSetup([{ month: 49, year: 39 }], { yearlyDefault: false, switcherAllowed: false })).toEqual({
      showSwitcher: false,
      initialPeriod: 'year',
    })
  })
})

describe('prices', () => {
  it('shows the per-month figure of the period, falling back to the other period', () => {
    expect(monthlyPrice(professional, 'GBP', 'month')).toBe(49)
    expect(monthlyPrice(professional, 'EUR', 'year')).toBe(39)
    expect(monthlyPrice({ GBP: { month: null, year: 39 }, EUR: { month: null, year: null } }, 'GBP', 'month')).toBe(39)
    expect(monthlyPrice({ GBP: { month: null, year: 39 }, EUR: { month: null, year: null } }, 'EUR', 'month')).toBeNull()
  })
  it('charges twelve months at the yearly rate, without binary rounding', () => {
    expect(amountDue(39, 'year')).toBe(468)
    expect(amountDue(0.1, 'year')).toBe(1.2)
    expect(amountDue(49, 'month')).toBe(49)
  })
  it('formats money with the currency sign, grouped the en-GB way', () => {
    expect(formatMoney(49, 'GBP')).toBe('£49')
    expect(formatMoney(15000, 'EUR')).toBe('€15,000')
    expect(formatMoney(34.5, 'GBP')).toBe('£34.50')
  })
})

describe('yearlySaving', () => {
  it('is the saving of the plans shown: 49 a month against 39 billed yearly is 20 %', () => {
    expect(
      yearlySaving([
        { month: 0, year: 0 },
        { month: 49, year: 39 },
        { month: null, year: null },
      ]),
    ).toEqual({ percent: 20, uniform: true })
  })
  it('rounds down, so the label never promises more than a plan gives', () => {
    // 10 / 30 = 33.3 %, 1 / 3 of 99 = 33.33 %: both 33.
    expect(yearlySaving([{ month: 30, year: 20 }])).toEqual({ percent: 33, uniform: true })
    expect(yearlySaving([{ month: 100, year: 80.5 }])).toEqual({ percent: 19, uniform: true })
  })
  it('is "up to" the largest saving when the plans save different amounts', () => {
    expect(
      yearlySaving([
        { month: 49, year: 39 },
        { month: 100, year: 85 },
      ]),
    ).toEqual({ percent: 20, uniform: false })
  })
  it('is null when no plan is cheaper billed yearly', () => {
    expect(yearlySaving([])).toBeNull()
    expect(
      yearlySaving([
        { month: 0, year: 0 },
        { month: 49, year: 49 },
        { month: 49, year: null },
      ]),
    ).toBeNull()
  })
})
