import { describe, expect, it } from 'vitest'

import { generateCompanies } from '../../generator'
import { isValidLei } from '../../identifiers'
import { byColumn, CollectedOutput, parseCsv } from './collect-output.test-support'
import { writeCompaniesHouseCsv } from './companies-house'
import { editionStreamLength } from './editions'
import { generatedGleifRegisters } from './gleif-entities'
import { GLEIF_LEVEL1_HEADER, writeGleifLevel1Csv } from './gleif-level1'
import { GLEIF_RELATIONSHIPS_HEADER, writeGleifRelationshipsCsv } from './gleif-relationships'
import { RA_COMPANIES_HOUSE, RA_SIRENE } from './gleif-reference'
import { writeSireneUnitesLegalesCsv } from './sirene'

const SEED = 31
const COUNT = 4000
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3}Z|[+-]\d{2}:\d{2})$/

async function level1(edition = 1): Promise<string> {
  const output = new CollectedOutput()
  await writeGleifLevel1Csv(generatedGleifRegisters({ baseCount: COUNT, seed: SEED, edition }), output, { seed: SEED, edition })
  return output.text()
}

async function relationships(edition = 1): Promise<string> {
  const output = new CollectedOutput()
  await writeGleifRelationshipsCsv(generatedGleifRegisters({ baseCount: COUNT, seed: SEED, edition }), output, { seed: SEED, edition })
  return output.text()
}

function allQuoted(text: string, columns: number): void {
  const pattern = new RegExp(`^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*"){${columns - 1}}$`)
  for (const line of text.split('\n').slice(0, -1)) expect(pattern.test(line)).toBe(true)
}

describe('writeGleifLevel1Csv', () => {
  it('writes the published Level 1 header, every field quoted', async () => {
    const text = await level1()
    expect(GLEIF_LEVEL1_HEADER).toHaveLength(338)
    expect(GLEIF_LEVEL1_HEADER.slice(0, 6)).toEqual([
      'LEI',
      'Entity.LegalName',
      'Entity.LegalName.xmllang',
      'Entity.OtherEntityNames.OtherEntityName.1',
      'Entity.OtherEntityNames.OtherEntityName.1.xmllang',
      'Entity.OtherEntityNames.OtherEntityName.1.type',
    ])
    expect(GLEIF_LEVEL1_HEADER).toContain('Entity.LegalAddress.AddressNumberWithinBuilding')
    expect(GLEIF_LEVEL1_HEADER.indexOf('Entity.RegistrationAuthority.RegistrationAuthorityID')).toBeLessThan(
      GLEIF_LEVEL1_HEADER.indexOf('Entity.LegalJurisdiction'),
    )
    expect(GLEIF_LEVEL1_HEADER.slice(-1)).toEqual(['ConformityFlag'])
    allQuoted(text, 338)
    expect(parseCsv(text).header).toEqual(GLEIF_LEVEL1_HEADER)
  })

  it('gives valid LEIs, ISO timestamps, and links British and French entities to their register files', async () => {
    const { header, rows } = parseCsv(await level1())
    const records = rows.map((row) => byColumn(header, row))
    expect(records.length).toBeGreaterThan(300)
    const leis = new Set<string>()
    for (const record of records) {
      expect(isValidLei(record.LEI ?? '')).toBe(true)
      leis.add(record.LEI ?? '')
      for (const column of [
        'Entity.EntityCreationDate',
        'Registration.InitialRegistrationDate',
        'Registration.LastUpdateDate',
        'Registration.NextRenewalDate',
      ]) {
        expect(record[column]).toMatch(TIMESTAMP)
      }
      expect(isValidLei(record['Registration.ManagingLOU'] ?? '')).toBe(true)
      expect(['ACTIVE', 'INACTIVE']).toContain(record['Entity.EntityStatus'])
      expect(['ISSUED', 'LAPSED', 'RETIRED']).toContain(record['Registration.RegistrationStatus'])
      if (record['Entity.EntityStatus'] === 'INACTIVE') expect(record['Entity.EntityExpirationDate']).toMatch(TIMESTAMP)
    }
    expect(leis.size).toBe(records.length)

    // The same seed and count give the Companies House and SIRENE files these entities point to.
    const chOutput = new CollectedOutput()
    await writeCompaniesHouseCsv(generateCompanies({ count: COUNT, seed: SEED, countries: ['gb'] }), chOutput, { seed: SEED })
    const chNames = new Map(parseCsv(chOutput.text()).rows.map((row) => [row[1] ?? '', row[0] ?? '']))
    const sireneOutput = new CollectedOutput()
    await writeSireneUnitesLegalesCsv(generateCompanies({ count: COUNT, seed: SEED, countries: ['fr'] }), sireneOutput, { seed: SEED })
    const sireneNames = new Map(parseCsv(sireneOutput.text()).rows.map((row) => [row[0] ?? '', row[23] ?? '']))

    const general = records.filter((record) => record['Entity.EntityCategory'] === 'GENERAL')
    const british = general.filter((record) => record['Entity.RegistrationAuthority.RegistrationAuthorityID'] === RA_COMPANIES_HOUSE)
    const french = general.filter((record) => record['Entity.RegistrationAuthority.RegistrationAuthorityID'] === RA_SIRENE)
    expect(british.length).toBeGreaterThan(20)
    expect(french.length).toBeGreaterThan(20)
    for (const record of british)
      expect(chNames.get(record['Entity.RegistrationAuthority.RegistrationAuthorityEntityID'] ?? '')).toBe(record['Entity.LegalName'])
    for (const record of french)
      expect(sireneNames.get(record['Entity.RegistrationAuthority.RegistrationAuthorityEntityID'] ?? '')).toBe(record['Entity.LegalName'])
    const countries = new Set(general.map((record) => record['Entity.LegalAddress.Country']))
    for (const country of ['GB', 'FR', 'DE', 'NL', 'US']) expect(countries.has(country)).toBe(true)
    expect(records.some((record) => record['Entity.OtherEntityNames.OtherEntityName.1.type'] === 'PREVIOUS_LEGAL_NAME')).toBe(true)
    expect(records.some((record) => record['Entity.EntityCategory'] === 'BRANCH')).toBe(true)
    expect(records.some((record) => record['Registration.RegistrationStatus'] === 'LAPSED')).toBe(true)
  })

  it('is deterministic, and the next month renames, closes and adds entities without reordering', async () => {
    const first = await level1()
    expect(await level1()).toBe(first)
    const before = parseCsv(first)
    const after = parseCsv(await level1(2))
    expect(after.rows.length).toBeGreaterThan(before.rows.length)
    // Same LEIs in the same order, newcomers at the end: GLEIF never drops an LEI.
    expect(after.rows.slice(0, before.rows.length).map((row) => row[0])).toEqual(before.rows.map((row) => row[0]))
    let renamed = 0
    let closed = 0
    before.rows.forEach((row, index) => {
      const old = byColumn(before.header, row)
      const now = byColumn(after.header, after.rows[index] ?? [])
      if (now['Entity.LegalName'] !== old['Entity.LegalName']) {
        renamed += 1
        expect(now['Entity.OtherEntityNames.OtherEntityName.1']).toBe(old['Entity.LegalName'])
        expect(now['Entity.OtherEntityNames.OtherEntityName.1.type']).toBe('PREVIOUS_LEGAL_NAME')
        if (old['Entity.EntityCategory'] === 'GENERAL')
          expect(now['Entity.LegalEntityEvents.LegalEntityEvent.1.LegalEntityEventType']).toBe('CHANGE_LEGAL_NAME')
      }
      if (old['Entity.EntityStatus'] === 'ACTIVE' && now['Entity.EntityStatus'] === 'INACTIVE') {
        closed += 1
        expect(now['Registration.RegistrationStatus']).toBe('RETIRED')
        expect(now['Entity.EntityExpirationDate']?.slice(0, 7)).toBe('2026-11')
      }
    })
    expect(renamed).toBeGreaterThan(0)
    expect(closed).toBeGreaterThan(0)
  })
})

describe('writeGleifRelationshipsCsv', () => {
  it('writes the published relationship header and families of valid LEIs', async () => {
    const text = await relationships()
    expect(GLEIF_RELATIONSHIPS_HEADER).toHaveLength(54)
    expect(GLEIF_RELATIONSHIPS_HEADER.slice(0, 9)).toEqual([
      'Relationship.StartNode.NodeID',
      'Relationship.StartNode.NodeIDType',
      'Relationship.EndNode.NodeID',
      'Relationship.EndNode.NodeIDType',
      'Relationship.RelationshipType',
      'Relationship.RelationshipStatus',
      'Relationship.Period.1.startDate',
      'Relationship.Period.1.endDate',
      'Relationship.Period.1.periodType',
    ])
    expect(GLEIF_RELATIONSHIPS_HEADER.at(-1)).toBe('Registration.ValidationReference')
    allQuoted(text, 54)
    const { header, rows } = parseCsv(text)
    const records = rows.map((row) => byColumn(header, row))
    const entities = parseCsv(await level1())
    const category = new Map(entities.rows.map((row) => [row[0] ?? '', byColumn(entities.header, row)]))

    const direct = new Map<string, string>()
    const ultimate = new Map<string, string>()
    for (const record of records) {
      const child = record['Relationship.StartNode.NodeID'] ?? ''
      const parent = record['Relationship.EndNode.NodeID'] ?? ''
      expect(isValidLei(child) && isValidLei(parent)).toBe(true)
      expect(category.has(child) && category.has(parent)).toBe(true)
      expect(record['Relationship.StartNode.NodeIDType']).toBe('LEI')
      expect(record['Relationship.Period.1.periodType']).toBe('RELATIONSHIP_PERIOD')
      expect(record['Relationship.Period.1.startDate']).toMatch(TIMESTAMP)
      expect(['PUBLISHED', 'LAPSED']).toContain(record['Registration.RegistrationStatus'])
      if (record['Relationship.RelationshipStatus'] === 'INACTIVE') expect(record['Relationship.Period.1.endDate']).toMatch(TIMESTAMP)
      else expect(record['Relationship.Period.1.endDate']).toBe('')
      if (record['Relationship.RelationshipType'] === 'IS_DIRECTLY_CONSOLIDATED_BY') direct.set(child, parent)
      if (record['Relationship.RelationshipType'] === 'IS_ULTIMATELY_CONSOLIDATED_BY') ultimate.set(child, parent)
      if (record['Relationship.RelationshipType'] === 'IS_INTERNATIONAL_BRANCH_OF')
        expect(category.get(child)?.['Entity.EntityCategory']).toBe('BRANCH')
    }
    expect(direct.size).toBe(ultimate.size)
    // Grandchildren: some direct parents are not the ultimate one.
    expect([...direct].some(([child, parent]) => ultimate.get(child) !== parent)).toBe(true)
    // Families span countries.
    expect(
      [...direct].some(
        ([child, parent]) => category.get(child)?.['Entity.LegalAddress.Country'] !== category.get(parent)?.['Entity.LegalAddress.Country'],
      ),
    ).toBe(true)
    expect(records.some((record) => record['Relationship.RelationshipStatus'] === 'INACTIVE')).toBe(true)
    expect(records.some((record) => record['Relationship.RelationshipType'] === 'IS_INTERNATIONAL_BRANCH_OF')).toBe(true)
  })

  it('keeps families stable in the next month and ends the links of closed companies', async () => {
    const before = parseCsv(await relationships())
    const after = parseCsv(await relationships(2))
    const key = (row: readonly string[]): string => `${row[0]}>${row[2]}>${row[4]}`
    const later = new Map(after.rows.map((row) => [key(row), row]))
    for (const row of before.rows) expect(later.has(key(row))).toBe(true)
    const ended = before.rows.filter((row) => row[5] === 'ACTIVE' && later.get(key(row))?.[5] === 'INACTIVE')
    for (const row of ended) expect(later.get(key(row))?.[7]?.slice(0, 7)).toBe('2026-11')
    expect(editionStreamLength(COUNT, 2)).toBeGreaterThan(COUNT)
  })
})
