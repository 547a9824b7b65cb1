import { describe, expect, it } from 'vitest'

import { generateCompanies } from '../../generator'
import { isLuhnValid, isValidSiren } from '../../identifiers'
import { byColumn, CollectedOutput, parseCsv } from './collect-output.test-support'
import { editionStreamLength } from './editions'
import {
  nafOf,
  SIRENE_CATEGORIES_JURIDIQUES,
  SIRENE_ETABLISSEMENTS_HEADER,
  SIRENE_UNITES_LEGALES_HEADER,
  sireneAddress,
  sireneDenomination,
  writeSireneEtablissementsCsv,
  writeSireneUnitesLegalesCsv,
} from './sirene'

const SEED = 9
const COUNT = 3000
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

async function units(edition = 1): Promise<string> {
  const output = new CollectedOutput()
  const companies = generateCompanies({ count: editionStreamLength(COUNT, edition), seed: SEED, countries: ['fr'] })
  await writeSireneUnitesLegalesCsv(companies, output, { seed: SEED, edition, baseCount: COUNT })
  return output.text()
}

async function establishments(edition = 1): Promise<string> {
  const output = new CollectedOutput()
  const companies = generateCompanies({ count: editionStreamLength(COUNT, edition), seed: SEED, countries: ['fr'] })
  await writeSireneEtablissementsCsv(companies, output, { seed: SEED, edition, baseCount: COUNT })
  return output.text()
}

describe('writeSireneUnitesLegalesCsv', () => {
  it('writes INSEE’s header and gives back the generator’s SIRENs and names', async () => {
    const text = await units()
    expect(text.split('\n')[0]).toBe(SIRENE_UNITES_LEGALES_HEADER.join(','))
    expect(SIRENE_UNITES_LEGALES_HEADER).toHaveLength(35)
    expect(SIRENE_UNITES_LEGALES_HEADER.slice(-4)).toEqual([
      'economieSocialeSolidaireUniteLegale',
      'societeMissionUniteLegale',
      'caractereEmployeurUniteLegale',
      'activitePrincipaleNAF25UniteLegale',
    ])
    expect(text).not.toContain('\r')
    const { header, rows } = parseCsv(text)
    const companies = [...generateCompanies({ count: COUNT, seed: SEED, countries: ['fr'] })]
    expect(rows).toHaveLength(COUNT)
    rows.forEach((row, index) => {
      const record = byColumn(header, row)
      const company = companies[index]
      if (!company) throw new Error('missing company')
      expect(record.siren).toBe(company.registration_number)
      expect(isValidSiren(record.siren ?? '')).toBe(true)
      expect(record.denominationUniteLegale).toBe(sireneDenomination(company.name, company.legal_form))
      expect(record.categorieJuridiqueUniteLegale).toBe(SIRENE_CATEGORIES_JURIDIQUES[company.legal_form])
      expect(record.activitePrincipaleUniteLegale).toBe(nafOf(company.sic_code))
      expect(record.activitePrincipaleUniteLegale).toMatch(/^\d{2}\.\d{2}[A-Z]$/)
      expect(record.etatAdministratifUniteLegale).toBe(company.status === 'dissolved' ? 'C' : 'A')
      expect(record.statutDiffusionUniteLegale).toBe('O')
      for (const column of ['dateCreationUniteLegale', 'dateDebut']) expect(record[column]).toMatch(ISO_DATE)
      expect(record.dateDernierTraitementUniteLegale).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
      expect(record.nicSiegeUniteLegale).toMatch(/^\d{5}$/)
      expect(isLuhnValid(`${record.siren}${record.nicSiegeUniteLegale}`)).toBe(true)
    })
    // Names with a comma are quoted, the rest are not.
    expect(
      text
        .split('\n')
        .slice(1, 200)
        .every((line) => !line.startsWith('"')),
    ).toBe(true)
  })

  it('marks the next month’s closures, renames and head-office transfers, and adds new units', async () => {
    const before = parseCsv(await units())
    const after = parseCsv(await units(2))
    const earlier = new Map(before.rows.map((row) => [row[0] ?? '', byColumn(before.header, row)]))
    expect(after.rows.length).toBeGreaterThan(before.rows.length)
    let ceased = 0
    let renamed = 0
    let transferred = 0
    for (const row of after.rows) {
      const now = byColumn(after.header, row)
      const old = earlier.get(now.siren ?? '')
      if (!old) {
        expect(now.dateCreationUniteLegale?.slice(0, 7)).toBe('2026-11')
        continue
      }
      if (old.etatAdministratifUniteLegale === 'A' && now.etatAdministratifUniteLegale === 'C') {
        ceased += 1
        expect(now.dateDebut?.slice(0, 7)).toBe('2026-11')
      }
      if (now.denominationUniteLegale !== old.denominationUniteLegale) renamed += 1
      if (now.nicSiegeUniteLegale !== old.nicSiegeUniteLegale) transferred += 1
      if (now.denominationUniteLegale !== old.denominationUniteLegale || now.nicSiegeUniteLegale !== old.nicSiegeUniteLegale) {
        expect(Number(now.nombrePeriodesUniteLegale)).toBeGreaterThan(Number(old.nombrePeriodesUniteLegale))
      }
    }
    expect(ceased).toBeGreaterThan(0)
    expect(renamed).toBeGreaterThan(0)
    expect(transferred).toBeGreaterThan(0)
  })
})

describe('writeSireneEtablissementsCsv', () => {
  it('writes INSEE’s header, Luhn-valid SIRETs and one open head office per active unit', async () => {
    const text = await establishments()
    expect(text.split('\n')[0]).toBe(SIRENE_ETABLISSEMENTS_HEADER.join(','))
    expect(SIRENE_ETABLISSEMENTS_HEADER).toHaveLength(54)
    expect(SIRENE_ETABLISSEMENTS_HEADER.slice(9, 18)).toEqual([
      'etablissementSiege',
      'nombrePeriodesEtablissement',
      'complementAdresseEtablissement',
      'numeroVoieEtablissement',
      'indiceRepetitionEtablissement',
      'dernierNumeroVoieEtablissement',
      'indiceRepetitionDernierNumeroVoieEtablissement',
      'typeVoieEtablissement',
      'libelleVoieEtablissement',
    ])
    const { header, rows } = parseCsv(text)
    const unitRows = parseCsv(await units())
    const unitsBySiren = new Map(unitRows.rows.map((row) => [row[0] ?? '', byColumn(unitRows.header, row)]))
    expect(rows.length).toBeGreaterThan(COUNT)
    const openHeads = new Map<string, string>()
    const sirets = new Set<string>()
    for (const row of rows) {
      const record = byColumn(header, row)
      expect(record.siret).toBe(`${record.siren}${record.nic}`)
      expect(isLuhnValid(record.siret ?? '')).toBe(true)
      sirets.add(record.siret ?? '')
      expect(['true', 'false']).toContain(record.etablissementSiege)
      expect(['A', 'F']).toContain(record.etatAdministratifEtablissement)
      expect(record.dateCreationEtablissement).toMatch(ISO_DATE)
      expect(record.codePostalEtablissement).toMatch(/^\d{5}$/)
      expect(['', 'RUE', 'AV', 'BD', 'PL', 'ALL', 'CHE', 'IMP', 'QUAI']).toContain(record.typeVoieEtablissement)
      if (record.etablissementSiege === 'true' && record.etatAdministratifEtablissement === 'A')
        openHeads.set(record.siren ?? '', record.nic ?? '')
    }
    expect(sirets.size).toBe(rows.length)
    for (const [siren, unit] of unitsBySiren) {
      if (unit.etatAdministratifUniteLegale === 'A') expect(openHeads.get(siren)).toBe(unit.nicSiegeUniteLegale)
      else expect(openHeads.has(siren)).toBe(false)
    }
  })

  it('splits a generator street into INSEE’s address fields', () => {
    expect(sireneAddress('53 bis avenue de la Gare, ZA des Portes', '69007', 'Lyon')).toEqual({
      complement: 'ZA DES PORTES',
      number: '53',
      repetition: 'B',
      streetType: 'AV',
      streetName: 'DE LA GARE',
      postcode: '69007',
      town: 'LYON 7EME',
      townCode: '69387',
    })
    expect(sireneAddress('8 allée Émile Zola', '75116', 'Paris')).toMatchObject({
      streetType: 'ALL',
      streetName: 'EMILE ZOLA',
      town: 'PARIS 16',
      townCode: '75116',
    })
  })

  it('is deterministic', async () => {
    expect(await establishments()).toBe(await establishments())
  })
})
