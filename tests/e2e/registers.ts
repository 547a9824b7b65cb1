import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { E2E_DATA_DIR, E2E_ENV } from './e2e-env'

/**
 * Loads a register file into the running e2e site's database with the operator's own command
 * (`npm run registry:import -- --source … --file …`), as an operator of the site would.
 */
export function importRegister(source: 'companies-house' | 'gleif' | 'gleif-relationships', fileName: string, contents: string): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-register-'))
  const file = path.join(directory, fileName)
  fs.writeFileSync(file, contents)
  const dataDir = path.resolve(E2E_DATA_DIR)
  const result = spawnSync(
    process.execPath,
    ['--import', './scripts/node-loader.mjs', 'scripts/registry-import.ts', '--source', source, '--file', file],
    {
      env: {
        ...process.env,
        ...E2E_ENV,
        DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
        MEDIA_DIR: path.join(dataDir, 'media'),
        MAIL_OUTBOX_DIR: path.join(dataDir, 'mail-outbox'),
      },
      encoding: 'utf8',
      timeout: 120_000,
    },
  )
  fs.rmSync(directory, { recursive: true, force: true })
  if (result.status !== 0) throw new Error(`registry:import ${source} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value.replace(/"/g, '""')}"`).join(',')

/** A CSV in a register's published column names: every field quoted, as the publishers write them. */
export function registerCsv(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  return [quoted(columns), ...rows.map((row) => quoted(columns.map((column) => row[column.trim()] ?? '')))].join('\r\n') + '\r\n'
}

export const COMPANIES_HOUSE_COLUMNS = [
  'CompanyName',
  ' CompanyNumber',
  'RegAddress.CareOf',
  'RegAddress.POBox',
  'RegAddress.AddressLine1',
  ' RegAddress.AddressLine2',
  'RegAddress.PostTown',
  'RegAddress.County',
  'RegAddress.Country',
  'RegAddress.PostCode',
  'CompanyCategory',
  'CompanyStatus',
  'CountryOfOrigin',
  'DissolutionDate',
  'IncorporationDate',
  'SICCode.SicText_1',
  'URI',
  'PreviousName_1.CONDATE',
  ' PreviousName_1.CompanyName',
] as const

export const GLEIF_COLUMNS = [
  'LEI',
  'Entity.LegalName',
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
] as const

export const RELATIONSHIP_COLUMNS = [
  'Relationship.StartNode.NodeID',
  'Relationship.StartNode.NodeIDType',
  'Relationship.EndNode.NodeID',
  'Relationship.EndNode.NodeIDType',
  'Relationship.RelationshipType',
  'Relationship.RelationshipStatus',
  'Relationship.Period.1.startDate',
  'Relationship.Period.1.periodType',
] as const
