import { describe, expect, it } from 'vitest'

import { type CompanyRecord, type OfficerRecord, type RegistryStore, sirenFromBase, vatWithCheckDigits } from '@/modules/registry'

import { LOOKUPS, seniorFirst } from './agent-answers'

/** A registry that fails on any use: these lookups answer from the company record alone. */
const noRegistry = new Proxy({} as RegistryStore, {
  get: (_target, method) => () => {
    throw new Error(`this lookup must not ask the registry (${String(method)})`)
  },
})

function company(overrides: Partial<CompanyRecord>): CompanyRecord {
  return {
    id: 1,
    country: 'pt',
    state: null,
    city: null,
    street: null,
    postcode: null,
    name: 'Test Lda',
    registration_number: '123',
    registration_number_normalized: '123',
    vat: null,
    vat_normalized: null,
    status: null,
    is_active: false,
    legal_form: null,
    sic_code: null,
    sic_description: null,
    industry: null,
    year_established: null,
    size_range: null,
    turnover: null,
    website: null,
    company_phone: null,
    company_email: null,
    linkedin_url: null,
    alexa_rank: null,
    monthly_visits: null,
    lei: null,
    source: null,
    source_record_id: null,
    source_date: null,
    left_register_on: null,
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  }
}

const officer = (id: number, seniority_level: string | null): OfficerRecord => ({
  id,
  full_name: `Person ${id}`,
  first_name: null,
  last_name: null,
  job_function: null,
  department: null,
  seniority_level,
  contact_email: null,
  contact_phone: null,
  linkedin_url: null,
})

const flipLastDigit = (value: string) => value.slice(0, -1) + String((Number(value.slice(-1)) + 1) % 10)

describe('seniorFirst', () => {
  it('orders C-level, VP, Director, Manager, Senior, Entry, then unknown levels, then none, keeping registry order within a level', () => {
    const officers = [
      officer(1, 'Entry'),
      officer(2, null),
      officer(3, 'Intern'),
      officer(4, 'manager'),
      officer(5, 'C-level'),
      officer(6, 'VP'),
      officer(7, 'C-level'),
    ]
    expect(seniorFirst(officers).map((entry) => entry.id)).toEqual([5, 7, 6, 4, 1, 3, 2])
  })
})

describe('VAT answer', () => {
  const answer = async (vat: string | null, country: string) =>
    await LOOKUPS.vat_number.answer({ registry: noRegistry, company: company({ vat, country }), officers: [] })

  it('confirms the check digits of a valid number of a country with rules', async () => {
    const vat = vatWithCheckDigits('PT', '50900000')
    expect((await answer(vat, 'pt')).answer).toMatchObject({ vat, valid_format: true, valid_check_digits: true })
  })

  it('rejects wrong check digits but keeps the format valid', async () => {
    const vat = flipLastDigit(vatWithCheckDigits('PT', '50900000'))
    expect((await answer(vat, 'pt')).answer).toMatchObject({ valid_format: true, valid_check_digits: false })
  })

  it('answers null validity where the country has no VAT rule, and found false without a VAT', async () => {
    expect((await answer('12-3456789', 'us')).answer).toMatchObject({ valid_format: null, valid_check_digits: null })
    expect(await answer(null, 'pt')).toEqual({
      answer: { vat: null, normalized: null, valid_format: null, valid_check_digits: null },
      found: false,
    })
  })

  it('checks format only where the issuer publishes no check-digit algorithm', async () => {
    expect((await answer('4123456789', 'za')).answer).toMatchObject({ valid_format: true, valid_check_digits: null })
  })
})

describe('registration number answer', () => {
  const answer = async (registration_number: string, country: string) =>
    (await LOOKUPS.reg_number.answer({ registry: noRegistry, company: company({ registration_number, country }), officers: [] })).answer

  it('validates format and check digits where the country has them, and says null where it has no rule', async () => {
    const siren = sirenFromBase('99887766')
    expect((await answer(siren, 'fr')).valid).toBe(true)
    expect((await answer(flipLastDigit(siren), 'fr')).valid).toBe(false)
    expect((await answer('anything', 'pt')).valid).toBeNull()
  })
})

describe('status answer', () => {
  it('labels a known status and gives no label when the registry has none', async () => {
    const active = await LOOKUPS.status.answer({
      registry: noRegistry,
      company: company({ status: 'struck_off', is_active: false }),
      officers: [],
    })
    expect(active).toEqual({ answer: { status: 'struck_off', is_active: false, label: 'Struck off' }, found: true })
    const none = await LOOKUPS.status.answer({ registry: noRegistry, company: company({}), officers: [] })
    expect(none).toEqual({ answer: { status: null, is_active: false, label: null }, found: false })
  })
})

describe('lead prospector', () => {
  it('does not query for peers when the company has no industry, SIC code or size', async () => {
    const result = await LOOKUPS.lead_prospector.answer({ registry: noRegistry, company: company({ industry: 'Textiles' }), officers: [] })
    expect(result).toEqual({
      answer: { country: 'pt', industry: 'Textiles', sic_code: null, size_range: null, matched_on: null, companies: [] },
      found: false,
    })
  })
})
