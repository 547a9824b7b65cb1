import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { parseUploadedFile, tableToXlsx } from '@/modules/spreadsheet'

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'match-cli-'))
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

const runMatch = (args: string[]) =>
  spawnSync(process.execPath, ['--import', './scripts/node-loader.mjs', 'scripts/match.ts', ...args], { encoding: 'utf8', timeout: 60_000 })

describe('npm run match', () => {
  it('matches a list against an arbitrary reference file through the same engine', async () => {
    // A German-headed, semicolon-separated reference in Windows-1252 and an .xlsx list.
    const reference =
      'Firmenname;Land;Handelsregisternummer;Webseite\r\nMüller Maschinenbau GmbH;Deutschland;HRB 12345;mueller-maschinenbau.de\r\nNorthwind Trading Ltd;United Kingdom;04829316;northwind.co.uk\r\nBoulangerie Dupont SARL;France;732829320;dupont.fr\r\n'
    const latin1 = Buffer.from([...reference].map((char) => char.charCodeAt(0)))
    fs.writeFileSync(path.join(directory, 'reference.csv'), latin1)
    fs.writeFileSync(
      path.join(directory, 'list.xlsx'),
      tableToXlsx([
        ['Company', 'Country', 'Web'],
        ['Muller Maschinenbau', 'DE', ''],
        ['Northwind Tradng Limited', 'GB', ''],
        ['Boulangerie Dupont', 'FR', 'https://www.dupont.fr/contact'],
        ['Unknown Co', 'FR', ''],
      ]),
    )
    const out = path.join(directory, 'result.csv')
    const result = runMatch([
      '--reference',
      path.join(directory, 'reference.csv'),
      '--input',
      path.join(directory, 'list.xlsx'),
      '--out',
      out,
    ])
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/Matched 4 rows against 3 reference rows/)
    const rows = (await parseUploadedFile(new Uint8Array(fs.readFileSync(out)), 'result.csv')).rows
    expect(rows[0]).toEqual([
      'Company',
      'Country',
      'Web',
      'match_grade',
      'match_probability',
      'match_reference_row',
      'match_name',
      'match_reason',
    ])
    expect(rows.slice(1).map((row) => [row[3], row[6]])).toEqual([
      ['B', 'Müller Maschinenbau GmbH'],
      ['B', 'Northwind Trading Ltd'],
      ['B', 'Boulangerie Dupont SARL'],
      ['', ''],
    ])
    // The probability on the API's scale: two decimals, never 1, and on a B within its band.
    for (const row of rows.slice(1, 4)) {
      expect(row[4]).toMatch(/^0\.\d\d$/)
      expect(Number(row[4])).toBeGreaterThan(0.5)
    }
    expect(result.stdout).toMatch(/A 0, B 3, C 0, no match 1/)
  })

  it('explains a missing file or a bad mapping and exits non-zero', () => {
    const missing = runMatch(['--reference', path.join(directory, 'nope.csv'), '--input', 'x.csv', '--out', 'y.csv'])
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain('File not found')
    fs.writeFileSync(path.join(directory, 'ref2.csv'), 'name,country\nAcme Ltd,GB\n')
    const badMap = runMatch([
      '--reference',
      path.join(directory, 'ref2.csv'),
      '--input',
      path.join(directory, 'ref2.csv'),
      '--out',
      path.join(directory, 'o.csv'),
      '--map',
      '0=nonsense',
    ])
    expect(badMap.status).toBe(2)
    expect(badMap.stderr).toContain('Bad mapping')
  })
})
