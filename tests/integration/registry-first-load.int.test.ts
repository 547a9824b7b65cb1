/**
 * A register's first load into an empty registry (issue 57), on this run's database: batches skip the
 * key lookup, since every company they can meet is one the load wrote itself. A company number the file
 * holds twice, in two batches, then fails its batch on the unique key; the batch is written again with
 * lookups, and the company is stored once, as the later row describes it.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqlRunnerFor } from '@/modules/db'
import { importSourceFile, registryStoreFor } from '@/modules/registry'
import { COMPANIES_HOUSE_HEADER, quotedCsv } from '@/modules/registry/sources/writers'

import { getTestPayload } from './payload'

let payload: Payload
let directory = ''

beforeAll(async () => {
  payload = await getTestPayload()
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'first-load-'))
  // This file's own database: emptied of the seeded companies, as a new site's registry is.
  await sqlRunnerFor(payload).transaction([
    { sql: 'DELETE FROM registry_officers', args: [] },
    { sql: 'DELETE FROM registry_companies', args: [] },
  ])
})

afterAll(async () => {
  await fs.rm(directory, { recursive: true, force: true })
})

const row = (number: string, name: string, status = 'Active') => ({
  CompanyName: name,
  CompanyNumber: number,
  'RegAddress.PostTown': 'YORK',
  'RegAddress.PostCode': 'YO1 7HH',
  CompanyCategory: 'Private Limited Company',
  CompanyStatus: status,
  CountryOfOrigin: 'United Kingdom',
  IncorporationDate: '01/02/2016',
})

describe('a first load into an empty registry', () => {
  it('stores a company the file holds twice once, as its later row says, with every other company', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => row(`0988${String(index).padStart(4, '0')}`, `FIRSTLOAD ${index} LIMITED`))
    // The first company again, in a later batch, now in liquidation.
    rows.push(row('09880000', 'FIRSTLOAD 0 LIMITED', 'Liquidation'))
    const file = path.join(directory, 'BasicCompanyDataAsOneFile-2026-11-01.csv')
    await fs.writeFile(file, quotedCsv(COMPANIES_HOUSE_HEADER, rows))
    const summary = await importSourceFile(registryStoreFor(payload), { source: 'companies-house', files: [file], batchSize: 10 })
    expect(summary.finished).toBe(true)
    expect(summary.counts).toMatchObject({ read: 26, new: 25, changed: 1, refused: 0 })
    const [run] = await sqlRunnerFor(payload).query('SELECT counts FROM registry_import_runs WHERE id = ?', [summary.runId])
    // The load knew the registry was empty (and so skipped the key lookups).
    expect(JSON.parse(String(run!.counts))).toMatchObject({ freshSource: true, emptyRegistry: true })
    const stored = await sqlRunnerFor(payload).query(
      "SELECT registration_number, status FROM registry_companies WHERE name LIKE 'FIRSTLOAD %' ORDER BY registration_number",
    )
    expect(stored).toHaveLength(25)
    expect(stored[0]).toMatchObject({ registration_number: '09880000', status: 'liquidation' })
  })
})
