import { describe, expect, it } from 'vitest'

import { comparisonTable, planCardAction, type PlanCard } from './plan-cards'

const base: PlanCard = {
  code: 'professional',
  type: 'professional',
  name: 'Professional',
  description: null,
  allowance: null,
  bestValue: true,
  bookDemo: false,
  buttonLabel: 'Buy',
  priceExplanation: null,
  link: null,
  signupProduct: null,
  prices: { GBP: { month: 49, year: 39 }, EUR: { month: 49, year: 39 } },
  groups: [],
}
const targets = {
  platformUrl: 'https://site.example',
  signUpHref: '/pricing/trial',
  bookDemoHref: '/book-demo',
  origin: 'https://site.example/pricing',
}

function itemsOf(href: string) {
  const url = new URL(href)
  return { path: url.pathname, items: JSON.parse(url.searchParams.get('items')!), origin: url.searchParams.get('origin') }
}

describe('planCardAction', () => {
  it('sends a paid plan to the payment summary with its period, currency and the page as origin', () => {
    const action = planCardAction(base, 'year', 'EUR', targets)
    expect(action?.kind).toBe('checkout')
    expect(itemsOf(action!.href)).toEqual({
      path: '/payment-summary',
      items: [{ type: 'plan', data: { id: 'professional', title: 'Professional', period: 'year', currency: 'EUR', price: 39 } }],
      origin: 'https://site.example/pricing',
    })
    expect(itemsOf(planCardAction(base, 'month', 'GBP', targets)!.href).items[0].data).toMatchObject({
      period: 'month',
      currency: 'GBP',
      price: 49,
    })
  })
  it('sends a free plan to sign-up with the product whose trial starts', () => {
    const starter = {
      ...base,
      code: 'starter',
      type: 'starter' as const,
      signupProduct: 'platform',
      prices: { GBP: { month: 0, year: 0 }, EUR: { month: 0, year: 0 } },
    }
    const action = planCardAction(starter, 'month', 'GBP', targets)
    expect(action?.kind).toBe('sign_up')
    const url = new URL(action!.href, 'https://site.example')
    expect(url.pathname).toBe('/pricing/trial')
    expect(Object.fromEntries(url.searchParams)).toEqual({ product_id: 'platform', plan: 'starter', origin: targets.origin })
  })
  it('sends custom plans, and plans without a price in the currency, to the book-demo page', () => {
    expect(
      planCardAction(
        { ...base, type: 'custom', prices: { GBP: { month: null, year: null }, EUR: { month: null, year: null } } },
        'month',
        'GBP',
        targets,
      ),
    ).toEqual({ kind: 'book_demo', href: '/book-demo' })
    expect(planCardAction({ ...base, prices: { ...base.prices, EUR: { month: null, year: null } } }, 'month', 'EUR', targets)?.kind).toBe(
      'book_demo',
    )
    expect(planCardAction({ ...base, bookDemo: true }, 'month', 'GBP', { ...targets, bookDemoHref: null })).toBeNull()
  })
  it("uses the editor's own link when there is one", () => {
    expect(planCardAction({ ...base, link: 'https://shop.example/pro' }, 'month', 'GBP', targets)).toEqual({
      kind: 'link',
      href: 'https://shop.example/pro',
    })
  })
})

describe('comparisonTable', () => {
  it('lines the plans up feature by feature, marking what a plan lacks', () => {
    const groups = comparisonTable([
      { groups: [{ name: 'Data', features: [{ name: 'Basic profiles', value: '10', included: true }] }] },
      {
        groups: [
          {
            name: 'Data',
            features: [
              { name: 'Basic profiles', value: null, included: true },
              { name: 'Full profiles', value: '1,000', included: true },
            ],
          },
        ],
      },
    ])
    expect(groups).toEqual([
      {
        name: 'Data',
        rows: [
          {
            name: 'Basic profiles',
            cells: [
              { value: '10', included: true },
              { value: null, included: true },
            ],
          },
          {
            name: 'Full profiles',
            cells: [
              { value: null, included: false },
              { value: '1,000', included: true },
            ],
          },
        ],
      },
    ])
  })
})
