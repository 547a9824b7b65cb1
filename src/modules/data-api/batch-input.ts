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
 */

/** Bad records named in a refusal, at most. */
const REPORTED_PROBLEMS = 20

type BodyFormat = keyof typeof BATCH_BODY_TYPES

function bodyFormat(contentType: string | null): BodyFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'application/x-ndjson' || type === 'application/jsonl' || type === 'application/json-lines') return 'jsonl'
  if (type === 'text/csv') return 'csv'
  throw new ApiError(
    'unsupported_media_type',
    `Send the records as ${Object.values(BATCH_BODY_TYPES).join(', ')} (the Content-Type header says which).`,
  )
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    throw new ApiError('invalid', 'Send JSON in UTF-8.')
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

function jsonLineRecords(bytes: Uint8Array): unknown[] {
  const records: unknown[] = []
  const lines = utf8(bytes).split(/\r?\n/)
  for (const [number, line] of lines.entries()) {
    if (!line.trim()) continue
    if (records.length === MAX_BATCH_RECORDS) throw tooMany()
    try {
      records.push(JSON.parse(line))
    } catch {
      const message = `Line ${number + 1} is not a JSON object.`
      throw new ApiError('invalid', message, { [`records.${records.length}`]: [message] })
    }
  }
  return records
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

/**
 * The records of a batch body (already read, within MAX_BATCH_BYTES), each checked; a 400 naming
 * the first bad records (`records.<index>.<field>`) otherwise, a 413 over MAX_BATCH_RECORDS.
 */
export async function readBatchRecords(bytes: Uint8Array, contentType: string | null): Promise<MatchRecord[]> {
  const format = bodyFormat(contentType)
  if (!bytes.byteLength)
    throw new ApiError('invalid', 'The body is empty: send the records to match.', { records: ['Send at least one record.'] })
  const raw = format === 'json' ? jsonRecords(bytes) : format === 'jsonl' ? jsonLineRecords(bytes) : await csvRecords(bytes)
  if (!raw.length) throw new ApiError('invalid', 'Send at least one record.', { records: ['Send at least one record.'] })
  if (raw.length > MAX_BATCH_RECORDS) throw tooMany()
  const records: MatchRecord[] = []
  const problems: Record<string, string[]> = {}
  let bad = 0
  for (const [index, value] of raw.entries()) {
    const parsed = matchRecordSchema.safeParse(value)
    if (parsed.success) {
      records.push(parsed.data)
      continue
    }
    bad++
    if (bad > REPORTED_PROBLEMS) continue
    for (const issue of parsed.error.issues) (problems[['records', index, ...issue.path].join('.')] ??= []).push(issue.message)
  }
  if (bad) {
    const [first] = Object.entries(problems)
    const detail = `${bad.toLocaleString('en-GB')} record${bad === 1 ? ' is' : 's are'} not valid; nothing was queued. First: ${first![0]}: ${first![1][0]}`
    throw new ApiError('invalid', detail, problems)
  }
  return records
}
