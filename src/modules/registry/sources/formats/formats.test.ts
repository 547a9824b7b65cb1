import { describe, expect, it } from 'vitest'

import { leiFromBase, sirenFromBase } from '../../identifiers'
import { csvRow } from '../read-csv-records'
import { companiesHouseFormat } from './companies-house'
import { gleifFormat } from './gleif'
import { gleifRelationshipsFormat } from './gleif-relationships'
import { sireneFormat, sireneHeadOfficeAddress } from './sirene'

const LEI = leiFromBase('529900T8BM49AURSDO')
const PARENT = leiFromBase('5493001KJTIIGC8Y1R')

describe('Companies House rows', () => {
  const row = (more: Record<string, string> = {}) =>
    csvRow({
      CompanyName: 'QUAYSIDE LEDGER LIMITED',
      CompanyNumber: '09610001',
      'RegAddress.POBox': '',
      'RegAddress.AddressLine1': '12 Quay Street',
      'RegAddress.AddressLine2': 'Floor 2',
      'RegAddress.PostTown': 'BRISTOL',
      'RegAddress.PostCode': 'BS1 4DJ',
      CompanyCategory: 'Private Limited Company',
      CompanyStatus: 'Active - Proposal to Strike off',
      IncorporationDate: '14/03/2011',
      'SICCode.SicText_1': '62012 - Business and domestic software development',
      'PreviousName_1.CONDATE': '01/03/2019',
      'PreviousName_1.CompanyName': 'QUAYSIDE SOFTWORKS LIMITED',
      'PreviousName_2.CONDATE': '',
      'PreviousName_2.CompanyName': '',
      ...more,
    })

  it('reads a company with its address, category, status, SIC code, year and former names', () => {
    expect(companiesHouseFormat.readRow(row())).toEqual({
      record: {
        kind: 'company',
        recordId: '09610001',
        authority: 'register',
        formerNames: [{ name: 'QUAYSIDE SOFTWORKS LIMITED', kind: 'previous', until: '2019-03-01' }],
        company: {
          country: 'gb',
          registration_number: '09610001',
          name: 'QUAYSIDE LEDGER LIMITED',
          street: '12 Quay Street, Floor 2',
          city: 'BRISTOL',
          postcode: 'BS1 4DJ',
          status: 'active',
          legal_form: 'Ltd',
          sic_code: '62012',
          sic_description: 'Business and domestic software development',
          industry: 'Information Technology & Telecoms',
          year_established: 2011,
        },
      },
    })
  })

  it('refuses a row without a number, with a number of no Companies House shape, a name missing or an impossible date', () => {
    expect(companiesHouseFormat.readRow(row({ CompanyNumber: ' ' }))).toEqual({ error: 'CompanyNumber is empty' })
    expect(companiesHouseFormat.readRow(row({ CompanyNumber: 'ABC' }))).toEqual({
      error: 'CompanyNumber: "ABC" is not a Companies House number',
    })
    expect(companiesHouseFormat.readRow(row({ CompanyName: '' }))).toEqual({ error: 'CompanyName is empty' })
    expect(companiesHouseFormat.readRow(row({ IncorporationDate: '31/02/2019' }))).toEqual({
      error: 'IncorporationDate: "31/02/2019" is not a date (DD/MM/YYYY)',
    })
    expect(companiesHouseFormat.readRow(row({ 'PreviousName_1.CONDATE': '2019-03-01' }))).toMatchObject({
      error: /PreviousName_1\.CONDATE/,
    })
  })

  it('keeps Scottish and other prefixed numbers in capitals, and a company without a SIC code', () => {
    const reading = companiesHouseFormat.readRow(row({ CompanyNumber: 'sc610003', 'SICCode.SicText_1': 'None Supplied' }))
    expect(reading).toMatchObject({ record: { recordId: 'SC610003', company: { sic_code: null, industry: null } } })
  })
})

describe('GLEIF level 1 rows', () => {
  const row = (more: Record<string, string> = {}) =>
    csvRow({
      LEI,
      'Entity.LegalName': 'QUAYSIDE LEDGER LIMITED',
      'Entity.OtherEntityNames.OtherEntityName.1': 'QUAYSIDE SOFTWORKS LIMITED',
      'Entity.OtherEntityNames.OtherEntityName.1.type': 'PREVIOUS_LEGAL_NAME',
      'Entity.OtherEntityNames.OtherEntityName.2': 'Quayside',
      'Entity.OtherEntityNames.OtherEntityName.2.type': 'TRADING_OR_OPERATING_NAME',
      'Entity.LegalAddress.FirstAddressLine': '12 Quay Street',
      'Entity.LegalAddress.AdditionalAddressLine.1': 'Floor 2',
      'Entity.LegalAddress.City': 'Bristol',
      'Entity.LegalAddress.Country': 'GB',
      'Entity.LegalAddress.PostalCode': 'BS1 4DJ',
      'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000585',
      'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': '09610001',
      'Entity.LegalJurisdiction': 'GB',
      'Entity.LegalForm.EntityLegalFormCode': 'H0PO',
      'Entity.EntityStatus': 'ACTIVE',
      'Entity.EntityCreationDate': '2011-03-14T00:00:00.000Z',
      'Registration.RegistrationStatus': 'ISSUED',
      ...more,
    })

  it('gives an entity of a loaded register that register’s country and number, with its LEI and names', () => {
    expect(gleifFormat.readRow(row())).toEqual({
      record: {
        kind: 'company',
        recordId: LEI,
        authority: 'lei',
        registerLink: 'companies-house',
        formerNames: [
          { name: 'QUAYSIDE SOFTWORKS LIMITED', kind: 'previous', until: null },
          { name: 'Quayside', kind: 'other', until: null },
        ],
        company: {
          country: 'gb',
          state: null,
          registration_number: '09610001',
          name: 'QUAYSIDE LEDGER LIMITED',
          street: '12 Quay Street, Floor 2',
          city: 'Bristol',
          postcode: 'BS1 4DJ',
          status: 'active',
          legal_form: 'Ltd',
          year_established: 2011,
          lei: LEI,
        },
      },
    })
  })

  it('reads an inactive entity as dissolved when GLEIF gives DISSOLVED as the reason, and links no register for other authorities', () => {
    const status = (more: Record<string, string>) => {
      const reading = gleifFormat.readRow(row(more))
      return 'record' in reading && reading.record.kind === 'company' ? reading.record.company.status : undefined
    }
    expect(status({ 'Entity.EntityStatus': 'INACTIVE', 'Entity.EntityExpirationReason': 'DISSOLVED' })).toBe('dissolved')
    expect(status({ 'Entity.EntityStatus': 'INACTIVE', 'Entity.EntityExpirationReason': 'OTHER' })).toBe('inactive')
    expect(status({ 'Entity.EntityStatus': 'INACTIVE' })).toBe('inactive')
    const other = gleifFormat.readRow(row({ 'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000243' }))
    expect('record' in other && other.record.kind === 'company' && other.record.registerLink).toBeUndefined()
  })

  it('writes a SIREN without its spaces, keeps a US state, and knows an entity without a number by its LEI', () => {
    const french = gleifFormat.readRow(
      row({
        'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000189',
        'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': '552 100 554',
        'Entity.LegalJurisdiction': 'FR',
      }),
    )
    expect(french).toMatchObject({ record: { company: { country: 'fr', registration_number: '552100554' } } })
    const delaware = gleifFormat.readRow(
      row({
        'Entity.RegistrationAuthority.RegistrationAuthorityID': '',
        'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': '',
        'Entity.LegalJurisdiction': 'US-DE',
      }),
    )
    expect(delaware).toMatchObject({ record: { company: { country: 'us', state: 'DE', registration_number: LEI } } })
  })

  it('refuses an LEI that fails its check digits, and an entity without a name or a country', () => {
    expect(gleifFormat.readRow(row({ LEI: `${LEI.slice(0, 18)}00` }))).toMatchObject({ error: /fails the ISO 17442 check digits/ })
    expect(gleifFormat.readRow(row({ 'Entity.LegalName': '' }))).toEqual({ error: 'Entity.LegalName is empty' })
    expect(gleifFormat.readRow(row({ 'Entity.LegalJurisdiction': 'XX1', 'Entity.LegalAddress.Country': '' }))).toMatchObject({
      error: /is not a country/,
    })
  })
})

describe('GLEIF relationship rows', () => {
  const row = (more: Record<string, string> = {}) =>
    csvRow({
      'Relationship.StartNode.NodeID': LEI,
      'Relationship.EndNode.NodeID': PARENT,
      'Relationship.RelationshipType': 'IS_ULTIMATELY_CONSOLIDATED_BY',
      'Relationship.RelationshipStatus': 'INACTIVE',
      'Relationship.Period.1.startDate': '2018-01-01T00:00:00.000Z',
      'Relationship.Period.1.endDate': '2018-12-31T00:00:00.000Z',
      'Relationship.Period.1.periodType': 'ACCOUNTING_PERIOD',
      'Relationship.Period.2.startDate': '2012-05-01T00:00:00.000Z',
      'Relationship.Period.2.endDate': '2020-06-30T00:00:00.000Z',
      'Relationship.Period.2.periodType': 'RELATIONSHIP_PERIOD',
      ...more,
    })

  it('reads the child, the parent, the kind, the status and the relationship period', () => {
    expect(gleifRelationshipsFormat.readRow(row())).toEqual({
      record: {
        kind: 'relationship',
        recordId: `${LEI}>${PARENT}>ultimate`,
        childLei: LEI,
        parentLei: PARENT,
        relation: 'ultimate',
        status: 'inactive',
        startDate: '2012-05-01',
        endDate: '2020-06-30',
      },
    })
    expect(gleifRelationshipsFormat.readRow(row({ 'Relationship.RelationshipType': 'IS_INTERNATIONAL_BRANCH_OF' }))).toMatchObject({
      record: { relation: 'branch' },
    })
  })

  it('skips links that are not family links and refuses broken ones', () => {
    expect(gleifRelationshipsFormat.readRow(row({ 'Relationship.RelationshipType': 'IS_FUND-MANAGED_BY' }))).toEqual({
      skip: 'relationship type IS_FUND-MANAGED_BY is not a family link',
    })
    expect(gleifRelationshipsFormat.readRow(row({ 'Relationship.EndNode.NodeID': 'NOT-AN-LEI' }))).toMatchObject({ error: /EndNode/ })
    expect(gleifRelationshipsFormat.readRow(row({ 'Relationship.EndNode.NodeID': LEI }))).toEqual({
      error: 'the relationship links an entity to itself',
    })
    expect(gleifRelationshipsFormat.readRow(row({ 'Relationship.RelationshipStatus': 'PENDING' }))).toMatchObject({
      error: /ACTIVE or INACTIVE/,
    })
  })
})

describe('SIRENE rows', () => {
  const siren = sirenFromBase('96100001')
  const unit = (more: Record<string, string> = {}) =>
    csvRow({
      siren,
      statutDiffusionUniteLegale: 'O',
      dateCreationUniteLegale: '2004-06-01',
      sigleUniteLegale: 'LBA',
      etatAdministratifUniteLegale: 'A',
      denominationUniteLegale: "LES BOULANGERIES D'ARMOR",
      categorieJuridiqueUniteLegale: '5710',
      activitePrincipaleUniteLegale: '10.71C',
      nomenclatureActivitePrincipaleUniteLegale: 'NAFRev2',
      ...more,
    })

  it('reads a legal unit with its acronym as another name', () => {
    expect(sireneFormat.readRow(unit())).toMatchObject({
      record: {
        recordId: siren,
        authority: 'register',
        formerNames: [{ name: 'LBA', kind: 'other', until: null }],
        company: {
          country: 'fr',
          name: "LES BOULANGERIES D'ARMOR",
          status: 'active',
          legal_form: 'SAS',
          sic_code: '10.71C',
          industry: 'Food & Beverage Production',
          year_established: 2004,
        },
      },
    })
  })

  it('names a sole trader, leaves out one not for publication, and keeps an old nomenclature’s code without an industry', () => {
    expect(
      sireneFormat.readRow(
        unit({ denominationUniteLegale: '', prenomUsuelUniteLegale: 'MARIE', nomUniteLegale: 'DURAND', sigleUniteLegale: '' }),
      ),
    ).toMatchObject({
      record: { company: { name: 'MARIE DURAND' } },
    })
    expect(sireneFormat.readRow(unit({ denominationUniteLegale: '', statutDiffusionUniteLegale: 'P', nomUniteLegale: '[ND]' }))).toEqual({
      skip: 'not for publication (statutDiffusion P)',
    })
    expect(
      sireneFormat.readRow(unit({ nomenclatureActivitePrincipaleUniteLegale: 'NAFRev1', activitePrincipaleUniteLegale: '15.8C' })),
    ).toMatchObject({
      record: { company: { sic_code: '15.8C', industry: null } },
    })
    expect(sireneFormat.readRow(unit({ siren: `${siren.slice(0, 8)}${(Number(siren[8]) + 1) % 10}` }))).toMatchObject({ error: /Luhn/ })
  })

  it('takes the head office’s address from its establishment and nothing from the others', () => {
    const establishment = {
      siren,
      etablissementSiege: 'true',
      complementAdresseEtablissement: 'ZONE DU PORT',
      numeroVoieEtablissement: '14',
      indiceRepetitionEtablissement: 'B',
      typeVoieEtablissement: 'RUE',
      libelleVoieEtablissement: 'DU PORT',
      codePostalEtablissement: '29200',
      libelleCommuneEtablissement: 'BREST',
    }
    expect(sireneHeadOfficeAddress(csvRow(establishment))).toEqual({
      siren,
      street: 'ZONE DU PORT, 14B RUE DU PORT',
      city: 'BREST',
      postcode: '29200',
    })
    expect(sireneHeadOfficeAddress(csvRow({ ...establishment, etablissementSiege: 'false' }))).toBeNull()
    expect(
      sireneHeadOfficeAddress(
        csvRow({
          ...establishment,
          numeroVoieEtablissement: '[ND]',
          libelleVoieEtablissement: '[ND]',
          typeVoieEtablissement: '[ND]',
          complementAdresseEtablissement: '',
        }),
      ),
    ).toMatchObject({
      street: null,
      city: 'BREST',
    })
  })
})
