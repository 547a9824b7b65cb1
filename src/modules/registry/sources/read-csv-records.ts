import fs from 'node:fs'
import path from 'node:path'
import { type Readable, Transform, type TransformCallback } from 'node:stream'

import { parse } from 'csv-parse'
import iconv from 'iconv-lite'
import yauzl from 'yauzl'

/**
 * Reads the records of a register's bulk file, streamed: a CSV, or a zip holding one or more CSVs
 * (Companies House ships one zip per part, GLEIF and SIRENE one zip with one CSV), never holding more
 * than a parser's buffer in memory. Every record carries where it came from (file, entry, line), so a
 * rejected row can be found again; a row the CSV parser cannot read is yielded as an error, never
 * fatal. Headers are trimmed: the Companies House file has " CompanyNumber" with a leading space.
 */

export type CsvRecord = { origin: string; line: number; values: Record<string, string> }
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
  const parser = input.pipe(new EncodingToUtf8()).pipe(
    parse({
      columns: (header: string[]) => header.map((column) => column.trim()),
      bom: true,
      skip_empty_lines: true,
      relax_quotes: true,
      info: true,
      // A broken record (wrong number of columns, an unclosed quote) is reported and skipped.
      skip_records_with_error: true,
    }),
  )
  // pipe() does not carry a read error (a truncated zip, a vanished file) to the parser.
  input.on('error', (error) => parser.destroy(error))
  const errors: CsvError[] = []
  parser.on('skip', (error: Error & { lines?: number }) => errors.push({ origin, line: error.lines ?? 0, error: error.message }))
  // The parser reports a broken row as soon as it reaches it, ahead of the good rows still buffered
  // before it: each error waits for its place, so items come in line order (a resumed import counts on it).
  for await (const item of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    const line = item.info.lines
    if (errors.length) {
      errors.sort((a, b) => a.line - b.line)
      while (errors.length && errors[0]!.line < line) yield errors.shift()!
    }
    yield { origin, line, values: item.record }
  }
  errors.sort((a, b) => a.line - b.line)
  while (errors.length) yield errors.shift()!
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
