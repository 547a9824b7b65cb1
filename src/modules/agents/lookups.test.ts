import { afterEach, describe, expect, it } from 'vitest'

import type { SqlRunner } from '@/modules/db'
import type { CompanySearchParams, RegistryStore } from '@/modules/registry'

import { AgentNotAnswerableError } from './agent-not-answerable-error'
import { agentCountries, answerAgent, clearAgentCountriesCache, searchCompaniesForAgent } from './lookups'

/** A runner that answers every query with `rows` (or fails) and records the statements. */
function fakeRunner(rows: () => Record<string, unknown>[]) {
  const statements: string[] = []
  const runner: SqlRunner = {
    kind: 'sqlite',
    query: async (sql) => {
      statements.push(sql)
      return rows()
    },
    transaction: async () => [],
  }
  return { runner, statements }
}

afterEach(() => clearAgentCountriesCache())

describe('agentCountries', () => {
  it('answers sorted lower-case codes from one statement, then serves them from the cache until cleared', async () => {
    const { runner, statements } = fakeRunner(() => [{ country: 'pt' }, { country: 'GB' }])
    expect(await agentCountries(runner, 'vat_number')).toEqual(['gb', 'pt'])
    expect(await agentCountries(runner, 'VAT_NUMBER')).toEqual(['gb', 'pt'])
    expect(statements).toHaveLength(1)
    expect(statements[0]).toContain('vat IS NOT NULL')
    clearAgentCountriesCache()
    await agentCountries(runner, 'vat_number')
    expect(statements).toHaveLength(2)
  })

  it('caches per agent code', async () => {
    const { runner, statements } = fakeRunner(() => [{ country: 'gb' }])
    await agentCountries(runner, 'status')
    await agentCountries(runner, 'directors')
    expect(statements).toHaveLength(2)
    expect(statements[1]).toContain('registry_officers')
  })

  it('shares one probe between concurrent callers', async () => {
    const { runner, statements } = fakeRunner(() => [{ country: 'gb' }])
    await Promise.all([agentCountries(runner, 'status'), agentCountries(runner, 'status')])
    expect(statements).toHaveLength(1)
  })

  it('does not keep a failed probe', async () => {
    let fail = true
    const { runner, statements } = fakeRunner(() => {
      if (fail) throw new Error('database down')
      return [{ country: 'gb' }]
    })
    await expect(agentCountries(runner, 'status')).rejects.toThrow('database down')
    fail = false
    expect(await agentCountries(runner, 'status')).toEqual(['gb'])
    expect(statements).toHaveLength(2)
  })

  it('has no countries for an unknown or non-answerable agent, without asking the database', async () => {
    const { runner, statements } = fakeRunner(() => [{ country: 'gb' }])
    expect(await agentCountries(runner, 'esg_score')).toEqual([])
    expect(await agentCountries(runner, 'no_such_code')).toEqual([])
    expect(statements).toEqual([])
  })
})

describe('answerAgent', () => {
  it('throws AgentNotAnswerableError for an unknown code (404) and for an agent the registry cannot answer (400)', async () => {
    const { runner } = fakeRunner(() => [])
    const unknown = await answerAgent(runner, 'no_such_code', 1).catch((error: unknown) => error)
    expect(unknown).toBeInstanceOf(AgentNotAnswerableError)
    expect(unknown).toMatchObject({ reason: 'unknown', status: 404, code: 'not_found' })
    const paid = await answerAgent(runner, 'esg_score', 1).catch((error: unknown) => error)
    expect(paid).toMatchObject({ reason: 'not_answerable', status: 400, code: 'invalid', agentCode: 'esg_score' })
  })

  it('answers null for an id that cannot exist, without asking the database', async () => {
    const { runner, statements } = fakeRunner(() => [])
    for (const id of [0, -1, 1.5, Number.NaN]) expect(await answerAgent(runner, 'status', id)).toBeNull()
    expect(statements).toEqual([])
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
