import { describe, expect, it } from 'vitest'

import type { CompanyFromSource } from '@/modules/registry'

import { contradictionOf } from './entity-linker'

const entity = (postcode: string | null, city: string | null): CompanyFromSource => ({
  kind: 'company',
  recordId: '529900T8BM49AURSDO55',
  authority: 'lei',
  formerNames: [],
  company: { country: 'gb', registration_number: 'X1', name: 'Marlowe Analytics Limited', postcode, city },
})
const candidate = (postcode: string | null, city: string | null, lei: string | null = null) => ({
  id: 7,
  name: 'MARLOWE ANALYTICS LIMITED',
  registrationNumber: '09620003',
  source: 'companies-house',
  lei,
  postcode,
  city,
})

describe('contradictionOf: what keeps a grade-A name match from linking a GLEIF entity on its own', () => {
  it('lets the same postcode, however written, or the same town, or missing addresses through', () => {
    expect(contradictionOf(entity('ec1a 1bb', 'London'), candidate('EC1A 1BB', 'LONDON'))).toBeNull()
    expect(contradictionOf(entity('EC1A 1BB', 'London'), candidate('EC2A 4NE', 'LONDON'))).toBeNull()
    expect(contradictionOf(entity(null, 'Saint-Étienne'), candidate(null, 'SAINT ETIENNE'))).toBeNull()
    expect(contradictionOf(entity(null, null), candidate('EC1A 1BB', 'LONDON'))).toBeNull()
  })

  it('stops on other postcodes in other towns, on other towns without postcodes, and on another LEI', () => {
    expect(contradictionOf(entity('M1 1AE', 'Manchester'), candidate('EC1A 1BB', 'LONDON'))).toMatch(/addresses differ/)
    expect(contradictionOf(entity('M1 1AE', null), candidate('EC1A 1BB', 'LONDON'))).toMatch(/addresses differ/)
    expect(contradictionOf(entity(null, 'Leeds'), candidate(null, 'YORK'))).toMatch(/towns differ/)
    expect(contradictionOf(entity('EC1A 1BB', 'London'), candidate('EC1A 1BB', 'LONDON', '213800ABCDEFGHIJKL12'))).toMatch(
      /already has another LEI \(213800ABCDEFGHIJKL12\)/,
    )
    expect(contradictionOf(entity('EC1A 1BB', 'London'), candidate('EC1A 1BB', 'LONDON', '529900T8BM49AURSDO55'))).toBeNull()
  })
})
