import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import yauzl from 'yauzl'

import type { RegistryStore, RegistryTransaction } from '../types'
import { fixedShapeChunks } from '../store/prepare-rows'
import { SOURCE_FORMATS, sireneHeadOfficeAddress, type HeadOfficeAddress } from './formats'
import { isZip, readCsvRecords, type CsvItem } from './read-csv-records'
import type { CompanyFromSource, RelationshipFromSource, SourceId } from './source-record'
import { contentHash, insertChanges, writeCompanyBatch, writeRelationshipBatch, type BatchCounts } from './write-batch'

/*
 * `npm run registry:import -- --source <id> --file <csv or zip>`: one register's bulk file into the
 * registry, streamed, in batches of one transaction each. Every batch commits its checkpoint (how
 * many records of the file are done, the counts so far, how long the rejects file is) with its
 * rows, so `kill -9` at any moment loses at most the batch in flight and the same command resumes
 * after the last committed one: every company is stored once. A full file then closes what it no
 * longer holds (marked as having left the register, never deleted).
 */

export type ImportCounts = BatchCounts & { read: number; refused: number; skipped: number; closed: number }

export type ImportProgress = { recordsDone: number; bytesDone: number; bytesTotal: number; counts: ImportCounts }

export type ImportSummary = {
  runId: number
  source: SourceId
  fileDate: string
  resumedFrom: number
  counts: ImportCounts
  /** Records of the source in the register after the import. */
  inRegister: number
  rejectsFile: string
  seconds: number
  /** False when `stopAfterRecords` stopped the import before the end of the file. */
  finished: boolean
}

export type ImportSourceOptions = {
  source: SourceId
  files: readonly string[]
  /** SIRENE: StockEtablissement, for the head offices' addresses. */
  establishments?: readonly string[]
  /** The file's date (YYYY-MM-DD): given, or read from the file's name. */
  fileDate?: string
  /** A full file (the default) closes what it does not hold; an update file does not. */
  fullFile?: boolean
  rejectsFile?: string
  batchSize?: number
  onProgress?: (progress: ImportProgress) => void
  /** Called after each committed batch (tests kill the import here). */
  afterBatch?: (recordsDone: number) => void
  /**
   * Stop after this many records and answer `finished: false`: the next call resumes. The SQLite
   * command imports in processes of a slice each, because the SQLite driver's native memory only
   * goes back when its process ends (docs/BENCHMARKS.md).
   */
  stopAfterRecords?: number
}

export const IMPORT_BATCH_RECORDS = 5000

const emptyCounts = (): ImportCounts => ({ read: 0, new: 0, changed: 0, unchanged: 0, linked: 0, refused: 0, skipped: 0, closed: 0 })

/** The file's date from its name, as each publisher writes it: 2026-12-01, 20261201. */
export function fileDateFromName(file: string): string | null {
  const name = path.basename(file)
  const dashed = /(20\d\d)-(\d\d)-(\d\d)/.exec(name)
  const compact = /(20\d\d)(\d\d)(\d\d)/.exec(name)
  const found = dashed ?? compact
  if (!found) return null
  const date = `${found[1]}-${found[2]}-${found[3]}`
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? null : date
}

/** Size, head and tail of each file: the same file (copied or not) gets the same fingerprint, another file another. */
function fingerprint(source: SourceId, files: readonly string[]): string {
  const hash = createHash('sha1').update(source)
  for (const file of files) {
    const size = fs.statSync(file).size
    const handle = fs.openSync(file, 'r')
    try {
      const edge = Buffer.alloc(Math.min(size, 65_536))
      fs.readSync(handle, edge, 0, edge.length, 0)
      hash.update(`${size}:`).update(edge)
      fs.readSync(handle, edge, 0, edge.length, Math.max(0, size - edge.length))
      hash.update(edge)
    } finally {
      fs.closeSync(handle)
    }
  }
  return hash.digest('hex')
}

/** Uncompressed bytes of the CSVs, for the progress bar's time left (a zip's central directory has them). */
async function totalBytes(files: readonly string[]): Promise<number> {
  let total = 0
  for (const file of files) {
    if (!isZip(file)) {
      total += fs.statSync(file).size
      continue
    }
    total += await new Promise<number>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: false, autoClose: true }, (error, zip) => {
        if (error) return reject(error)
        let sum = 0
        zip.on('entry', (entry: yauzl.Entry) => (sum += entry.uncompressedSize))
        zip.on('end', () => resolve(sum))
        zip.on('error', reject)
      }),
    )
  }
  return total
}

type RunRow = { id: number; recordsDone: number; counts: ImportCounts & { rejectsBytes?: number; phase?: string } }

async function startOrResumeRun(
  store: RegistryStore,
  source: SourceId,
  print: string,
  files: readonly string[],
  fileDate: string,
  fullFile: boolean,
) {
  return store.writeTransaction(async (transaction) => {
    const [open] = await transaction.run(
      'SELECT id, records_done, counts FROM registry_import_runs WHERE source = ? AND fingerprint = ? AND finished_at IS NULL ORDER BY id DESC LIMIT 1',
      [source, print],
    )
    if (open) return { id: Number(open.id), recordsDone: Number(open.records_done), counts: JSON.parse(String(open.counts)) } as RunRow
    const counts = { ...emptyCounts(), rejectsBytes: 0, phase: 'records' }
    const [created] = await transaction.run(
      `INSERT INTO registry_import_runs (source, fingerprint, file_names, file_date, full_file, started_at, records_done, counts)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?) RETURNING id`,
      [
        source,
        print,
        files.map((file) => path.basename(file)).join(', '),
        fileDate,
        fullFile ? 1 : 0,
        new Date().toISOString(),
        JSON.stringify(counts),
      ],
    )
    return { id: Number(created!.id), recordsDone: 0, counts } as RunRow
  })
}

async function saveCheckpoint(transaction: RegistryTransaction, runId: number, recordsDone: number, counts: object) {
  await transaction.run('UPDATE registry_import_runs SET records_done = ?, counts = ? WHERE id = ?', [
    recordsDone,
    JSON.stringify(counts),
    runId,
  ])
}

/** Checks the header of the first file against the format's required columns, so a wrong file is refused at once. */
async function checkHeader(source: SourceId, files: readonly string[]) {
  for await (const item of readCsvRecords(files.slice(0, 1))) {
    if ('error' in item) continue
    const missing = SOURCE_FORMATS[source].requiredColumns.filter((column) => !(column in item.values))
    if (missing.length) throw new Error(`This is not a ${source} file: the header lacks ${missing.join(', ')}.`)
    return
  }
}

function rejectLine(item: { origin: string; line: number }, reason: string): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`
  return `${quote(item.origin)},${item.line},${quote(reason)}\n`
}

/** SIRENE: the head offices' addresses from StockEtablissement, staged in the run so the legal units can take them batch by batch. */
async function stageHeadOffices(store: RegistryStore, runId: number, files: readonly string[]) {
  await store.writeTransaction((transaction) => transaction.run('DELETE FROM registry_import_addresses WHERE run_id = ?', [runId]))
  let batch: HeadOfficeAddress[] = []
  const flush = async () => {
    const rows = [...new Map(batch.map((address) => [address.siren, address])).values()]
    batch = []
    await store.writeTransaction((transaction) =>
      transaction.append(
        'registry_import_addresses',
        ['run_id', 'record_id', 'street', 'city', 'postcode'],
        rows.map((row) => [runId, row.siren, row.street, row.city, row.postcode]),
      ),
    )
  }
  const staged = new Set<string>()
  for await (const item of readCsvRecords(files)) {
    if ('error' in item) continue
    const address = sireneHeadOfficeAddress(item.values)
    // One head office per unit; a second row for the same SIREN would break the staging key.
    if (!address || staged.has(address.siren)) continue
    staged.add(address.siren)
    batch.push(address)
    if (batch.length >= IMPORT_BATCH_RECORDS) await flush()
  }
  if (batch.length) await flush()
}

async function headOfficeAddresses(transaction: RegistryTransaction, runId: number, sirens: readonly string[]) {
  const found = new Map<string, { street: string | null; city: string | null; postcode: string | null }>()
  for (const slice of fixedShapeChunks([...sirens], 400)) {
    const rows = await transaction.run(
      `SELECT record_id, street, city, postcode FROM registry_import_addresses WHERE run_id = ? AND record_id IN (${slice.map(() => '?').join(', ')})`,
      [runId, ...slice],
    )
    for (const row of rows)
      found.set(String(row.record_id), {
        street: (row.street as string | null) ?? null,
        city: (row.city as string | null) ?? null,
        postcode: (row.postcode as string | null) ?? null,
      })
  }
  return found
}

/** Marks what a full file no longer holds: source records, and the companies they own, have left the register. */
async function closeMissing(store: RegistryStore, source: SourceId, runId: number, fileDate: string): Promise<number> {
  const relationships = source === 'gleif-relationships'
  let closed = 0
  // A keyset walk over the source's records in key order: each page is read once, whatever the register's size.
  let after: string[] = relationships ? ['', '', ''] : ['']
  while (true) {
    const page = await store.writeTransaction(async (transaction) => {
      const rows = relationships
        ? await transaction.run(
            `SELECT t.child_lei, t.parent_lei, t.kind,
                    EXISTS (SELECT 1 FROM registry_import_seen s WHERE s.run_id = ? AND s.record_id = t.child_lei || '>' || t.parent_lei || '>' || t.kind) AS seen
             FROM registry_relationships t WHERE t.in_register = 1 AND (t.child_lei, t.parent_lei, t.kind) > (?, ?, ?)
             ORDER BY t.child_lei, t.parent_lei, t.kind LIMIT 5000`,
            [runId, ...after],
          )
        : await transaction.run(
            `SELECT t.record_id, t.company_id, EXISTS (SELECT 1 FROM registry_import_seen s WHERE s.run_id = ? AND s.record_id = t.record_id) AS seen
             FROM registry_company_sources t WHERE t.source = ? AND t.in_register = 1 AND t.record_id > ?
             ORDER BY t.record_id LIMIT 5000`,
            [runId, source, ...after],
          )
      if (!rows.length) return null
      const last = rows.at(-1)!
      const next = relationships ? [String(last.child_lei), String(last.parent_lei), String(last.kind)] : [String(last.record_id)]
      const missing = rows.filter((row) => !(row.seen === true || Number(row.seen) === 1))
      if (relationships) {
        for (const row of missing)
          await transaction.run('UPDATE registry_relationships SET in_register = 0 WHERE child_lei = ? AND parent_lei = ? AND kind = ?', [
            String(row.child_lei),
            String(row.parent_lei),
            String(row.kind),
          ])
        return { next, closed: missing.length }
      }
      const ids = missing.map((row) => String(row.record_id))
      for (const slice of fixedShapeChunks(ids, 400))
        await transaction.run(
          `UPDATE registry_company_sources SET in_register = 0 WHERE source = ? AND record_id IN (${slice.map(() => '?').join(', ')})`,
          [source, ...slice],
        )
      const owned: number[] = []
      for (const slice of fixedShapeChunks(
        missing.map((row) => Number(row.company_id)),
        400,
      )) {
        const found = await transaction.run(
          `SELECT id FROM registry_companies WHERE source = ? AND left_register_on IS NULL AND id IN (${slice.map(() => '?').join(', ')})`,
          [source, ...slice],
        )
        owned.push(...found.map((row) => Number(row.id)))
      }
      const now = new Date().toISOString()
      for (const slice of fixedShapeChunks(owned, 400))
        await transaction.run(
          `UPDATE registry_companies SET left_register_on = ?, updated_at = ? WHERE id IN (${slice.map(() => '?').join(', ')})`,
          [fileDate, now, ...slice],
        )
      await insertChanges(
        transaction,
        owned.map((companyId) => ({ companyId, change: { register: { from: 'in', to: 'left', on: fileDate } } })),
        now,
      )
      return { next, closed: missing.length }
    })
    if (!page) return closed
    closed += page.closed
    after = page.next
  }
}

/** Imports one register file (or its parts); see the comment at the top. */
export async function importSourceFile(store: RegistryStore, options: ImportSourceOptions): Promise<ImportSummary> {
  const started = performance.now()
  const { source, files } = options
  if (!files.length) throw new Error('No file given.')
  for (const file of [...files, ...(options.establishments ?? [])]) if (!fs.existsSync(file)) throw new Error(`File not found: ${file}`)
  if (source === 'sirene' && !options.establishments?.length)
    throw new Error('SIRENE needs the establishments file too (--establishments StockEtablissement…), for the head offices’ addresses.')
  const fileDate = options.fileDate ?? fileDateFromName(files[0]!)
  if (!fileDate || !/^\d{4}-\d{2}-\d{2}$/.test(fileDate))
    throw new Error(`The file's date is not in its name (${path.basename(files[0]!)}): give it with --date YYYY-MM-DD.`)
  await checkHeader(source, files)
  const format = SOURCE_FORMATS[source]
  const fullFile = options.fullFile ?? true
  const run = await startOrResumeRun(
    store,
    source,
    fingerprint(source, [...files, ...(options.establishments ?? [])]),
    files,
    fileDate,
    fullFile,
  )
  const counts: ImportCounts = { ...emptyCounts(), ...run.counts }
  let rejectsBytes = run.counts.rejectsBytes ?? 0
  const rejectsFile = options.rejectsFile ?? `${files[0]!.replace(/\.(csv|zip|txt)$/i, '')}.rejects.csv`
  // A resumed run keeps the rejects its committed batches wrote, and drops those of the batch that died.
  if (run.recordsDone > 0 && fs.existsSync(rejectsFile)) fs.truncateSync(rejectsFile, Math.min(rejectsBytes, fs.statSync(rejectsFile).size))
  else {
    fs.writeFileSync(rejectsFile, 'file,line,reason\n')
    rejectsBytes = fs.statSync(rejectsFile).size
  }

  if (source === 'sirene' && run.counts.phase === 'records' && run.recordsDone === 0)
    await stageHeadOffices(store, run.id, options.establishments!)

  const bytesTotal = await totalBytes(files)
  const batchSize = options.batchSize ?? IMPORT_BATCH_RECORDS
  let itemsDone = 0
  let batch: { item: CsvItem; record: CompanyFromSource | RelationshipFromSource }[] = []
  let batchRejects = ''
  let batchRefused = 0
  let batchSkipped = 0
  let bytesDone = 0

  const flush = async () => {
    const records = batch
    const rejects = batchRejects
    const refused = batchRefused
    const skipped = batchSkipped
    batch = []
    batchRejects = ''
    batchRefused = 0
    batchSkipped = 0
    if (rejects) {
      fs.appendFileSync(rejectsFile, rejects)
      rejectsBytes += Buffer.byteLength(rejects)
    }
    const now = new Date().toISOString()
    await store.writeTransaction(async (transaction) => {
      let batchCounts: BatchCounts = { new: 0, changed: 0, unchanged: 0, linked: 0 }
      if (source === 'gleif-relationships') {
        batchCounts = await writeRelationshipBatch(transaction, {
          runId: run.id,
          fileDate,
          items: records.map(({ record }) => ({ record: record as RelationshipFromSource, hash: contentHash(record) })),
        })
      } else {
        const companies = records.map(({ record }) => record as CompanyFromSource)
        if (source === 'sirene') {
          const addresses = await headOfficeAddresses(
            transaction,
            run.id,
            companies.map((record) => record.recordId),
          )
          for (const record of companies) Object.assign(record.company, addresses.get(record.recordId) ?? {})
        }
        batchCounts = await writeCompanyBatch(transaction, {
          source,
          runId: run.id,
          fileDate,
          now,
          items: companies.map((record) => ({ record, hash: contentHash({ company: record.company, formerNames: record.formerNames }) })),
        })
      }
      counts.new += batchCounts.new
      counts.changed += batchCounts.changed
      counts.unchanged += batchCounts.unchanged
      counts.linked += batchCounts.linked
      counts.refused += refused
      counts.skipped += skipped
      counts.read = itemsDone
      await saveCheckpoint(transaction, run.id, itemsDone, { ...counts, rejectsBytes, phase: 'records' })
    })
    options.afterBatch?.(itemsDone)
    options.onProgress?.({ recordsDone: itemsDone, bytesDone, bytesTotal, counts: { ...counts } })
  }

  if (run.counts.phase !== 'closing') {
    for await (const item of readCsvRecords(files)) {
      itemsDone += 1
      bytesDone += 'values' in item ? Object.values(item.values).reduce((sum, value) => sum + value.length + 3, 0) : 0
      if (itemsDone <= run.recordsDone) continue
      if ('error' in item) {
        batchRefused += 1
        batchRejects += rejectLine(item, item.error)
      } else {
        const reading = format.readRow(item.values)
        if ('error' in reading) {
          batchRefused += 1
          batchRejects += rejectLine(item, reading.error)
        } else if ('skip' in reading) batchSkipped += 1
        else batch.push({ item, record: reading.record })
      }
      if (batch.length + batchRefused + batchSkipped >= batchSize) await flush()
      if (options.stopAfterRecords !== undefined && itemsDone - run.recordsDone >= options.stopAfterRecords) {
        await flush()
        return {
          runId: run.id,
          source,
          fileDate,
          resumedFrom: run.recordsDone,
          counts,
          inRegister: 0,
          rejectsFile,
          seconds: (performance.now() - started) / 1000,
          finished: false,
        }
      }
    }
    await flush()
    counts.read = Math.max(itemsDone, run.recordsDone)
  }

  if (fullFile) {
    await store.writeTransaction((transaction) =>
      saveCheckpoint(transaction, run.id, counts.read, { ...counts, rejectsBytes, phase: 'closing' }),
    )
    counts.closed += await closeMissing(store, source, run.id, fileDate)
  }
  const [inRegister] = await store.writeTransaction(async (transaction) => {
    const rows =
      source === 'gleif-relationships'
        ? await transaction.run('SELECT count(*) AS n FROM registry_relationships WHERE in_register = 1', [])
        : await transaction.run('SELECT count(*) AS n FROM registry_company_sources WHERE source = ? AND in_register = 1', [source])
    const total = Number(rows[0]?.n ?? 0)
    await transaction.run('UPDATE registry_import_runs SET finished_at = ?, records_done = ?, counts = ?, in_register = ? WHERE id = ?', [
      new Date().toISOString(),
      counts.read,
      JSON.stringify({ ...counts, rejectsBytes, phase: 'done' }),
      total,
      run.id,
    ])
    await transaction.run('DELETE FROM registry_import_seen WHERE run_id = ?', [run.id])
    await transaction.run('DELETE FROM registry_import_addresses WHERE run_id = ?', [run.id])
    return [total]
  })
  if (counts.new + counts.changed + counts.linked + counts.closed > 0) await store.optimize()
  return {
    runId: run.id,
    source,
    fileDate,
    resumedFrom: run.recordsDone,
    counts,
    inRegister: inRegister ?? 0,
    rejectsFile,
    seconds: (performance.now() - started) / 1000,
    finished: true,
  }
}
