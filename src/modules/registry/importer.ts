import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { parse } from 'csv-parse'

import { companyInputSchema, describeIssues } from './company-input-schema'
import type { CompanyInput, RegistryStore } from './types'

export const IMPORT_BATCH_SIZE = 1000
/** Rejections are counted in full but only this many are kept with their reasons. */
export const MAX_REPORTED_REJECTIONS = 1000

export type ImportRejection = { line: number; reason: string }
export type ImportReport = {
  read: number
  imported: number
  updated: number
  rejected: number
  rejections: ImportRejection[]
  seconds: number
}

type RawRow = { line: number; value: unknown } | { line: number; error: string }

async function* csvRows(file: string): AsyncGenerator<RawRow> {
  const parser = fs.createReadStream(file).pipe(
    parse({
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      info: true,
      // A broken record is reported and skipped, never fatal.
      skip_records_with_error: true,
    }),
  )
  const errors: RawRow[] = []
  parser.on('skip', (error: Error & { lines?: number }) => errors.push({ line: error.lines ?? 0, error: error.message }))
  for await (const record of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    while (errors.length) yield errors.shift()!
    const value: Record<string, unknown> = { ...record.record }
    if (typeof value.officers === 'string') {
      const officers = value.officers.trim()
      if (!officers) delete value.officers
      else {
        try {
          value.officers = JSON.parse(officers)
        } catch {
          yield { line: record.info.lines, error: 'officers: not valid JSON' }
          continue
        }
      }
    }
    yield { line: record.info.lines, value }
  }
  while (errors.length) yield errors.shift()!
}

async function* jsonlRows(file: string): AsyncGenerator<RawRow> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity })
  let line = 0
  for await (const text of lines) {
    line += 1
    const trimmed = text.replace(/^\uFEFF/, '').trim()
    if (!trimmed) continue
    try {
      yield { line, value: JSON.parse(trimmed) }
    } catch {
      yield { line, error: 'not valid JSON' }
    }
  }
}

/**
 * Streams a registry dump into the store in batches. Rows are validated one by one; a bad row is
 * recorded with its line and reason and the import goes on. Upserts by (country, registration
 * number), so running the same file twice imports nothing new.
 */
export async function importRegistryFile(
  store: RegistryStore,
  file: string,
  options: {
    batchSize?: number
    onProgress?: (report: ImportReport) => void
    /** Countries configured in the registry; rows for any other country are rejected. */
    knownCountries?: ReadonlySet<string>
    /** Process only records `skipRecords + 1` to `skipRecords + maxRecords` (a slice of the file). */
    skipRecords?: number
    maxRecords?: number
  } = {},
): Promise<ImportReport> {
  const started = performance.now()
  const extension = path.extname(file).toLowerCase()
  if (extension !== '.csv' && extension !== '.jsonl' && extension !== '.ndjson') {
    throw new Error(`Unsupported file type "${extension}": use .csv or .jsonl.`)
  }
  if (!fs.existsSync(file)) throw new Error(`File not found: ${file}`)
  const report: ImportReport = { read: 0, imported: 0, updated: 0, rejected: 0, rejections: [], seconds: 0 }
  const reject = (line: number, reason: string) => {
    report.rejected += 1
    if (report.rejections.length < MAX_REPORTED_REJECTIONS) report.rejections.push({ line, reason })
  }
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE
  let batch: { line: number; company: CompanyInput }[] = []

  const flush = async () => {
    if (!batch.length) return
    try {
      const summary = await store.upsertCompanies(batch.map((item) => item.company))
      report.imported += summary.inserted
      report.updated += summary.updated
    } catch {
      // A batch the database refuses is retried row by row so one bad row cannot sink the others.
      for (const item of batch) {
        try {
          const summary = await store.upsertCompanies([item.company])
          report.imported += summary.inserted
          report.updated += summary.updated
        } catch (error) {
          reject(item.line, `database refused the row: ${(error as Error).message.slice(0, 200)}`)
        }
      }
    }
    batch = []
    options.onProgress?.({ ...report, seconds: (performance.now() - started) / 1000 })
  }

  const rows = extension === '.csv' ? csvRows(file) : jsonlRows(file)
  const skipRecords = options.skipRecords ?? 0
  const maxRecords = options.maxRecords ?? Number.POSITIVE_INFINITY
  let seen = 0
  for await (const row of rows) {
    seen += 1
    if (seen <= skipRecords) continue
    if (report.read >= maxRecords) break
    report.read += 1
    if ('error' in row) {
      reject(row.line, row.error)
      continue
    }
    const parsed = companyInputSchema.safeParse(row.value)
    if (!parsed.success) {
      reject(row.line, describeIssues(parsed.error))
      continue
    }
    if (options.knownCountries && !options.knownCountries.has(parsed.data.country)) {
      reject(row.line, `country: "${parsed.data.country}" is not one of the registry's countries`)
      continue
    }
    batch.push({ line: row.line, company: parsed.data })
    if (batch.length >= batchSize) await flush()
  }
  await flush()
  if (report.imported + report.updated > 0) await store.optimize()
  report.seconds = (performance.now() - started) / 1000
  return report
}
