import { describe, expect, it } from 'vitest'

import { countryOfProvince } from './constants'
import { linkedinSlug, normalizeCompanyName, searchTokens, websiteDomain } from './normalize'
import { paymentSummaryUrl } from './payment-link'
import { statusLabel } from './status-label'

describe('normalizeCompanyName', () => {
  it('folds case, accents, punctuation and "&"', () => {
    expect(normalizeCompanyName('Café Zéphyrine & Sons, Ltd.')).toBe('cafe zephyrine and sons ltd')
    expect(normalizeCompanyName('  MÜLLER-Lüdenscheidt   GmbH & Co. KG ')).toBe('muller ludenscheidt gmbh and co kg')
    expect(normalizeCompanyName('株式会社 トヨタ')).toBe('株式会社 トヨタ')
  })
})

describe('searchTokens', () => {
  it('keeps letters and digits only, at most 8 words of 40 characters', () => {
    expect(searchTokens('NEAR("acme" OR *) 🚀')).toEqual(['near', 'acme', 'or'])
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8)
    expect(searchTokens('x'.repeat(2000))[0]).toHaveLength(40)
    expect(searchTokens('"*\'%_')).toEqual([])
  })
})

describe('websiteDomain and linkedinSlug', () => {
  it('reduces a website to its registrable domain', () => {
    expect(websiteDomain('https://www.shop.acme.co.uk/about?x=1')).toBe('acme.co.uk')
    expect(websiteDomain('ACME.com')).toBe('acme.com')
    expect(websiteDomain('not a url')).toBeNull()
    expect(websiteDomain('')).toBeNull()
  })
  it('extracts company and person slugs', () => {
    expect(linkedinSlug('https://uk.linkedin.com/company/Acme-Ltd/about/')).toBe('acme-ltd')
    expect(linkedinSlug('linkedin.com/in/jane-doe-123?trk=x')).toBe('jane-doe-123')
    expect(linkedinSlug('https://example.com/company/acme')).toBeNull()
  })
})

describe('statusLabel', () => {
  it('capitalises the status and reads Unactive when there is none', () => {
    expect(statusLabel('active')).toBe('Active')
    expect(statusLabel('struck_off')).toBe('Struck off')
    expect(statusLabel(null)).toBe('Unactive')
    expect(statusLabel('  ')).toBe('Unactive')
  })
})

describe('countryOfProvince', () => {
  it('tells Canadian provinces from US states', () => {
    expect(countryOfProvince('ON')).toBe('ca')
    expect(countryOfProvince('qc')).toBe('ca')
    expect(countryOfProvince('CA')).toBe('us')
    expect(countryOfProvince(undefined)).toBe('us')
  })
})

describe('paymentSummaryUrl', () => {
  it('carries the items and the origin, never a price', () => {
    const url = new URL(
      paymentSummaryUrl(
        'https://platform.example.com/',
        [{ type: 'credit_report', data: { id: 'p1', title: 'Acme Ltd', pay_one: true, source_id: 7, country: 'gb' } }],
        'https://site.example.com/credit-reports?company=acme',
      ),
    )
    expect(url.pathname).toBe('/payment-summary')
    expect(JSON.parse(url.searchParams.get('items')!)).toEqual([
      { type: 'credit_report', data: { id: 'p1', title: 'Acme Ltd', pay_one: true, source_id: 7, country: 'gb' } },
    ])
    expect(url.searchParams.get('origin')).toBe('https://site.example.com/credit-reports?company=acme')
    expect(url.search).not.toMatch(/price/)
  })
})
