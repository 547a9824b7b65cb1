import { beforeAll, describe, expect, it } from 'vitest'

import { isFamousCompanyName } from './famous-company-names'
import { REFERENCE_YEAR } from './founding-years'
import { generateCompanies } from './generate-companies'
import { SIZE_RANGES, type GeneratedCompany } from './generated-company'
import { GENERATOR_COUNTRIES } from './generator-countries'
import { slugOf } from './name-words'

let sample: GeneratedCompany[] = []
const byCountry = new Map<string, GeneratedCompany[]>()

beforeAll(() => {
  sample = [...generateCompanies({ count: 40_000, seed: 2024 })]
  for (const company of sample) {
    const list = byCountry.get(company.country) ?? []
    list.push(company)
    byCountry.set(company.country, list)
  }
})

const of = (country: string) => byCountry.get(country) ?? []
const share = (companies: readonly GeneratedCompany[], test: (company: GeneratedCompany) => boolean) =>
  companies.filter(test).length / Math.max(1, companies.length)

const POSTCODES: Readonly<Record<string, RegExp>> = {
  gb: /^[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/,
  de: /^\d{5}$/,
  fr: /^\d{5}$/,
  it: /^\d{5}$/,
  es: /^\d{5}$/,
  nl: /^[1-9]\d{3} [A-Z]{2}$/,
  us: /^\d{5}$/,
  ca: /^[ABCEGHJ-NPRSTVXY]\d[A-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
  mx: /^\d{5}$/,
  br: /^\d{5}-\d{3}$/,
  sg: /^\d{6}$/,
  au: /^\d{4}$/,
  in: /^[1-9]\d{5}$/,
  ae: /^P\.O\. Box \d{4,6}$/,
  za: /^\d{4}$/,
  cn: /^\d{6}$/,
}

describe('generated companies look like their country', () => {
  it('writes postcodes in each country format', () => {
    const wrong = sample.filter((company) => !(POSTCODES[company.country] ?? /^$/).test(company.postcode))
    expect(wrong.map((company) => `${company.country} ${company.postcode}`)).toEqual([])
  })

  it('writes phone numbers in international format with the country calling code', () => {
    const codes = new Map(GENERATOR_COUNTRIES.map((profile) => [profile.code, profile.callingCode]))
    const wrong: string[] = []
    for (const company of sample) {
      const prefix = `+${codes.get(company.country)} `
      for (const phone of [company.company_phone, ...company.officers.map((officer) => officer.contact_phone)]) {
        if (phone !== null && (!phone.startsWith(prefix) || !/^\+\d{1,3}(?: [\d-]+)+$/.test(phone)))
          wrong.push(`${company.country} ${phone}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('uses the country legal forms with their typical frequency', () => {
    for (const profile of GENERATOR_COUNTRIES) {
      const companies = of(profile.code)
      const forms = new Set(companies.map((company) => company.legal_form))
      for (const form of forms) expect(profile.legalForms, profile.code).toContain(form)
      // Profiles list legal forms most frequent first.
      const shares = profile.legalForms.map((form) => share(companies, (company) => company.legal_form === form))
      expect(shares[0], profile.code).toBeGreaterThan(0.4)
      expect(shares[0], profile.code).toBe(Math.max(...shares))
    }
    expect(share(of('gb'), (company) => company.legal_form === 'PLC')).toBeLessThan(0.05)
    expect(share(of('de'), (company) => company.legal_form === 'GmbH & Co. KG')).toBeGreaterThan(0.03)
  })

  it('only uses legal forms in the years they existed', () => {
    for (const company of of('de').filter((entry) => entry.legal_form === 'UG (haftungsbeschränkt)'))
      expect(company.year_established).toBeGreaterThanOrEqual(2008)
    for (const company of of('fr').filter((entry) => entry.legal_form === 'SAS'))
      expect(company.year_established).toBeGreaterThanOrEqual(1994)
    for (const company of of('za').filter((entry) => entry.legal_form === 'CC')) expect(company.year_established).toBeLessThanOrEqual(2010)
    for (const company of of('gb').filter((entry) => entry.legal_form === 'LLP'))
      expect(company.year_established).toBeGreaterThanOrEqual(2001)
  })

  it('ties registration numbers to the company: register, region, year and legal form', () => {
    for (const company of of('gb')) {
      if (company.legal_form === 'LLP') expect(company.registration_number).toMatch(/^OC\d{6}$/)
      if (company.registration_number.startsWith('SC'))
        expect(['Glasgow', 'Edinburgh', 'Aberdeen', 'Dundee', 'Inverness', 'Stirling', 'Perth', 'Livingston']).toContain(company.city)
    }
    for (const company of of('de')) {
      expect(company.registration_number.includes(' HRA ')).toBe(company.legal_form === 'GmbH & Co. KG')
      if (company.city === 'Berlin') expect(company.registration_number).toMatch(/^Amtsgericht Charlottenburg HR[AB] \d+ B$/)
    }
    for (const company of of('es')) expect(company.registration_number.charAt(0)).toBe(company.legal_form === 'S.A.' ? 'A' : 'B')
    for (const company of of('es').filter((entry) => entry.city === 'Madrid')) {
      expect(['28', '78', '79', '80', '81', '82', '83', '84', '85', '86', '87', '88']).toContain(company.registration_number.slice(1, 3))
    }
    for (const company of of('it').filter((entry) => entry.city === 'Milano')) expect(company.registration_number.slice(7, 10)).toBe('015')
    for (const company of of('mx'))
      expect(company.registration_number.slice(3, 5)).toBe(String(company.year_established % 100).padStart(2, '0'))
    for (const company of of('sg')) expect(company.registration_number.slice(0, 4)).toBe(String(company.year_established))
    for (const company of of('za')) expect(company.registration_number.slice(0, 4)).toBe(String(company.year_established))
    for (const company of of('in').filter((entry) => entry.legal_form !== 'LLP')) {
      expect(company.registration_number.slice(8, 12)).toBe(String(company.year_established))
      expect(company.registration_number.slice(1, 6)).toBe(company.sic_code)
    }
    for (const company of of('au').filter((entry) => entry.vat)) expect(company.vat?.slice(2)).toBe(company.registration_number)
  })

  it('keeps years plausible and most companies active, older ones closing more often', () => {
    expect(sample.filter((company) => company.year_established < 1850 || company.year_established > REFERENCE_YEAR)).toEqual([])
    expect(share(sample, (company) => company.status === 'active')).toBeGreaterThan(0.75)
    const old = sample.filter((company) => company.year_established < 2000)
    const young = sample.filter((company) => company.year_established >= 2020)
    expect(share(old, (company) => company.status !== 'active')).toBeGreaterThan(2 * share(young, (company) => company.status !== 'active'))
    // Civil-law registers have no "struck off".
    expect(of('de').some((company) => company.status === 'struck_off')).toBe(false)
    expect(of('gb').some((company) => company.status === 'struck_off')).toBe(true)
  })

  it('makes most companies small, with bigger ones older and richer', () => {
    expect(share(sample, (company) => company.size_range === '1-10')).toBeGreaterThan(0.35)
    expect(sample.some((company) => company.size_range === '5001+')).toBe(true)
    const meanYear = (size: string) => {
      const companies = sample.filter((company) => company.size_range === size)
      return companies.reduce((sum, company) => sum + company.year_established, 0) / companies.length
    }
    expect(meanYear('1001-5000')).toBeLessThan(meanYear('1-10'))
    const medianTurnover = (size: string) => {
      const values = sample
        .filter((company) => company.size_range === size && company.turnover !== null && company.country === 'gb')
        .map((company) => company.turnover ?? 0)
        .sort((left, right) => left - right)
      return values[Math.floor(values.length / 2)] ?? 0
    }
    expect(medianTurnover('11-50')).toBeGreaterThan(medianTurnover('1-10'))
    expect(medianTurnover('201-500')).toBeGreaterThan(medianTurnover('11-50'))
  })

  it('gives bigger companies more officers, led by a C-level executive', () => {
    const meanOfficers = (sizeIndex: number) => {
      const companies = sample.filter((company) => company.size_range === SIZE_RANGES[sizeIndex])
      return companies.reduce((sum, company) => sum + company.officers.length, 0) / companies.length
    }
    expect(meanOfficers(0)).toBeLessThan(meanOfficers(2))
    expect(meanOfficers(2)).toBeLessThan(meanOfficers(4))
    expect(sample.filter((company) => company.officers.length > 0 && company.officers[0]?.seniority_level !== 'C-level')).toEqual([])
    expect(
      sample.filter((company) => new Set(company.officers.map((officer) => officer.job_function)).size !== company.officers.length),
    ).toEqual([])
  })

  it('derives websites, e-mails and LinkedIn pages from the company name', () => {
    const wrong: string[] = []
    for (const company of sample) {
      if (company.website === null) {
        if (company.company_email !== null || company.alexa_rank !== null) wrong.push(`${company.name}: e-mail or rank without website`)
        continue
      }
      if (!/^https:\/\/www\.[a-z0-9-]+(?:\.[a-z]{2,6}){1,2}$/.test(company.website)) wrong.push(company.website)
      const domain = company.website.slice('https://www.'.length)
      const label = domain.slice(0, domain.indexOf('.'))
      const language = company.country === 'de' ? 'de' : 'en'
      const slugs = company.name
        .slice(0, -company.legal_form.length)
        .split(/[\s&+()]+/)
        .map((part) => slugOf(part, language))
        .filter((slug) => slug.length > 0)
      if (!slugs.some((slug) => label.includes(slug) || slug.startsWith(label))) wrong.push(`${company.name} -> ${domain}`)
      if (company.company_email && !company.company_email.endsWith(`@${domain}`)) wrong.push(company.company_email)
      for (const officer of company.officers) {
        if (officer.contact_email && !(officer.contact_email.endsWith(`@${domain}`) && /^[a-z0-9.]+@/.test(officer.contact_email)))
          wrong.push(officer.contact_email)
      }
    }
    for (const company of sample) {
      if (company.linkedin_url && !/^https:\/\/www\.linkedin\.com\/company\/[a-z0-9-]+$/.test(company.linkedin_url))
        wrong.push(company.linkedin_url)
      for (const officer of company.officers) {
        if (officer.linkedin_url && !/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/.test(officer.linkedin_url))
          wrong.push(officer.linkedin_url)
      }
    }
    expect(wrong.slice(0, 20)).toEqual([])
  })

  it('uses each country web domains', () => {
    const tlds = (country: string) =>
      new Set(of(country).flatMap((company) => (company.website ? [company.website.replace(/^https:\/\/www\.[a-z0-9-]+\./, '')] : [])))
    expect(tlds('gb').has('co.uk')).toBe(true)
    expect(tlds('de').has('de')).toBe(true)
    expect(tlds('au').has('com.au')).toBe(true)
    expect(tlds('br').has('com.br')).toBe(true)
    expect(tlds('us').has('co.uk')).toBe(false)
  })

  it('never spells a famous real company name', () => {
    expect(sample.filter((company) => isFamousCompanyName(company.name)).map((company) => company.name)).toEqual([])
    expect(isFamousCompanyName('Turner Construction Inc.')).toBe(true)
    expect(isFamousCompanyName('Morgan & Stanley LLC')).toBe(true)
  })

  it('names people in the local tradition', () => {
    const lastNames = (country: string) => new Set(of(country).flatMap((company) => company.officers.map((officer) => officer.last_name)))
    expect(lastNames('de').has('Müller')).toBe(true)
    expect(lastNames('nl').has('de Jong') || lastNames('nl').has('van den Berg')).toBe(true)
    expect([...lastNames('es')].some((name) => name.includes(' '))).toBe(true)
    expect(lastNames('cn').has('Wang')).toBe(true)
    const quebec = of('ca').filter((company) => company.state === 'QC')
    expect(
      share(
        quebec,
        (company) =>
          /^(?:Les Entreprises|Groupe) |[éèêàç]/.test(company.name) ||
          company.officers.some((officer) => /[éèêç]|^(?:Tremblay|Gagnon|Roy|Côté)$/.test(officer.last_name)),
      ),
    ).toBeGreaterThan(0.3)
  })
})
