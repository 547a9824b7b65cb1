import { describe, expect, it } from 'vitest'

import { nameInitials } from '@/modules/registry'
import { matchRows } from './engine'
import { createMemoryCandidateSource, type ReferenceCompany } from './memory-index'
import { NameIndex } from './name-index'
import { candidateNameKey, initialsOfName, nameKey } from './normalize'

/** Organisations and companies written out in full, with look-alikes that share initials or words. */
const REFERENCE: ReferenceCompany[] = [
  { id: 1, country: 'us', name: 'International Business Machines Corporation' },
  { id: 2, country: 've', name: 'Petróleos de Venezuela, S.A.' },
  { id: 3, country: 'us', name: 'Massachusetts Institute of Technology' },
  { id: 4, country: 'nl', name: 'Koninklijke Luchtvaart Maatschappij N.V.' },
  { id: 5, country: 'gb', name: 'Acme Trading Ltd' },
  // Two companies of one country with the same initials: "BMW" there points to neither.
  { id: 6, country: 'de', name: 'Bayerische Motoren Werke AG' },
  { id: 7, country: 'de', name: 'Berliner Maschinen Werkstatt AG' },
  { id: 8, country: 'us', name: 'IBM Credit LLC' },
  { id: 9, country: 'gb', name: 'Alpha Charlie Mining Foods Ltd' },
]

const source = createMemoryCandidateSource(REFERENCE)

describe('initials keys of registry names', () => {
  it('skips connector words, and keeps a key with them when it differs', () => {
    expect(nameInitials('international business machines corporation')).toEqual({ initials: 'ibmc', full: null })
    expect(nameInitials('petroleos de venezuela s a')).toEqual({ initials: 'pvsa', full: 'pdvsa' })
    expect(nameInitials('massachusetts institute of technology')).toEqual({ initials: 'mit', full: 'miot' })
  })

  it('gives none to a name of one word or of more than ten', () => {
    expect(nameInitials('acme')).toEqual({ initials: null, full: null })
    expect(nameInitials('aa bb cc dd ff gg hh jj kk ll mm nn')).toEqual({ initials: null, full: null })
  })
})

describe('the initials a registry name may be written as', () => {
  const initials = (name: string) => initialsOfName(candidateNameKey(name)!)
  it('are those of its core and of its whole name, with and without connector words', () => {
    expect(initials('Shanghai Kexin Foods Co., Ltd.')).toEqual(expect.arrayContaining(['skf', 'skfcl']))
    expect(initials('Petróleos de Venezuela, S.A.')).toEqual(expect.arrayContaining(['pdv', 'pvsa', 'pdvsa']))
    expect(initials('The Massachusetts Institute of Technology')).toEqual(expect.arrayContaining(['mit', 'miot']))
    expect(initials('Acme Ltd')).toEqual([])
  })
})

describe('rows written as an initialism', () => {
  it('are names in capitals of 3 to 8 letters, or single letters with dots', () => {
    expect(nameKey('IBM')!.initialism).toBe('ibm')
    expect(nameKey('I.B.M.')!.initialism).toBe('ibm')
    expect(nameKey('KLM N.V.')).toMatchObject({ initialism: 'klm', legalForm: 'nv' })
    for (const name of ['Ibm', 'ibm', 'IB', 'Acme Trading Ltd', 'ABCDEFGHI', 'A1B']) expect(nameKey(name)!.initialism).toBeNull()
  })

  it('find the long name as a C that says why', async () => {
    const [ibm, pdvsa, mit, klm] = await matchRows(
      [
        { name: 'IBM Corp.', country: 'US' },
        { name: 'PDVSA', country: 'Venezuela' },
        { name: 'MIT', country: 'us' },
        { name: 'KLM', country: 'NL' },
      ],
      source,
    )
    // "IBM Credit LLC" holds the word IBM but is another company; the legal form picks IBM Corporation.
    expect(ibm).toMatchObject({ matched: true, companyId: 1, grade: 'C', explain: { reasonCode: 'name_initialism' } })
    expect(ibm!.explain.retrieval).toContain('name:initials')
    expect(pdvsa).toMatchObject({ matched: true, companyId: 2, grade: 'C' })
    expect(mit).toMatchObject({ matched: true, companyId: 3, grade: 'C' })
    expect(klm).toMatchObject({ matched: true, companyId: 4, grade: 'C' })
  })

  it('are never matched when two companies share the initials, nor across what the letters spell', async () => {
    const [bmw, acme, lower] = await matchRows(
      [
        { name: 'BMW', country: 'de' },
        // An all-capitals list: a typo of a registered name, not the initials of another one.
        { name: 'ACMF TRADING LTD', country: 'gb' },
        { name: 'mit', country: 'us' },
      ],
      source,
    )
    expect(bmw).toMatchObject({ matched: false, explain: { reasonCode: 'name_ambiguous' } })
    expect(acme).toMatchObject({ matched: true, companyId: 5 })
    expect(lower!.matched).toBe(false)
  })

  it("take a capitalised word that is only some name's initials as a C to review", async () => {
    const [row] = await matchRows([{ name: 'ACMF', country: 'gb' }], source)
    // No registered name is like "Acmf"; Alpha Charlie Mining Foods Ltd has those initials.
    expect(row).toMatchObject({ matched: true, companyId: 9, grade: 'C', explain: { reasonCode: 'name_initialism' } })
  })

  it("are looked up by the prefix of the registry's initials keys, in one country or in all", async () => {
    const index = await NameIndex.build(
      REFERENCE.map((company) => ({
        id: company.id,
        country: company.country,
        name: company.name,
        normalized: nameKey(company.name)!.normalized,
        active: true,
      })),
    )
    // Keys that start with the letters, a legal form's letters longer at most, shortest first.
    expect(index.byInitials(null, 'bmw', 10).map((hit) => hit.id)).toEqual([6, 7])
    expect(index.byInitials('de', 'bmw', 1).map((hit) => hit.id)).toEqual([6])
    expect(index.byInitials('fr', 'bmw', 10)).toEqual([])
    // "IBM Credit LLC" is "icl", shorter than "ibmc".
    expect(index.byInitials('us', 'i', 10).map((hit) => hit.id)).toEqual([8, 1])
  })
})
