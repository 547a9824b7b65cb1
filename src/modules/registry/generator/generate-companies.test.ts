import { beforeAll, describe, expect, it } from 'vitest'

import { isValidRegistrationNumber } from '../identifiers/is-valid-registration-number'
import { isValidVat } from '../identifiers/is-valid-vat'
import { registrationNumberPattern } from '../identifiers/registration-number-pattern'
import { DEFAULT_SEED, generateCompanies } from './generate-companies'
import { COMPANY_STATUSES, SENIORITY_LEVELS, SIZE_RANGES, type GeneratedCompany } from './generated-company'
import { GENERATOR_COUNTRIES } from './generator-countries'

const COUNTRY_CODES = ['gb', 'de', 'fr', 'it', 'es', 'nl', 'us', 'ca', 'mx', 'br', 'sg', 'au', 'in', 'ae', 'za', 'cn']

const COMPANY_KEYS = [
  'country',
  'state',
  'city',
  'street',
  'postcode',
  'name',
  'registration_number',
  'vat',
  'status',
  'legal_form',
  'sic_code',
  'sic_description',
  'industry',
  'year_established',
  'size_range',
  'turnover',
  'website',
  'company_phone',
  'company_email',
  'linkedin_url',
  'alexa_rank',
  'monthly_visits',
  'officers',
].sort()
const OFFICER_KEYS = [
  'full_name',
  'first_name',
  'last_name',
  'job_function',
  'department',
  'seniority_level',
  'contact_email',
  'contact_phone',
  'linkedin_url',
].sort()

let sample: GeneratedCompany[] = []

beforeAll(() => {
  sample = [...generateCompanies({ count: 50_000 })]
})

describe('generateCompanies', () => {
  it('yields exactly count companies, lazily', () => {
    expect(sample).toHaveLength(50_000)
    // A huge count costs nothing until iterated: the generator streams.
    const stream = generateCompanies({ count: 1_000_000_000 })
    expect(stream.next().done).toBe(false)
    expect([...generateCompanies({ count: 0 })]).toEqual([])
  })

  it('is deterministic: same options, same sequence; a shorter run is a prefix of a longer one', () => {
    const first = [...generateCompanies({ count: 3000, seed: 42 })]
    const again = [...generateCompanies({ count: 3000, seed: 42 })]
    expect(again).toEqual(first)
    expect([...generateCompanies({ count: 1000, seed: 42 })]).toEqual(first.slice(0, 1000))
    expect([...generateCompanies({ count: 2000 })]).toEqual(sample.slice(0, 2000))
    expect([...generateCompanies({ count: 2000, seed: DEFAULT_SEED })]).toEqual(sample.slice(0, 2000))
  })

  it('gives a different registry for a different seed', () => {
    const other = [...generateCompanies({ count: 500, seed: 43 })]
    const base = [...generateCompanies({ count: 500, seed: 42 })]
    const same = other.filter((company, index) => company.name === base[index]?.name).length
    expect(same).toBeLessThan(50)
  })

  it('keeps (country, registration_number) unique over 50k companies', () => {
    const keys = new Set(sample.map((company) => `${company.country}|${company.registration_number}`))
    expect(keys.size).toBe(sample.length)
  })

  it('keeps VAT numbers unique per country', () => {
    const withVat = sample.filter((company) => company.vat !== null)
    const keys = new Set(withVat.map((company) => `${company.country}|${company.vat}`))
    expect(keys.size).toBe(withVat.length)
  })

  it('produces only valid VAT numbers, for 70-90 % of companies in VAT countries', () => {
    const invalid = sample.filter((company) => company.vat !== null && !isValidVat(company.vat, company.country))
    expect(invalid.map((company) => `${company.country} ${company.vat}`)).toEqual([])
    for (const country of ['gb', 'de', 'fr', 'it', 'es', 'nl']) {
      const companies = sample.filter((company) => company.country === country)
      const share = companies.filter((company) => company.vat !== null).length / companies.length
      expect(share, country).toBeGreaterThan(0.65)
      expect(share, country).toBeLessThan(0.95)
    }
    // European numbers carry their country prefix.
    for (const company of sample.filter((entry) => entry.vat && ['gb', 'de', 'fr', 'it', 'es', 'nl'].includes(entry.country))) {
      expect(company.vat?.slice(0, 2)).toBe(company.country.toUpperCase())
    }
    for (const country of ['us', 'mx', 'br', 'sg', 'cn']) {
      expect(
        sample.filter((company) => company.country === country).every((company) => company.vat === null),
        country,
      ).toBe(true)
    }
  })

  it('writes registration numbers in each country format, with valid check digits', () => {
    const wrong = sample.filter(
      (company) =>
        !registrationNumberPattern(company.country)?.test(company.registration_number) ||
        !isValidRegistrationNumber(company.country, company.registration_number),
    )
    expect(wrong.map((company) => `${company.country} ${company.registration_number}`)).toEqual([])
  })

  it('covers all 16 countries at 2000 companies, weighted by economy size', () => {
    const counts = new Map<string, number>()
    for (const company of sample.slice(0, 2000)) counts.set(company.country, (counts.get(company.country) ?? 0) + 1)
    expect([...counts.keys()].sort()).toEqual([...COUNTRY_CODES].sort())
    for (const code of COUNTRY_CODES) expect(counts.get(code), code).toBeGreaterThanOrEqual(20)
    const count = (code: string) => counts.get(code) ?? 0
    expect(count('us')).toBeGreaterThan(count('gb'))
    expect(count('gb')).toBeGreaterThan(count('de'))
    expect(count('de')).toBeGreaterThan(count('fr'))
    for (const code of COUNTRY_CODES.filter((entry) => !['us', 'gb', 'de', 'fr'].includes(entry))) {
      expect(count('fr'), code).toBeGreaterThan(count(code))
    }
  })

  it('restricts the run to the requested countries', () => {
    const companies = [...generateCompanies({ count: 300, countries: ['MX', 'za'] })]
    expect(new Set(companies.map((company) => company.country))).toEqual(new Set(['mx', 'za']))
    expect(() => [...generateCompanies({ count: 1, countries: ['xx'] })]).toThrow(RangeError)
    expect(() => [...generateCompanies({ count: -1 })]).toThrow(RangeError)
    expect(() => [...generateCompanies({ count: 1.5 })]).toThrow(RangeError)
  })

  it('uses real state and province codes for us and ca, and no state elsewhere', () => {
    const states = new Map(GENERATOR_COUNTRIES.map((profile) => [profile.code, new Set(profile.states?.map((state) => state.code))]))
    expect(states.get('us')?.size).toBe(51)
    expect(states.get('ca')?.size).toBe(13)
    for (const company of sample) {
      if (company.country === 'us' || company.country === 'ca') expect(states.get(company.country)?.has(company.state ?? '')).toBe(true)
      else expect(company.state).toBeNull()
    }
    const usStates = new Set(sample.filter((company) => company.country === 'us').map((company) => company.state))
    expect(usStates.size).toBe(51)
  })

  it('fills every field with the right type and never undefined', () => {
    // Plain checks collected into one list: 50k companies x 30 expect() calls would be slow.
    const problems: string[] = []
    const check = (ok: boolean, what: string) => {
      if (!ok && problems.length < 20) problems.push(what)
    }
    const requiredText = [
      'city',
      'street',
      'postcode',
      'name',
      'registration_number',
      'legal_form',
      'sic_code',
      'sic_description',
      'industry',
    ] as const
    for (const company of sample) {
      const label = `${company.country} ${company.registration_number}`
      check(Object.keys(company).sort().join() === COMPANY_KEYS.join(), `${label}: keys`)
      check(
        Object.values(company).every((value) => value !== undefined),
        `${label}: undefined field`,
      )
      for (const key of requiredText) check(typeof company[key] === 'string' && company[key].length > 0, `${label}: ${key}`)
      check(COMPANY_STATUSES.includes(company.status), `${label}: status`)
      check((SIZE_RANGES as readonly string[]).includes(company.size_range), `${label}: size_range`)
      check(Number.isInteger(company.year_established), `${label}: year`)
      check(company.turnover === null || (Number.isInteger(company.turnover) && company.turnover > 0), `${label}: turnover`)
      check(company.alexa_rank === null || Number.isInteger(company.alexa_rank), `${label}: alexa_rank`)
      check(company.monthly_visits === null || Number.isInteger(company.monthly_visits), `${label}: monthly_visits`)
      check(company.name.endsWith(` ${company.legal_form}`), `${label}: name ends with legal form`)
      check(company.officers.length <= 5, `${label}: officers`)
      for (const officer of company.officers) {
        check(Object.keys(officer).sort().join() === OFFICER_KEYS.join(), `${label}: officer keys`)
        check(
          Object.values(officer).every((value) => value !== undefined),
          `${label}: undefined officer field`,
        )
        check((SENIORITY_LEVELS as readonly string[]).includes(officer.seniority_level), `${label}: seniority`)
        check(officer.full_name.includes(officer.first_name) && officer.full_name.includes(officer.last_name), `${label}: full name`)
      }
    }
    expect(problems).toEqual([])
  })

  it('streams 20,000 named companies', () => {
    let count = 0
    for (const company of generateCompanies({ count: 20_000, seed: 7 })) if (company.name) count += 1
    expect(count).toBe(20_000)
  })
})
