import { describe, expect, it } from 'vitest'

import { preparedState, registryChange, type WatchedState } from './change-feed'
import { prepareCompany } from './prepare-rows'

const state = (overrides: Partial<WatchedState> = {}): WatchedState => ({
  status: 'active',
  address: { street: '3 Tanner Row', city: 'Leeds', postcode: 'LS1 6QH', state: null },
  officers: ['Edith Marsh (Director)', 'Tom Vale'],
  ...overrides,
})

describe('the registry change feed', () => {
  it('reports nothing when nothing monitoring watches changed', () => {
    expect(registryChange(state(), state())).toBeNull()
  })

  it('reports only the parts that changed, from what to what', () => {
    expect(registryChange(state(), state({ status: 'dissolved' }))).toEqual({ status: { from: 'active', to: 'dissolved' } })
    const moved = state({ address: { street: '1 Canal Rd', city: 'Leeds', postcode: 'LS1 6QH', state: null } })
    expect(registryChange(state(), moved)).toEqual({ address: { from: state().address, to: moved.address } })
    expect(registryChange(state(), state({ officers: ['Edith Marsh (Director)', 'Rosa Quint (Liquidator)'] }))).toEqual({
      officers: { added: ['Rosa Quint (Liquidator)'], removed: ['Tom Vale'] },
    })
    expect(registryChange(state({ status: null }), state())).toEqual({ status: { from: null, to: 'active' } })
  })

  it('reads what an import writes as the registry stores it: status lower-cased, blanks as null, officers without a name left out', () => {
    const prepared = prepareCompany({
      country: 'GB',
      name: 'Harrowgate Tanning Ltd',
      registration_number: '09500001',
      status: ' In Liquidation ',
      city: 'Bradford',
      street: '',
      officers: [
        { full_name: 'Tom Vale', job_function: 'Secretary' },
        { full_name: '  ', job_function: 'Director' },
        { full_name: 'Edith Marsh' },
      ],
    })
    expect(preparedState(prepared)).toEqual({
      status: 'in liquidation',
      address: { street: null, city: 'Bradford', postcode: null, state: null },
      officers: ['Edith Marsh', 'Tom Vale (Secretary)'],
    })
  })
})
