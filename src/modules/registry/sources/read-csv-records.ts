import fs from 'node:fs'
import path from 'node:path'
import { type Readable, Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

import iconv from 'iconv-lite'
import yauzl from 'yauzl'

import { CsvSplitter, type SplitRecord } from './csv-splitter'

/**
 * Reads the records of a register's bulk file, streamed: a CSV, or a zip holding one or more CSVs
 * (Companies House ships one zip per part, GLEIF and SIRENE one zip with one CSV), never holding more
 * than a parser's buffer in memory. Every record carries where it came from (file, entry, line), so a
 * rejected row can be found again; a row the CSV parser cannot read is yielded as an error, never
 * fatal. Headers are trimmed: the Companies House file has " CompanyNumber" with a leading space.
 */

/**
 * A row's fields, read by column name through the header's positions: the parser gives arrays (twice
 * as fast as an object per row, measured on a 55-column Companies House file), and a format reads
 * only the dozen columns it needs.
 */
export class CsvRow {
  constructor(
    private readonly positions: ReadonlyMap<string, number>,
    readonly fields: readonly string[],
  ) {}

  get(column: string): string | undefined {
    const position = this.positions.get(column)
    return position === undefined ? undefined : this.fields[position]
  }

  has(column: string): boolean {
    return this.positions.has(column)
  }

  /** Characters in the row, for progress by bytes. */
  get length(): number {
    let length = 0
    for (const field of this.fields) length += field.length + 3
    return length
  }
}

/** A row from named values (tests, hand-made rows). */
export function csvRow(values: Readonly<Record<string, string>>): CsvRow {
  const columns = Object.keys(values)
  return new CsvRow(
    new Map(columns.map((column, index) => [column, index])),
    columns.map((column) => values[column]!),
  )
}

export type CsvRecord = { origin: string; line: number; values: CsvRow }
export type CsvError = { origin: string; line: number; error: string }
export type CsvItem = CsvRecord | CsvError

/** Bytes read to decide the encoding: enough for a few hundred rows. */
const ENCODING_SAMPLE_BYTES = 64 * 1024

/**
 * UTF-8 unless the first bytes are not valid UTF-8, in which case Windows-1252 (what a register's
 * file re-saved by a spreadsheet on Windows becomes). The sample is cut at its last line break, so a
 * multi-byte character split by the sample's end is not taken for bad UTF-8.
 */
export function detectEncoding(sample: Buffer): 'utf8' | 'win1252' {
  const end = sample.lastIndexOf(0x0a)
  const whole = end > 0 ? sample.subarray(0, end) : sample
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(whole)
    return 'utf8'
  } catch {
    return 'win1252'
  }
}

/**
 * Passes UTF-8 through and turns Windows-1252 into UTF-8, deciding from the first
 * ENCODING_SAMPLE_BYTES (held back until then, so the decision sees a real sample).
 */
class EncodingToUtf8 extends Transform {
  private head: Buffer[] = []
  private headBytes = 0
  private decoder: { write(chunk: Buffer): string; end(): string | undefined } | null = null
  private decided = false

  private decide() {
    const sample = Buffer.concat(this.head)
    this.head = []
    this.decided = true
    if (detectEncoding(sample) === 'win1252') this.decoder = iconv.getDecoder('win1252')
    this.forward(sample)
  }

  private forward(chunk: Buffer) {
    if (!chunk.length) return
    this.push(this.decoder ? Buffer.from(this.decoder.write(chunk), 'utf8') : chunk)
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.decided) this.forward(chunk)
    else {
      this.head.push(chunk)
      this.headBytes += chunk.length
      if (this.headBytes >= ENCODING_SAMPLE_BYTES) this.decide()
    }
    done()
  }

  override _flush(done: TransformCallback) {
    if (!this.decided) this.decide()
    const rest = this.decoder?.end()
    if (rest) this.push(Buffer.from(rest, 'utf8'))
    done()
  }
}

async function* csvItems(input: Readable, origin: string): AsyncGenerator<CsvItem> {
  const splitter = new CsvSplitter()
  const decoder = new StringDecoder('utf8')
  let positions: Map<string, number> | null = null
  let columns = 0
  let ready: CsvItem[] = []
  const take = (record: SplitRecord) => {
    if ('error' in record) {
      ready.push({ origin, line: record.line, error: record.error })
      return
    }
    if (!positions) {
      // Headers are trimmed: the Companies House file has " CompanyNumber".
      positions = new Map(record.fields.map((column, index) => [column.trim(), index]))
      columns = record.fields.length
      return
    }
    if (record.fields.length !== columns)
      ready.push({ origin, line: record.line, error: `the row has ${record.fields.length} columns where the header has ${columns}` })
    else ready.push({ origin, line: record.line, values: new CsvRow(positions, record.fields) })
  }
  const decoded = input.pipe(new EncodingToUtf8())
  // pipe() does not carry a read error (a truncated zip, a vanished file) to what it feeds.
  input.on('error', (error) => decoded.destroy(error))
  for await (const chunk of decoded as AsyncIterable<Buffer>) {
    splitter.push(decoder.write(chunk), take)
    if (ready.length) {
      const items = ready
      ready = []
      yield* items
    }
  }
  splitter.push(decoder.end(), take)
  splitter.end(take)
  yield* ready
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  )
}

/** The CSV entries of a zip, one stream at a time (yauzl reads the central directory, not the whole file). */
async function* zipEntries(file: string): AsyncGenerator<{ name: string; stream: Readable }> {
  const zip = await openZip(file)
  try {
    while (true) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        const onEntry = (found: yauzl.Entry) => {
          zip.off('end', onEnd)
          zip.off('error', onError)
          resolve(found)
        }
        const onEnd = () => {
          zip.off('entry', onEntry)
          zip.off('error', onError)
          resolve(null)
        }
        const onError = (error: Error) => {
          zip.off('entry', onEntry)
          zip.off('end', onEnd)
          reject(error)
        }
        zip.once('entry', onEntry)
        zip.once('end', onEnd)
        zip.once('error', onError)
        zip.readEntry()
      })
      if (!entry) return
      if (entry.fileName.endsWith('/') || !/\.csv$/i.test(entry.fileName)) continue
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      )
      yield { name: entry.fileName, stream }
    }
  } finally {
    zip.close()
  }
}

export function isZip(file: string): boolean {
  const handle = fs.openSync(file, 'r')
  try {
    const magic = Buffer.alloc(4)
    fs.readSync(handle, magic, 0, 4, 0)
    return magic.readUInt32LE(0) === 0x04034b50
  } finally {
    fs.closeSync(handle)
  }
}

/** Every record of the files, in order: each file a CSV or a zip of CSVs. */
export async function* readCsvRecords(files: readonly string[]): AsyncGenerator<CsvItem> {
  for (const file of files) {
    const base = path.basename(file)
    if (isZip(file)) {
      let entries = 0
      for await (const entry of zipEntries(file)) {
        entries += 1
        yield* csvItems(entry.stream, `${base}:${entry.name}`)
      }
      if (!entries) throw new Error(`${base} holds no CSV file.`)
    } else {
      yield* csvItems(fs.createReadStream(file), base)
    }
  }
}
