import { describe, expect, it } from 'vitest'

import { matchRows } from './engine'
import { splitLegalForm } from './legal-forms'
import { createMemoryCandidateSource, type ReferenceCompany } from './memory-index'
import { candidateNameKey, nameKey, normalizeInput } from './normalize'
import { nameCloseness, scoreCandidate } from './score'
import { nameSimilarity } from './similarity'

const REFERENCE: ReferenceCompany[] = [
  {
    id: 1,
    country: 'gb',
    name: 'Northwind Trading Ltd',
    registration_number: '04829316',
    vat: 'GB980780684',
    website: 'https://www.northwind.co.uk',
    linkedin_url: 'https://www.linkedin.com/company/northwind-trading',
    officers: [{ email: 'jane.doe@northwind.co.uk', linkedin_url: 'https://uk.linkedin.com/in/jane-doe-42' }],
  },
  { id: 2, country: 'gb', name: 'Northwind Logistics Ltd', registration_number: '05123456', website: 'northwind-logistics.com' },
  { id: 3, country: 'de', name: 'Müller Maschinenbau GmbH & Co. KG', registration_number: 'HRB 12345', website: 'mueller-maschinenbau.de' },
  { id: 4, country: 'gb', name: 'Harbour Foods Ltd', registration_number: '07000001' },
  { id: 5, country: 'gb', name: 'Harbour Foods Ltd', registration_number: '07000002' },
  { id: 6, country: 'fr', name: 'Boulangerie Dupont SARL', registration_number: '732829320', website: 'dupont.fr' },
]

const source = createMemoryCandidateSource(REFERENCE)

async function matchOne(input: Parameters<typeof normalizeInput>[0]) {
  const [outcome] = await matchRows([input], source)
  return outcome!
}

describe('name normalisation', () => {
  it('splits trailing legal forms, long and short, into one canonical code', () => {
    expect(splitLegalForm('muller maschinenbau gmbh and co kg'.split(' '))).toEqual({
      core: ['muller', 'maschinenbau'],
      legalForm: 'gmbh co kg',
    })
    expect(nameKey('ACME Limited')).toMatchObject({ core: 'acme', legalForm: 'ltd' })
    expect(nameKey('Acme Ltd.')).toMatchObject({ core: 'acme', legalForm: 'ltd' })
    expect(nameKey('Industrias Gómez, S. de R.L. de C.V.')).toMatchObject({ core: 'industrias gomez', legalForm: 'srldecv' })
    // A name that is only a legal-form word keeps it as its core.
    expect(nameKey('Company Ltd')).toMatchObject({ core: 'company', legalForm: 'ltd' })
  })

  it('reads identifiers against the row country', () => {
    const row = normalizeInput({
      country: 'United Kingdom',
      vat: 'GB 980 7806 84',
      website: 'HTTPS://WWW.Northwind.co.uk/about',
      linkedin_company_url: 'https://uk.linkedin.com/company/Northwind-Trading/',
    })
    expect(row).toMatchObject({ country: 'gb', vat: 'GB980780684', websiteDomain: 'northwind.co.uk', linkedinCompany: 'northwind-trading' })
  })

  it('scores typos high and different names low', () => {
    expect(nameSimilarity('northwind trading', 'northwind tradng')).toBeGreaterThan(0.9)
    expect(nameSimilarity('northwind trading', 'trading northwind')).toBeGreaterThan(0.9)
    expect(nameSimilarity('northwind trading', 'apex trading')).toBeLessThan(0.82)
  })
})

describe('matchRows', () => {
  it('grades an exact registration number with an agreeing name A', async () => {
    const outcome = await matchOne({ country: 'GB', name: 'Northwind Trading Limited', registration_number: '4829316' })
    expect(outcome).toMatchObject({ matched: true, companyId: 1, grade: 'A' })
    if (!outcome.matched) throw new Error('expected a match')
    expect(outcome.explain.retrieval).toContain('registration_number')
    expect(outcome.explain.fields.find((field) => field.field === 'registration_number')).toMatchObject({ verdict: 'exact', similarity: 1 })
  })

  it('grades an exact unique name A, a name with a typo B, and a changed legal form B', async () => {
    expect(await matchOne({ country: 'gb', name: 'Northwind Trading Ltd' })).toMatchObject({ companyId: 1, grade: 'A' })
    expect(await matchOne({ country: 'gb', name: 'Northwind Tradnig Ltd' })).toMatchObject({ companyId: 1, grade: 'B' })
    expect(await matchOne({ country: 'de', name: 'Muller Maschinenbau' })).toMatchObject({ companyId: 3, grade: 'B' })
  })

  it('finds a typo in the first letters of a word through the corrected-words step', async () => {
    const outcome = await matchOne({ country: 'gb', name: 'Nrothwind Trading Ltd' })
    expect(outcome).toMatchObject({ matched: true, companyId: 1 })
    if (outcome.matched) expect(outcome.explain.retrieval).toContain('name:corrected_words')
  })

  it('grades two companies with the same name C (ambiguous)', async () => {
    expect(await matchOne({ country: 'gb', name: 'Harbour Foods Ltd' })).toMatchObject({ matched: true, grade: 'C' })
  })

  it('matches a person by e-mail or LinkedIn profile and keeps the officer', async () => {
    expect(await matchOne({ email: 'Jane.Doe@northwind.co.uk' })).toMatchObject({ matched: true, companyId: 1, grade: 'A', officerId: 0 })
    expect(await matchOne({ linkedin_person_url: 'linkedin.com/in/jane-doe-42' })).toMatchObject({
      matched: true,
      companyId: 1,
      grade: 'A',
    })
  })

  it('downgrades an exact identifier whose other fields contradict it', async () => {
    expect(await matchOne({ country: 'gb', registration_number: '04829316', name: 'Completely Different Holdings' })).toMatchObject({
      companyId: 1,
      grade: 'C',
    })
    expect(await matchOne({ vat: 'GB980780684', country: 'fr' })).toMatchObject({ companyId: 1, grade: 'C' })
  })

  it('finds nothing for an unknown company, or a known one searched in the wrong country', async () => {
    expect(await matchOne({ country: 'gb', name: 'Zyxwv Quantum Widgets' })).toMatchObject({ matched: false })
    expect(await matchOne({ country: 'es', name: 'Northwind Trading Ltd' })).toMatchObject({ matched: false })
    expect(await matchOne({})).toMatchObject({ matched: false })
  })

  it('matches a website alone B, with the exact name A', async () => {
    expect(await matchOne({ country: 'fr', website: 'www.dupont.fr' })).toMatchObject({ companyId: 6, grade: 'B' })
    expect(await matchOne({ country: 'fr', website: 'dupont.fr', name: 'Boulangerie Dupont SARL' })).toMatchObject({
      companyId: 6,
      grade: 'A',
    })
  })
})

describe('reading candidates', () => {
  /** The memory source, recording which companies were read in full by id. */
  function recordingSource() {
    const read: number[] = []
    return { read, source: { ...source, byIds: async (ids: number[]) => (read.push(...ids), source.byIds(ids)) } }
  }

  it('scores a row without identifiers on its name hits as found, reading only the best one', async () => {
    const { read, source: recording } = recordingSource()
    const [withHits] = await matchRows([{ name: 'Harbour Foods Ltd', country: 'GB' }], recording)
    const [asRead] = await matchRows([{ name: 'Harbour Foods Ltd', country: 'GB' }], {
      ...source,
      byName: async (...args) => (await source.byName(...args)).map((hit) => ({ id: hit.id, country: hit.country, name: hit.name })),
    })
    expect(read).toEqual([4])
    // The same two twins, the same points and grade as when both are read in full.
    expect(withHits).toMatchObject({ matched: true, grade: 'C', explain: { candidates: 2, reasonCode: 'name_ambiguous' } })
    expect(asRead).toMatchObject({ matched: true, grade: 'C', explain: { candidates: 2, reasonCode: 'name_ambiguous' } })
    if (!withHits!.matched || !asRead!.matched) throw new Error('both rows should match')
    expect(withHits!.explain.points).toBe(asRead!.explain.points)
  })

  it('never matches a company removed since the name index was built', async () => {
    const removed = { ...source, byIds: async (ids: number[]) => (await source.byIds(ids)).filter((company) => company.id !== 4) }
    const [outcome] = await matchRows([{ name: 'Harbour Foods Ltd', country: 'GB' }], removed)
    // Its twin is now the only company of that name.
    expect(outcome).toMatchObject({ matched: true, companyId: 5, grade: 'A', explain: { reasonCode: 'name_exact_unique', runnerUp: null } })
    const gone = { ...source, byIds: async () => [] }
    expect((await matchRows([{ name: 'Harbour Foods Ltd', country: 'GB' }], gone))[0]).toMatchObject({ matched: false })
  })

  it('reads the name hits in full when the row has an identifier to compare with them', async () => {
    const { read, source: recording } = recordingSource()
    const [outcome] = await matchRows([{ name: 'Harbour Foods Ltd', country: 'GB', registration_number: '09999999' }], recording)
    expect(read.sort()).toEqual([4, 5])
    expect(outcome).toMatchObject({
      explain: { fields: expect.arrayContaining([expect.objectContaining({ field: 'registration_number', verdict: 'different' })]) },
    })
  })
})

describe('names compared once per row', () => {
  const candidates: { name: string; legalForm: string | null }[] = [
    { name: 'Schumm PLC', legalForm: 'plc' },
    { name: 'Schumm Ltd', legalForm: 'ltd' },
    { name: 'Rousseau Conseil Bonnet SA', legalForm: 'sa' },
    { name: 'Bonnet Conseil Rousseau SA', legalForm: 'sa' },
    { name: 'Harbour Foods Limited', legalForm: 'ltd' },
    { name: 'Apex Trading', legalForm: null },
  ]
  const inputs = [
    'SchummPLC',
    'SchumnPLC',
    'Schumm Limited',
    'Rousseau Conseil Bonet S.A.',
    'Harbor Foods Ltd',
    'Acme Trading',
    'Northwind',
  ]

  it('scores a candidate the same with the agreement retrieval found as with a fresh comparison, tie-breakers included', () => {
    for (const text of inputs) {
      const row = normalizeInput({ name: text, country: 'GB' })
      for (const { name } of candidates) {
        const company = {
          id: 1,
          country: 'gb',
          name,
          registrationNumber: '1',
          vat: null,
          websiteDomain: null,
          linkedinSlug: null,
          isActive: true,
        }
        const key = candidateNameKey(name)
        const fresh = scoreCandidate(row, company, key)
        const reused = scoreCandidate(
          row,
          company,
          key,
          undefined,
          nameCloseness(row.name, key, () => 1),
        )
        expect(reused, `${text} against ${name}`).toEqual(fresh)
      }
    }
    // With a typo the glued reading wins against a company with a legal form, and its tie-breaker is the glued form's.
    const glued = normalizeInput({ name: 'SchumnPLC', country: 'GB' })
    const plc = candidateNameKey('Schumm PLC')
    expect(nameCloseness(glued.name, plc, () => 1).reading).toBe(0)
    const scored = scoreCandidate(
      glued,
      {
        id: 1,
        country: 'gb',
        name: 'Schumm PLC',
        registrationNumber: '1',
        vat: null,
        websiteDomain: null,
        linkedinSlug: null,
        isActive: true,
      },
      plc,
    )
    expect(scored.tieBreak).toBeGreaterThan(0)
  })

  it('keeps only the comparison keys for registry names', () => {
    expect(candidateNameKey('Müller Maschinenbau GmbH & Co. KG')).toEqual({
      normalized: 'muller maschinenbau gmbh and co kg',
      core: 'muller maschinenbau',
      canonical: 'muller maschinenbau',
      legalForm: 'gmbh co kg',
      compact: 'mullermaschinenbaugmbhandcokg',
    })
    expect(candidateNameKey('   ')).toBeNull()
  })
})
