import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import yauzl from 'yauzl'

import type { RegistryStore, RegistryTransaction } from '../types'
import { fixedShapeChunks } from '../store/prepare-rows'
import { SOURCE_FORMATS, sireneHeadOfficeAddress, type HeadOfficeAddress } from './formats'
import { isZip, readCsvRecords } from './read-csv-records'
import type { EntityLinker, RelationshipFromSource, SourceId } from './source-record'
import {
  companyBatchItem,
  contentHash,
  insertChanges,
  writeCompanyBatch,
  writeRelationshipBatch,
  type BatchCounts,
  type CompanyBatchItem,
} from './write-batch'

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
  /** GLEIF: how the entities new to the registry were linked to the registers' companies. */
  links: LinkRates | null
}

/** Of the entities a GLEIF file brought for the first time: how many were linked, and how. */
export type LinkRates = {
  entities: number
  byAuthority: number
  byMatcher: number
  /** Kept apart, listed as "possibly the same company" in /admin. */
  forReview: number
  unlinked: number
}

export function linkRates(counts: ImportCounts): LinkRates {
  const entities = counts.new + counts.linked + counts.matched
  return {
    entities,
    byAuthority: counts.linked,
    byMatcher: counts.matched,
    forReview: counts.review,
    unlinked: counts.new - counts.review,
  }
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
  /**
   * GLEIF: links the batch's new entities that no registration authority links to a loaded register
   * (register-links: the project's matcher). Without it such entities stay companies of their own.
   */
  linkEntities?: EntityLinker
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

const emptyCounts = (): ImportCounts => ({
  read: 0,
  new: 0,
  changed: 0,
  unchanged: 0,
  linked: 0,
  matched: 0,
  review: 0,
  refused: 0,
  skipped: 0,
  closed: 0,
})

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

/** GIN indexes an initial load on PostgreSQL drops and builds again at its end (their definitions, as pg_indexes gives them). */
type DroppedIndex = { name: string; definition: string }

type RunRow = {
  id: number
  recordsDone: number
  counts: ImportCounts & {
    rejectsBytes?: number
    phase?: string
    droppedIndexes?: DroppedIndex[]
    freshSource?: boolean
    emptyRegistry?: boolean
  }
}

/**
 * An initial load on PostgreSQL (the file holds more than twice the registry's companies) writes
 * without the registry's secondary indexes (all but the primary and the unique key the import looks
 * companies up by) and builds them once at the end: measured on 100,000 Companies House rows, COPY took
 * 5.4 s with them and 2.3 s without the three GIN indexes alone, and building those took 1.3 s. Their
 * definitions are committed with the run before they are dropped, so a killed load builds them when the
 * same command resumes. Searches are slow until the load ends: make the first load before opening.
 */
async function dropSearchIndexesForInitialLoad(store: RegistryStore, runId: number, estimatedRows: number): Promise<DroppedIndex[]> {
  if (store.kind !== 'postgres') return []
  return store.writeTransaction(async (transaction) => {
    const [companies] = await transaction.run('SELECT reltuples::bigint AS estimate FROM pg_class WHERE relname = ?', [
      'registry_companies',
    ])
    if (Math.max(Number(companies?.estimate ?? 0), 0) * 2 >= estimatedRows) return []
    const indexes = (await transaction.run(
      "SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'registry_companies' AND indexdef NOT ILIKE 'CREATE UNIQUE INDEX%'",
      [],
    )) as unknown as DroppedIndex[]
    const [run] = await transaction.run('SELECT counts FROM registry_import_runs WHERE id = ?', [runId])
    await transaction.run('UPDATE registry_import_runs SET counts = ? WHERE id = ?', [
      JSON.stringify({ ...(JSON.parse(String(run!.counts)) as object), droppedIndexes: indexes }),
      runId,
    ])
    for (const index of indexes) await transaction.run(`DROP INDEX IF EXISTS ${index.name}`, [])
    return indexes
  })
}

async function rebuildDroppedIndexes(store: RegistryStore, indexes: readonly DroppedIndex[]): Promise<void> {
  for (const index of indexes)
    await store.writeTransaction(async (transaction) => {
      await transaction.run("SET LOCAL maintenance_work_mem = '256MB'", [])
      await transaction.run(index.definition.replace(/^CREATE INDEX /i, 'CREATE INDEX IF NOT EXISTS '), [])
    })
}

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
    const missing = SOURCE_FORMATS[source].requiredColumns.filter((column) => !item.values.has(column))
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

/** A unique key refused a row (PostgreSQL 23505, SQLite's UNIQUE constraint). */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'))
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
  /** Average bytes of a register's row, for the initial-load estimate (Companies House rows are about 450). */
  const BYTES_PER_ROW = 400
  const droppedIndexes =
    run.counts.droppedIndexes ??
    // The matcher links GLEIF entities through the name indexes: a load it runs in keeps them.
    (run.recordsDone === 0 && source !== 'gleif-relationships' && !(source === 'gleif' && options.linkEntities)
      ? await dropSearchIndexesForInitialLoad(store, run.id, bytesTotal / BYTES_PER_ROW)
      : [])
  // The first load of a source: no record of it can be known yet (see writeCompanyBatch). A first load
  // into an empty registry also meets no company but those it created itself, so batches skip the key
  // lookup (a number twice in the file fails the batch on the unique key, and the batch is written again
  // with lookups). Both are committed with every checkpoint, so a resumed run keeps them.
  const { freshSource, emptyRegistry } =
    run.counts.freshSource === undefined
      ? await store.writeTransaction(async (transaction) => {
          const [known] =
            source === 'gleif-relationships'
              ? await transaction.run('SELECT 1 AS found FROM registry_relationships LIMIT 1', [])
              : await transaction.run('SELECT 1 AS found FROM registry_company_sources WHERE source = ? LIMIT 1', [source])
          const empty =
            !known &&
            source !== 'gleif-relationships' &&
            !(await transaction.run('SELECT 1 AS found FROM registry_companies LIMIT 1', [])).length
          return { freshSource: !known, emptyRegistry: empty }
        })
      : { freshSource: run.counts.freshSource, emptyRegistry: run.counts.emptyRegistry ?? false }
  /** What a checkpoint commits besides the counts: enough for a resumed run to go on as this one would. */
  const runState = (phase: 'records' | 'closing' | 'done') => ({
    ...counts,
    rejectsBytes,
    phase,
    droppedIndexes,
    freshSource,
    emptyRegistry,
  })
  let insertedSinceAnalyze = 0
  let analyzedAt = 0
  const batchSize = options.batchSize ?? IMPORT_BATCH_RECORDS
  let itemsDone = 0
  type Pending = { companies: CompanyBatchItem[]; relationships: { record: RelationshipFromSource; hash: string }[] }
  let batch: Pending = { companies: [], relationships: [] }
  let batchRejects = ''
  let batchRefused = 0
  let batchSkipped = 0
  let bytesDone = 0
  /** The batch being written while the next one is read and prepared: one at a time, in order. */
  let inFlight: Promise<void> | null = null

  const write = async (pending: Pending, rejects: string, refused: number, skipped: number, itemsThrough: number, bytesThrough: number) => {
    if (rejects) {
      fs.appendFileSync(rejectsFile, rejects)
      rejectsBytes += Buffer.byteLength(rejects)
    }
    if (source === 'gleif' && options.linkEntities) {
      const unlinked = pending.companies.filter((item) => !item.record.registerLink)
      const links = unlinked.length ? await options.linkEntities(unlinked.map((item) => item.record)) : new Map()
      for (const item of unlinked) item.link = links.get(item.record.recordId)
    }
    const now = new Date().toISOString()
    const writeOnce = (recordsMayBeKnown: boolean) =>
      store.writeTransaction(async (transaction) => {
        // Each batch commits its rows with its checkpoint, so a commit that a crash of PostgreSQL itself
        // loses is lost whole, checkpoint included, and written again on resume: no flush to wait for.
        if (transaction.kind === 'postgres') await transaction.run('SET LOCAL synchronous_commit = off', [])
        let batchCounts: BatchCounts
        if (source === 'gleif-relationships') {
          batchCounts = await writeRelationshipBatch(transaction, { runId: run.id, fileDate, items: pending.relationships })
        } else {
          if (source === 'sirene') {
            // The head office's address joins the unit's facts before they are hashed and prepared.
            const addresses = await headOfficeAddresses(
              transaction,
              run.id,
              pending.companies.map((item) => item.record.recordId),
            )
            pending.companies = pending.companies.map((item) => {
              const address = addresses.get(item.record.recordId)
              if (!address) return item
              Object.assign(item.record.company, address)
              return companyBatchItem(item.record, source, fileDate)
            })
          }
          batchCounts = await writeCompanyBatch(transaction, {
            source,
            runId: run.id,
            fileDate,
            now,
            items: pending.companies,
            recordsMayBeKnown,
            companiesMayExist: recordsMayBeKnown || !emptyRegistry,
          })
        }
        counts.new += batchCounts.new
        counts.changed += batchCounts.changed
        counts.unchanged += batchCounts.unchanged
        counts.linked += batchCounts.linked
        counts.matched += batchCounts.matched
        counts.review += batchCounts.review
        counts.refused += refused
        counts.skipped += skipped
        counts.read = itemsThrough
        insertedSinceAnalyze += batchCounts.new
        await saveCheckpoint(transaction, run.id, itemsThrough, runState('records'))
      })
    try {
      await writeOnce(!freshSource)
    } catch (error) {
      // A record id a fresh source's file holds twice, in two batches: write the batch looking records up.
      if (!freshSource || !isUniqueViolation(error)) throw error
      await writeOnce(true)
    }
    // PostgreSQL plans the batch's lookups from the table's statistics: keep them current while a load grows the table.
    if (store.kind === 'postgres' && insertedSinceAnalyze > Math.max(20_000, analyzedAt)) {
      await store.writeTransaction((transaction) => transaction.run('ANALYZE registry_companies', []))
      analyzedAt += insertedSinceAnalyze
      insertedSinceAnalyze = 0
    }
    options.afterBatch?.(itemsThrough)
    options.onProgress?.({ recordsDone: itemsThrough, bytesDone: bytesThrough, bytesTotal, counts: { ...counts } })
  }

  const flush = async () => {
    const pending = batch
    const rejects = batchRejects
    const refused = batchRefused
    const skipped = batchSkipped
    const itemsThrough = itemsDone
    const bytesThrough = bytesDone
    batch = { companies: [], relationships: [] }
    batchRejects = ''
    batchRefused = 0
    batchSkipped = 0
    // Batches are written one after the other, in order; the next one is read and prepared meanwhile.
    // A failed batch stops the import at the next flush (or at the end).
    const previous = inFlight
    inFlight = (async () => {
      await previous
      await write(pending, rejects, refused, skipped, itemsThrough, bytesThrough)
    })()
    inFlight.catch(() => undefined)
    await previous
  }
  const settle = async () => {
    const last = inFlight
    inFlight = null
    await last
  }

  if (run.counts.phase !== 'closing') {
    for await (const item of readCsvRecords(files)) {
      itemsDone += 1
      bytesDone += 'values' in item ? item.values.length : 0
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
        else if (reading.record.kind === 'relationship')
          batch.relationships.push({ record: reading.record, hash: contentHash(reading.record) })
        else batch.companies.push(companyBatchItem(reading.record, source, fileDate))
      }
      if (batch.companies.length + batch.relationships.length + batchRefused + batchSkipped >= batchSize) await flush()
      if (options.stopAfterRecords !== undefined && itemsDone - run.recordsDone >= options.stopAfterRecords) {
        await flush()
        await settle()
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
          links: null,
        }
      }
    }
    await flush()
    await settle()
    counts.read = Math.max(itemsDone, run.recordsDone)
  }

  await rebuildDroppedIndexes(store, droppedIndexes)
  // A source's first load cannot close anything: none of its records was in the register before.
  if (fullFile && !freshSource) {
    await store.writeTransaction((transaction) => saveCheckpoint(transaction, run.id, counts.read, runState('closing')))
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
      JSON.stringify(runState('done')),
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
    links: source === 'gleif' ? linkRates(counts) : null,
  }
}
