/**
 * The register importers on this file's database (SQLite or PostgreSQL): files written here in the
 * publishers' own formats (Companies House with its leading-space headers and DD/MM/YYYY dates,
 * GLEIF level 1 and 2, SIRENE legal units with the head offices from the establishments file),
 * imported, imported again, then "next month's" file: counts, rejects with their lines, the change
 * feed and a webhook for a real change, provenance, families, and an import killed with SIGKILL
 * half-way that the same command finishes with every company once.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as familyRoute } from '@/app/api/public/v1/companies/[id]/family/route'
import { GET as profileRoute } from '@/app/api/public/v1/companies/[id]/route'
import { POST as matchRoute } from '@/app/api/public/v1/match/route'
import { POST as createWatchRoute } from '@/app/api/public/v1/monitoring/watches/route'
import { answerAgent } from '@/modules/agents'
import { dispatchRegistryChanges } from '@/modules/data-api'
import type { CompanyChangedEvent, Watch } from '@/modules/data-api/schemas'
import { sqlRunnerFor } from '@/modules/db'
import { deliverDueMessages, type OutboxDelivery } from '@/modules/outbox'
import {
  companyFamily,
  companyFormerNames,
  companySources,
  importSourceFile,
  leiFromBase,
  normalizeRegistrationNumber,
  registryStoreFor,
  sirenFromBase,
  sourceFigures,
} from '@/modules/registry'

import { call, type Handler, keyFor } from './data-api-calls'
import {
  COMPANIES_HOUSE_HEADER,
  GLEIF_LEVEL1_HEADER,
  GLEIF_RELATIONSHIPS_HEADER,
  quotedCsv,
  quotedRow,
} from '@/modules/registry/sources/writers'
import { sourceCells, sourcesOfCompanies } from '@/modules/registry/sources'
import { createEntityLinker, decideLinkReview } from '@/modules/register-links'

import { getTestPayload } from './payload'
import { type Receiver, startReceiver, verifiedEvent } from './webhook-receiver'

type ChRow = Partial<Record<string, string>>
const chFile = (rows: ChRow[], extra: string[] = []) => quotedCsv(COMPANIES_HOUSE_HEADER, rows, extra)

const ch = (number: string, name: string, more: ChRow = {}): ChRow => ({
  CompanyName: name,
  CompanyNumber: number,
  'RegAddress.AddressLine1': '12 Quay Street',
  'RegAddress.PostTown': 'BRISTOL',
  'RegAddress.PostCode': 'BS1 4DJ',
  CompanyCategory: 'Private Limited Company',
  CompanyStatus: 'Active',
  CountryOfOrigin: 'United Kingdom',
  IncorporationDate: '14/03/2011',
  'SICCode.SicText_1': '62012 - Business and domestic software development',
  URI: `http://business.data.gov.uk/id/company/${number}`,
  ...more,
})

const NOVEMBER: ChRow[] = [
  ch('09610001', 'QUAYSIDE LEDGER LIMITED'),
  ch('09610002', 'HARBOUR "NORTH" SYSTEMS, LIMITED', {
    'PreviousName_1.CONDATE': '01/03/2019',
    'PreviousName_1.CompanyName': 'HARBOUR SOFTWORKS LIMITED',
  }),
  ch('SC610003', 'THISTLE CÔTE LIMITED', { 'RegAddress.PostTown': 'EDINBURGH', 'RegAddress.PostCode': 'EH1 1AA' }),
  ch('09610004', 'WESTGATE MILLS LIMITED'),
]
const NOVEMBER_BROKEN = [
  ...[ch('', 'NO NUMBER LIMITED'), ch('09610009', 'IMPOSSIBLE DATE LIMITED', { IncorporationDate: '31/02/2019' })].map((row) =>
    quotedRow(COMPANIES_HOUSE_HEADER.map((column) => row[column.trim()] ?? '')),
  ),
  '"SHORT ROW LIMITED","09610010"',
]
const DECEMBER: ChRow[] = [
  ch('09610001', 'QUAYSIDE LEDGER LIMITED', {
    CompanyStatus: 'Liquidation',
    'RegAddress.AddressLine1': '1 Canal Road',
    'RegAddress.PostTown': 'LEEDS',
    'RegAddress.PostCode': 'LS1 6QH',
  }),
  ch('09610002', 'HARBOUR NORTH GROUP LIMITED', {
    'PreviousName_1.CONDATE': '02/12/2026',
    'PreviousName_1.CompanyName': 'HARBOUR "NORTH" SYSTEMS, LIMITED',
  }),
  ch('SC610003', 'THISTLE CÔTE LIMITED', { 'RegAddress.PostTown': 'EDINBURGH', 'RegAddress.PostCode': 'EH1 1AA' }),
  // 09610004 is gone from the register; 09610005 is new.
  ch('09610005', 'NEWQUAY BAKERY LIMITED'),
]

const lei = (seed: string) => leiFromBase(`5299${seed.padStart(12, '0')}`.slice(0, 16) + '00')
const QUAYSIDE_LEI = lei('9610001')
const PARENT_LEI = lei('9610090')
const ULTIMATE_LEI = lei('9610091')
const ABSENT_LEI = lei('9610092')

const gleifFile = (rows: Record<string, string>[]) => quotedCsv(GLEIF_LEVEL1_HEADER, rows)
const GLEIF_ROWS: Record<string, string>[] = [
  {
    LEI: QUAYSIDE_LEI,
    'Entity.LegalName': 'QUAYSIDE LEDGER LIMITED',
    'Entity.LegalAddress.FirstAddressLine': '12 Quay Street',
    'Entity.LegalAddress.City': 'Bristol',
    'Entity.LegalAddress.Country': 'GB',
    'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000585',
    'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': '09610001',
    'Entity.LegalJurisdiction': 'GB',
    'Entity.EntityStatus': 'ACTIVE',
    'Registration.RegistrationStatus': 'ISSUED',
  },
  {
    LEI: PARENT_LEI,
    'Entity.LegalName': 'Kesselring Beteiligungen GmbH',
    'Entity.OtherEntityNames.OtherEntityName.1': 'Kesselring Holding GmbH',
    'Entity.OtherEntityNames.OtherEntityName.1.type': 'PREVIOUS_LEGAL_NAME',
    'Entity.LegalAddress.FirstAddressLine': 'Hafenstraße 4',
    'Entity.LegalAddress.City': 'Hamburg',
    'Entity.LegalAddress.Country': 'DE',
    'Entity.LegalAddress.PostalCode': '20457',
    'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000243',
    'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': 'HRB 961090',
    'Entity.LegalJurisdiction': 'DE',
    'Entity.LegalForm.EntityLegalFormCode': '2HBR',
    'Entity.EntityStatus': 'ACTIVE',
    'Entity.EntityCreationDate': '1998-05-04T00:00:00+02:00',
  },
  {
    LEI: ULTIMATE_LEI,
    'Entity.LegalName': 'Kesselring Group Inc.',
    'Entity.LegalAddress.FirstAddressLine': '1 Market Street',
    'Entity.LegalAddress.City': 'Wilmington',
    'Entity.LegalAddress.Region': 'US-DE',
    'Entity.LegalAddress.Country': 'US',
    'Entity.LegalJurisdiction': 'US-DE',
    'Entity.EntityStatus': 'ACTIVE',
  },
  {
    LEI: QUAYSIDE_LEI.slice(0, 18) + '00',
    'Entity.LegalName': 'BROKEN CHECK DIGITS LTD',
    'Entity.LegalJurisdiction': 'GB',
    'Entity.EntityStatus': 'ACTIVE',
    'Entity.LegalAddress.Country': 'GB',
  },
]

const rr = (child: string, parent: string, type: string, status = 'ACTIVE', start = '2015-01-01T00:00:00Z', end = '') => ({
  'Relationship.StartNode.NodeID': child,
  'Relationship.StartNode.NodeIDType': 'LEI',
  'Relationship.EndNode.NodeID': parent,
  'Relationship.EndNode.NodeIDType': 'LEI',
  'Relationship.RelationshipType': type,
  'Relationship.RelationshipStatus': status,
  'Relationship.Period.1.startDate': start,
  'Relationship.Period.1.endDate': end,
  'Relationship.Period.1.periodType': 'RELATIONSHIP_PERIOD',
})
const RELATIONSHIPS = quotedCsv(GLEIF_RELATIONSHIPS_HEADER, [
  rr(QUAYSIDE_LEI, PARENT_LEI, 'IS_DIRECTLY_CONSOLIDATED_BY'),
  rr(QUAYSIDE_LEI, ULTIMATE_LEI, 'IS_ULTIMATELY_CONSOLIDATED_BY'),
  rr(PARENT_LEI, ULTIMATE_LEI, 'IS_DIRECTLY_CONSOLIDATED_BY'),
  rr(QUAYSIDE_LEI, ABSENT_LEI, 'IS_DIRECTLY_CONSOLIDATED_BY', 'INACTIVE', '2011-03-14T00:00:00Z', '2014-12-31T00:00:00Z'),
  rr(PARENT_LEI, ULTIMATE_LEI, 'IS_FUND-MANAGED_BY'),
  rr(PARENT_LEI, 'NOT-A-LEI', 'IS_DIRECTLY_CONSOLIDATED_BY'),
])

let payload: Payload
let directory = ''
let receiver: Receiver

async function write(name: string, text: string): Promise<string> {
  const file = path.join(directory, name)
  await fs.writeFile(file, text)
  return file
}

const sql = () => sqlRunnerFor(payload)
async function companyId(country: string, number: string): Promise<number> {
  const [row] = await sql().query('SELECT id FROM registry_companies WHERE country = ? AND registration_number_normalized = ?', [
    country,
    normalizeRegistrationNumber(country, number),
  ])
  return Number(row!.id)
}
async function company(country: string, number: string) {
  return (await registryStoreFor(payload).companyRecord(await companyId(country, number)))!
}
async function changesOf(id: number) {
  const rows = await sql().query('SELECT changes FROM registry_changes WHERE company_id = ? ORDER BY id', [id])
  return rows.map((row) => JSON.parse(String(row.changes)) as Record<string, unknown>)
}

beforeAll(async () => {
  payload = await getTestPayload()
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'registers-'))
  receiver = await startReceiver()
  process.env.WEBHOOK_TEST_HOSTS = receiver.host
})

afterAll(async () => {
  delete process.env.WEBHOOK_TEST_HOSTS
  await receiver.close()
  await fs.rm(directory, { recursive: true, force: true })
})

describe('Companies House, GLEIF and SIRENE importers', () => {
  it('imports a Companies House file with its quirks, refuses broken rows by line, and changes nothing the second time', async () => {
    const file = await write('BasicCompanyDataAsOneFile-2026-11-01.csv', chFile(NOVEMBER, NOVEMBER_BROKEN))
    const store = registryStoreFor(payload)
    const first = await importSourceFile(store, { source: 'companies-house', files: [file] })
    expect(first.counts).toMatchObject({ read: 7, new: 4, changed: 0, unchanged: 0, refused: 3, closed: 0 })
    expect(first).toMatchObject({ fileDate: '2026-11-01', inRegister: 4, finished: true })
    const rejects = (await fs.readFile(first.rejectsFile, 'utf8')).trim().split('\n')
    expect(rejects).toHaveLength(4)
    expect(rejects[1]).toMatch(/BasicCompanyDataAsOneFile-2026-11-01\.csv",6,"CompanyNumber is empty"/)
    expect(rejects[2]).toMatch(/,7,"IncorporationDate: ""31\/02\/2019"" is not a date/)
    expect(rejects[3]).toMatch(/,8,".*column/i)

    const harbour = await company('gb', '09610002')
    expect(harbour).toMatchObject({
      name: 'HARBOUR "NORTH" SYSTEMS, LIMITED',
      status: 'active',
      legal_form: 'Ltd',
      sic_code: '62012',
      industry: 'Information Technology & Telecoms',
      year_established: 2011,
      city: 'BRISTOL',
      source: 'companies-house',
      source_record_id: '09610002',
      source_date: '2026-11-01',
    })
    expect(await companyFormerNames(sql(), harbour.id)).toEqual([
      { name: 'HARBOUR SOFTWORKS LIMITED', kind: 'previous', until: '2019-03-01', source: 'companies-house' },
    ])
    expect((await company('gb', 'SC610003')).name).toBe('THISTLE CÔTE LIMITED')

    const again = await importSourceFile(store, { source: 'companies-house', files: [file] })
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 4, closed: 0, refused: 3 })
    expect(await sql().query('SELECT id FROM registry_changes')).toHaveLength(0)
  })

  it('joins a GLEIF entity to its Companies House company by RA000585, and keeps other entities as their own companies', async () => {
    const file = await write('20261101-0800-gleif-goldencopy-lei2-golden-copy.csv', gleifFile(GLEIF_ROWS))
    const summary = await importSourceFile(registryStoreFor(payload), { source: 'gleif', files: [file] })
    expect(summary.counts).toMatchObject({ new: 2, linked: 1, refused: 1 })
    const quayside = await company('gb', '09610001')
    // The register keeps its facts (name, address); GLEIF adds the LEI.
    expect(quayside).toMatchObject({ lei: QUAYSIDE_LEI, source: 'companies-house', city: 'BRISTOL' })
    const sources = await companySources(sql(), quayside.id)
    expect(sources.map((source) => [source.source, source.record_id])).toEqual([
      ['companies-house', '09610001'],
      ['gleif', QUAYSIDE_LEI],
    ])
    expect(sources[0]).toMatchObject({ licence: 'Open Government Licence v3.0', file_date: '2026-11-01', in_register: true })
    expect(sources[0]!.attribution).toContain('Open Government Licence')
    const parent = await company('de', 'HRB 961090')
    expect(parent).toMatchObject({
      name: 'Kesselring Beteiligungen GmbH',
      legal_form: 'GmbH',
      lei: PARENT_LEI,
      source: 'gleif',
      year_established: 1998,
    })
    expect(await companyFormerNames(sql(), parent.id)).toEqual([
      { name: 'Kesselring Holding GmbH', kind: 'previous', until: null, source: 'gleif' },
    ])
    // Without a registration number of its own, an entity is known by its LEI.
    expect(await company('us', ULTIMATE_LEI)).toMatchObject({ state: 'DE', name: 'Kesselring Group Inc.' })
  })

  it('builds the corporate family from the GLEIF relationships, inactive ones with their period', async () => {
    const file = await write('20261101-0800-gleif-goldencopy-rr-golden-copy.csv', RELATIONSHIPS)
    const summary = await importSourceFile(registryStoreFor(payload), { source: 'gleif-relationships', files: [file] })
    expect(summary.counts).toMatchObject({ new: 4, skipped: 1, refused: 1 })
    const quayside = await companyId('gb', '09610001')
    const family = await companyFamily(sql(), quayside)
    expect(family.direct_parent).toMatchObject({
      lei: PARENT_LEI,
      status: 'active',
      company: { name: 'Kesselring Beteiligungen GmbH', country: 'de' },
    })
    expect(family.ultimate_parent).toMatchObject({ lei: ULTIMATE_LEI, company: { name: 'Kesselring Group Inc.' } })
    expect(family.attribution).toContain('GLEIF')
    const parentFamily = await companyFamily(sql(), await companyId('de', 'HRB 961090'))
    expect(parentFamily.children).toEqual([
      expect.objectContaining({ lei: QUAYSIDE_LEI, relationship: 'direct', company: expect.objectContaining({ id: quayside }) }),
    ])
    const [inactive] = await sql().query('SELECT status, start_date, end_date FROM registry_relationships WHERE parent_lei = ?', [
      ABSENT_LEI,
    ])
    expect(inactive).toMatchObject({ status: 'inactive', start_date: '2011-03-14', end_date: '2014-12-31' })
  })

  it('answers "who owns …" with the group structure agent, and says so when a company has no family', async () => {
    const store = registryStoreFor(payload)
    const quayside = await companyId('gb', '09610001')
    const answer = await answerAgent(store, 'group_structure', quayside)
    expect(answer).toMatchObject({
      found: true,
      answer: {
        lei: QUAYSIDE_LEI,
        direct_parent: 'Kesselring Beteiligungen GmbH',
        ultimate_parent: 'Kesselring Group Inc.',
        source: expect.stringContaining('GLEIF'),
      },
    })
    expect(
      (answer!.answer as { relationships: { relationship: string; status: string; end_date: string | null }[] }).relationships,
    ).toEqual([
      expect.objectContaining({ relationship: 'direct_parent', name: 'Kesselring Beteiligungen GmbH', country: 'de', status: 'active' }),
      expect.objectContaining({ relationship: 'ultimate_parent', name: 'Kesselring Group Inc.', country: 'us' }),
    ])
    // The answer says where its facts come from, with each licence's attribution.
    expect(answer!.source.registers.map((register) => [register.source, register.record_id])).toEqual([
      ['companies-house', '09610001'],
      ['gleif', QUAYSIDE_LEI],
    ])
    expect(answer!.source.registers[0]!.attribution).toContain('Open Government Licence v3.0')
    const parent = await answerAgent(store, 'group_structure', await companyId('de', 'HRB 961090'))
    expect(parent).toMatchObject({
      found: true,
      answer: {
        direct_parent: 'Kesselring Group Inc.',
        relationships: expect.arrayContaining([expect.objectContaining({ relationship: 'subsidiary', lei: QUAYSIDE_LEI })]),
      },
    })
    const alone = await answerAgent(store, 'group_structure', await companyId('gb', 'SC610003'))
    expect(alone).toMatchObject({ found: false, answer: { lei: null, direct_parent: null, relationships: [] } })
  })

  it('answers the family and the provenance in the data API', async () => {
    const quayside = await companyId('gb', '09610001')
    const { key } = await keyFor(['profiles'])
    const family = await call(familyRoute as Handler, `/companies/${quayside}/family`, { key, id: quayside })
    expect(family.status, JSON.stringify(family.body)).toBe(200)
    expect(family.body.data).toMatchObject({
      company_id: quayside,
      lei: QUAYSIDE_LEI,
      direct_parent: { lei: PARENT_LEI, relationship: 'direct', status: 'active', start_date: '2015-01-01', end_date: null },
      ultimate_parent: { lei: ULTIMATE_LEI, company: { name: 'Kesselring Group Inc.' } },
      children: [],
      attribution: expect.stringContaining('GLEIF'),
    })
    const profile = await call(profileRoute as Handler, `/companies/${quayside}`, { key, id: quayside })
    expect(profile.status, JSON.stringify(profile.body)).toBe(200)
    expect(profile.body.data).toMatchObject({
      lei: QUAYSIDE_LEI,
      left_register_on: null,
      sources: [
        {
          source: 'companies-house',
          record_id: '09610001',
          licence: 'Open Government Licence v3.0',
          attribution: expect.stringContaining('Companies House'),
        },
        { source: 'gleif', record_id: QUAYSIDE_LEI, licence: 'CC0 1.0' },
      ],
      former_names: [],
    })
    const missing = await call(familyRoute as Handler, '/companies/987654321/family', { key, id: 987654321 })
    expect(missing.status).toBe(404)

    // A match says where the matched company's facts come from, with each licence's attribution.
    const { key: matchKey } = await keyFor(['match'])
    const match = await call(matchRoute as Handler, '/match', { key: matchKey, body: { name: 'Quayside Ledger Ltd', country: 'gb' } })
    expect(match.status, JSON.stringify(match.body)).toBe(200)
    expect(match.body.data).toMatchObject({
      company: { id: quayside },
      sources: [
        { source: 'companies-house', record_id: '09610001', attribution: expect.stringContaining('Open Government Licence') },
        { source: 'gleif', record_id: QUAYSIDE_LEI, attribution: expect.stringContaining('GLEIF') },
      ],
    })
    const miss = await call(matchRoute as Handler, '/match', { key: matchKey, body: { name: 'Zyxwv Nonexistent Widgets', country: 'gb' } })
    expect(miss.body.data).toMatchObject({ matched: false, sources: [] })

    // The export cells of an enriched list's row: each source's record and the licences' attributions.
    const cells = sourceCells((await sourcesOfCompanies(sql(), [quayside])).get(quayside) ?? [])
    expect(cells.data_sources).toBe(`Companies House 09610001, file of 2026-11-01; GLEIF ${QUAYSIDE_LEI}, file of 2026-11-01`)
    expect(cells.attribution).toContain('Open Government Licence v3.0 (Companies House)')
    expect(cells.attribution).toContain('Global Legal Entity Identifier Foundation')
    expect(sourceCells([])).toEqual({ data_sources: '', attribution: '' })
  })

  it('records next month’s real changes in the change feed, closes what left the register, and sends the webhook', async () => {
    const quayside = await companyId('gb', '09610001')
    const { key } = await keyFor(['monitoring'])
    const created = await call(createWatchRoute as Handler, '/monitoring/watches', {
      key,
      body: { company_id: quayside, webhook_url: receiver.url },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const watch = created.body.data as Watch & { webhook_secret: string }

    const file = await write('BasicCompanyDataAsOneFile-2026-12-01.csv', chFile(DECEMBER))
    const summary = await importSourceFile(registryStoreFor(payload), { source: 'companies-house', files: [file] })
    expect(summary.counts).toMatchObject({ new: 1, changed: 2, unchanged: 1, closed: 1, refused: 0 })
    expect(summary.inRegister).toBe(4)

    expect(await changesOf(quayside)).toEqual([
      {
        status: { from: 'active', to: 'liquidation' },
        address: {
          from: { street: '12 Quay Street', city: 'BRISTOL', postcode: 'BS1 4DJ', state: null },
          to: { street: '1 Canal Road', city: 'LEEDS', postcode: 'LS1 6QH', state: null },
        },
      },
    ])
    const harbour = await companyId('gb', '09610002')
    expect(await changesOf(harbour)).toEqual([{ name: { from: 'HARBOUR "NORTH" SYSTEMS, LIMITED', to: 'HARBOUR NORTH GROUP LIMITED' } }])
    expect((await companyFormerNames(sql(), harbour)).map((former) => former.name)).toEqual(['HARBOUR "NORTH" SYSTEMS, LIMITED'])
    const westgate = await company('gb', '09610004')
    expect(westgate).toMatchObject({ left_register_on: '2026-12-01', name: 'WESTGATE MILLS LIMITED' })
    expect(await changesOf(westgate.id)).toEqual([{ register: { from: 'in', to: 'left', on: '2026-12-01' } }])
    expect((await companySources(sql(), westgate.id))[0]).toMatchObject({ in_register: false, confirmed_on: null })

    expect(await dispatchRegistryChanges(payload)).toBe(1)
    await deliverDueMessages(payload, { mailer: { send: async () => {} }, marketingForms: null } satisfies OutboxDelivery)
    expect(receiver.received).toHaveLength(1)
    const event = verifiedEvent<CompanyChangedEvent>(watch.webhook_secret, receiver.received[0]!)
    expect(event.data).toMatchObject({
      company: { id: quayside, status: 'liquidation' },
      changes: { status: { from: 'active', to: 'liquidation' } },
    })

    const figures = await sourceFigures(sql())
    expect(figures.find((figure) => figure.source === 'companies-house')).toMatchObject({
      records: 4,
      file_date: '2026-12-01',
      licence: 'Open Government Licence v3.0',
    })
    expect(figures.find((figure) => figure.source === 'gleif')).toMatchObject({ records: 3, licence: 'CC0 1.0' })
  })

  it('imports SIRENE legal units with their head offices’ addresses, leaving out units not for publication', async () => {
    const siren = (seed: number) => sirenFromBase(String(96100000 + seed))
    const units = [
      'siren,statutDiffusionUniteLegale,dateCreationUniteLegale,sigleUniteLegale,prenom1UniteLegale,prenomUsuelUniteLegale,etatAdministratifUniteLegale,nomUniteLegale,nomUsageUniteLegale,denominationUniteLegale,categorieJuridiqueUniteLegale,activitePrincipaleUniteLegale,nomenclatureActivitePrincipaleUniteLegale,nicSiegeUniteLegale',
      `${siren(1)},O,2004-06-01,LBA,,,A,,,LES BOULANGERIES D'ARMOR,5710,10.71C,NAFRev2,00012`,
      `${siren(2)},O,1987-01-15,,,,C,,,ATELIERS VERNIER,5499,25.62B,NAFRev2,00024`,
      `${siren(3)},P,2019-09-09,,[ND],[ND],A,[ND],,,1000,96.02A,NAFRev2,00015`,
      `${siren(4)},O,2012-02-02,,MARIE,MARIE,A,DURAND,,,1000,74.10Z,NAFRev2,00017`,
      `${siren(5).slice(0, 8)}0,O,2012-02-02,,,,A,,,CLE FAUSSE SARL,5499,74.10Z,NAFRev2,00017`,
    ].join('\n')
    const establishments = [
      'siren,nic,siret,etablissementSiege,complementAdresseEtablissement,numeroVoieEtablissement,indiceRepetitionEtablissement,typeVoieEtablissement,libelleVoieEtablissement,codePostalEtablissement,libelleCommuneEtablissement',
      `${siren(1)},00012,${siren(1)}00012,true,,14,B,RUE,DU PORT,29200,BREST`,
      `${siren(1)},00020,${siren(1)}00020,false,,3,,AV,DE LA GARE,35000,RENNES`,
      `${siren(2)},00024,${siren(2)}00024,true,ZONE ARTISANALE,,,,,39100,DOLE`,
    ].join('\n')
    const unitsFile = await write('StockUniteLegale_utf8_2026-11-01.csv', units + '\n')
    const establishmentsFile = await write('StockEtablissement_utf8_2026-11-01.csv', establishments + '\n')
    const summary = await importSourceFile(registryStoreFor(payload), {
      source: 'sirene',
      files: [unitsFile],
      establishments: [establishmentsFile],
    })
    expect(summary.counts).toMatchObject({ new: 3, skipped: 1, refused: 1 })
    expect(await company('fr', siren(1))).toMatchObject({
      name: "LES BOULANGERIES D'ARMOR",
      street: '14B RUE DU PORT',
      city: 'BREST',
      postcode: '29200',
      status: 'active',
      legal_form: 'SAS',
      industry: 'Food & Beverage Production',
      source: 'sirene',
    })
    expect(await company('fr', siren(2))).toMatchObject({
      status: 'dissolved',
      street: 'ZONE ARTISANALE',
      city: 'DOLE',
      legal_form: 'SARL',
    })
    expect(await company('fr', siren(4))).toMatchObject({ name: 'MARIE DURAND' })
    expect((await sql().query('SELECT id FROM registry_companies WHERE registration_number_normalized = ?', [siren(3)])).length).toBe(0)
    expect((await companySources(sql(), await companyId('fr', siren(1))))[0]).toMatchObject({ licence: 'Licence Ouverte / Etalab 2.0' })
  })

  it('finishes an import killed with SIGKILL half-way with every company stored once', async () => {
    const rows = Array.from({ length: 24_000 }, (_, index) =>
      ch(`097${String(index).padStart(5, '0')}`, `KILLTEST ${index} TRADING LIMITED`),
    )
    const file = await write('BasicCompanyDataAsOneFile-2026-10-01.csv', chFile(rows))
    const command = ['--import', './scripts/node-loader.mjs', 'scripts/registry-import.ts', '--source', 'companies-house', '--file', file]
    const runImport = () => spawn(process.execPath, command, { env: process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })

    const killed = runImport()
    // Wait for a committed batch, then kill the whole process group (the SQLite command runs a child per slice).
    const deadline = Date.now() + 90_000
    let done = 0
    while (Date.now() < deadline) {
      const [row] = await sql().query("SELECT records_done FROM registry_import_runs WHERE source = 'companies-house' AND file_names = ?", [
        path.basename(file),
      ])
      done = Number(row?.records_done ?? 0)
      if (done > 0) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    process.kill(-killed.pid!, 'SIGKILL')
    await new Promise((resolve) => killed.once('exit', resolve))
    expect(done).toBeGreaterThan(0)
    expect(done).toBeLessThan(rows.length)

    const resumed = runImport()
    let output = ''
    resumed.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    resumed.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise((resolve) => resumed.once('exit', resolve))
    expect(code, output).toBe(0)
    expect(output).toMatch(/resumed after row/)
    const [stored] = await sql().query(
      "SELECT count(*) AS n, count(DISTINCT registration_number_normalized) AS distinct_numbers FROM registry_companies WHERE name LIKE 'KILLTEST %'",
    )
    expect(Number(stored!.n)).toBe(rows.length)
    expect(Number(stored!.distinct_numbers)).toBe(rows.length)
    const [sources] = await sql().query(
      "SELECT count(*) AS n FROM registry_company_sources WHERE source = 'companies-house' AND record_id LIKE '097%'",
    )
    expect(Number(sources!.n)).toBe(rows.length)
  }, 240_000)

  it('links GLEIF entities of other authorities by the matcher: A joins, an A the address contradicts waits for review in /admin', async () => {
    const store = registryStoreFor(payload)
    const register = await write(
      'BasicCompanyData-2026-11-20-part1_1.csv',
      chFile([
        ch('09620001', 'ORCHARD LANE BREWING LIMITED', { 'RegAddress.PostTown': 'BRISTOL', 'RegAddress.PostCode': 'BS1 4DJ' }),
        ch('09620003', 'MARLOWE ANALYTICS LIMITED', { 'RegAddress.PostTown': 'LONDON', 'RegAddress.PostCode': 'EC1A 1BB' }),
      ]),
    )
    await importSourceFile(store, { source: 'companies-house', files: [register], fullFile: false })
    const entity = (seed: string, name: string, city: string, postcode: string, country = 'GB') => ({
      LEI: lei(seed),
      'Entity.LegalName': name,
      'Entity.LegalAddress.FirstAddressLine': '1 High Street',
      'Entity.LegalAddress.City': city,
      'Entity.LegalAddress.PostalCode': postcode,
      'Entity.LegalAddress.Country': country,
      // A register this site does not load: only the matcher can link these.
      'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA999999',
      'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': `X${seed}`,
      'Entity.LegalJurisdiction': country,
      'Entity.EntityStatus': 'ACTIVE',
    })
    const gleif = await write(
      '20261120-0800-gleif-goldencopy-lei2-golden-copy.csv',
      gleifFile([
        entity('9620001', 'Orchard Lane Brewing Limited', 'Bristol', 'BS1 4DJ'),
        entity('9620003', 'Marlowe Analytics Limited', 'Manchester', 'M1 1AE'),
        entity('9620004', 'Zyxwvut Quantum Holdings Limited', 'Leeds', 'LS1 1AA'),
        entity('9620005', 'Orchard Lane Brewing GmbH', 'Berlin', '10115', 'DE'),
      ]),
    )
    const linker = () => createEntityLinker(sql())
    const first = await importSourceFile(store, { source: 'gleif', files: [gleif], fullFile: false, linkEntities: linker() })
    expect(first.counts).toMatchObject({ new: 3, matched: 1, review: 1, refused: 0 })
    expect(first.links).toEqual({ entities: 4, byAuthority: 0, byMatcher: 1, forReview: 1, unlinked: 2 })

    // A: one company with both records; the register keeps its facts, GLEIF adds the LEI.
    const orchard = await company('gb', '09620001')
    expect(orchard).toMatchObject({ lei: lei('9620001'), source: 'companies-house', name: 'ORCHARD LANE BREWING LIMITED' })
    expect((await companySources(sql(), orchard.id)).map((source) => source.source)).toEqual(['companies-house', 'gleif'])
    expect(await sql().query('SELECT id FROM registry_companies WHERE registration_number = ?', ['X9620001'])).toHaveLength(0)

    // Same name, other town and postcode: kept apart, listed for review.
    const marlowe = await company('gb', '09620003')
    expect(marlowe.lei).toBeNull()
    const reviews = await sql().query('SELECT * FROM register_link_reviews WHERE lei = ?', [lei('9620003')])
    expect(reviews).toHaveLength(1)
    const review = reviews[0]!
    expect(review).toMatchObject({
      status: 'pending',
      grade: 'A',
      candidate_name: 'MARLOWE ANALYTICS LIMITED',
      candidate_number: '09620003',
    })
    expect(Number(review.candidate_company)).toBe(marlowe.id)
    expect(String(review.reason)).toMatch(/addresses differ/)
    const entityCompany = Number(review.entity_company)
    expect((await registryStoreFor(payload).companyRecord(entityCompany))?.lei).toBe(lei('9620003'))

    // An editor says they are the same company: one company, the LEI and the GLEIF record on the register's.
    await expect(decideLinkReview(sql(), Number(review.id), 'same')).resolves.toBe('same')
    await expect(decideLinkReview(sql(), Number(review.id), 'different')).rejects.toThrow(/already decided/)
    expect(await registryStoreFor(payload).companyRecord(entityCompany)).toBeNull()
    expect((await company('gb', '09620003')).lei).toBe(lei('9620003'))
    expect((await companySources(sql(), marlowe.id)).map((source) => [source.source, source.record_id])).toEqual([
      ['companies-house', '09620003'],
      ['gleif', lei('9620003')],
    ])

    // The same file again: every entity is known where it now lives, nothing changes and nothing is listed twice.
    const again = await importSourceFile(store, { source: 'gleif', files: [gleif], fullFile: false, linkEntities: linker() })
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 4, matched: 0, review: 0 })
    expect(await sql().query('SELECT id FROM register_link_reviews WHERE lei = ?', [lei('9620003')])).toHaveLength(1)
  })
})
