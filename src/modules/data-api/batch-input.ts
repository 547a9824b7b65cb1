import fs from 'node:fs'

import { ApiError } from '@/lib/errors'
import { FileRejectedError, parseUploadedFile, DEFAULT_UPLOAD_LIMITS } from '@/modules/spreadsheet'

import {
  BATCH_BODY_TYPES,
  batchJsonBodySchema,
  MAX_BATCH_BYTES,
  MAX_BATCH_RECORDS,
  MATCH_RECORD_FIELDS,
  type MatchRecord,
  matchRecordSchema,
} from './schemas'

/*
 * A batch's body read into records: JSON (`{"records": [...]}`), JSON lines (one record a line) or
 * CSV (a header row naming the record's fields, any subset, in any order; the upload tool's reader,
 * so encodings and delimiters are detected as for an uploaded file). Every record is checked as the
 * single match checks one; a batch with any bad record is refused whole, naming the first bad ones
 * by their position, so nothing is half-taken.
 *
 * The web process only tells the format from the Content-Type (batchBodyFormat) and stores the body;
 * the worker reads the stored file here (readStoredBatch). JSON lines are read a line at a time;
 * JSON and CSV whole, off the web process (the upload tool's CSV reader detects the encoding and the
 * delimiter from the whole text, and the body is capped at MAX_BATCH_BYTES).
 */

/** Bad records named in a refusal, at most. */
const REPORTED_PROBLEMS = 20

export type BatchBodyFormat = keyof typeof BATCH_BODY_TYPES

/** The body's format by its Content-Type; a 415 for any other (known before a byte of the body is read). */
export function batchBodyFormat(contentType: string | null): BatchBodyFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'application/x-ndjson' || type === 'application/jsonl' || type === 'application/json-lines') return 'jsonl'
  if (type === 'text/csv') return 'csv'
  throw new ApiError(
    'unsupported_media_type',
    `Send the records as ${Object.values(BATCH_BODY_TYPES).join(', ')} (the Content-Type header says which).`,
  )
}

/** A body whose records were read but some are not valid: the 400 as before, with the counts the batch keeps. */
export class BadRecordsError extends ApiError {
  constructor(
    readonly records: number,
    readonly invalidRecords: number,
    detail: string,
    fields: Record<string, string[]>,
  ) {
    super('invalid', detail, fields)
  }
}

export function emptyBatchBody(): ApiError {
  return new ApiError('invalid', 'The body is empty: send the records to match.', { records: ['Send at least one record.'] })
}

const notUtf8 = () => new ApiError('invalid', 'Send JSON in UTF-8.')

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    throw notUtf8()
  }
}

function tooMany(): ApiError {
  const message = `A batch has at most ${MAX_BATCH_RECORDS.toLocaleString('en-GB')} records: split the list into several batches.`
  return new ApiError('too_large', message, { records: [message] })
}

function jsonRecords(bytes: Uint8Array): unknown[] {
  let body: unknown
  try {
    body = JSON.parse(utf8(bytes))
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError('invalid', 'The body is not valid JSON.')
  }
  const parsed = batchJsonBodySchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    if (issue.code === 'too_big') throw tooMany()
    const message = issue.path.length ? issue.message : 'Send the records as {"records": [ … ]}.'
    throw new ApiError('invalid', message, { records: [message] })
  }
  return parsed.data.records
}

async function csvRecords(bytes: Uint8Array): Promise<unknown[]> {
  let table
  try {
    table = await parseUploadedFile(bytes, 'batch.csv', {
      ...DEFAULT_UPLOAD_LIMITS,
      maxFileBytes: MAX_BATCH_BYTES,
      // The header row is read as a row too.
      maxRows: MAX_BATCH_RECORDS + 1,
      maxColumns: MATCH_RECORD_FIELDS.length * 2,
    })
  } catch (error) {
    if (error instanceof FileRejectedError) {
      if (error.code === 'too_many_rows') throw tooMany()
      throw new ApiError(error.code === 'too_large' ? 'too_large' : 'invalid', error.message, { records: [error.message] })
    }
    throw error
  }
  const [header = [], ...rows] = table.rows
  const columns = header.map((name) => name.trim().toLowerCase())
  const unknown = columns.filter((name) => name && !(MATCH_RECORD_FIELDS as string[]).includes(name))
  if (unknown.length || !columns.some(Boolean)) {
    const message = `The first row names the columns: ${MATCH_RECORD_FIELDS.join(', ')}${unknown.length ? ` (not ${unknown.map((name) => `"${name}"`).join(', ')})` : ''}.`
    throw new ApiError('invalid', message, { records: [message] })
  }
  if (!rows.length)
    throw new ApiError('invalid', 'Send at least one record below the header row.', { records: ['Send at least one record.'] })
  return rows.map((cells) => Object.fromEntries(columns.flatMap((name, index) => (name ? [[name, cells[index] ?? '']] : []))))
}

/** Records checked one at a time, as they are read: the good ones kept, the first bad ones named. */
class RecordChecker {
  readonly records: MatchRecord[] = []
  private readonly problems: Record<string, string[]> = {}
  private bad = 0

  get count(): number {
    return this.records.length + this.bad
  }

  add(value: unknown): void {
    const index = this.count
    const parsed = matchRecordSchema.safeParse(value)
    if (parsed.success) {
      this.records.push(parsed.data)
      return
    }
    this.bad++
    if (this.bad > REPORTED_PROBLEMS) return
    for (const issue of parsed.error.issues) (this.problems[['records', index, ...issue.path].join('.')] ??= []).push(issue.message)
  }

  /** The records, all good; a BadRecordsError naming the first bad ones (`records.<index>.<field>`) otherwise. */
  result(): MatchRecord[] {
    if (!this.count) throw new ApiError('invalid', 'Send at least one record.', { records: ['Send at least one record.'] })
    if (!this.bad) return this.records
    const [first] = Object.entries(this.problems)
    const detail = `${this.bad.toLocaleString('en-GB')} record${this.bad === 1 ? ' is' : 's are'} not valid; nothing was queued. First: ${first![0]}: ${first![1][0]}`
    throw new BadRecordsError(this.count, this.bad, detail, this.problems)
  }
}

/** The lines of a UTF-8 file, read a chunk at a time (a byte-order mark dropped; CRLF or LF ends a line). */
async function* fileLines(file: string): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let pending = ''
  let first = true
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode()
    } catch {
      throw notUtf8()
    }
  }
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    pending += decode(chunk)
    if (first && pending) {
      pending = pending.replace(/^\uFEFF/, '')
      first = false
    }
    const lines = pending.split('\n')
    pending = lines.pop()!
    for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line
  }
  pending += decode()
  yield first ? pending.replace(/^\uFEFF/, '') : pending
}

async function jsonLineRecords(file: string): Promise<MatchRecord[]> {
  const checker = new RecordChecker()
  let number = 0
  for await (const line of fileLines(file)) {
    number++
    if (!line.trim()) continue
    if (checker.count === MAX_BATCH_RECORDS) throw tooMany()
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      const message = `Line ${number} is not a JSON object.`
      throw new ApiError('invalid', message, { [`records.${checker.count}`]: [message] })
    }
    checker.add(value)
  }
  return checker.result()
}

/**
 * The records of a stored batch body (within MAX_BATCH_BYTES), each checked; an ApiError naming
 * the first bad records (`records.<index>.<field>`) otherwise, `too_large` over MAX_BATCH_RECORDS.
 * Runs in the worker: reading and checking 100,000 records is seconds of work no web request waits for.
 */
export async function readStoredBatch(file: string, format: BatchBodyFormat): Promise<MatchRecord[]> {
  if (!(await fs.promises.stat(file)).size) throw emptyBatchBody()
  if (format === 'jsonl') return jsonLineRecords(file)
  const bytes = await fs.promises.readFile(file)
  const raw = format === 'json' ? jsonRecords(bytes) : await csvRecords(bytes)
  if (raw.length > MAX_BATCH_RECORDS) throw tooMany()
  const checker = new RecordChecker()
  for (const value of raw) checker.add(value)
  return checker.result()
}
