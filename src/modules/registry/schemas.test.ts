import { describe, expect, it } from 'vitest'

import { companyInputSchema, describeIssues } from './company-input-schema'
import { advancedSearchQuerySchema, searchQuerySchema } from './schemas'

describe('searchQuerySchema', () => {
  it('normalises the country, defaults the page and language, and cuts long text', () => {
    const parsed = searchQuerySchema.parse({ country: ' GB ', company: `  ${'a'.repeat(500)}` })
    expect(parsed).toMatchObject({ country: 'gb', page: 1, lang: 'en' })
    expect(parsed.company).toHaveLength(200)
    expect(searchQuerySchema.parse({ country: 'gb', company: 'x', lang: 'xx' }).lang).toBe('en')
  })
  it('refuses a missing company, a bad country and a bad page with readable messages', () => {
    const result = searchQuerySchema.safeParse({ country: 'g1', company: ' ', page: '0' })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(messages).toEqual(
      expect.arrayContaining([
        'country: Use a two-letter country code.',
        'company: Enter a company name or registration number.',
        'page: page starts at 1.',
      ]),
    )
  })
})

describe('advancedSearchQuerySchema', () => {
  it('needs a company, a province or a city', () => {
    expect(advancedSearchQuerySchema.safeParse({ page: '1' }).success).toBe(false)
    expect(advancedSearchQuerySchema.parse({ province: 'on' }).province).toBe('ON')
  })
})

describe('companyInputSchema', () => {
  it('accepts a minimal row and coerces numbers written as text', () => {
    const parsed = companyInputSchema.parse({
      country: 'GB',
      name: ' Acme Ltd ',
      registration_number: 1234567,
      year_established: '1999',
      turnover: '1,200,000',
      vat: '',
    })
    expect(parsed).toMatchObject({
      country: 'gb',
      name: 'Acme Ltd',
      registration_number: '1234567',
      year_established: 1999,
      turnover: 1200000,
      vat: null,
    })
  })
  it('explains every problem of a bad row', () => {
    const result = companyInputSchema.safeParse({ country: 'United Kingdom', name: '', registration_number: '', year_established: 'soon' })
    expect(result.success).toBe(false)
    const reason = describeIssues(result.error!)
    expect(reason).toMatch(/country: country must be a two-letter ISO code/)
    expect(reason).toMatch(/name: name is required/)
    expect(reason).toMatch(/registration_number/)
    expect(reason).toMatch(/year_established: must be a number between 1600/)
  })
})
