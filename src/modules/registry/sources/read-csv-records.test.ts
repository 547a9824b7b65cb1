import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import iconv from 'iconv-lite'
import { afterAll, describe, expect, it } from 'vitest'
import yazl from 'yazl'

import { fileDateFromName } from './import-source'
import { csvRow, detectEncoding, readCsvRecords, type CsvItem } from './read-csv-records'

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'register-read-'))
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

async function items(files: string[]): Promise<CsvItem[]> {
  const read: CsvItem[] = []
  for await (const item of readCsvRecords(files)) read.push(item)
  return read
}

function write(name: string, contents: string | Buffer): string {
  const file = path.join(directory, name)
  fs.writeFileSync(file, contents)
  return file
}

async function zip(name: string, entries: Record<string, string>): Promise<string> {
  const file = path.join(directory, name)
  const archive = new yazl.ZipFile()
  for (const [entry, text] of Object.entries(entries))
    if (entry.endsWith('/')) archive.addEmptyDirectory(entry.slice(0, -1))
    else archive.addBuffer(Buffer.from(text), entry)
  archive.end()
  await new Promise<void>((resolve, reject) =>
    archive.outputStream.pipe(fs.createWriteStream(file)).on('close', resolve).on('error', reject),
  )
  return file
}

describe('reading a register file', () => {
  it('trims the headers, strips a byte-order mark and gives each record its line', async () => {
    const file = write(
      'plain.csv',
      '\uFEFFCompanyName, CompanyNumber\r\n"ACME, ""THE"" LIMITED","01234567"\r\n"CAFÉ LIMITED","07654321"\r\n',
    )
    expect(await items([file])).toEqual([
      { origin: 'plain.csv', line: 2, values: csvRow({ CompanyName: 'ACME, "THE" LIMITED', CompanyNumber: '01234567' }) },
      { origin: 'plain.csv', line: 3, values: csvRow({ CompanyName: 'CAFÉ LIMITED', CompanyNumber: '07654321' }) },
    ])
  })

  it('reports a broken row in its place, by line, and reads on', async () => {
    const rows = ['a,b', ...Array.from({ length: 300 }, (_, index) => (index === 150 ? 'only-one-column' : `x${index},y${index}`))]
    const read = await items([write('broken.csv', `${rows.join('\n')}\n`)])
    expect(read).toHaveLength(300)
    expect(read.map((item) => item.line)).toEqual(Array.from({ length: 300 }, (_, index) => index + 2))
    expect(read[150]).toMatchObject({ line: 152, error: expect.stringMatching(/column/i) })
  })

  it('reads a file re-saved in Windows-1252 as such', async () => {
    const file = write('latin.csv', iconv.encode('name,city\nSOCIÉTÉ GÉNÉRALE DES EAUX,Besançon\n', 'win1252'))
    expect(detectEncoding(fs.readFileSync(file))).toBe('win1252')
    expect(await items([file])).toEqual([
      { origin: 'latin.csv', line: 2, values: csvRow({ name: 'SOCIÉTÉ GÉNÉRALE DES EAUX', city: 'Besançon' }) },
    ])
  })

  it('streams every CSV entry of a zip (not its notes or folders), and of each part given, in order', async () => {
    const first = await zip('BasicCompanyData-2026-12-01-part1_2.zip', {
      'part1.csv': 'n\none\ntwo\n',
      'readme.txt': 'n\nnotes\n',
      'folder/': '',
    })
    const second = await zip('BasicCompanyData-2026-12-01-part2_2.zip', { 'part2.csv': 'n\nthree\n' })
    const read = await items([first, second])
    expect(read.map((item) => ('values' in item ? item.values.get('n') : item.error))).toEqual(['one', 'two', 'three'])
    expect(read[0]).toMatchObject({ origin: 'BasicCompanyData-2026-12-01-part1_2.zip:part1.csv', line: 2 })
  })

  it('refuses a zip with no CSV in it', async () => {
    const empty = await zip('empty.zip', { 'notes.md': 'nothing' })
    await expect(items([empty])).rejects.toThrow('empty.zip holds no CSV file.')
  })
})

describe('the file date in its name', () => {
  it('reads the publishers’ spellings and refuses impossible dates', () => {
    expect(fileDateFromName('/data/BasicCompanyDataAsOneFile-2026-12-01.zip')).toBe('2026-12-01')
    expect(fileDateFromName('20261201-0800-gleif-goldencopy-lei2-golden-copy.csv.zip')).toBe('2026-12-01')
    expect(fileDateFromName('StockUniteLegale_utf8.zip')).toBeNull()
    expect(fileDateFromName('export-2026-13-45.csv')).toBeNull()
  })
})
