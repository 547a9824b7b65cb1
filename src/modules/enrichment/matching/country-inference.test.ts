import { describe, expect, it } from 'vitest'

import { countryFromDomain, countryFromPhone, inferCountry } from './country-inference'
import { matchRows } from './engine'
import { createMemoryCandidateSource, type ReferenceCompany } from './memory-index'
import { normalizeInput } from './normalize'

describe('reading a country from other columns', () => {
  it('reads the calling code of international numbers however they are written', () => {
    expect(countryFromPhone('+49 30 1234567')).toEqual({ country: 'de', prefix: '+49' })
    expect(countryFromPhone('0044 20 7946 0000')).toEqual({ country: 'gb', prefix: '+44' })
    expect(countryFromPhone('(+34) 912 345 678')).toEqual({ country: 'es', prefix: '+34' })
    // +1 is shared: the area code decides.
    expect(countryFromPhone('+1 416 555 0199')?.country).toBe('ca')
    expect(countryFromPhone('+1 212 555 0199')?.country).toBe('us')
  })

  it('reads no country from national numbers, impossible numbers and other text', () => {
    expect(countryFromPhone('020 7946 0000')).toBeNull()
    expect(countryFromPhone('0012-3456-78')).toBeNull()
    expect(countryFromPhone('call us')).toBeNull()
    expect(countryFromPhone('')).toBeNull()
  })

  it('reads country-code domains and ignores generic and worldwide-sold ones', () => {
    expect(countryFromDomain('acme.co.uk')).toBe('gb')
    expect(countryFromDomain('acme.de')).toBe('de')
    expect(countryFromDomain('acme.com.br')).toBe('br')
    for (const generic of ['acme.com', 'acme.io', 'acme.co', 'acme.ai', 'acme.eu', 'acme.tv', 'localhost'])
      expect(countryFromDomain(generic)).toBeNull()
  })

  it('trusts a VAT prefix first, then the telephone, then the website, then the e-mail', () => {
    const clues = { vatCountry: null, vat: null, phone: '+33 1 23 45 67 89', websiteDomain: 'acme.de', email: 'jo@acme.it' }
    expect(inferCountry(clues)).toEqual({ country: 'fr', from: 'phone', value: '+33' })
    expect(inferCountry({ ...clues, vatCountry: 'nl', vat: 'NL123456789B01' })).toMatchObject({ country: 'nl', from: 'vat' })
    expect(inferCountry({ ...clues, phone: null })).toEqual({ country: 'de', from: 'website', value: 'acme.de' })
    expect(inferCountry({ ...clues, phone: null, websiteDomain: 'acme.com' })).toEqual({ country: 'it', from: 'email', value: 'acme.it' })
    expect(inferCountry({ ...clues, phone: null, websiteDomain: null, email: null })).toBeNull()
  })

  it('reads a stated country nobody recognises as no country: its other columns may hint at one', () => {
    const row = normalizeInput({ country: 'Narnia', name: 'Acme', phone: '+49 30 1234567' })
    expect(row).toMatchObject({
      country: null,
      unrecognisedCountry: 'Narnia',
      countryHint: 'de',
      countryReading: { from: 'phone', value: '+49', country: 'de' },
    })
    expect(normalizeInput({ country: 'Narnia', name: 'Acme' })).toMatchObject({ country: null, countryReading: { from: 'none' } })
  })
})

const REFERENCE: ReferenceCompany[] = [
  { id: 1, country: 'de', name: 'Quellbrunn Maschinenbau GmbH', website: 'quellbrunn.de' },
  { id: 2, country: 'gb', name: 'Harrowgate Ceramics Ltd' },
  { id: 3, country: 'us', name: 'Harrowgate Ceramics Ltd' },
  { id: 4, country: 'fr', name: 'Boulangerie Vautrin SARL' },
  { id: 5, country: 'gb', name: 'Pellworth Analytics Ltd' },
]
const source = createMemoryCandidateSource(REFERENCE)

describe('rows without a country', () => {
  it('are looked for in every country, and an exact name unique in the registry is an A', async () => {
    const [outcome] = await matchRows([{ name: 'Boulangerie Vautrin SARL' }], source)
    expect(outcome).toMatchObject({ matched: true, companyId: 4, grade: 'A' })
    expect(outcome!.explain.country).toEqual({ from: 'none' })
  })

  it('find typos and glued legal forms across every country', async () => {
    const [typo, glued] = await matchRows([{ name: 'Pelworth Analytics Ltd' }, { name: 'QuellbrunnMaschinenbau GmbH' }], source)
    expect(typo).toMatchObject({ matched: true, companyId: 5 })
    expect(glued).toMatchObject({ matched: true, companyId: 1 })
  })

  it('are ambiguous when two countries have the name and nothing points to either', async () => {
    const [outcome] = await matchRows([{ name: 'Harrowgate Ceramics Ltd' }], source)
    expect(outcome).toMatchObject({ explain: { reasonCode: 'name_ambiguous' } })
    expect(outcome!.matched && outcome!.grade).toBe('C')
  })

  it('prefer the country a telephone number points to, at B: a hint is not a stated country', async () => {
    const [outcome] = await matchRows([{ name: 'Harrowgate Ceramics Ltd', phone: '+1 212 555 0100' }], source)
    expect(outcome).toMatchObject({
      matched: true,
      companyId: 3,
      grade: 'B',
      explain: { reasonCode: 'name_country_hinted', country: { from: 'phone', value: '+1', country: 'us' } },
    })
  })

  it('still find a company elsewhere than its telephone or domain points to', async () => {
    const [outcome] = await matchRows([{ name: 'Boulangerie Vautrin SARL', website: 'vautrin.de' }], source)
    expect(outcome).toMatchObject({ matched: true, companyId: 4, explain: { country: { from: 'website', country: 'de' } } })
  })

  it('include rows whose country nobody can read: searched everywhere, and not found said so', async () => {
    const [found] = await matchRows([{ name: 'Boulangerie Vautrin SARL', country: 'Narnia' }], source)
    expect(found).toMatchObject({ matched: true, companyId: 4, explain: { country: { from: 'none' } } })
    const [missing] = await matchRows([{ name: 'Zorblatt Vexquin SARL', country: 'Narnia' }], source)
    expect(missing).toMatchObject({ matched: false, explain: { reasonCode: 'country_not_recognised' } })
  })
})

describe('registration numbers without a country', () => {
  const companies: ReferenceCompany[] = [
    { id: 1, country: 'gb', name: 'Harrowgate Ceramics Ltd', registration_number: '01234567' },
    { id: 2, country: 'us', name: 'Harrowgate Ceramics Ltd', registration_number: '7654321' },
    { id: 3, country: 'fr', name: 'Boulangerie Vautrin SARL', registration_number: '732829320' },
    { id: 4, country: 'fr', name: 'Quincaillerie Morvan SAS', registration_number: '552100554' },
  ]
  const registry = createMemoryCandidateSource(companies)

  it('are looked up in every country’s normal form', async () => {
    const [byNumber, written] = await matchRows([{ registration_number: '01234567' }, { registration_number: '732 829 320' }], registry)
    expect(byNumber).toMatchObject({ matched: true, companyId: 1 })
    expect(byNumber!.explain.retrieval).toContain('registration_number')
    expect(written).toMatchObject({ matched: true, companyId: 3 })
  })

  it('tell two companies of one name in two countries apart, as the country would', async () => {
    const [outcome] = await matchRows([{ name: 'Harrowgate Ceramics Ltd', registration_number: '7654321' }], registry)
    expect(outcome).toMatchObject({ matched: true, companyId: 2 })
    expect(outcome!.explain.fields).toContainEqual(expect.objectContaining({ field: 'registration_number', verdict: 'exact' }))
  })

  it('lower the grade when they contradict the name, exactly as with the country given', async () => {
    const contradicted = { name: 'Boulangerie Vautrin SARL', registration_number: '552100554' }
    const [without, withCountry] = await matchRows([contradicted, { ...contradicted, country: 'FR' }], registry)
    // The number names another company: with or without the country, the same reason and the same grade.
    expect(without!.explain.reasonCode).toBe(withCountry!.explain.reasonCode)
    const gradeOf = (outcome: typeof without) => (outcome!.matched ? `${outcome!.companyId}:${outcome!.grade}` : 'none')
    expect(gradeOf(without)).toBe(gradeOf(withCountry))
    expect(gradeOf(without)).not.toBe('3:A')
  })

  it('count a number no company has as a contradiction of the company the name finds, as with the country given', async () => {
    const row = { name: 'Boulangerie Vautrin SARL', registration_number: '111 111 111' }
    const [without, withCountry, nameAlone] = await matchRows([row, { ...row, country: 'FR' }, { name: row.name }], registry)
    expect(without!.explain.fields).toContainEqual(expect.objectContaining({ field: 'registration_number', verdict: 'different' }))
    expect(withCountry!.explain.fields).toContainEqual(expect.objectContaining({ field: 'registration_number', verdict: 'different' }))
    expect(without!.explain.reasonCode).toBe(withCountry!.explain.reasonCode)
    expect(without).not.toMatchObject({ grade: 'A' })
    expect(nameAlone).toMatchObject({ matched: true, companyId: 3, grade: 'A' })
  })
})

describe('VAT numbers without their prefix and without a country', () => {
  const companies: ReferenceCompany[] = [
    { id: 1, country: 'gb', name: 'Northwind Trading Ltd', vat: 'GB980780684' },
    { id: 2, country: 'fr', name: 'Bonnet Conseil Rousseau SA', vat: 'FR19552100011' },
  ]
  const registry = createMemoryCandidateSource(companies)

  it('are looked up in every country whose rule and check digits they pass', async () => {
    const [alone, withName, french] = await matchRows(
      [{ vat: '980 780 684' }, { vat: '980780684', name: 'Northwind Trading Ltd' }, { vat: '19 552 100 011' }],
      registry,
    )
    expect(alone).toMatchObject({ matched: true, companyId: 1 })
    expect(alone!.explain.retrieval).toContain('vat')
    expect(withName).toMatchObject({ matched: true, companyId: 1, grade: 'A' })
    expect(french).toMatchObject({ matched: true, companyId: 2 })
  })

  it('contradict the company the name finds as they do with the country given', async () => {
    const row = { name: 'Northwind Trading Ltd', vat: '123 4567 82' }
    const [without, withCountry] = await matchRows([row, { ...row, country: 'GB' }], registry)
    expect(without!.explain.fields).toContainEqual(expect.objectContaining({ field: 'vat', verdict: 'different' }))
    expect(withCountry!.explain.fields).toContainEqual(expect.objectContaining({ field: 'vat', verdict: 'different' }))
    expect(without!.explain.reasonCode).toBe(withCountry!.explain.reasonCode)
    expect(without).not.toMatchObject({ grade: 'A' })
  })
})
