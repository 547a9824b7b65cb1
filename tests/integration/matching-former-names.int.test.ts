/**
 * Former and other names in the list matcher (issue 57), on this run's database (SQLite or
 * PostgreSQL): a Companies House file with a PreviousName and a GLEIF file with a trading name are
 * imported as the publishers write them, then rows are matched by the old name (B, "former name,
 * until 2019-03-01"), by the old name and its registration number (A), by the current name (A, no
 * former name), and by the old name with another company's number (never upgraded), through the
 * in-memory name index and through the database's indexes, and as the data API's POST /match
 * explains them.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqlRunnerFor } from '@/modules/db'
import { createRegistryCandidateSource, type MatchInput, type MatchOutcome, matchRecords, matchRows } from '@/modules/enrichment'
import { importSourceFile, leiFromBase, normalizeRegistrationNumber, registryStoreFor } from '@/modules/registry'

import { getTestPayload } from './payload'

const CH_COLUMNS = [
  'CompanyName',
  ' CompanyNumber',
  'RegAddress.AddressLine1',
  'RegAddress.PostTown',
  'RegAddress.PostCode',
  'CompanyCategory',
  'CompanyStatus',
  'CountryOfOrigin',
  'IncorporationDate',
  'URI',
  'PreviousName_1.CONDATE',
  ' PreviousName_1.CompanyName',
  'PreviousName_2.CONDATE',
  ' PreviousName_2.CompanyName',
]
const quoted = (values: string[]) => values.map((value) => `"${value.replace(/"/g, '""')}"`).join(',')
type ChRow = Partial<Record<string, string>>
const ch = (number: string, name: string, more: ChRow = {}): ChRow => ({
  CompanyName: name,
  CompanyNumber: number,
  'RegAddress.AddressLine1': '4 Harbourside',
  'RegAddress.PostTown': 'BRISTOL',
  'RegAddress.PostCode': 'BS1 5DB',
  CompanyCategory: 'Private Limited Company',
  CompanyStatus: 'Active',
  CountryOfOrigin: 'United Kingdom',
  IncorporationDate: '02/05/2012',
  URI: `http://business.data.gov.uk/id/company/${number}`,
  ...more,
})
const COMPANIES_HOUSE: ChRow[] = [
  ch('09710001', 'HARBOUR NORTH SYSTEMS LIMITED', {
    'PreviousName_1.CONDATE': '01/03/2019',
    'PreviousName_1.CompanyName': 'HARBOUR SOFTWORKS LIMITED',
    'PreviousName_2.CONDATE': '30/06/2015',
    'PreviousName_2.CompanyName': 'BRIGHTWATER CODE LIMITED',
  }),
  ch('09710003', 'LANTERN BAY TRADING LIMITED'),
]
const chFile = (rows: ChRow[]) =>
  [CH_COLUMNS.join(','), ...rows.map((row) => quoted(CH_COLUMNS.map((column) => row[column.trim()] ?? '')))].join('\r\n') + '\r\n'

const GLEIF_COLUMNS = [
  'LEI',
  'Entity.LegalName',
  'Entity.OtherEntityNames.OtherEntityName.1',
  'Entity.OtherEntityNames.OtherEntityName.1.type',
  'Entity.LegalAddress.FirstAddressLine',
  'Entity.LegalAddress.City',
  'Entity.LegalAddress.Country',
  'Entity.LegalAddress.PostalCode',
  'Entity.RegistrationAuthority.RegistrationAuthorityID',
  'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
  'Entity.LegalJurisdiction',
  'Entity.LegalForm.EntityLegalFormCode',
  'Entity.EntityStatus',
  'Registration.RegistrationStatus',
]
const GLEIF_ROW: Record<string, string> = {
  LEI: leiFromBase('529900000097100900'.slice(0, 16) + '00'),
  'Entity.LegalName': 'Möwenstein Beteiligungen GmbH',
  'Entity.OtherEntityNames.OtherEntityName.1': 'Möwenstein Hafenlogistik',
  'Entity.OtherEntityNames.OtherEntityName.1.type': 'TRADING_OR_OPERATING_NAME',
  'Entity.LegalAddress.FirstAddressLine': 'Kehrwieder 7',
  'Entity.LegalAddress.City': 'Hamburg',
  'Entity.LegalAddress.Country': 'DE',
  'Entity.LegalAddress.PostalCode': '20457',
  'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000243',
  'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': 'HRB 971090',
  'Entity.LegalJurisdiction': 'DE',
  'Entity.LegalForm.EntityLegalFormCode': '2HBR',
  'Entity.EntityStatus': 'ACTIVE',
  'Registration.RegistrationStatus': 'ISSUED',
}
const gleifFile = (rows: Record<string, string>[]) =>
  [quoted(GLEIF_COLUMNS), ...rows.map((row) => quoted(GLEIF_COLUMNS.map((column) => row[column] ?? '')))].join('\n') + '\n'

const RENAMED = { name: 'HARBOUR SOFTWORKS LIMITED', kind: 'previous', until: '2019-03-01' }

let payload: Payload
let directory = ''
const sql = () => sqlRunnerFor(payload)

async function companyId(country: string, number: string): Promise<number> {
  const [row] = await sql().query('SELECT id FROM registry_companies WHERE country = ? AND registration_number_normalized = ?', [
    country,
    normalizeRegistrationNumber(country, number),
  ])
  return Number(row!.id)
}

beforeAll(async () => {
  payload = await getTestPayload()
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'former-names-'))
  const store = registryStoreFor(payload)
  const chPath = path.join(directory, 'BasicCompanyDataAsOneFile-2026-11-01.csv')
  await fs.writeFile(chPath, chFile(COMPANIES_HOUSE))
  expect((await importSourceFile(store, { source: 'companies-house', files: [chPath] })).counts).toMatchObject({ new: 2, refused: 0 })
  const gleifPath = path.join(directory, '20261101-0800-gleif-goldencopy-lei2-golden-copy.csv')
  await fs.writeFile(gleifPath, gleifFile([GLEIF_ROW]))
  expect((await importSourceFile(store, { source: 'gleif', files: [gleifPath] })).counts).toMatchObject({ new: 1, refused: 0 })
  // Neighbours, so a name is never alone in the registry: one that took a word of the old name.
  await store.upsertCompanies([
    { country: 'gb', name: 'HARBOUR SOFTWARE SOLUTIONS LIMITED', registration_number: '09710005', status: 'active' },
    { country: 'gb', name: 'NORTHGATE SYSTEMS LIMITED', registration_number: '09710006', status: 'active' },
  ])
})

afterAll(async () => {
  await fs.rm(directory, { recursive: true, force: true })
})

type Matched = Extract<MatchOutcome, { matched: true }>
function matched(outcome: MatchOutcome | undefined): Matched {
  expect(outcome, JSON.stringify(outcome?.explain)).toMatchObject({ matched: true })
  return outcome as Matched
}

describe.each(['memory', 'database'] as const)('matching by a former or other name (%s name index)', (mode) => {
  const sourceFor = () => createRegistryCandidateSource(sql(), { mode, maxCompanies: 1_000_000 })

  it('finds a renamed company by its old name, graded B with the former name and its date', async () => {
    const source = sourceFor()
    const renamed = await companyId('gb', '09710001')
    const rows: MatchInput[] = [
      { country: 'United Kingdom', name: 'Harbour Softworks Limited' },
      { country: 'GB', name: 'Harbour Softworks Ltd.' },
      { country: 'GB', name: 'Harbour Softworks' },
      { name: 'HARBOUR SOFTWORKS LIMITED' },
    ]
    const outcomes = await matchRows(rows, source)
    if (mode === 'memory') expect(source.names.currentFormer?.size).toBeGreaterThanOrEqual(3)
    else expect(source.names.currentFormer).toBeNull()
    for (const outcome of outcomes) {
      const row = matched(outcome)
      expect(row).toMatchObject({
        companyId: renamed,
        grade: 'B',
        explain: { reasonCode: 'former_name', reason: 'former name, until 2019-03-01', formerName: RENAMED },
      })
      expect(row.explain.retrieval).toContain('name:former')
    }
    // An older name, with its own date.
    expect(matched((await matchRows([{ country: 'GB', name: 'Brightwater Code Ltd' }], source))[0])).toMatchObject({
      companyId: renamed,
      grade: 'B',
      explain: { reason: 'former name, until 2015-06-30' },
    })
  })

  it('grades the old name with its registration number A, and the current name A without a former name', async () => {
    const source = sourceFor()
    const renamed = await companyId('gb', '09710001')
    const [withNumber, current] = await matchRows(
      [
        { country: 'GB', name: 'Harbour Softworks Limited', registration_number: '9710001' },
        { country: 'GB', name: 'Harbour North Systems Limited' },
      ],
      source,
    )
    expect(matched(withNumber)).toMatchObject({
      companyId: renamed,
      grade: 'A',
      explain: { reasonCode: 'identifier_unique', formerName: RENAMED },
    })
    const today = matched(current)
    expect(today).toMatchObject({ companyId: renamed, grade: 'A', explain: { reasonCode: 'name_exact_unique' } })
    expect(today.explain.formerName).toBeUndefined()
    expect(today.explain.reason).not.toContain('former name')
  })

  it('never upgrades an old name whose registration number is another company’s', async () => {
    const source = sourceFor()
    const [outcome] = await matchRows([{ country: 'GB', name: 'Harbour Softworks Limited', registration_number: '09710003' }], source)
    const renamed = await companyId('gb', '09710001')
    if (outcome!.matched) {
      expect(outcome!.grade).toBe('C')
      expect(outcome!.explain.reasonCode).not.toBe('identifier_unique')
      // The company the number names, its name unlike the row's; or the renamed company, contradicted by the number.
      if (outcome!.companyId === renamed) expect(outcome!.explain.reasonCode).toBe('name_similar_identifiers_differ')
      else expect(outcome!.companyId).toBe(await companyId('gb', '09710003'))
    }
  })

  it('finds a company by a GLEIF trading name, graded B as an other name', async () => {
    const [outcome] = await matchRows([{ country: 'Germany', name: 'Möwenstein Hafenlogistik' }], sourceFor())
    expect(matched(outcome)).toMatchObject({
      companyId: await companyId('de', 'HRB 971090'),
      grade: 'B',
      explain: { reasonCode: 'other_name', reason: 'other name', formerName: { kind: 'other', until: null } },
    })
  })
})

describe('former names in memory', () => {
  it('leave names written since the build to the database until the index is rebuilt', async () => {
    const source = createRegistryCandidateSource(sql(), { mode: 'memory', maxCompanies: 1_000_000 })
    await matchRows([{ country: 'GB', name: 'Harbour Softworks Limited' }], source)
    expect(source.names.currentFormer).not.toBeNull()
    const lantern = await companyId('gb', '09710003')
    await sql().query(
      `INSERT INTO registry_former_names (company_id, country, source, kind, name, name_normalized, until) VALUES (?, 'gb', 'companies-house', 'previous', ?, ?, ?)`,
      [lantern, 'QUILLON MARITIME LIMITED', 'quillon maritime limited', '2021-07-15'],
    )
    const [outcome] = await matchRows([{ country: 'GB', name: 'Quillon Maritime Limited' }], source)
    expect(source.names.currentFormer).toBeNull()
    expect(matched(outcome)).toMatchObject({ companyId: lantern, grade: 'B', explain: { reason: 'former name, until 2021-07-15' } })
  })
})

describe('the data API’s explain (POST /match)', () => {
  it('carries the former name of a row matched by it, and none for the current name', async () => {
    const source = createRegistryCandidateSource(sql(), { mode: 'database', maxCompanies: 1_000_000 })
    const [old, current] = await matchRecords(sql(), source, [
      { country: 'GB', name: 'Harbour Softworks Limited' },
      { country: 'GB', name: 'Harbour North Systems Limited' },
    ])
    expect(old).toMatchObject({ grade: 'B', explain: { reason_code: 'former_name', former_name: RENAMED } })
    expect(old!.explain!.fields.find((field) => field.field === 'name')).toMatchObject({
      verdict: 'exact',
      input: 'Harbour Softworks Limited',
      registry: 'HARBOUR NORTH SYSTEMS LIMITED',
    })
    expect(current).toMatchObject({ grade: 'A', explain: { reason_code: 'name_exact_unique' } })
    expect(current!.explain).not.toHaveProperty('former_name')
  })
})
