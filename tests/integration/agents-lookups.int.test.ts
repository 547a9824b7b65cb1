import { beforeAll, describe, expect, it } from 'vitest'

import {
  AgentNotAnswerableError,
  ANSWERABLE_CODES,
  agentCountries,
  answerAgent,
  clearAgentCountriesCache,
  LOOKUPS,
  searchCompaniesForAgent,
  type AgentAnswer,
} from '@/modules/agents'
import { sqlRunnerFor, type SqlRunner } from '@/modules/db'
import {
  conditionSql,
  registryStoreFor,
  sirenFromBase,
  vatWithCheckDigits,
  type CompanyInput,
  type RegistryStore,
} from '@/modules/registry'

import { getTestPayload } from './payload'

// Portugal, Luxembourg and Malta are not in the demo seed: their companies are only these fixtures.
const flipLastDigit = (value: string) => value.slice(0, -1) + String((Number(value.slice(-1)) + 1) % 10)
const VALID_PT_VAT = vatWithCheckDigits('PT', '50900000')
const INVALID_PT_VAT = flipLastDigit(VALID_PT_VAT)
const VALID_SIREN = sirenFromBase('99887766')
const INVALID_SIREN = flipLastDigit(sirenFromBase('99887755'))

const TEXTILES = { industry: 'Textiles & Apparel', sic_code: '13100', sic_description: 'Preparation and spinning of textile fibres' }

const ATLANTICO: CompanyInput = {
  country: 'pt',
  name: 'Atlântico Têxteis Lda',
  registration_number: '509000001',
  vat: VALID_PT_VAT,
  status: 'active',
  legal_form: 'Sociedade por quotas',
  ...TEXTILES,
  year_established: 1998,
  size_range: '51-200',
  turnover: 12_500_000,
  street: 'Rua do Almada 120',
  city: 'Porto',
  postcode: '4050-031',
  website: 'https://atlantico-texteis.pt',
  company_phone: '+351 220 000 001',
  company_email: 'geral@atlantico-texteis.pt',
  linkedin_url: 'https://www.linkedin.com/company/atlantico-texteis',
  alexa_rank: 654_321,
  monthly_visits: 4_200,
  officers: [
    {
      full_name: 'Rita Sousa',
      job_function: 'Sales Manager',
      department: 'Sales',
      seniority_level: 'Manager',
      contact_email: 'rita.sousa@atlantico-texteis.pt',
      linkedin_url: 'https://www.linkedin.com/in/rita-sousa',
    },
    {
      full_name: 'João Ferreira',
      job_function: 'Chief Executive Officer',
      department: 'Management',
      seniority_level: 'C-level',
      contact_email: 'joao.ferreira@atlantico-texteis.pt',
      contact_phone: '+351 912 000 001',
      linkedin_url: 'https://www.linkedin.com/in/joao-ferreira',
    },
    {
      full_name: 'Ana Costa',
      job_function: 'Finance Director',
      department: 'Finance',
      seniority_level: 'Director',
      contact_phone: '+351 912 000 002',
    },
    { full_name: 'Pedro Lima', job_function: 'Accountant', department: 'Finance', seniority_level: 'Entry' },
  ],
}

const FIXTURES: Record<string, CompanyInput> = {
  atlantico: ATLANTICO,
  // Same industry, size and country: prospects of Atlântico (one dissolved, one active).
  douro: {
    country: 'pt',
    name: 'Douro Fios SA',
    registration_number: '509000002',
    vat: INVALID_PT_VAT,
    status: 'dissolved',
    ...TEXTILES,
    size_range: '51-200',
    city: 'Vila Real',
  },
  minho: {
    country: 'pt',
    name: 'Minho Malhas Lda',
    registration_number: '509000003',
    status: 'active',
    ...TEXTILES,
    size_range: '51-200',
    city: 'Braga',
  },
  // Not prospects of Atlântico: other size, other industry, other country.
  braga: {
    country: 'pt',
    name: 'Braga Tecidos Lda',
    registration_number: '509000004',
    status: 'active',
    ...TEXTILES,
    size_range: '11-50',
    city: 'Braga',
  },
  lisboa: {
    country: 'pt',
    name: 'Lisboa Software Lda',
    registration_number: '509000005',
    status: 'active',
    industry: 'Software',
    size_range: '51-200',
    city: 'Lisboa',
  },
  vigo: {
    country: 'es',
    name: 'Vigo Hilaturas SL',
    registration_number: 'B99000001',
    status: 'active',
    ...TEXTILES,
    size_range: '51-200',
    city: 'Vigo',
  },
  // Only a SIC code: prospects share the code.
  sicOnly: {
    country: 'pt',
    name: 'Cortiça Norte Lda',
    registration_number: '509000006',
    status: 'active',
    sic_code: '16290',
    size_range: '1-10',
  },
  sicPeer: {
    country: 'pt',
    name: 'Rolhas do Norte Lda',
    registration_number: '509000007',
    status: 'active',
    sic_code: '16290',
    size_range: '1-10',
  },
  // Nothing beyond its name and number.
  bare: { country: 'pt', name: 'Mínima Unipessoal Lda', registration_number: '509000008' },
  // A status and nothing else: no VAT, no officers.
  luxembourg: { country: 'lu', name: 'Kirchberg Holdings SA', registration_number: 'B100001', status: 'active' },
  validSiren: { country: 'fr', name: 'Agents Contrôle Valide SAS', registration_number: VALID_SIREN, status: 'active' },
  invalidSiren: { country: 'fr', name: 'Agents Contrôle Invalide SAS', registration_number: INVALID_SIREN, status: 'active' },
  // The United States has no VAT: the number cannot be checked.
  usTaxId: {
    country: 'us',
    name: 'Agents Check Labs Inc.',
    registration_number: 'C7700001',
    vat: '12-3456789',
    status: 'active',
    state: 'DE',
  },
}

let sql: SqlRunner
let store: RegistryStore
const ids: Record<string, number> = {}
let writtenFrom = 0
let writtenUntil = 0

beforeAll(async () => {
  const payload = await getTestPayload()
  sql = sqlRunnerFor(payload)
  store = registryStoreFor(payload)
  writtenFrom = Date.now()
  await registryStoreFor(payload).upsertCompanies(Object.values(FIXTURES))
  writtenUntil = Date.now()
  for (const [key, company] of Object.entries(FIXTURES)) {
    const rows = await sql.query('SELECT id FROM registry_companies WHERE country = ? AND registration_number = ?', [
      company.country,
      company.registration_number,
    ])
    ids[key] = Number(rows[0]!.id)
  }
  clearAgentCountriesCache()
})

async function answer(code: string, key: string): Promise<AgentAnswer> {
  const result = await answerAgent(store, code, ids[key]!)
  if (!result) throw new Error(`no answer for ${key}`)
  return result
}

/** The answer of `code` for Atlântico, the fully described company. */
async function atlantico(code: string) {
  const result = await answer(code, 'atlantico')
  expect(result.agent.code).toBe(code)
  expect(result.company).toEqual({
    id: ids.atlantico,
    name: ATLANTICO.name,
    country: 'pt',
    registration_number: ATLANTICO.registration_number,
  })
  return result
}

describe('agent answers match the registry record', () => {
  it('status', async () => {
    const result = await atlantico('status')
    expect(result).toMatchObject({ agent: { name: 'check_company_status', code: 'status' }, found: true })
    expect(result.answer).toEqual({ status: 'active', is_active: true, label: 'Active' })
    expect((await answer('status', 'douro')).answer).toEqual({ status: 'dissolved', is_active: false, label: 'Dissolved' })
  })

  it('reg_number, with format and check digits judged by the country rule', async () => {
    expect((await atlantico('reg_number')).answer).toEqual({ registration_number: '509000001', normalized: '509000001', valid: null })
    expect((await answer('reg_number', 'validSiren')).answer).toEqual({
      registration_number: VALID_SIREN,
      normalized: VALID_SIREN,
      valid: true,
    })
    expect((await answer('reg_number', 'invalidSiren')).answer).toEqual({
      registration_number: INVALID_SIREN,
      normalized: INVALID_SIREN,
      valid: false,
    })
  })

  it('vat_number: valid, wrong check digits, missing, and a country without VAT', async () => {
    expect(await atlantico('vat_number')).toMatchObject({
      found: true,
      answer: { vat: VALID_PT_VAT, normalized: VALID_PT_VAT, valid_format: true, valid_check_digits: true },
    })
    expect(await answer('vat_number', 'douro')).toMatchObject({
      found: true,
      answer: { vat: INVALID_PT_VAT, normalized: INVALID_PT_VAT, valid_format: true, valid_check_digits: false },
    })
    expect(await answer('vat_number', 'minho')).toMatchObject({
      found: false,
      answer: { vat: null, normalized: null, valid_format: null, valid_check_digits: null },
    })
    expect(await answer('vat_number', 'usTaxId')).toMatchObject({
      found: true,
      answer: { vat: '12-3456789', normalized: null, valid_format: null, valid_check_digits: null },
    })
  })

  it('sic_code and industry', async () => {
    expect((await atlantico('sic_code')).answer).toEqual(TEXTILES)
    expect((await atlantico('industry')).answer).toEqual(TEXTILES)
    expect(await answer('industry', 'sicOnly')).toMatchObject({ found: false, answer: { industry: null, sic_code: '16290' } })
  })

  it('directors, most senior first', async () => {
    expect((await atlantico('directors')).answer).toEqual({
      officers: [
        { full_name: 'João Ferreira', job_function: 'Chief Executive Officer', seniority_level: 'C-level', department: 'Management' },
        { full_name: 'Ana Costa', job_function: 'Finance Director', seniority_level: 'Director', department: 'Finance' },
        { full_name: 'Rita Sousa', job_function: 'Sales Manager', seniority_level: 'Manager', department: 'Sales' },
        { full_name: 'Pedro Lima', job_function: 'Accountant', seniority_level: 'Entry', department: 'Finance' },
      ],
    })
  })

  it('email_finder: the company address and the officers that have one', async () => {
    expect((await atlantico('email_finder')).answer).toEqual({
      company_email: 'geral@atlantico-texteis.pt',
      officers: [
        { full_name: 'João Ferreira', job_function: 'Chief Executive Officer', contact_email: 'joao.ferreira@atlantico-texteis.pt' },
        { full_name: 'Rita Sousa', job_function: 'Sales Manager', contact_email: 'rita.sousa@atlantico-texteis.pt' },
      ],
    })
  })

  it('phone_finder, linkedin and decision_makers', async () => {
    expect((await atlantico('phone_finder')).answer).toEqual({
      company_phone: '+351 220 000 001',
      officers: [
        { full_name: 'João Ferreira', job_function: 'Chief Executive Officer', contact_phone: '+351 912 000 001' },
        { full_name: 'Ana Costa', job_function: 'Finance Director', contact_phone: '+351 912 000 002' },
      ],
    })
    expect((await atlantico('linkedin')).answer).toEqual({
      company_linkedin_url: 'https://www.linkedin.com/company/atlantico-texteis',
      officers: [
        { full_name: 'João Ferreira', job_function: 'Chief Executive Officer', linkedin_url: 'https://www.linkedin.com/in/joao-ferreira' },
        { full_name: 'Rita Sousa', job_function: 'Sales Manager', linkedin_url: 'https://www.linkedin.com/in/rita-sousa' },
      ],
    })
    expect((await atlantico('decision_makers')).answer).toEqual({
      officers: [
        {
          full_name: 'João Ferreira',
          job_function: 'Chief Executive Officer',
          seniority_level: 'C-level',
          department: 'Management',
          contact_email: 'joao.ferreira@atlantico-texteis.pt',
          contact_phone: '+351 912 000 001',
          linkedin_url: 'https://www.linkedin.com/in/joao-ferreira',
        },
        {
          full_name: 'Ana Costa',
          job_function: 'Finance Director',
          seniority_level: 'Director',
          department: 'Finance',
          contact_email: null,
          contact_phone: '+351 912 000 002',
          linkedin_url: null,
        },
      ],
    })
  })

  it('the company columns: legal form, address, contact details, age, size, website traffic', async () => {
    expect((await atlantico('legal_form')).answer).toEqual({ legal_form: 'Sociedade por quotas' })
    expect((await atlantico('address')).answer).toEqual({
      street: 'Rua do Almada 120',
      city: 'Porto',
      postcode: '4050-031',
      state: null,
      country: 'pt',
    })
    expect((await atlantico('contact_details')).answer).toEqual({
      company_phone: '+351 220 000 001',
      company_email: 'geral@atlantico-texteis.pt',
      website: 'https://atlantico-texteis.pt',
    })
    expect((await atlantico('company_age')).answer).toEqual({ year_established: 1998, age_years: new Date().getUTCFullYear() - 1998 })
    // turnover is a BIGINT: PostgreSQL returns it as text, the answer as a number.
    expect((await atlantico('company_size')).answer).toEqual({ size_range: '51-200', turnover: 12_500_000 })
    expect((await atlantico('website_traffic')).answer).toEqual({
      website: 'https://atlantico-texteis.pt',
      alexa_rank: 654_321,
      monthly_visits: 4_200,
    })
  })

  it('names the source record and when it was written', async () => {
    const { source } = await atlantico('status')
    expect(source.record).toBe(`registry_companies/${ids.atlantico}`)
    expect(source.registration_number).toBe('509000001')
    expect(source.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const written = Date.parse(source.updated_at)
    expect(written).toBeGreaterThanOrEqual(writtenFrom - 1000)
    expect(written).toBeLessThanOrEqual(writtenUntil + 1000)
  })

  it('finds nothing where the registry has nothing, and invents nothing', async () => {
    for (const code of ANSWERABLE_CODES.filter((code) => code !== 'reg_number')) {
      expect((await answer(code, 'bare')).found, code).toBe(false)
    }
    expect((await answer('directors', 'luxembourg')).answer).toEqual({ officers: [] })
    expect((await answer('status', 'bare')).answer).toEqual({ status: null, is_active: false, label: null })
    expect((await answer('website_traffic', 'bare')).answer).toEqual({ website: null, alexa_rank: null, monthly_visits: null })
    expect((await answer('email_finder', 'bare')).answer).toEqual({ company_email: null, officers: [] })
  })

  it('reports found exactly when the countries probe would count the company as having the data', async () => {
    for (const code of ANSWERABLE_CODES.filter((code) => code !== 'lead_prospector')) {
      const idList = Object.values(ids)
      const rows = await sql.query(
        `SELECT c.id FROM registry_companies c WHERE c.id IN (${idList.map(() => '?').join(', ')}) AND ${conditionSql(LOOKUPS[code].hasData)}`,
        idList,
      )
      const withData = new Set(rows.map((row) => Number(row.id)))
      for (const [key, id] of Object.entries(ids)) expect((await answer(code, key)).found, `${code} ${key}`).toBe(withData.has(id))
    }
  })
})

describe('lead prospector', () => {
  it('lists other companies of the same industry, size and country, active first, never the company itself', async () => {
    const result = await atlantico('lead_prospector')
    expect(result.found).toBe(true)
    expect(result.answer).toEqual({
      country: 'pt',
      industry: TEXTILES.industry,
      sic_code: TEXTILES.sic_code,
      size_range: '51-200',
      matched_on: 'industry',
      companies: [
        { id: ids.minho, name: 'Minho Malhas Lda', city: 'Braga', size_range: '51-200', status: 'active' },
        { id: ids.douro, name: 'Douro Fios SA', city: 'Vila Real', size_range: '51-200', status: 'dissolved' },
      ],
    })
  })

  it('falls back to the SIC code when the company has no industry', async () => {
    const result = await answer('lead_prospector', 'sicOnly')
    expect(result).toMatchObject({
      found: true,
      answer: { matched_on: 'sic_code', companies: [{ id: ids.sicPeer, name: 'Rolhas do Norte Lda' }] },
    })
  })

  it('finds no prospects for a company without industry or size', async () => {
    expect(await answer('lead_prospector', 'bare')).toMatchObject({ found: false, answer: { matched_on: null, companies: [] } })
  })
})

describe('unknown companies and agents', () => {
  it('answers null for an id that is not in the registry', async () => {
    expect(await answerAgent(store, 'status', 2_000_000_000)).toBeNull()
  })

  it('accepts the code in any case', async () => {
    expect((await answerAgent(store, 'VAT_NUMBER', ids.atlantico!))?.agent).toEqual({ name: 'check_vat_number', code: 'vat_number' })
  })

  it('refuses agents the registry cannot answer, and unknown agents', async () => {
    await expect(answerAgent(store, 'esg_score', ids.atlantico!)).rejects.toBeInstanceOf(AgentNotAnswerableError)
    await expect(answerAgent(store, 'esg_score', ids.atlantico!)).rejects.toMatchObject({ reason: 'not_answerable' })
    await expect(answerAgent(store, 'credit_score', ids.atlantico!)).rejects.toMatchObject({ reason: 'not_answerable' })
    await expect(answerAgent(store, 'no_such_agent', ids.atlantico!)).rejects.toMatchObject({ reason: 'unknown' })
  })
})

describe('agent countries', () => {
  it('lists the countries where some company has the agent data, the same as a full scan would', async () => {
    for (const code of ANSWERABLE_CODES) {
      const rows = await sql.query(`SELECT DISTINCT c.country FROM registry_companies c WHERE ${conditionSql(LOOKUPS[code].hasData)}`)
      const expected = rows.map((row) => String(row.country)).sort()
      expect(await agentCountries(store, code), code).toEqual(expected)
    }
  })

  it('includes a country only where its companies hold the data', async () => {
    expect(await agentCountries(store, 'status')).toEqual(expect.arrayContaining(['lu', 'pt']))
    expect(await agentCountries(store, 'vat_number')).toContain('pt')
    expect(await agentCountries(store, 'vat_number')).not.toContain('lu')
    expect(await agentCountries(store, 'directors')).toContain('pt')
    expect(await agentCountries(store, 'directors')).not.toContain('lu')
    expect(await agentCountries(store, 'website_traffic')).not.toContain('lu')
  })

  it('has none for a paid or unknown agent', async () => {
    expect(await agentCountries(store, 'esg_score')).toEqual([])
    expect(await agentCountries(store, 'no_such_agent')).toEqual([])
  })

  it('keeps an answer for a while and refreshes it once the cache is cleared', async () => {
    const payload = await getTestPayload()
    expect(await agentCountries(store, 'legal_form')).not.toContain('mt')
    await registryStoreFor(payload).upsertCompanies([
      { country: 'mt', name: 'Valletta Trading Ltd', registration_number: 'C10001', legal_form: 'Private limited company' },
    ])
    expect(await agentCountries(store, 'legal_form')).not.toContain('mt')
    clearAgentCountriesCache()
    expect(await agentCountries(store, 'legal_form')).toContain('mt')
  })
})

describe('company search for an agent', () => {
  it('finds registry companies of the country by name with their address', async () => {
    const results = await searchCompaniesForAgent(registryStoreFor(await getTestPayload()), { title: 'atlantico texteis', country: 'PT' })
    expect(results[0]).toEqual({
      id: ids.atlantico,
      name: 'Atlântico Têxteis Lda',
      country: 'pt',
      registration_number: '509000001',
      status: 'active',
      address: { city: 'Porto', street: 'Rua do Almada 120', postcode: '4050-031', state: null },
    })
    const inSpain = await searchCompaniesForAgent(registryStoreFor(await getTestPayload()), { title: 'atlantico texteis', country: 'es' })
    expect(inSpain.map((result) => result.id)).not.toContain(ids.atlantico)
  })

  it('returns at most the requested number of companies', async () => {
    const results = await searchCompaniesForAgent(registryStoreFor(await getTestPayload()), { title: 'lda', country: 'pt' }, 2)
    expect(results).toHaveLength(2)
  })
})
