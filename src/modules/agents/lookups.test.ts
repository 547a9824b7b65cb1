import { afterEach, describe, expect, it } from 'vitest'

import type { CompanyCondition, CompanySearchParams, RegistryStore } from '@/modules/registry'

import { AgentNotAnswerableError } from './agent-not-answerable-error'
import { agentCountries, answerAgent, clearAgentCountriesCache, COUNTRY_PROBE_WINDOW, searchCompaniesForAgent } from './lookups'

/** A registry whose countries probe answers `countries()` (or fails), recording the conditions asked. */
function fakeRegistry(countries: () => string[]) {
  const probes: CompanyCondition[] = []
  const registry = {
    countriesWhere: async (condition: CompanyCondition, window: number) => {
      expect(window).toBe(COUNTRY_PROBE_WINDOW)
      probes.push(condition)
      return countries()
    },
    companyRecord: async () => null,
  } as unknown as RegistryStore
  return { registry, probes }
}

afterEach(() => clearAgentCountriesCache())

describe('agentCountries', () => {
  it('answers sorted lower-case codes from one statement, then serves them from the cache until cleared', async () => {
    const { registry, probes } = fakeRegistry(() => ['pt', 'gb'])
    expect(await agentCountries(registry, 'vat_number')).toEqual(['gb', 'pt'])
    expect(await agentCountries(registry, 'VAT_NUMBER')).toEqual(['gb', 'pt'])
    expect(probes).toEqual([{ present: 'vat' }])
    clearAgentCountriesCache()
    await agentCountries(registry, 'vat_number')
    expect(probes).toHaveLength(2)
  })

  it('caches per agent code', async () => {
    const { registry, probes } = fakeRegistry(() => ['gb'])
    await agentCountries(registry, 'status')
    await agentCountries(registry, 'directors')
    expect(probes).toEqual([{ present: 'status' }, { officer: {} }])
  })

  it('shares one probe between concurrent callers', async () => {
    const { registry, probes } = fakeRegistry(() => ['gb'])
    await Promise.all([agentCountries(registry, 'status'), agentCountries(registry, 'status')])
    expect(probes).toHaveLength(1)
  })

  it('does not keep a failed probe', async () => {
    let fail = true
    const { registry, probes } = fakeRegistry(() => {
      if (fail) throw new Error('database down')
      return ['gb']
    })
    await expect(agentCountries(registry, 'status')).rejects.toThrow('database down')
    fail = false
    expect(await agentCountries(registry, 'status')).toEqual(['gb'])
    expect(probes).toHaveLength(2)
  })

  it('has no countries for an unknown or non-answerable agent, without asking the database', async () => {
    const { registry, probes } = fakeRegistry(() => ['gb'])
    expect(await agentCountries(registry, 'esg_score')).toEqual([])
    expect(await agentCountries(registry, 'no_such_code')).toEqual([])
    expect(probes).toEqual([])
  })
})

describe('answerAgent', () => {
  it('throws AgentNotAnswerableError for an unknown code (404) and for an agent the registry cannot answer (400)', async () => {
    const { registry } = fakeRegistry(() => [])
    const unknown = await answerAgent(registry, 'no_such_code', 1).catch((error: unknown) => error)
    expect(unknown).toBeInstanceOf(AgentNotAnswerableError)
    expect(unknown).toMatchObject({ reason: 'unknown', status: 404, code: 'not_found' })
    const paid = await answerAgent(registry, 'esg_score', 1).catch((error: unknown) => error)
    expect(paid).toMatchObject({ reason: 'not_answerable', status: 400, code: 'invalid', agentCode: 'esg_score' })
  })

  it('answers null when the registry has no such company', async () => {
    const { registry } = fakeRegistry(() => [])
    expect(await answerAgent(registry, 'status', 404)).toBeNull()
  })
})

describe('searchCompaniesForAgent', () => {
  function fakeStore() {
    const calls: CompanySearchParams[] = []
    const store = {
      search: async (params: CompanySearchParams) => {
        calls.push(params)
        return {
          results: [
            {
              id: 7,
              name: 'Atlântico Têxteis Lda',
              address: { city: 'Porto', street: 'Rua A 1', postcode: '4000-001', state: null },
              registration_number: '509000001',
              status: 'active',
              legal_form: 'Lda',
            },
          ],
          hasMore: false,
          matchedBy: 'name' as const,
        }
      },
    } as unknown as RegistryStore
    return { store, calls }
  }

  it('searches the first page of the country in lower case and answers the agent candidate shape', async () => {
    const { store, calls } = fakeStore()
    const results = await searchCompaniesForAgent(store, { title: ' atlantico ', country: 'PT' })
    expect(calls).toEqual([{ country: 'pt', query: 'atlantico', page: 1, pageSize: 10 }])
    expect(results).toEqual([
      {
        id: 7,
        name: 'Atlântico Têxteis Lda',
        country: 'pt',
        registration_number: '509000001',
        status: 'active',
        address: { city: 'Porto', street: 'Rua A 1', postcode: '4000-001', state: null },
      },
    ])
  })

  it('keeps the page size between 1 and 50', async () => {
    const { store, calls } = fakeStore()
    await searchCompaniesForAgent(store, { title: 'a', country: 'pt' }, 500)
    await searchCompaniesForAgent(store, { title: 'a', country: 'pt' }, 0)
    await searchCompaniesForAgent(store, { title: 'a', country: 'pt' }, 3)
    expect(calls.map((call) => call.pageSize)).toEqual([50, 1, 3])
  })

  it('does not search without a company name or a country', async () => {
    const { store, calls } = fakeStore()
    expect(await searchCompaniesForAgent(store, { title: '  ', country: 'pt' })).toEqual([])
    expect(await searchCompaniesForAgent(store, { title: 'acme', country: '' })).toEqual([])
    expect(calls).toEqual([])
  })
})
