import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseUploadedFile } from '@/modules/spreadsheet'

import { corpusPath } from './corpus-dir'

/** max-mapper/csv-spectrum: CSV files and the rows a conforming parser must return (`json/<name>.json`). */
const SPECTRUM = corpusPath('csv-spectrum')

describe('csv-spectrum', () => {
  const names = readdirSync(path.join(SPECTRUM, 'csvs')).map((file) => file.replace(/\.csv$/, ''))

  it('has the twelve reference files', () => {
    expect(names).toHaveLength(12)
  })

  // location_coordinates.json upstream is a single object (not an array) whose phone number
  // (1234567890) does not match the CSV (2095257564); we compare against the CSV's real value.
  const knownUpstreamDifferences: Record<string, Record<string, string>> = {
    location_coordinates: { 'Contact Phone Number': '2095257564' },
  }

  it.each(names)('%s.csv gives exactly the rows of its JSON', async (name) => {
    const bytes = new Uint8Array(readFileSync(path.join(SPECTRUM, 'csvs', `${name}.csv`)))
    const parsed: unknown = JSON.parse(readFileSync(path.join(SPECTRUM, 'json', `${name}.json`), 'utf8'))
    const records = (Array.isArray(parsed) ? parsed : [parsed]) as Array<Record<string, string>>
    const header = Object.keys(records[0] ?? {})
    const expected = [header, ...records.map((record) => header.map((key) => knownUpstreamDifferences[name]?.[key] ?? record[key] ?? ''))]

    const table = await parseUploadedFile(bytes, `${name}.csv`)
    expect(table.rows).toEqual(expected)
    expect(table).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',' })
  })

  it('keeps CRLF inside quoted fields of CRLF files', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(SPECTRUM, 'csvs', 'newlines_crlf.csv')))
    const { rows } = await parseUploadedFile(bytes, 'newlines_crlf.csv')
    expect(rows[2]?.[0]).toBe('Once upon \r\na time')
    expect(rows.every((row) => row.every((cell) => !cell.endsWith('\r')))).toBe(true)
  })
})
