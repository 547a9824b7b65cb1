import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { InputError } from '@/lib/errors'

import { detectHeaderRow, suggestColumns } from './detection'
import { FileRejectedError, parseUploadedFile, type UploadLimits } from './files'
import { EMAIL_TAKEN_MESSAGE, IDENTIFIER_CODENAMES, IDENTIFIER_NAMES, type IdentifierCodename } from './identifiers'
import { mapRow, type ColumnConfig } from './column-config'
import { rowsFrom, insertRowsStatements, recountStatement, deleteRows } from './store/rows'
import { sqlRunnerFor } from './store/sql'
import type { SessionStatus } from './session-status'
import type { ResultData } from './result-fields'

/** Rows of the file shown on the column screen: row 0 (maybe headers) and ten more. */
export const PREVIEW_ROWS = 10
/** Rows the results screen receives; rows past the blur threshold carry no data. */
export const FIRST_LIST_ROWS = 50

const STATUS_BY_REJECTION: Record<string, number> = { unsupported_type: 415, not_text: 415, not_xlsx: 415, too_large: 413, zip_bomb: 413 }

export type UploadResponse = {
  session_key: string
  file_name: string
  data: string[][]
  headers: { codename: IdentifierCodename; name: string; columns: number[] }[]
  first_row_headers: boolean
  total_rows: number
  upload: { status: 'uploaded' }
}

/** A file name safe to store and show: no path, no control characters, bounded length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200)
  return cleaned || 'upload'
}

function mimeTypeFor(format: string): string {
  if (format === 'xlsx') return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  return format === 'csv' ? 'text/csv' : 'text/plain'
}

/**
 * Parses an uploaded file, stores its rows and the original file, and answers with the preview,
 * the suggested columns and the session key. Nothing is stored unless the whole file was read;
 * a failure after the rows were written removes them again.
 */
export async function createUploadSession(payload: Payload, upload: { name: string; bytes: Uint8Array }, limits?: UploadLimits): Promise<UploadResponse> {
  const fileName = cleanFileName(upload.name)
  let table
  try {
    table = await parseUploadedFile(upload.bytes, fileName, limits)
  } catch (error) {
    if (error instanceof FileRejectedError) throw new InputError(error.message, { file: [error.message] }, STATUS_BY_REJECTION[error.code] ?? 400)
    throw error
  }
  const rows = table.rows
  const firstRowHeaders = detectHeaderRow(rows)
  const suggestions = suggestColumns(rows, firstRowHeaders)
  const sessionKey = crypto.randomBytes(16).toString('hex')
  const columnCount = rows.reduce((widest: number, row: string[]) => Math.max(widest, row.length), 0)
  const sql = sqlRunnerFor(payload)

  await sql.transaction(insertRowsStatements(sessionKey, rows))
  try {
    const stored = await payload.create({
      collection: 'enrichment-files',
      overrideAccess: true,
      data: {},
      file: { data: Buffer.from(upload.bytes), mimetype: mimeTypeFor(table.format), name: `${sessionKey}-${fileName}`, size: upload.bytes.byteLength },
    })
    await payload.create({
      collection: 'enrichment-sessions',
      overrideAccess: true,
      data: {
        session_key: sessionKey,
        status: 'uploaded',
        file_name: fileName,
        file: stored.id,
        file_format: table.format,
        column_count: columnCount,
        row_count: rows.length,
        total: 0,
        processed: 0,
        found: 0,
        not_found: 0,
        failed: 0,
      },
    })
  } catch (error) {
    await deleteRows(sql, sessionKey)
    throw error
  }
  return {
    session_key: sessionKey,
    file_name: fileName,
    data: rows.slice(0, PREVIEW_ROWS + 1),
    headers: IDENTIFIER_CODENAMES.map((codename) => ({ codename, name: IDENTIFIER_NAMES[codename], columns: suggestions[codename] ?? [] })),
    first_row_headers: firstRowHeaders,
    total_rows: rows.length,
    upload: { status: 'uploaded' },
  }
}

export type SessionDocument = {
  id: number | string
  session_key: string
  status: SessionStatus
  file_name: string
  column_count: number
  row_count: number
  config?: unknown
  total: number
  processed: number
  found: number
  not_found: number
  failed: number
  contact_email?: string | null
}

export async function findSession(payload: Payload, sessionKey: string): Promise<SessionDocument> {
  if (!/^[0-9a-f]{32}$/.test(sessionKey)) throw new InputError('This enrichment session does not exist.', {}, 404)
  const { docs } = await payload.find({
    collection: 'enrichment-sessions',
    where: { session_key: { equals: sessionKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const session = docs[0] as unknown as SessionDocument | undefined
  if (!session) throw new InputError('This enrichment session does not exist.', {}, 404)
  return session
}

export type SetupInput = { name: string; config: ColumnConfig; first_row_headers: boolean; full_name: string; phone: string; email: string; lang: string; source?: string }

/**
 * Starts matching: checks the mapping against the file, records the contact as a lead (one free
 * enrichment per business e-mail), marks the header row and queues the job.
 */
export async function setupSession(payload: Payload, sessionKey: string, input: SetupInput): Promise<{ status: SessionStatus }> {
  const session = await findSession(payload, sessionKey)
  if (session.status !== 'uploaded') throw new InputError('Matching has already started for this file.', {}, 409)
  const outOfRange = Object.keys(input.config).filter((column) => Number(column) >= session.column_count)
  if (outOfRange.length) throw new InputError('The mapping refers to columns the file does not have.', { config: ['The mapping refers to columns the file does not have.'] })
  if (input.first_row_headers && session.row_count < 2) throw new InputError('The file has no rows below its header row.', { first_row_headers: ['The file has no rows below its header row.'] })

  const used = await payload.count({
    collection: 'enrichment-sessions',
    where: { contact_email: { equals: input.email } },
    overrideAccess: true,
  })
  if (used.totalDocs > 0) throw new InputError(EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] })

  const lead = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: {
      status: 'new',
      type: 'enrichment',
      full_name: input.full_name,
      email: input.email,
      phone: input.phone,
      lang: input.lang,
      source: input.source,
      enrichment_session: session.id as number,
      additional_data: { file_name: session.file_name, list_name: input.name },
    },
  })
  const sql = sqlRunnerFor(payload)
  const statements = [
    ...(input.first_row_headers ? [{ sql: `UPDATE enrichment_rows SET status = 'header' WHERE session_key = ? AND row_index = 0`, args: [sessionKey] }] : []),
    recountStatement(sessionKey, {
      set: `status = 'pending', name = ?, config = ?, first_row_headers = ?, contact_id = ?, contact_email = ?`,
      args: [input.name, JSON.stringify(input.config), input.first_row_headers ? 1 : 0, lead.id as number, input.email],
      // Guard against a double submit: only the first setup of an uploaded session applies.
      onlyStatus: 'uploaded',
    }),
  ]
  const affected = await sql.transaction(statements)
  if (!affected[affected.length - 1]) throw new InputError('Matching has already started for this file.', {}, 409)
  return { status: 'pending' }
}

export type ResultRow = Record<IdentifierCodename, string | null> & {
  row_index: number
  status: 'pending' | 'found' | 'not_found' | 'failed'
  locked: boolean
  current_result: { score: 'A' | 'B' | 'C' | null; data: ResultData | null } | null
}

/** Beyond the blur threshold the row keeps its shape (and grade) but carries no data. */
function lockedData(data: ResultData | null): ResultData | null {
  if (!data) return null
  return Object.fromEntries(Object.keys(data).map((key) => [key, null])) as ResultData
}

/** The results screen's list: the first rows in file order, with data only up to the blur threshold. */
export async function firstList(payload: Payload, sessionKey: string, blurThreshold: number) {
  const session = await findSession(payload, sessionKey)
  if (session.status === 'uploaded') throw new InputError('Matching has not started for this file yet.', {}, 409)
  const config = (typeof session.config === 'string' ? JSON.parse(session.config) : session.config) as ColumnConfig
  const rows = await rowsFrom(sqlRunnerFor(payload), sessionKey, 0, FIRST_LIST_ROWS)
  const data: ResultRow[] = rows.map((row, position) => {
    const locked = position >= blurThreshold
    const input = mapRow(row.cells, config)
    const identifiers = Object.fromEntries(IDENTIFIER_CODENAMES.map((codename) => [codename, locked ? null : (input[codename]?.trim() || null)])) as Record<IdentifierCodename, string | null>
    const status = row.status === 'header' ? 'pending' : row.status
    return {
      row_index: row.rowIndex,
      ...identifiers,
      status,
      locked,
      current_result: status === 'pending' ? null : { score: row.grade, data: locked ? lockedData(row.result) : row.result },
    }
  })
  return {
    upload: { status: session.status, name: session.file_name },
    columns: [...new Set(Object.values(config))],
    data,
  }
}

export async function sessionScores(payload: Payload, sessionKey: string) {
  const session = await findSession(payload, sessionKey)
  return { total: session.total, found: session.found, not_found: session.not_found, processed: session.processed, failed: session.failed }
}
