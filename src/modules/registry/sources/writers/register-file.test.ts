import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { open, type Entry, type ZipFile } from 'yauzl'

import { COMPANIES_HOUSE_HEADER_LINE } from './companies-house'
import { GLEIF_LEVEL1_HEADER } from './gleif-level1'
import { GLEIF_RELATIONSHIPS_HEADER } from './gleif-relationships'
import { writeRegisterFile } from './register-file'
import { SIRENE_ETABLISSEMENTS_HEADER, SIRENE_UNITES_LEGALES_HEADER } from './sirene'

const FIXTURES = fileURLToPath(new URL('../../../../../tests/fixtures/registers/', import.meta.url))

async function readStream(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/** Every entry of a zip file: name and contents. */
async function unzip(path: string): Promise<{ name: string; data: Buffer }[]> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    open(path, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  )
  const entries: { name: string; data: Buffer }[] = []
  for await (const entry of zip.eachEntry() as AsyncIterable<Entry>) {
    entries.push({ name: entry.fileName, data: await readStream(await zip.openReadStreamPromise(entry)) })
  }
  zip.close()
  return entries
}

describe('writeRegisterFile', () => {
  let folder = ''
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'register-files-'))
  })
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  it('names the file as its publisher does when given a directory', async () => {
    const result = await writeRegisterFile({ format: 'companies-house', count: 300, out: `${folder}/`, edition: 2 })
    expect(result.path).toBe(join(folder, 'BasicCompanyDataAsOneFile-2026-12-01.csv'))
    expect(result.rows).toBeGreaterThan(290)
    const gleif = await writeRegisterFile({ format: 'gleif-relationships', count: 300, out: folder })
    expect(gleif.path).toBe(join(folder, '20261101-0000-gleif-goldencopy-rr-golden-copy.csv'))
    const sirene = await writeRegisterFile({ format: 'sirene-etablissements', count: 300, out: folder, firstMonth: '2027-03' })
    expect(sirene.path).toBe(join(folder, 'StockEtablissement_utf8.csv'))
    expect((await readdir(folder)).sort()).toEqual(
      [
        '20261101-0000-gleif-goldencopy-rr-golden-copy.csv',
        'BasicCompanyDataAsOneFile-2026-12-01.csv',
        'StockEtablissement_utf8.csv',
      ].sort(),
    )
  })

  it('zips one entry named like the published CSV, with the same bytes as the plain file, reproducibly', async () => {
    const plain = await writeRegisterFile({ format: 'gleif', count: 400, out: join(folder, 'plain.csv') })
    const zipped = await writeRegisterFile({ format: 'gleif', count: 400, out: `${folder}/`, zip: true })
    expect(zipped.path).toBe(join(folder, '20261101-0000-gleif-goldencopy-lei2-golden-copy.csv.zip'))
    expect(zipped.rows).toBe(plain.rows)
    const entries = await unzip(zipped.path)
    expect(entries.map((entry) => entry.name)).toEqual(['20261101-0000-gleif-goldencopy-lei2-golden-copy.csv'])
    expect(entries[0]?.data.equals(await readFile(plain.path))).toBe(true)
    const again = await writeRegisterFile({ format: 'gleif', count: 400, out: join(folder, 'again.zip'), zip: true })
    expect((await readFile(again.path)).equals(await readFile(zipped.path))).toBe(true)
  })
})

describe('fixtures', () => {
  const firstLine = async (name: string): Promise<string> =>
    (await readFile(join(FIXTURES, name), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? ''
  const quoted = (names: readonly string[]): string => names.map((name) => `"${name}"`).join(',')

  it('use the writers’ headers', async () => {
    for (const month of ['11', '12']) {
      expect(await firstLine(`companies-house-2026-${month}.csv`)).toBe(COMPANIES_HOUSE_HEADER_LINE)
      expect(await firstLine(`gleif-level1-2026-${month}.csv`)).toBe(quoted(GLEIF_LEVEL1_HEADER))
      expect(await firstLine(`sirene-unites-legales-2026-${month}.csv`)).toBe(SIRENE_UNITES_LEGALES_HEADER.join(','))
      expect(await firstLine(`sirene-etablissements-2026-${month}.csv`)).toBe(SIRENE_ETABLISSEMENTS_HEADER.join(','))
    }
    expect(await firstLine('gleif-relationships-2026-11.csv')).toBe(quoted(GLEIF_RELATIONSHIPS_HEADER))
  })

  it('ship the November Companies House file zipped as published', async () => {
    const entries = await unzip(join(FIXTURES, 'companies-house-2026-11.zip'))
    expect(entries.map((entry) => entry.name)).toEqual(['BasicCompanyDataAsOneFile-2026-11-01.csv'])
    expect(entries[0]?.data.equals(await readFile(join(FIXTURES, 'companies-house-2026-11.csv')))).toBe(true)
  })
})
